import { defineMainSector } from './define';

/** The six sub-sectors named by the spec; general contractors sit in the first three, trades in the fourth. */
export const construction = defineMainSector('construction', { fr: 'Construction', en: 'Construction' }, [
  {
    key: 'residential',
    name: { fr: 'Bâtiment résidentiel', en: 'Residential building' },
    naics: '2361',
    activities: [
      ['foundations', 'Fondations et coffrages', 'Foundations and formwork'],
      ['framing', 'Charpenterie et ossature', 'Framing'],
      ['roofing', 'Toiture', 'Roofing'],
      ['exterior-cladding', 'Revêtement extérieur et fenêtres', 'Exterior cladding and windows'],
      ['interior-finishing', 'Finition intérieure', 'Interior finishing'],
      ['multi-unit-buildings', 'Immeubles multilogements', 'Multi-unit buildings'],
    ],
  },
  {
    key: 'commercial-institutional',
    name: { fr: 'Bâtiment commercial et institutionnel', en: 'Commercial and institutional building' },
    naics: '2362',
    activities: [
      ['structural-steel', 'Montage de charpentes d’acier', 'Structural steel erection'],
      ['concrete-formwork', 'Coffrage et bétonnage', 'Concrete and formwork'],
      ['curtain-wall-glazing', 'Murs-rideaux et vitrage', 'Curtain wall and glazing'],
      ['tower-crane-lifting', 'Levage par grue à tour', 'Tower crane lifting'],
      ['interior-fit-out', 'Aménagement intérieur', 'Interior fit-out'],
      [
        'institutional-renovation',
        'Rénovation en milieu occupé (écoles, hôpitaux)',
        'Renovation in occupied buildings (schools, hospitals)',
      ],
    ],
  },
  {
    key: 'infrastructure',
    name: { fr: 'Infrastructures et travaux publics', en: 'Infrastructure and public works' },
    naics: '237',
    activities: [
      ['roadwork-paving', 'Travaux routiers et asphaltage', 'Roadwork and paving'],
      ['bridges-structures', 'Ponts et ouvrages d’art', 'Bridges and structures'],
      ['water-sewer', 'Aqueducs et égouts', 'Water mains and sewers'],
      ['earthworks-excavation', 'Terrassement et excavation', 'Earthworks and excavation'],
      ['utility-lines', 'Lignes de services publics', 'Utility lines'],
      ['tunnelling', 'Tunnels et microtunneliers', 'Tunnelling'],
    ],
  },
  {
    key: 'specialized-trades',
    name: { fr: 'Construction spécialisée (métiers)', en: 'Specialized construction (trades)' },
    naics: '238',
    activities: [
      ['electrical', 'Électricité', 'Electrical work'],
      ['plumbing-hvac', 'Plomberie, chauffage et ventilation', 'Plumbing, heating and ventilation'],
      ['masonry', 'Maçonnerie et béton', 'Masonry and concrete'],
      ['insulation-drywall', 'Isolation et plâtrerie', 'Insulation and drywall'],
      ['painting-coatings', 'Peinture et revêtements', 'Painting and coatings'],
      ['demolition-abatement', 'Démolition et désamiantage', 'Demolition and abatement'],
      ['welding-sheet-metal', 'Soudage et ferblanterie', 'Welding and sheet metal work'],
    ],
  },
  {
    key: 'residential-companies',
    name: {
      fr: 'Entreprises résidentielles (rénovation et entretien)',
      en: 'Residential companies (renovation and maintenance)',
    },
    naics: '2361',
    activities: [
      ['kitchen-bathroom', 'Rénovation de cuisines et de salles de bain', 'Kitchen and bathroom renovation'],
      ['basement-finishing', 'Aménagement de sous-sols', 'Basement finishing'],
      ['windows-doors', 'Installation de portes et fenêtres', 'Window and door installation'],
      ['gutters-eavestroughs', 'Gouttières et petits travaux de toiture', 'Gutters and minor roof work'],
      ['decks-fences', 'Terrasses, clôtures et aménagement extérieur', 'Decks, fences and outdoor work'],
      ['property-maintenance', 'Entretien d’immeubles résidentiels', 'Residential property maintenance'],
    ],
  },
  {
    key: 'suppliers-services',
    name: { fr: 'Fournisseurs et services professionnels', en: 'Suppliers and professional services' },
    activities: [
      ['building-materials-yard', 'Cour à matériaux et quincaillerie', 'Building materials yard'],
      ['equipment-rental', 'Location d’équipement', 'Equipment rental'],
      ['ready-mix-delivery', 'Livraison de béton prêt à l’emploi', 'Ready-mix concrete delivery'],
      ['surveying', 'Arpentage de chantier', 'Site surveying'],
      ['engineering-inspection', 'Ingénierie et inspection de chantier', 'Engineering and site inspection'],
      ['scaffold-erection', 'Location et montage d’échafaudages', 'Scaffold rental and erection'],
    ],
  },
]);
