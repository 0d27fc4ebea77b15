import type { HazardDefinition } from './types';

export const liftingHazards: readonly HazardDefinition[] = [
  {
    id: 'cranes-rigging',
    name: { fr: 'Grues et gréage', en: 'Cranes and rigging' },
    description: {
      fr: 'Renversement de grue, rupture d’élingue, chute ou balancement de la charge et contact avec des lignes électriques pendant les levages.',
      en: 'Crane overturn, sling failure, falling or swinging loads and power line contact during lifts.',
    },
    family: 'lifting-and-storage',
    sectors: [
      'construction.commercial-institutional.tower-crane-lifting',
      'construction.commercial-institutional.structural-steel',
      'renewable-energy.wind.turbine-erection',
      'construction.infrastructure.bridges-structures',
      'transport-warehousing.rail-marine-air.longshoring',
    ],
    cues: {
      fr: [
        'grue',
        'grue mobile',
        'grue à tour',
        'camion-flèche',
        'élingue',
        'manille',
        'gréeur',
        'plan de levage',
        'charge suspendue',
        'signaleur de grue',
      ],
      en: [
        'crane',
        'mobile crane',
        'tower crane',
        'boom truck',
        'sling',
        'shackle',
        'rigger',
        'lift plan',
        'suspended load',
        'crane signaller',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: [
          'Réduire le nombre de levages par la préfabrication et le choix de l’emplacement des matériaux.',
        ],
        en: ['Reduce the number of lifts through prefabrication and material placement.'],
      },
      substitution: {
        fr: ['Choisir une grue de capacité suffisante pour éviter les levages critiques.'],
        en: ['Choose a crane with enough capacity to avoid critical lifts.'],
      },
      engineering: {
        fr: ['Limiteurs de charge et de moment, anticollision, calage sur sol portant, élingues certifiées.'],
        en: [
          'Load and moment limiters, anti-collision systems, outriggers on bearing ground, certified slings.',
        ],
      },
      administrative: {
        fr: [
          'Plan de levage, opérateurs qualifiés, gréeurs et signaleurs désignés, inspection des accessoires.',
          'Zone d’exclusion sous la charge et arrêt des levages par grand vent.',
        ],
        en: [
          'Lift plan, qualified operators, designated riggers and signallers, rigging inspection.',
          'Exclusion zone under the load and lifts stopped in high wind.',
        ],
      },
      ppe: {
        fr: ['Casque, gants, chaussures de sécurité, vêtements à haute visibilité.'],
        en: ['Hard hat, gloves, safety footwear, high-visibility clothing.'],
      },
    },
    recommendation: {
      fr: 'Préparer un plan de levage, inspecter les élingues et interdire tout passage sous la charge.',
      en: 'Prepare a lift plan, inspect slings and prohibit anyone under the load.',
    },
  },
  {
    id: 'overhead-cranes-hoists',
    name: { fr: 'Ponts roulants et palans', en: 'Overhead cranes and hoists' },
    description: {
      fr: 'Chute de charge, coincement de la main dans les crochets ou les élingues et heurt par une charge déplacée avec un pont roulant ou un palan.',
      en: 'Dropped loads, hands caught in hooks or slings and being struck by a load moved with an overhead crane or hoist.',
    },
    family: 'lifting-and-storage',
    sectors: [
      'mining-metals.primary-metals',
      'mining-metals.metal-fabrication',
      'manufacturing.machinery-equipment',
      'renewable-energy.hydro.turbine-generator-overhaul',
      'automotive.vehicle-manufacturing',
    ],
    cues: {
      fr: [
        'pont roulant',
        'palan',
        'potence',
        'crochet',
        'linguet de sécurité',
        'télécommande',
        'charge maximale',
        'CMU',
      ],
      en: [
        'overhead crane',
        'bridge crane',
        'hoist',
        'jib crane',
        'hook',
        'safety latch',
        'pendant control',
        'rated capacity',
        'WLL',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Réaménager le poste pour que les pièces circulent sur convoyeur plutôt que par levage.'],
        en: ['Re-lay the workstation so parts move on conveyors instead of being lifted.'],
      },
      substitution: {
        fr: [
          'Dispositifs de préhension dédiés (palonniers, aimants avec dispositif de sécurité) plutôt que des élingues improvisées.',
        ],
        en: [
          'Dedicated lifting devices (spreader beams, magnets with back-up) instead of improvised slings.',
        ],
      },
      engineering: {
        fr: ['Limiteurs de fin de course, linguets de sécurité, avertisseurs sonores et lumineux.'],
        en: ['Limit switches, safety latches, audible and visual warnings.'],
      },
      administrative: {
        fr: ['Inspections fréquentes et périodiques, formation des utilisateurs, capacité affichée.'],
        en: ['Frequent and periodic inspections, user training, posted capacity.'],
      },
      ppe: {
        fr: ['Chaussures de sécurité, gants, casque.'],
        en: ['Safety footwear, gloves, hard hat.'],
      },
    },
    recommendation: {
      fr: 'Former les utilisateurs, inspecter crochets et élingues et ne jamais déplacer une charge au-dessus des personnes.',
      en: 'Train users, inspect hooks and slings and never move a load over people.',
    },
  },
  {
    id: 'racking-collapse',
    name: { fr: 'Effondrement de palettiers', en: 'Racking collapse' },
    description: {
      fr: 'Effondrement d’un palettier endommagé ou surchargé, ou chute de marchandises mal rangées en hauteur.',
      en: 'Collapse of damaged or overloaded pallet racking, or goods falling from poorly stored upper levels.',
    },
    family: 'lifting-and-storage',
    sectors: [
      'transport-warehousing.warehousing.pallet-racking',
      'construction.suppliers-services.building-materials-yard',
      'automotive.dealerships.parts-department',
      'manufacturing',
    ],
    cues: {
      fr: [
        'palettier',
        'palettiers',
        'rayonnage',
        'montant endommagé',
        'lisse',
        'capacité de charge',
        'protège-montant',
        'ancrage au sol',
      ],
      en: [
        'pallet racking',
        'racking',
        'shelving',
        'damaged upright',
        'beam',
        'load capacity',
        'upright protector',
        'floor anchor',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Entreposer au sol les charges lourdes et peu manipulées.'],
        en: ['Store heavy, rarely handled loads at floor level.'],
      },
      substitution: {
        fr: ['Systèmes d’entreposage automatisés pour les grandes hauteurs.'],
        en: ['Automated storage systems for high bays.'],
      },
      engineering: {
        fr: ['Palettiers conçus et ancrés, protège-montants, grillages anti-chute, plaques de capacité.'],
        en: ['Engineered and anchored racking, upright protectors, anti-fall mesh, capacity signs.'],
      },
      administrative: {
        fr: [
          'Inspection régulière et signalement des dommages, déchargement immédiat d’une section endommagée.',
        ],
        en: ['Regular inspection and damage reporting, immediate unloading of a damaged bay.'],
      },
      ppe: {
        fr: ['Casque et chaussures de sécurité dans les allées d’entreposage en hauteur.'],
        en: ['Hard hat and safety footwear in high-bay aisles.'],
      },
    },
    recommendation: {
      fr: 'Afficher les capacités, protéger les montants et inspecter les palettiers après tout impact.',
      en: 'Post capacities, protect uprights and inspect racking after any impact.',
    },
  },
];
