import type { HazardDefinition } from './types';

export const accessHazards: readonly HazardDefinition[] = [
  {
    id: 'ladders',
    name: { fr: 'Échelles et escabeaux', en: 'Ladders and stepladders' },
    description: {
      fr: 'Chute depuis une échelle mal choisie, mal installée ou utilisée en étirement, ou glissement de sa base.',
      en: 'Falls from a ladder that is unsuitable, poorly set up or used while overreaching, or whose base slips.',
    },
    family: 'heights',
    sectors: [
      'construction',
      'construction.residential-companies',
      'transport-warehousing.warehousing',
      'professional-services.it-services.onsite-installation',
      'automotive.dealerships.parts-department',
    ],
    cues: {
      fr: [
        'échelle',
        'échelles',
        'escabeau',
        'échelle à coulisse',
        'trois points d’appui',
        'NE PAS SE TENIR SUR CETTE MARCHE',
        'tabouret',
        'échelle portative',
        'dernier barreau',
        'pied de l’échelle',
        'échelle non attachée',
        'barreaux de l’échelle',
        'échelle fixe',
        'échelle a glissé',
      ],
      en: [
        'ladder',
        'ladders',
        'stepladder',
        'extension ladder',
        'three points of contact',
        'DO NOT STAND ON OR ABOVE THIS STEP',
        'step stool',
        'top rung',
        'top step of the stepladder',
        'ladder not tied off',
        'footing the ladder',
        'fixed ladder',
        'A-frame ladder',
        'ladder slipped',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ranger le matériel d’usage courant à hauteur de main.'],
        en: ['Store frequently used items within reach from the floor.'],
      },
      substitution: {
        fr: [
          'Utiliser une plateforme roulante avec garde-corps ou une plateforme élévatrice pour les travaux prolongés.',
        ],
        en: ['Use a rolling platform with guardrails or an elevating work platform for longer tasks.'],
      },
      engineering: {
        fr: [
          'Choisir des échelles certifiées CSA de classe adaptée, munies de pieds antidérapants et de stabilisateurs.',
        ],
        en: ['Choose CSA-certified ladders of the right grade with non-slip feet and stabilizers.'],
      },
      administrative: {
        fr: [
          'Inspecter l’échelle avant usage, respecter l’angle de 4 pour 1 et la faire dépasser de 1 m au palier.',
          'Garder trois points d’appui et ne pas transporter de charges en montant.',
        ],
        en: [
          'Inspect the ladder before use, keep the 4-to-1 angle and extend it 1 m above the landing.',
          'Keep three points of contact and do not carry loads while climbing.',
        ],
      },
      ppe: {
        fr: ['Chaussures à semelle antidérapante ; harnais si la hauteur et la tâche l’exigent.'],
        en: ['Slip-resistant footwear; a harness where the height and task require it.'],
      },
    },
    recommendation: {
      fr: 'Réserver l’échelle aux travaux brefs et légers ; sinon, prévoir une plateforme de travail.',
      en: 'Keep ladders for short, light tasks; otherwise provide a work platform.',
    },
  },
  {
    id: 'scaffolds',
    name: { fr: 'Échafaudages', en: 'Scaffolds' },
    description: {
      fr: 'Effondrement, renversement ou chute depuis un échafaudage mal monté, surchargé ou sans garde-corps.',
      en: 'Collapse, tip-over or falls from a scaffold that is poorly erected, overloaded or missing guardrails.',
    },
    family: 'heights',
    sectors: [
      'construction.commercial-institutional',
      'construction.specialized-trades.masonry',
      'construction.specialized-trades.painting-coatings',
      'construction.suppliers-services.scaffold-erection',
      'construction.residential.exterior-cladding',
      'mining-metals.primary-metals.furnace-refractory',
    ],
    cues: {
      fr: [
        'échafaudage',
        'échafaudages',
        'échafaudage roulant',
        'madriers',
        'plateau de travail',
        'contreventement',
        'ancrage à la façade',
        'ÉCHAFAUDAGE NON CONFORME — NE PAS UTILISER',
        'étiquette d’échafaudage',
        'échafaudage tubulaire',
        'cadres d’échafaudage',
        'plancher de l’échafaudage',
        'échafaud',
        'échafaudage sans garde-corps',
      ],
      en: [
        'scaffold',
        'scaffolding',
        'rolling scaffold',
        'planks',
        'scaffold platform',
        'bracing',
        'tie-in',
        'SCAFFOLD NOT SAFE — DO NOT USE',
        'scaffold tag',
        'frame scaffold',
        'tube and clamp scaffold',
        'scaffold plank',
        'scaffold deck',
        'baker scaffold',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Préfabriquer au sol les éléments de façade ou de structure.'],
        en: ['Prefabricate facade or structural elements on the ground.'],
      },
      substitution: {
        fr: ['Utiliser une plateforme élévatrice ou un mât grimpant lorsque la configuration s’y prête.'],
        en: ['Use an elevating work platform or mast climber where the layout allows.'],
      },
      engineering: {
        fr: [
          'Échafaudage conçu selon les instructions du fabricant ou par un ingénieur au-delà des hauteurs prévues.',
          'Garde-corps, plinthes, planchers complets, appuis sur semelles et ancrages à la structure.',
        ],
        en: [
          'Scaffold built to the manufacturer’s instructions, or engineered beyond the specified heights.',
          'Guardrails, toe boards, full decking, base plates on sills and ties to the structure.',
        ],
      },
      administrative: {
        fr: [
          'Montage et démontage par des personnes compétentes, inspection quotidienne et étiquette d’état.',
          'Respecter la charge admissible et interdire de déplacer un échafaudage roulant occupé.',
        ],
        en: [
          'Erection and dismantling by competent persons, daily inspection and status tag.',
          'Respect the rated load and never move a rolling scaffold with workers on it.',
        ],
      },
      ppe: {
        fr: [
          'Casque, chaussures de sécurité ; harnais pendant le montage lorsque les garde-corps ne sont pas encore en place.',
        ],
        en: ['Hard hat, safety footwear; harness during erection before guardrails are in place.'],
      },
    },
    recommendation: {
      fr: 'Faire monter et inspecter l’échafaudage par une personne compétente et n’y accéder que s’il porte une étiquette verte.',
      en: 'Have the scaffold erected and inspected by a competent person and use it only when tagged safe.',
    },
  },
];
