import type { HazardDefinition } from './types';

export const trafficHazards: readonly HazardDefinition[] = [
  {
    id: 'road-traffic-driving',
    name: { fr: 'Conduite sur la route', en: 'Road driving' },
    description: {
      fr: 'Collisions routières pendant les déplacements de travail : fatigue, distraction, conditions hivernales, longues distances.',
      en: 'Road collisions during work travel: fatigue, distraction, winter conditions, long distances.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing.trucking',
      'transport-warehousing.couriers.van-delivery',
      'transport-warehousing.passenger-transit',
      'professional-services.engineering-consulting.site-inspections',
      'professional-services.offices.business-travel',
      'forestry-sawmills.logging.log-loading-hauling',
    ],
    cues: {
      fr: [
        'conduite',
        'chauffeur',
        'camionneur',
        'déplacement',
        'route',
        'chemin forestier',
        'heures de conduite',
        'cellulaire au volant',
        'pneus d’hiver',
      ],
      en: [
        'driving',
        'driver',
        'trucker',
        'travel',
        'highway',
        'resource road',
        'hours of service',
        'distracted driving',
        'winter tires',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Remplacer les déplacements par des rencontres virtuelles lorsque c’est possible.'],
        en: ['Replace trips with virtual meetings where possible.'],
      },
      substitution: {
        fr: ['Transport collectif ou aérien pour les longues distances.'],
        en: ['Public or air transport for long distances.'],
      },
      engineering: {
        fr: ['Véhicules munis d’aides à la conduite, pneus d’hiver, télématique et appels mains libres.'],
        en: ['Vehicles with driver-assist systems, winter tires, telematics and hands-free calling.'],
      },
      administrative: {
        fr: [
          'Politique de conduite (cellulaire, alcool, fatigue), planification des trajets et des pauses, respect des heures de conduite.',
        ],
        en: [
          'Driving policy (phone, alcohol, fatigue), trip and break planning, hours-of-service compliance.',
        ],
      },
      ppe: {
        fr: ['Ceinture de sécurité ; trousse d’urgence hivernale.'],
        en: ['Seat belt; winter emergency kit.'],
      },
    },
    recommendation: {
      fr: 'Adopter une politique de conduite sécuritaire qui couvre la fatigue, le cellulaire et les conditions météo.',
      en: 'Adopt a safe-driving policy covering fatigue, phones and weather.',
    },
  },
  {
    id: 'work-zone-traffic',
    name: { fr: 'Travaux en bordure de route', en: 'Roadside work zones' },
    description: {
      fr: 'Travailleurs heurtés par la circulation publique lors de travaux routiers, de remorquage ou d’interventions en bordure de route.',
      en: 'Workers struck by public traffic during roadwork, towing or roadside interventions.',
    },
    family: 'vehicles',
    sectors: [
      'construction.infrastructure.roadwork-paving',
      'construction.infrastructure.utility-lines',
      'automotive.towing-roadside',
      'forestry-sawmills.arboriculture.utility-line-clearing',
    ],
    cues: {
      fr: [
        'signaleur',
        'signalisation routière',
        'cônes',
        'chantier routier',
        'fermeture de voie',
        'flèche lumineuse',
        'véhicule de protection',
        'RALENTIR',
      ],
      en: [
        'flagger',
        'traffic control person',
        'traffic cones',
        'work zone',
        'lane closure',
        'arrow board',
        'buffer vehicle',
        'SLOW',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Fermer complètement la route ou effectuer les travaux hors des heures de circulation.'],
        en: ['Fully close the road or work outside traffic hours.'],
      },
      substitution: {
        fr: ['Feux de circulation temporaires ou dispositifs automatisés plutôt que des signaleurs exposés.'],
        en: ['Temporary traffic lights or automated devices instead of exposed flaggers.'],
      },
      engineering: {
        fr: [
          'Glissières de sécurité, véhicules de protection munis d’atténuateurs d’impact, signalisation avancée.',
        ],
        en: ['Barriers, buffer vehicles with truck-mounted attenuators, advance signage.'],
      },
      administrative: {
        fr: ['Plan de signalisation conforme aux normes du ministère des Transports, signaleurs formés.'],
        en: ['Traffic control plan to the transportation ministry’s standard, trained flaggers.'],
      },
      ppe: {
        fr: ['Vêtements à haute visibilité de classe 3, éclairage personnel la nuit.'],
        en: ['Class 3 high-visibility apparel, personal lighting at night.'],
      },
    },
    recommendation: {
      fr: 'Mettre en place un plan de signalisation avec véhicule de protection avant d’exposer des travailleurs à la circulation.',
      en: 'Set up a traffic control plan with a buffer vehicle before exposing workers to traffic.',
    },
  },
  {
    id: 'loading-docks',
    name: { fr: 'Quais de chargement', en: 'Loading docks' },
    description: {
      fr: 'Chute du quai, départ prématuré de la remorque, glissement de la remorque ou écrasement entre le camion et le quai.',
      en: 'Falls from the dock, early trailer departure, trailer creep or crushing between the truck and the dock.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing.warehousing.receiving-shipping',
      'transport-warehousing.trucking',
      'manufacturing',
      'transport-warehousing.couriers.parcel-sorting',
    ],
    cues: {
      fr: [
        'quai de chargement',
        'niveleur de quai',
        'remorque',
        'cale de roue',
        'retenue de véhicule',
        'feux de quai',
        'porte de quai',
      ],
      en: [
        'loading dock',
        'dock leveller',
        'trailer',
        'wheel chock',
        'vehicle restraint',
        'dock lights',
        'dock door',
        'trailer creep',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Supprimer les déplacements à pied au bord du quai pendant les manœuvres.'],
        en: ['Remove walking along the dock edge during manoeuvres.'],
      },
      substitution: {
        fr: ['Systèmes de retenue de véhicule automatiques plutôt que des cales manuelles.'],
        en: ['Automatic vehicle restraints rather than manual chocks.'],
      },
      engineering: {
        fr: ['Niveleurs de quai, barrières de bord de quai, feux de signalisation intérieur-extérieur.'],
        en: ['Dock levellers, dock-edge barriers, inside-outside signal lights.'],
      },
      administrative: {
        fr: [
          'Procédure de contrôle des clés ou de verrouillage, vérification du plancher de la remorque et de la béquille.',
        ],
        en: ['Key control or lockout procedure, check of trailer floor and landing gear.'],
      },
      ppe: {
        fr: ['Chaussures de sécurité, vêtements à haute visibilité.'],
        en: ['Safety footwear, high-visibility clothing.'],
      },
    },
    recommendation: {
      fr: 'Immobiliser chaque remorque (retenue ou cales) et confirmer au chauffeur avant tout chargement.',
      en: 'Secure every trailer (restraint or chocks) and confirm with the driver before loading.',
    },
  },
  {
    id: 'cargo-securement',
    name: { fr: 'Arrimage et déplacement des charges', en: 'Cargo securement and load shift' },
    description: {
      fr: 'Chute ou déplacement de la charge pendant le transport, le chargement ou l’ouverture des portes ; chute depuis la plateforme du camion.',
      en: 'Loads falling or shifting during transport, loading or door opening; falls from the truck deck.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing.trucking.flatbed-securement',
      'forestry-sawmills.logging.log-loading-hauling',
      'construction.suppliers-services.building-materials-yard',
      'automotive.towing-roadside.flatbed-transport',
    ],
    cues: {
      fr: [
        'arrimage',
        'sangles',
        'chaînes',
        'tendeurs',
        'bâche',
        'charge instable',
        'plateau',
        'déplacement de la charge',
      ],
      en: [
        'load securement',
        'tie-downs',
        'straps',
        'chains',
        'binders',
        'tarping',
        'unstable load',
        'flatbed',
        'load shift',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Charger à partir du sol ou d’un quai pour éviter de monter sur la plateforme.'],
        en: ['Load from the ground or a dock to avoid climbing on the deck.'],
      },
      substitution: {
        fr: ['Remorques à parois latérales ou systèmes de bâchage automatiques.'],
        en: ['Side-wall trailers or automatic tarping systems.'],
      },
      engineering: {
        fr: ['Points d’arrimage certifiés, tendeurs à cliquet, plateformes de bâchage avec garde-corps.'],
        en: ['Certified tie-down points, ratchet binders, tarping platforms with guardrails.'],
      },
      administrative: {
        fr: [
          'Arrimage selon la norme 10 du Code canadien de sécurité, vérification après les premiers kilomètres, ouverture prudente des portes.',
        ],
        en: [
          'Securement to National Safety Code Standard 10, check after the first kilometres, careful door opening.',
        ],
      },
      ppe: {
        fr: ['Gants, casque, chaussures de sécurité ; harnais sur les plateformes de bâchage.'],
        en: ['Gloves, hard hat, safety footwear; harness on tarping platforms.'],
      },
    },
    recommendation: {
      fr: 'Arrimer selon la norme applicable et vérifier l’arrimage après le départ et à chaque arrêt.',
      en: 'Secure loads to the applicable standard and recheck after departure and at each stop.',
    },
  },
];
