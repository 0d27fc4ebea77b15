import type { HazardDefinition } from './types';

export const surfaceHazards: readonly HazardDefinition[] = [
  {
    id: 'slips-trips',
    name: { fr: 'Glissades et trébuchements', en: 'Slips and trips' },
    description: {
      fr: 'Chute de plain-pied causée par un plancher mouillé, glacé ou encombré, un changement de niveau ou un mauvais éclairage.',
      en: 'Same-level falls caused by wet, icy or cluttered floors, level changes or poor lighting.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'manufacturing.food-beverage',
      'transport-warehousing.warehousing',
      'transport-warehousing.couriers.residential-doorstep',
      'construction',
      'professional-services.offices',
      'automotive.dealerships.car-wash-detailing',
    ],
    cues: {
      fr: [
        'glissade',
        'PLANCHER GLISSANT',
        'ATTENTION — SOL MOUILLÉ',
        'déversement',
        'verglas',
        'encombrement',
        'fils au sol',
        'marche',
        'tenue des lieux',
        'plancher mouillé',
        'sol mouillé',
        'sol glissant',
        'trébuché',
        'planchers gras',
        'bottes antidérapantes',
        'glissé sur',
      ],
      en: [
        'slippery floor',
        'CAUTION WET FLOOR',
        'spill',
        'black ice',
        'clutter',
        'trip hazard',
        'cords on floor',
        'step',
        'housekeeping',
        'slipped on',
        'tripped over',
        'wet floor',
        'greasy floor',
        'icy walkway',
        'uneven surface',
        'slip-resistant footwear',
        'slip-resistant boots',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Supprimer les dénivellations et acheminer les câbles par le plafond ou des goulottes.'],
        en: ['Remove level changes and route cables overhead or in raceways.'],
      },
      substitution: {
        fr: ['Remplacer les revêtements lisses par des revêtements antidérapants.'],
        en: ['Replace smooth floor finishes with slip-resistant surfaces.'],
      },
      engineering: {
        fr: ['Drains et tapis absorbants aux zones humides, éclairage suffisant, mains courantes.'],
        en: ['Drains and absorbent mats in wet areas, adequate lighting, handrails.'],
      },
      administrative: {
        fr: [
          'Programme d’entretien et de déneigement, nettoyage immédiat des déversements, allées dégagées.',
        ],
        en: ['Housekeeping and snow-clearing program, immediate spill clean-up, clear aisles.'],
      },
      ppe: {
        fr: ['Chaussures antidérapantes ; crampons amovibles l’hiver.'],
        en: ['Slip-resistant footwear; removable ice cleats in winter.'],
      },
    },
    recommendation: {
      fr: 'Maintenir des allées dégagées et sèches et faire porter des chaussures antidérapantes adaptées.',
      en: 'Keep walkways clear and dry and require suitable slip-resistant footwear.',
    },
  },
  {
    id: 'falling-objects',
    name: { fr: 'Chute d’objets', en: 'Falling objects' },
    description: {
      fr: 'Outils, matériaux ou charges qui tombent d’un niveau supérieur, d’une étagère ou d’un appareil de levage sur un travailleur.',
      en: 'Tools, materials or loads falling from an upper level, a shelf or lifting equipment onto a worker.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'construction',
      'transport-warehousing.warehousing.pallet-racking',
      'mining-metals.underground-mining',
      'renewable-energy.wind.turbine-erection',
      'forestry-sawmills.logging',
    ],
    cues: {
      fr: [
        'chute d’objets',
        'PORT DU CASQUE OBLIGATOIRE',
        'zone de travail en hauteur',
        'plinthe',
        'longe porte-outils',
        'filet de protection',
        'sous la charge',
        'zone de chute',
        'objet échappé',
        'objets échappés',
        'chute de matériaux',
        'outil échappé',
        'branche morte',
      ],
      en: [
        'falling objects',
        'HARD HAT AREA',
        'overhead work',
        'toe board',
        'tool lanyard',
        'debris net',
        'under the load',
        'drop zone',
        'dropped object',
        'dropped objects',
        'fell from above',
        'dead limb',
        'overhead hazard',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éviter le travail superposé en séquençant les tâches.'],
        en: ['Avoid stacked work by sequencing tasks.'],
      },
      substitution: {
        fr: ['Descendre les matériaux par chute à débris ou palan plutôt qu’en les lançant.'],
        en: ['Lower materials by debris chute or hoist instead of throwing them.'],
      },
      engineering: {
        fr: ['Plinthes, filets, auvents de protection et grillages sur les palettiers.'],
        en: ['Toe boards, nets, protective canopies and mesh on racking.'],
      },
      administrative: {
        fr: [
          'Périmètre de sécurité balisé sous les travaux en hauteur, attache des outils, interdiction de passer sous une charge.',
        ],
        en: ['Barricaded exclusion zone below overhead work, tool tethering, no passing under a load.'],
      },
      ppe: {
        fr: ['Casque de sécurité et chaussures à embout protecteur.'],
        en: ['Hard hat and safety-toe footwear.'],
      },
    },
    recommendation: {
      fr: 'Baliser la zone sous les travaux en hauteur et attacher outils et matériaux.',
      en: 'Barricade the area below overhead work and tether tools and materials.',
    },
  },
  {
    id: 'struck-by',
    name: { fr: 'Heurté par un objet ou une projection', en: 'Struck by objects or projectiles' },
    description: {
      fr: 'Coup porté par un objet en mouvement, une pièce projetée, un câble qui fouette ou une charge qui se balance.',
      en: 'Being hit by a moving object, an ejected part, a whipping cable or a swinging load.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'construction',
      'mining-metals.metal-fabrication',
      'automotive.towing-roadside.winching-recovery',
      'forestry-sawmills.sawmills.sawing-edging',
      'manufacturing.machinery-equipment',
    ],
    cues: {
      fr: [
        'projection',
        'projections',
        'éclats',
        'fouettement',
        'câble sous tension',
        'rebond',
        'charge qui balance',
        'lunettes de sécurité',
        'frappé au visage',
        'projeté au visage',
        'reçu dans la figure',
      ],
      en: [
        'projectile',
        'flying debris',
        'flying particles',
        'whiplash',
        'cable under tension',
        'kickback',
        'swinging load',
        'safety glasses',
        'flying object',
        'hit in the face',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Supprimer les opérations inutiles sous tension (câbles, ressorts) ou à proximité des pièces mobiles.',
        ],
        en: ['Remove unnecessary work near tensioned elements (cables, springs) or moving parts.'],
      },
      substitution: {
        fr: [
          'Utiliser des sangles synthétiques plutôt que des câbles d’acier pour le treuillage lorsque c’est approprié.',
        ],
        en: ['Use synthetic rope rather than steel cable for winching where appropriate.'],
      },
      engineering: {
        fr: [
          'Écrans et protecteurs contre les projections, amortisseurs de câble, zones d’exclusion physiques.',
        ],
        en: ['Shields and guards against projections, cable dampers, physical exclusion zones.'],
      },
      administrative: {
        fr: [
          'Ligne de tir dégagée, communication entre opérateurs et signaleurs, inspection des accessoires.',
        ],
        en: ['Clear line of fire, communication between operators and signallers, inspection of rigging.'],
      },
      ppe: {
        fr: ['Lunettes de sécurité ou écran facial, casque, gants.'],
        en: ['Safety glasses or face shield, hard hat, gloves.'],
      },
    },
    recommendation: {
      fr: 'Identifier la ligne de tir de chaque tâche et tenir les travailleurs hors de cette zone.',
      en: 'Identify the line of fire of each task and keep workers out of it.',
    },
  },
  {
    id: 'caught-in-between',
    name: { fr: 'Coincement et écrasement', en: 'Caught in or between' },
    description: {
      fr: 'Happement ou écrasement entre des pièces mobiles, entre un véhicule et une structure ou sous une charge mal calée.',
      en: 'Being drawn in or crushed between moving parts, between a vehicle and a structure or under a poorly blocked load.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'manufacturing',
      'mining-metals.mineral-processing.conveyor-maintenance',
      'automotive.repair-maintenance',
      'forestry-sawmills.sawmills',
      'transport-warehousing.rail-marine-air.rail-yard',
    ],
    cues: {
      fr: [
        'point de pincement',
        'happement',
        'écrasement',
        'coincement',
        'rouleaux',
        'engrenages',
        'ATTENTION — RISQUE D’ÉCRASEMENT',
        'cales',
        'coincé entre',
        'écrasé entre',
        'happé par',
        'main prise',
        'coincée dans',
      ],
      en: [
        'pinch point',
        'nip point',
        'crushing',
        'caught between',
        'rollers',
        'gears',
        'CRUSH HAZARD',
        'wheel chocks',
        'blocking',
        'pinned between',
        'crushed between',
        'hand caught',
        'caught his hand',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Concevoir les postes pour que l’opérateur n’ait pas à entrer dans la zone dangereuse.'],
        en: ['Design workstations so the operator never needs to enter the danger zone.'],
      },
      substitution: {
        fr: ['Utiliser des outils de dégagement à distance plutôt que les mains.'],
        en: ['Use remote clearing tools instead of hands.'],
      },
      engineering: {
        fr: [
          'Protecteurs fixes ou verrouillés, dispositifs sensibles, chandelles et cales mécaniques sous les charges.',
        ],
        en: [
          'Fixed or interlocked guards, presence-sensing devices, jack stands and mechanical blocking under loads.',
        ],
      },
      administrative: {
        fr: [
          'Cadenassage avant toute intervention, interdiction de se placer entre un véhicule et un quai ou un mur.',
        ],
        en: ['Lockout before any intervention, no standing between a vehicle and a dock or wall.'],
      },
      ppe: {
        fr: [
          'Vêtements ajustés, cheveux attachés, pas de bijoux ; gants seulement loin des pièces en rotation.',
        ],
        en: ['Close-fitting clothing, tied-back hair, no jewellery; gloves only away from rotating parts.'],
      },
    },
    recommendation: {
      fr: 'Garder les protecteurs en place et cadenasser avant tout dégagement, réglage ou nettoyage.',
      en: 'Keep guards in place and lock out before clearing, adjusting or cleaning.',
    },
  },
];
