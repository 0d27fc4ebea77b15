import { defineMainSector } from './define';

export const professionalServices = defineMainSector(
  'professional-services',
  { fr: 'Services professionnels', en: 'Professional services' },
  [
    {
      key: 'offices',
      name: { fr: 'Services professionnels en bureau', en: 'Office-based professional services' },
      naics: '5411, 5412',
      activities: [
        ['computer-work', 'Travail à l’écran', 'Computer work'],
        ['client-reception', 'Accueil de la clientèle', 'Client reception'],
        ['records-archiving', 'Archives et classement', 'Records and archiving'],
        ['business-travel', 'Déplacements professionnels', 'Business travel'],
      ],
    },
    {
      key: 'engineering-consulting',
      name: { fr: 'Génie-conseil et services techniques', en: 'Engineering and technical consulting' },
      naics: '5413',
      activities: [
        ['site-inspections', 'Inspections de chantier', 'Site inspections'],
        ['industrial-audits', 'Audits en milieu industriel', 'Industrial audits'],
        ['surveying-fieldwork', 'Arpentage et relevés sur le terrain', 'Surveying and fieldwork'],
        ['environmental-sampling', 'Échantillonnage environnemental', 'Environmental sampling'],
      ],
    },
    {
      key: 'it-services',
      name: { fr: 'Services informatiques et télétravail', en: 'IT services and telework' },
      naics: '5415',
      activities: [
        ['telework', 'Télétravail', 'Telework'],
        ['server-rooms', 'Salles de serveurs', 'Server rooms'],
        ['onsite-installation', 'Installation chez le client', 'On-site installation'],
        ['help-desk', 'Centre de soutien', 'Help desk'],
      ],
    },
    {
      key: 'laboratories',
      name: { fr: 'Laboratoires d’essais', en: 'Testing laboratories' },
      naics: '541380',
      activities: [
        ['sample-preparation', 'Préparation d’échantillons', 'Sample preparation'],
        ['chemical-analysis', 'Analyses chimiques', 'Chemical analysis'],
        ['materials-testing', 'Essais de matériaux', 'Materials testing'],
        ['field-sampling', 'Prélèvements sur le terrain', 'Field sampling'],
      ],
    },
    {
      key: 'ohs-consulting',
      name: { fr: 'Services-conseils en SST et en gestion', en: 'OHS and management consulting' },
      naics: '5416',
      activities: [
        ['workplace-assessments', 'Évaluations de milieux de travail', 'Workplace assessments'],
        ['training-delivery', 'Formation', 'Training delivery'],
        ['incident-investigations', 'Enquêtes et analyses d’accidents', 'Incident investigations'],
        [
          'industrial-hygiene',
          'Hygiène industrielle (mesures d’exposition)',
          'Industrial hygiene (exposure monitoring)',
        ],
      ],
    },
  ],
);
