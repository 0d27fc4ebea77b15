import type { HazardDefinition } from './types';

export const processMachineryHazards: readonly HazardDefinition[] = [
  {
    id: 'industrial-robots',
    name: { fr: 'Robots et cellules automatisées', en: 'Industrial robots and automated cells' },
    description: {
      fr: 'Mouvements imprévus d’un robot ou d’un équipement automatisé lors de l’apprentissage, du dépannage ou de l’entrée dans la cellule.',
      en: 'Unexpected movement of a robot or automated equipment during teaching, troubleshooting or entry into the cell.',
    },
    family: 'machinery',
    sectors: [
      'automotive.vehicle-manufacturing.body-shop-welding',
      'automotive.parts-manufacturing',
      'transport-warehousing.warehousing.automated-warehouse',
      'manufacturing.food-beverage.packaging-lines',
    ],
    cues: {
      fr: [
        'robot',
        'cellule robotisée',
        'cobot',
        'mode apprentissage',
        'boîtier d’apprentissage',
        'barrière immatérielle',
        'enceinte',
        'AGV',
        'véhicule autoguidé',
      ],
      en: [
        'robot',
        'robotic cell',
        'cobot',
        'teach mode',
        'teach pendant',
        'safety scanner',
        'perimeter fence',
        'AGV',
        'automated guided vehicle',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Programmer et diagnostiquer hors ligne pour limiter les entrées dans la cellule.'],
        en: ['Program and diagnose offline to limit cell entries.'],
      },
      substitution: {
        fr: [
          'Robots collaboratifs à force limitée pour les tâches partagées avec des humains, après appréciation du risque.',
        ],
        en: ['Force-limited collaborative robots for tasks shared with people, after a risk assessment.'],
      },
      engineering: {
        fr: [
          'Enceinte avec portes interverrouillées, scrutateurs laser, vitesse réduite et dispositif de validation en mode apprentissage.',
        ],
        en: [
          'Fenced cell with interlocked doors, laser scanners, reduced speed and enabling device in teach mode.',
        ],
      },
      administrative: {
        fr: [
          'Procédure d’entrée et cadenassage de la cellule, formation des programmeurs et des techniciens.',
        ],
        en: ['Cell entry and lockout procedure, training of programmers and technicians.'],
      },
      ppe: {
        fr: ['Lunettes de sécurité ; EPI selon le procédé (soudage, peinture).'],
        en: ['Safety glasses; PPE according to the process (welding, painting).'],
      },
    },
    recommendation: {
      fr: 'Ne jamais entrer dans une cellule robotisée sans l’avoir mise en arrêt sécuritaire et cadenassée.',
      en: 'Never enter a robotic cell without bringing it to a safe stop and locking it out.',
    },
  },
  {
    id: 'sawmill-equipment',
    name: { fr: 'Équipements de scierie', en: 'Sawmill equipment' },
    description: {
      fr: 'Scies, déligneuses, écorceuses, tables de tri et convoyeurs de scierie : coupures, amputations, rebonds et happements.',
      en: 'Saws, edgers, debarkers, sorting tables and sawmill conveyors: cuts, amputations, kickback and entanglement.',
    },
    family: 'machinery',
    sectors: [
      'forestry-sawmills.sawmills',
      'forestry-sawmills.wood-products',
      'forestry-sawmills.pulp-paper.chipping-digesters',
    ],
    cues: {
      fr: [
        'scie',
        'scie circulaire',
        'scie à ruban',
        'déligneuse',
        'ébouteuse',
        'écorceuse',
        'doigts anti-recul',
        'rebond',
        'table de tri',
        'limerie',
      ],
      en: [
        'saw',
        'circular saw',
        'band saw',
        'edger',
        'trimmer',
        'debarker',
        'anti-kickback fingers',
        'kickback',
        'sorting table',
        'filing room',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Automatiser l’alimentation et le triage pour éloigner les travailleurs des lames.'],
        en: ['Automate feeding and sorting to keep workers away from blades.'],
      },
      substitution: {
        fr: ['Scanners et systèmes d’optimisation plutôt que le positionnement manuel des pièces.'],
        en: ['Scanners and optimisation systems instead of manual positioning of pieces.'],
      },
      engineering: {
        fr: [
          'Protecteurs et écrans contre les projections, doigts anti-recul, cabines d’opérateur, arrêts d’urgence.',
        ],
        en: [
          'Guards and shields against flying debris, anti-kickback fingers, operator booths, emergency stops.',
        ],
      },
      administrative: {
        fr: [
          'Cadenassage pour tout déblocage, changement de lame selon une procédure, formation des opérateurs.',
        ],
        en: ['Lockout for any jam clearing, saw changes by procedure, operator training.'],
      },
      ppe: {
        fr: ['Protection auditive, lunettes, gants résistants aux coupures pour la manipulation des lames.'],
        en: ['Hearing protection, glasses, cut-resistant gloves for handling blades.'],
      },
    },
    recommendation: {
      fr: 'Protéger chaque scie contre le contact et les rebonds et cadenasser avant tout déblocage.',
      en: 'Guard each saw against contact and kickback and lock out before clearing jams.',
    },
  },
  {
    id: 'portable-power-tools',
    name: { fr: 'Outils portatifs motorisés', en: 'Portable power tools' },
    description: {
      fr: 'Meuleuses, scies circulaires, cloueuses et outils à cartouche : coupures, projections, rebonds et choc électrique.',
      en: 'Grinders, circular saws, nailers and powder-actuated tools: cuts, flying particles, kickback and electric shock.',
    },
    family: 'machinery',
    sectors: [
      'construction',
      'automotive.body-paint',
      'mining-metals.metal-fabrication',
      'manufacturing.machinery-equipment.maintenance-millwright',
    ],
    cues: {
      fr: [
        'meuleuse',
        'disque à tronçonner',
        'scie circulaire',
        'cloueuse',
        'pistolet de scellement',
        'outil à cartouche',
        'perceuse',
        'rallonge',
      ],
      en: [
        'grinder',
        'cut-off wheel',
        'circular saw',
        'nail gun',
        'powder-actuated tool',
        'drill',
        'extension cord',
        'angle grinder',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Commander des pièces précoupées ou percées en atelier.'],
        en: ['Order pieces pre-cut or pre-drilled in the shop.'],
      },
      substitution: {
        fr: ['Outils à batterie ou à double isolation, cloueuses à déclenchement séquentiel.'],
        en: ['Battery or double-insulated tools, sequential-trigger nailers.'],
      },
      engineering: {
        fr: ['Protecteurs de disque en place, poignées latérales, disjoncteurs de fuite à la terre (DDFT).'],
        en: ['Wheel guards in place, side handles, ground fault circuit interrupters (GFCI).'],
      },
      administrative: {
        fr: [
          'Inspection avant usage, disque adapté au régime de l’outil, formation (obligatoire pour les outils à cartouche).',
        ],
        en: [
          'Pre-use inspection, disc rated for the tool speed, training (mandatory for powder-actuated tools).',
        ],
      },
      ppe: {
        fr: ['Lunettes et écran facial, protection auditive, gants adaptés.'],
        en: ['Glasses and face shield, hearing protection, suitable gloves.'],
      },
    },
    recommendation: {
      fr: 'Garder les protecteurs d’outils en place, inspecter les outils et protéger les circuits par un DDFT.',
      en: 'Keep tool guards in place, inspect tools and protect circuits with a GFCI.',
    },
  },
  {
    id: 'sharp-tools',
    name: { fr: 'Outils tranchants et coupures', en: 'Sharp tools and cuts' },
    description: {
      fr: 'Coupures et lacérations causées par des couteaux, cutters, tôles ou pièces à arêtes vives.',
      en: 'Cuts and lacerations from knives, box cutters, sheet metal or sharp-edged parts.',
    },
    family: 'machinery',
    sectors: [
      'manufacturing.food-beverage.meat-processing',
      'transport-warehousing.warehousing.receiving-shipping',
      'automotive.body-paint.glass-replacement',
      'construction.specialized-trades.insulation-drywall',
      'mining-metals.metal-fabrication',
    ],
    cues: {
      fr: [
        'couteau',
        'couteaux',
        'exacto',
        'lame',
        'tôle',
        'arêtes vives',
        'coupure',
        'gants anticoupures',
        'aiguisage',
      ],
      en: [
        'knife',
        'knives',
        'box cutter',
        'utility knife',
        'blade',
        'sheet metal',
        'sharp edges',
        'laceration',
        'cut-resistant gloves',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Commander des emballages faciles à ouvrir ou des pièces ébavurées.'],
        en: ['Order easy-open packaging or deburred parts.'],
      },
      substitution: {
        fr: ['Couteaux à lame rétractable ou à lame céramique ; outils de coupe mécanisés.'],
        en: ['Self-retracting or ceramic-blade knives; mechanised cutting tools.'],
      },
      engineering: {
        fr: ['Supports et gabarits pour tenir les pièces, protège-lames et rangements dédiés.'],
        en: ['Fixtures and jigs to hold parts, blade covers and dedicated storage.'],
      },
      administrative: {
        fr: ['Aiguisage et remplacement réguliers des lames, formation aux techniques de coupe.'],
        en: ['Regular sharpening and blade replacement, training in cutting techniques.'],
      },
      ppe: {
        fr: ['Gants résistants aux coupures, tablier et manchettes en maille selon le niveau de risque.'],
        en: ['Cut-resistant gloves, mesh apron and sleeves according to the level of risk.'],
      },
    },
    recommendation: {
      fr: 'Fournir des couteaux à lame rétractable et des gants résistants aux coupures adaptés à la tâche.',
      en: 'Provide self-retracting knives and cut-resistant gloves suited to the task.',
    },
  },
];
