import type { HazardDefinition } from './types';

export const groundWorkHazards: readonly HazardDefinition[] = [
  {
    id: 'excavation-trenching',
    name: { fr: 'Excavations et tranchées', en: 'Excavation and trenching' },
    description: {
      fr: 'Effondrement des parois d’une tranchée ou d’une excavation, ensevelissement, chute dans l’excavation et chute de matériaux depuis le bord.',
      en: 'Cave-in of trench or excavation walls, burial, falls into the excavation and materials falling from the edge.',
    },
    family: 'ground-works',
    sectors: [
      'construction.infrastructure.water-sewer',
      'construction.infrastructure.earthworks-excavation',
      'construction.infrastructure.utility-lines',
      'construction.residential.foundations',
      'renewable-energy.solar.ground-mount-farms',
    ],
    cues: {
      fr: [
        'excavation',
        'tranchée',
        'creusement',
        'effondrement',
        'étançonnement',
        'blindage',
        'caisson de tranchée',
        'talutage',
        'déblais',
        'ensevelissement',
      ],
      en: [
        'excavation',
        'trench',
        'digging',
        'cave-in',
        'shoring',
        'trench box',
        'trench shield',
        'sloping',
        'spoil pile',
        'engulfment',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Techniques sans tranchée (forage directionnel, chemisage) lorsque possible.'],
        en: ['Trenchless techniques (directional drilling, pipe lining) where possible.'],
      },
      substitution: {
        fr: ['Talutage des parois plutôt que le travail en tranchée verticale non protégée.'],
        en: ['Slope the walls instead of working in an unprotected vertical trench.'],
      },
      engineering: {
        fr: [
          'Étançonnement conçu, caissons de tranchée, déblais à au moins 1,2 m du bord, échelles d’accès, barrières en bordure.',
        ],
        en: [
          'Engineered shoring, trench boxes, spoil at least 1.2 m from the edge, access ladders, edge barriers.',
        ],
      },
      administrative: {
        fr: [
          'Inspection quotidienne par une personne compétente, surveillance après la pluie ou le gel, plan de sauvetage.',
        ],
        en: ['Daily inspection by a competent person, monitoring after rain or thaw, rescue plan.'],
      },
      ppe: {
        fr: ['Casque, chaussures de sécurité, vêtements à haute visibilité.'],
        en: ['Hard hat, safety footwear, high-visibility clothing.'],
      },
    },
    recommendation: {
      fr: 'Ne jamais entrer dans une tranchée non étançonnée ni talutée ; inspecter les parois chaque jour et après la pluie.',
      en: 'Never enter a trench that is not shored or sloped; inspect walls daily and after rain.',
    },
  },
  {
    id: 'underground-utilities',
    name: { fr: 'Services souterrains', en: 'Underground utilities' },
    description: {
      fr: 'Rupture d’une conduite de gaz, d’un câble électrique ou d’une canalisation lors de l’excavation : explosion, électrocution, inondation.',
      en: 'Striking a gas line, electrical cable or water main while digging: explosion, electrocution, flooding.',
    },
    family: 'ground-works',
    sectors: [
      'construction.infrastructure',
      'construction.residential-companies.decks-fences',
      'renewable-energy.storage-grid.ev-charging',
      'construction.suppliers-services.surveying',
    ],
    cues: {
      fr: [
        'localisation des services',
        'Info-Excavation',
        'conduite de gaz',
        'câble enfoui',
        'marquage au sol',
        'excavation hydraulique',
        'piquets de couleur',
      ],
      en: [
        'utility locate',
        'call before you dig',
        'gas line',
        'buried cable',
        'locate marks',
        'hydrovac',
        'daylighting',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Déplacer le tracé des travaux loin des services connus.'],
        en: ['Move the work route away from known utilities.'],
      },
      substitution: {
        fr: ['Excavation hydraulique par aspiration plutôt que mécanique près des services.'],
        en: ['Hydrovac excavation instead of mechanical digging near utilities.'],
      },
      engineering: {
        fr: ['Détecteurs de câbles, mise hors tension ou coupure du gaz par le propriétaire du réseau.'],
        en: ['Cable locators, de-energizing or shutting off gas by the utility owner.'],
      },
      administrative: {
        fr: [
          'Demande de localisation avant de creuser, respect des marquages et des distances, dégagement manuel.',
        ],
        en: ['Locate request before digging, respect of marks and clearances, hand exposure.'],
      },
      ppe: {
        fr: ['Vêtements ignifuges et gants isolants selon les services exposés.'],
        en: ['Flame-resistant clothing and insulating gloves depending on exposed utilities.'],
      },
    },
    recommendation: {
      fr: 'Faire localiser les services avant de creuser et dégager à la main ou par aspiration près des marquages.',
      en: 'Get utilities located before digging and expose them by hand or hydrovac near the marks.',
    },
  },
  {
    id: 'demolition',
    name: { fr: 'Démolition', en: 'Demolition' },
    description: {
      fr: 'Effondrement imprévu de structures, chute de débris, matières dangereuses cachées (amiante, plomb) lors de la démolition ou du curetage.',
      en: 'Unplanned structural collapse, falling debris and hidden hazardous materials (asbestos, lead) during demolition or strip-out.',
    },
    family: 'ground-works',
    sectors: [
      'construction.specialized-trades.demolition-abatement',
      'construction.commercial-institutional.institutional-renovation',
      'construction.residential-companies',
      'construction.commercial-institutional.interior-fit-out',
    ],
    cues: {
      fr: [
        'démolition',
        'curetage',
        'débris',
        'chute à débris',
        'mur porteur',
        'effondrement',
        'plan de démolition',
      ],
      en: [
        'demolition',
        'strip-out',
        'debris',
        'debris chute',
        'load-bearing wall',
        'collapse',
        'demolition plan',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Repérer et retirer les matières dangereuses avant la démolition.'],
        en: ['Identify and remove hazardous materials before demolition.'],
      },
      substitution: {
        fr: ['Démolition mécanique à distance plutôt que manuelle.'],
        en: ['Remote mechanical demolition instead of manual work.'],
      },
      engineering: {
        fr: ['Étaiement temporaire, chutes à débris fermées, abat-poussière.'],
        en: ['Temporary shoring, enclosed debris chutes, dust suppression.'],
      },
      administrative: {
        fr: ['Plan de démolition par une personne compétente, séquence de démolition, zone d’exclusion.'],
        en: ['Demolition plan by a competent person, demolition sequence, exclusion zone.'],
      },
      ppe: {
        fr: ['Casque, lunettes, protection respiratoire et auditive, chaussures de sécurité.'],
        en: ['Hard hat, glasses, respiratory and hearing protection, safety footwear.'],
      },
    },
    recommendation: {
      fr: 'Établir un plan de démolition et faire repérer l’amiante et le plomb avant de commencer.',
      en: 'Prepare a demolition plan and have asbestos and lead identified before starting.',
    },
  },
  {
    id: 'formwork-shoring',
    name: { fr: 'Coffrages et étaiements', en: 'Formwork and shoring' },
    description: {
      fr: 'Effondrement de coffrages ou d’étaiements pendant le bétonnage, chute de panneaux et travail sur les bords de dalle.',
      en: 'Collapse of formwork or shoring during concrete placement, falling panels and work at slab edges.',
    },
    family: 'ground-works',
    sectors: [
      'construction.commercial-institutional.concrete-formwork',
      'construction.residential.foundations',
      'construction.infrastructure.bridges-structures',
      'construction.specialized-trades.masonry',
    ],
    cues: {
      fr: [
        'coffrage',
        'étaiement',
        'étais',
        'bétonnage',
        'décoffrage',
        'dalle',
        'pompe à béton',
        'réétaiement',
      ],
      en: [
        'formwork',
        'shoring',
        'shores',
        'concrete pour',
        'stripping',
        'slab',
        'concrete pump',
        're-shoring',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Éléments préfabriqués en usine plutôt que coulés en place.'],
        en: ['Factory precast elements instead of cast-in-place.'],
      },
      substitution: {
        fr: ['Systèmes de coffrage manufacturés avec garde-corps intégrés.'],
        en: ['Manufactured formwork systems with integrated guardrails.'],
      },
      engineering: {
        fr: ['Coffrages et étaiements conçus par un ingénieur, plateformes de travail sécuritaires.'],
        en: ['Formwork and shoring designed by an engineer, safe working platforms.'],
      },
      administrative: {
        fr: [
          'Inspection avant bétonnage, contrôle du rythme de coulée, décoffrage selon la résistance du béton.',
        ],
        en: ['Inspection before the pour, control of pour rate, stripping per concrete strength.'],
      },
      ppe: {
        fr: ['Casque, lunettes, gants, bottes ; protection contre les chutes en bord de dalle.'],
        en: ['Hard hat, glasses, gloves, boots; fall protection at slab edges.'],
      },
    },
    recommendation: {
      fr: 'Faire concevoir et inspecter les coffrages avant chaque bétonnage et contrôler le rythme de coulée.',
      en: 'Have formwork designed and inspected before each pour and control the pour rate.',
    },
  },
];
