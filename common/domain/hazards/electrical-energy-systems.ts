import type { HazardDefinition } from './types';

export const energySystemHazards: readonly HazardDefinition[] = [
  {
    id: 'ev-high-voltage',
    name: {
      fr: 'Systèmes haute tension des véhicules électriques',
      en: 'Electric vehicle high-voltage systems',
    },
    description: {
      fr: 'Choc électrique ou arc lors de l’entretien, du remorquage ou de la réparation de véhicules électriques et hybrides (batteries et câbles orange haute tension).',
      en: 'Shock or arc while servicing, towing or repairing electric and hybrid vehicles (high-voltage batteries and orange cables).',
    },
    family: 'electrical',
    sectors: [
      'automotive.repair-maintenance.ev-hybrid-service',
      'automotive.body-paint.collision-repair',
      'automotive.towing-roadside',
      'automotive.vehicle-manufacturing.final-assembly',
      'transport-warehousing.passenger-transit.transit-maintenance',
    ],
    cues: {
      fr: [
        'véhicule électrique',
        'hybride',
        'haute tension',
        'câbles orange',
        'batterie de traction',
        'prise de service',
        'déconnexion de service',
        'VE',
        'véhicule hybride',
        'voiture électrique',
        'batterie haute tension',
        'gants de classe 0',
        'mise hors tension du véhicule',
        'véhicules électriques',
      ],
      en: [
        'electric vehicle',
        'hybrid',
        'high voltage',
        'orange cables',
        'traction battery',
        'service plug',
        'service disconnect',
        'EV',
        'hybrid vehicle',
        'EV battery pack',
        'high-voltage battery',
        'class 0 gloves',
        'orange cabling',
        'electric vehicles',
        'Tesla',
        'damaged EV',
        'high-voltage disconnect',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: [
          'Mettre le système haute tension hors service selon la procédure du constructeur avant toute intervention.',
        ],
        en: ['Disable the high-voltage system to the manufacturer’s procedure before any work.'],
      },
      substitution: {
        fr: [
          'Confier les interventions sur la batterie à un atelier spécialisé lorsque l’atelier n’est pas équipé.',
        ],
        en: ['Send battery work to a specialised shop when the shop is not equipped.'],
      },
      engineering: {
        fr: [
          'Aire de travail délimitée, outils isolés, multimètre de catégorie adaptée, crochet de sauvetage isolé.',
        ],
        en: ['Marked-off work area, insulated tools, meter of the proper category, insulated rescue hook.'],
      },
      administrative: {
        fr: [
          'Formation aux véhicules haute tension, cadenassage de la prise de service, affichage « ne pas toucher ».',
        ],
        en: ['High-voltage vehicle training, lockout of the service plug, “do not touch” signage.'],
      },
      ppe: {
        fr: ['Gants isolants de classe 0 avec surgants, écran facial, chaussures diélectriques.'],
        en: ['Class 0 insulating gloves with leather protectors, face shield, electrical hazard footwear.'],
      },
    },
    recommendation: {
      fr: 'Former les techniciens et appliquer la procédure de mise hors tension du constructeur avant toute réparation.',
      en: 'Train technicians and apply the manufacturer’s shutdown procedure before any repair.',
    },
  },
  {
    id: 'lithium-batteries',
    name: { fr: 'Batteries au lithium (emballement thermique)', en: 'Lithium batteries (thermal runaway)' },
    description: {
      fr: 'Incendie, explosion ou dégagement de gaz toxiques lors de la recharge, de l’entreposage, du transport ou de l’endommagement de batteries au lithium.',
      en: 'Fire, explosion or toxic gas release when lithium batteries are charged, stored, transported or damaged.',
    },
    family: 'electrical',
    sectors: [
      'renewable-energy.storage-grid.battery-storage',
      'manufacturing.electrical-equipment.battery-manufacturing',
      'automotive.parts-manufacturing.battery-assembly',
      'transport-warehousing.warehousing',
      'automotive.repair-maintenance.ev-hybrid-service',
    ],
    cues: {
      fr: [
        'batterie lithium-ion',
        'batteries au lithium',
        'emballement thermique',
        'gonflement de batterie',
        'borne de recharge',
        'stockage d’énergie',
        'UN3480',
        'batterie de trottinette',
        'batterie gonflée',
        'feu de batterie',
        'batteries lithium',
        'vélo électrique',
        'batteries d’outils',
      ],
      en: [
        'lithium-ion battery',
        'lithium batteries',
        'thermal runaway',
        'swollen battery',
        'charging station',
        'energy storage',
        'UN3480',
        'e-bike battery',
        'scooter battery',
        'battery fire',
        'lithium battery',
        'power tool batteries',
        'puffed battery',
        'e-bikes',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Retirer immédiatement du service et isoler les batteries endommagées.'],
        en: ['Immediately remove and isolate damaged batteries.'],
      },
      substitution: {
        fr: ['Chimies moins réactives (p. ex. LFP) lorsque l’usage le permet.'],
        en: ['Less reactive chemistries (e.g. LFP) where the use allows.'],
      },
      engineering: {
        fr: [
          'Zones de recharge ventilées et incombustibles, détection thermique et de gaz, séparation des stocks.',
        ],
        en: ['Ventilated, non-combustible charging areas, heat and gas detection, stock separation.'],
      },
      administrative: {
        fr: [
          'Procédures de recharge et d’entreposage, plan d’intervention incendie, transport selon les règles de TMD.',
        ],
        en: ['Charging and storage procedures, fire response plan, transport under dangerous goods rules.'],
      },
      ppe: {
        fr: [
          'Gants et lunettes pour la manipulation ; appareil respiratoire pour l’intervention incendie par du personnel formé.',
        ],
        en: ['Gloves and glasses for handling; respiratory protection for fire response by trained staff.'],
      },
    },
    recommendation: {
      fr: 'Recharger et entreposer les batteries au lithium dans une zone dédiée, ventilée et surveillée, loin des combustibles.',
      en: 'Charge and store lithium batteries in a dedicated, ventilated and monitored area away from combustibles.',
    },
  },
  {
    id: 'solar-pv-systems',
    name: { fr: 'Installations solaires photovoltaïques', en: 'Solar photovoltaic systems' },
    description: {
      fr: 'Courant continu présent dès que les panneaux sont éclairés : choc et arc électrique lors de l’installation, du raccordement ou de l’entretien.',
      en: 'Direct current is present whenever panels are lit: shock and arc during installation, connection or maintenance.',
    },
    family: 'electrical',
    sectors: [
      'renewable-energy.solar',
      'construction.specialized-trades.electrical',
      'renewable-energy.storage-grid.ev-charging',
    ],
    cues: {
      fr: [
        'panneaux solaires',
        'photovoltaïque',
        'PV',
        'onduleur',
        'courant continu',
        'boîte de jonction',
        'connecteurs MC4',
        'arrêt rapide',
        'installation solaire',
        'panneaux photovoltaïques',
        'modules solaires',
        'toit solaire',
        'capteurs solaires',
      ],
      en: [
        'solar panels',
        'photovoltaic',
        'PV array',
        'inverter',
        'direct current',
        'DC',
        'combiner box',
        'MC4 connectors',
        'rapid shutdown',
        'solar array',
        'solar install',
        'rooftop solar',
        'solar modules',
        'PV modules',
        'solar farm',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Raccorder les chaînes en dernier, après l’installation mécanique complète.'],
        en: ['Connect strings last, after mechanical installation is complete.'],
      },
      substitution: {
        fr: ['Systèmes à micro-onduleurs ou à arrêt rapide qui limitent la tension continue sur le toit.'],
        en: ['Micro-inverter or rapid-shutdown systems that limit DC voltage on the roof.'],
      },
      engineering: {
        fr: [
          'Sectionneurs cadenassables, connecteurs protégés, couvrir les panneaux lors des interventions.',
        ],
        en: ['Lockable disconnects, touch-safe connectors, cover panels during work.'],
      },
      administrative: {
        fr: [
          'Travaux électriques par personnel qualifié, vérification de l’absence de tension, étiquetage des sources.',
        ],
        en: ['Electrical work by qualified persons, absence-of-voltage verification, labelling of sources.'],
      },
      ppe: {
        fr: [
          'Gants isolants, lunettes, chaussures diélectriques ; protection contre les chutes sur le toit.',
        ],
        en: ['Insulating gloves, glasses, electrical hazard footwear; fall protection on the roof.'],
      },
    },
    recommendation: {
      fr: 'Traiter les panneaux comme sous tension dès qu’ils sont éclairés et cadenasser les sectionneurs avant d’intervenir.',
      en: 'Treat panels as live whenever they are lit and lock out disconnects before working.',
    },
  },
];
