import { defineMainSector } from './define';

/** Issue 12: sectors with many lost-time injuries in Canada that the spec's eight did not cover. */
export const agriculture = defineMainSector('agriculture', { fr: 'Agriculture', en: 'Agriculture' }, [
  {
    key: 'livestock',
    name: { fr: 'Élevage', en: 'Livestock farming' },
    naics: '112',
    activities: [
      ['dairy-farms', 'Fermes laitières', 'Dairy farms'],
      ['hog-farms', 'Élevage porcin', 'Hog farms'],
      ['poultry-farms', 'Élevage de volailles', 'Poultry farms'],
      ['beef-cattle', 'Bovins de boucherie', 'Beef cattle'],
      ['manure-handling', 'Gestion des fumiers et lisiers', 'Manure handling'],
    ],
  },
  {
    key: 'field-crops',
    name: { fr: 'Grandes cultures', en: 'Field crops' },
    naics: '111',
    activities: [
      ['grain-farms', 'Céréales et oléagineux', 'Grain and oilseed farms'],
      ['grain-storage', 'Entreposage du grain (silos, cellules)', 'Grain storage (bins, silos)'],
      ['tractor-field-work', 'Travaux aux champs au tracteur', 'Tractor field work'],
      ['pesticide-application', 'Application de pesticides', 'Pesticide application'],
    ],
  },
  {
    key: 'horticulture',
    name: { fr: 'Horticulture et serres', en: 'Horticulture and greenhouses' },
    naics: '1114, 1113',
    activities: [
      ['greenhouses', 'Serres', 'Greenhouses'],
      ['orchards', 'Vergers', 'Orchards'],
      ['vegetable-farms', 'Maraîchage', 'Vegetable farms'],
      ['nurseries', 'Pépinières', 'Nurseries'],
    ],
  },
  {
    key: 'maple-forest-farms',
    name: { fr: 'Acériculture et boisés de ferme', en: 'Maple syrup and woodlots' },
    naics: '1119',
    activities: [
      ['sugar-shacks', 'Cabanes à sucre et évaporation', 'Sugar shacks and evaporation'],
      ['tapping-tubing', 'Entaillage et tubulure', 'Tapping and tubing'],
      ['woodlot-cutting', 'Coupe de bois de chauffage', 'Firewood cutting'],
      ['farm-workshops', 'Atelier et entretien de la machinerie', 'Farm workshop and machinery repair'],
    ],
  },
]);

export const fishingSeafood = defineMainSector(
  'fishing-seafood',
  { fr: 'Pêche et transformation des produits de la mer', en: 'Fishing and seafood processing' },
  [
    {
      key: 'commercial-fishing',
      name: { fr: 'Pêche commerciale', en: 'Commercial fishing' },
      naics: '1141',
      activities: [
        ['lobster-crab', 'Pêche au homard et au crabe', 'Lobster and crab fishing'],
        ['groundfish', 'Pêche au poisson de fond', 'Groundfish fishing'],
        ['pelagic', 'Pêche pélagique', 'Pelagic fishing'],
        ['wharf-unloading', 'Déchargement au quai', 'Wharf unloading'],
      ],
    },
    {
      key: 'aquaculture',
      name: { fr: 'Aquaculture', en: 'Aquaculture' },
      naics: '1125',
      activities: [
        ['salmon-farms', 'Salmoniculture en cages', 'Salmon net-pen farms'],
        ['shellfish', 'Mytiliculture et ostréiculture', 'Mussel and oyster farming'],
        ['hatcheries', 'Écloseries', 'Hatcheries'],
        ['net-cleaning', 'Nettoyage et réparation des filets', 'Net cleaning and repair'],
      ],
    },
    {
      key: 'seafood-processing',
      name: { fr: 'Transformation des produits de la mer', en: 'Seafood processing' },
      naics: '3117',
      activities: [
        ['filleting-trimming', 'Filetage et parage', 'Filleting and trimming'],
        [
          'crab-shellfish-processing',
          'Transformation du crabe et des mollusques',
          'Crab and shellfish processing',
        ],
        ['cooking-lines', 'Cuisson et lignes de production', 'Cooking and production lines'],
        [
          'freezing-ammonia',
          'Congélation et réfrigération à l’ammoniac',
          'Freezing and ammonia refrigeration',
        ],
        ['packing', 'Emballage', 'Packing'],
      ],
    },
    {
      key: 'marine-support',
      name: { fr: 'Services maritimes', en: 'Marine support' },
      naics: '4883',
      activities: [
        ['vessel-maintenance', 'Entretien des bateaux', 'Vessel maintenance'],
        ['haul-out', 'Halage et mise à l’eau', 'Haul-out and launching'],
        ['bait-ice', 'Boette et glace', 'Bait and ice supply'],
        ['gear-storage', 'Entreposage des engins de pêche', 'Fishing gear storage'],
      ],
    },
  ],
);
