import { defineMainSector } from './define';

/** Issue 12: utilities and water treatment, oil and gas, and public administration. */
export const utilities = defineMainSector(
  'utilities',
  { fr: 'Services publics et traitement de l’eau', en: 'Utilities and water treatment' },
  [
    {
      key: 'drinking-water',
      name: { fr: 'Eau potable', en: 'Drinking water' },
      naics: '2213',
      activities: [
        ['treatment-plants', 'Usines de traitement', 'Treatment plants'],
        ['chlorination', 'Chloration', 'Chlorination'],
        ['reservoirs', 'Réservoirs et châteaux d’eau', 'Reservoirs and water towers'],
        ['water-mains', 'Réseaux d’aqueduc', 'Water mains'],
      ],
    },
    {
      key: 'wastewater',
      name: { fr: 'Eaux usées', en: 'Wastewater' },
      naics: '2213',
      activities: [
        ['lift-stations', 'Postes de pompage', 'Lift stations'],
        ['treatment-lagoons', 'Stations d’épuration et étangs', 'Treatment plants and lagoons'],
        ['sewer-maintenance', 'Entretien des égouts', 'Sewer maintenance'],
        ['sludge-handling', 'Gestion des boues', 'Sludge handling'],
      ],
    },
    {
      key: 'electric-power',
      name: { fr: 'Électricité', en: 'Electric power' },
      naics: '2211',
      activities: [
        ['distribution-lines', 'Lignes de distribution', 'Distribution lines'],
        ['substations', 'Postes électriques', 'Substations'],
        ['generating-stations', 'Centrales thermiques et diesel', 'Thermal and diesel generating stations'],
        ['vegetation-control', 'Maîtrise de la végétation', 'Vegetation management'],
      ],
    },
    {
      key: 'gas-distribution',
      name: { fr: 'Distribution de gaz naturel', en: 'Natural gas distribution' },
      naics: '2212',
      activities: [
        ['service-lines', 'Branchements', 'Service lines'],
        ['regulator-stations', 'Postes de détente', 'Regulator stations'],
        ['leak-response', 'Intervention sur fuite', 'Leak response'],
        ['meter-reading', 'Relève des compteurs', 'Meter reading'],
      ],
    },
  ],
);

export const oilGas = defineMainSector('oil-gas', { fr: 'Pétrole et gaz', en: 'Oil and gas' }, [
  {
    key: 'drilling-services',
    name: { fr: 'Forage et services aux puits', en: 'Drilling and well services' },
    naics: '2131',
    activities: [
      ['drilling-rigs', 'Appareils de forage', 'Drilling rigs'],
      ['well-servicing', 'Entretien des puits', 'Well servicing'],
      ['fracturing', 'Fracturation', 'Fracturing'],
      ['rig-moves', 'Déplacements d’appareils', 'Rig moves'],
    ],
  },
  {
    key: 'production',
    name: { fr: 'Production', en: 'Production' },
    naics: '2111',
    activities: [
      ['well-sites', 'Sites de puits', 'Well sites'],
      ['batteries-tanks', 'Batteries et réservoirs', 'Batteries and tank farms'],
      ['sour-gas', 'Gaz sulfureux', 'Sour gas'],
      ['oil-sands', 'Sables bitumineux', 'Oil sands'],
    ],
  },
  {
    key: 'pipelines',
    name: { fr: 'Pipelines', en: 'Pipelines' },
    naics: '4861, 4862',
    activities: [
      ['compressor-stations', 'Stations de compression', 'Compressor stations'],
      ['pipeline-construction', 'Construction de pipelines', 'Pipeline construction'],
      ['integrity-digs', 'Excavations d’intégrité', 'Integrity digs'],
      ['pigging', 'Raclage', 'Pigging'],
    ],
  },
  {
    key: 'refining',
    name: { fr: 'Raffinage et pétrochimie', en: 'Refining and petrochemicals' },
    naics: '3241',
    activities: [
      ['process-units', 'Unités de procédé', 'Process units'],
      ['turnarounds', 'Arrêts planifiés', 'Turnarounds'],
      ['tank-cleaning', 'Nettoyage de réservoirs', 'Tank cleaning'],
      ['loading-racks', 'Postes de chargement', 'Loading racks'],
    ],
  },
]);

export const publicAdministration = defineMainSector(
  'public-administration',
  { fr: 'Administration publique', en: 'Public administration' },
  [
    {
      key: 'municipal-services',
      name: { fr: 'Services municipaux', en: 'Municipal services' },
      naics: '9139',
      activities: [
        ['public-works', 'Travaux publics', 'Public works'],
        ['snow-removal', 'Déneigement', 'Snow removal'],
        ['parks', 'Parcs et espaces verts', 'Parks'],
        ['pools-arenas', 'Piscines et arénas', 'Pools and arenas'],
        ['waste-collection', 'Collecte des matières résiduelles', 'Waste collection'],
      ],
    },
    {
      key: 'public-service-offices',
      name: { fr: 'Bureaux et services aux citoyens', en: 'Public service offices' },
      naics: '9111, 9121',
      activities: [
        ['counters', 'Comptoirs d’accueil', 'Service counters'],
        ['call-centres', 'Centres d’appels', 'Call centres'],
        ['records', 'Archives et dossiers', 'Records'],
        ['inspections', 'Inspections sur le terrain', 'Field inspections'],
      ],
    },
    {
      key: 'public-safety',
      name: { fr: 'Sécurité publique', en: 'Public safety' },
      naics: '9112, 9122',
      activities: [
        ['firefighting', 'Lutte contre les incendies', 'Firefighting'],
        ['bylaw-enforcement', 'Application des règlements', 'Bylaw enforcement'],
        ['corrections', 'Services correctionnels', 'Corrections'],
        ['dispatch', 'Centres de répartition', 'Dispatch centres'],
      ],
    },
    {
      key: 'roads-transport',
      name: { fr: 'Routes et transport', en: 'Roads and transport' },
      naics: '9139',
      activities: [
        ['road-maintenance', 'Entretien routier', 'Road maintenance'],
        ['garages', 'Garages municipaux', 'Municipal garages'],
        ['traffic-signals', 'Signalisation', 'Traffic signals'],
        ['bridges-inspection', 'Inspection des ponts', 'Bridge inspection'],
      ],
    },
  ],
);
