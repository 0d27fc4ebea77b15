import type { HazardDefinition } from './types';

export const machineryHazards: readonly HazardDefinition[] = [
  {
    id: 'machine-guarding',
    name: { fr: 'Protection des machines', en: 'Machine guarding' },
    description: {
      fr: 'Accès à la zone dangereuse d’une machine (pièces en mouvement, points de coupe, d’écrasement ou de happement) faute de protecteur ou de dispositif de protection efficace.',
      en: 'Access to a machine’s danger zone (moving parts, cutting, crushing or nip points) because a guard or protective device is missing or ineffective.',
    },
    family: 'machinery',
    sectors: [
      'manufacturing',
      'automotive.parts-manufacturing',
      'forestry-sawmills.sawmills',
      'forestry-sawmills.wood-products',
      'mining-metals.metal-fabrication',
      'manufacturing.food-beverage.meat-processing',
    ],
    cues: {
      fr: [
        'protecteur',
        'protecteur retiré',
        'dispositif de protection',
        'zone dangereuse',
        'rideau optique',
        'interrupteur de verrouillage',
        'arrêt d’urgence',
        'NE PAS RETIRER LE PROTECTEUR',
        'pièces en mouvement',
        'machine',
        'scie à table',
        'banc de scie',
        'couteau diviseur',
        'protège-lame',
      ],
      en: [
        'guard',
        'guard removed',
        'safeguarding',
        'danger zone',
        'light curtain',
        'interlock',
        'emergency stop',
        'DO NOT OPERATE WITHOUT GUARDS',
        'moving parts',
        'machine',
        'table saw',
        'riving knife',
        'blade guard',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Concevoir ou modifier la machine pour rendre la zone dangereuse inaccessible (alimentation automatique).',
        ],
        en: ['Design or modify the machine so the danger zone is inaccessible (automatic feeding).'],
      },
      substitution: {
        fr: [
          'Remplacer les machines anciennes sans protection intégrée par des machines conformes (CSA Z432, ISO 12100).',
        ],
        en: [
          'Replace older machines lacking built-in safeguarding with compliant ones (CSA Z432, ISO 12100).',
        ],
      },
      engineering: {
        fr: [
          'Protecteurs fixes, protecteurs mobiles avec interverrouillage, dispositifs sensibles et commandes bimanuelles.',
        ],
        en: ['Fixed guards, interlocked movable guards, presence-sensing devices and two-hand controls.'],
      },
      administrative: {
        fr: [
          'Appréciation du risque de chaque machine, inspection des protecteurs et interdiction de les neutraliser.',
          'Formation des opérateurs et procédure de cadenassage pour toute intervention dans la zone dangereuse.',
        ],
        en: [
          'Risk assessment of each machine, guard inspections and a ban on bypassing them.',
          'Operator training and lockout procedure for any work in the danger zone.',
        ],
      },
      ppe: {
        fr: ['Lunettes de sécurité ; vêtements ajustés et aucun bijou près des pièces en rotation.'],
        en: ['Safety glasses; close-fitting clothing and no jewellery near rotating parts.'],
      },
    },
    recommendation: {
      fr: 'Rendre la zone dangereuse inaccessible par des protecteurs adaptés et vérifier qu’aucun n’est neutralisé.',
      en: 'Make the danger zone inaccessible with suitable guards and check that none is bypassed.',
    },
  },
  {
    id: 'hazardous-energy',
    name: { fr: 'Énergies dangereuses et cadenassage', en: 'Hazardous energy and lockout' },
    description: {
      fr: 'Remise en marche ou libération inattendue d’énergie (électrique, mécanique, hydraulique, pneumatique, thermique, gravitationnelle) pendant l’entretien, le déblocage ou le nettoyage.',
      en: 'Unexpected start-up or release of energy (electrical, mechanical, hydraulic, pneumatic, thermal, gravitational) during maintenance, unjamming or cleaning.',
    },
    family: 'machinery',
    sectors: [
      'manufacturing',
      'mining-metals',
      'forestry-sawmills',
      'automotive.repair-maintenance',
      'renewable-energy',
      'transport-warehousing.warehousing.automated-warehouse',
    ],
    cues: {
      fr: [
        'cadenassage',
        'CADENASSAGE OBLIGATOIRE',
        'cadenas',
        'étiquette « NE PAS FAIRE FONCTIONNER »',
        'sectionneur',
        'énergie résiduelle',
        'vérification de l’absence d’énergie',
        'fiche de cadenassage',
        'déblocage',
        'contrôle des énergies',
        'cadenassé',
        'cadenassée',
        'cadenassés',
        'cadenassées',
        'cadenasser',
        'énergie zéro',
        'énergie nulle',
      ],
      en: [
        'lockout',
        'lockout/tagout',
        'LOTO',
        'LOCKOUT REQUIRED',
        'padlock',
        'DO NOT OPERATE tag',
        'disconnect switch',
        'stored energy',
        'zero energy state',
        'try-out',
        'unjamming',
        'locked out',
        'lock out',
        'locks out',
        'locking out',
        'lock-out',
        'zero energy',
        'zero-energy',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Concevoir les équipements pour permettre réglages et graissage hors de la zone dangereuse.'],
        en: ['Design equipment so adjustments and lubrication are done outside the danger zone.'],
      },
      substitution: {
        fr: [
          'Lorsque le cadenassage empêche une tâche de production, une autre méthode de contrôle des énergies d’efficacité équivalente et documentée.',
        ],
        en: [
          'Where lockout prevents a production task, another documented energy-control method of equivalent effectiveness.',
        ],
      },
      engineering: {
        fr: [
          'Dispositifs d’isolement cadenassables identifiés, purges de pression, blocage mécanique des pièces suspendues.',
        ],
        en: ['Labelled lockable isolating devices, pressure bleeds, mechanical blocking of raised parts.'],
      },
      administrative: {
        fr: [
          'Fiches de cadenassage par équipement, cadenas à clé unique par personne et vérification de l’absence d’énergie.',
          'Formation, audits de l’application et procédure de cadenassage de groupe.',
        ],
        en: [
          'Equipment-specific lockout procedures, one single-key lock per person and a zero-energy check.',
          'Training, compliance audits and a group lockout procedure.',
        ],
      },
      ppe: {
        fr: ['Selon l’énergie : gants, lunettes, EPI contre les arcs électriques lors de la vérification.'],
        en: ['Depending on the energy: gloves, glasses, arc-rated PPE during verification.'],
      },
    },
    recommendation: {
      fr: 'Établir une fiche de cadenassage pour chaque équipement et exiger le cadenas personnel de chaque intervenant.',
      en: 'Write a lockout procedure for each piece of equipment and require each worker’s personal lock.',
    },
  },
  {
    id: 'conveyors',
    name: { fr: 'Convoyeurs', en: 'Conveyors' },
    description: {
      fr: 'Happement aux tambours, rouleaux et points de transfert des convoyeurs, surtout lors du nettoyage ou du déblocage en marche.',
      en: 'Being drawn in at conveyor pulleys, rollers and transfer points, especially when cleaning or clearing jams while running.',
    },
    family: 'machinery',
    sectors: [
      'mining-metals.mineral-processing',
      'mining-metals.open-pit-quarries.crushing-screening',
      'transport-warehousing.warehousing.automated-warehouse',
      'transport-warehousing.couriers.parcel-sorting',
      'forestry-sawmills.sawmills',
      'manufacturing.food-beverage.packaging-lines',
    ],
    cues: {
      fr: [
        'convoyeur',
        'convoyeurs',
        'tambour',
        'courroie',
        'câble d’arrêt d’urgence',
        'point de transfert',
        'rouleau de retour',
        'déblocage',
      ],
      en: [
        'conveyor',
        'conveyor belt',
        'head pulley',
        'tail pulley',
        'pull cord',
        'transfer point',
        'return idler',
        'jam clearing',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Revoir le trajet et les transferts pour éviter les débordements et les blocages récurrents.'],
        en: ['Redesign the path and transfers to avoid spillage and recurring jams.'],
      },
      substitution: {
        fr: ['Racleurs et systèmes de nettoyage automatiques plutôt que le nettoyage manuel.'],
        en: ['Belt scrapers and automatic cleaning systems instead of manual cleaning.'],
      },
      engineering: {
        fr: [
          'Protecteurs sur tambours et rouleaux, câbles d’arrêt d’urgence sur toute la longueur, passerelles de franchissement.',
        ],
        en: ['Guards on pulleys and idlers, full-length emergency pull cords, crossover walkways.'],
      },
      administrative: {
        fr: ['Cadenassage avant tout nettoyage ou déblocage, avertisseur de démarrage, inspections.'],
        en: ['Lockout before any cleaning or jam clearing, start-up warning, inspections.'],
      },
      ppe: {
        fr: ['Vêtements ajustés, casque, lunettes ; aucun vêtement ample près de la courroie.'],
        en: ['Close-fitting clothing, hard hat, glasses; no loose clothing near the belt.'],
      },
    },
    recommendation: {
      fr: 'Interdire toute intervention sur un convoyeur en marche et protéger tous les points de happement.',
      en: 'Prohibit any work on a running conveyor and guard every nip point.',
    },
  },
];
