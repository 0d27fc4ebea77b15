import type { HazardDefinition } from './types';

/** Issue 12: farm vehicles, augers and bales. */
export const farmEquipmentHazards: readonly HazardDefinition[] = [
  {
    id: 'atv-utv',
    name: { fr: 'Véhicules tout-terrain et côte-à-côte', en: 'ATVs and side-by-sides' },
    description: {
      fr: 'Renversement d’un VTT ou d’un côte-à-côte en pente, dans un fossé ou avec une charge ; passagers sur un VTT monoplace.',
      en: 'An ATV or side-by-side rolling over on a slope, in a ditch or with a load; passengers on a single-rider ATV.',
    },
    family: 'vehicles',
    sectors: [
      'agriculture',
      'forestry-sawmills.silviculture',
      'mining-metals.exploration.line-cutting',
      'utilities.electric-power.vegetation-control',
      'oil-gas.production.well-sites',
    ],
    cues: {
      fr: [
        'VTT',
        'quad',
        'véhicule tout-terrain',
        'véhicule côte-à-côte',
        'renversement du VTT',
        'passager sur le VTT',
        'véhicule côte à côte',
        'motoneige',
        'quatre-roues',
        'Ski-Doo',
      ],
      en: [
        'ATV',
        'quad bike',
        'all-terrain vehicle',
        'side-by-side vehicle',
        'UTV',
        'ATV rollover',
        'quad',
        'four-wheeler',
        'snowmobile',
        'snowmachine',
        'snow machine',
        'Ski-Doo',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Pas de passager sur un VTT conçu pour une seule personne.'],
        en: ['No passengers on an ATV built for one rider.'],
      },
      substitution: {
        fr: ['Côte-à-côte avec arceau et ceintures plutôt qu’un VTT pour les charges.'],
        en: ['A side-by-side with ROPS and belts rather than an ATV for loads.'],
      },
      engineering: {
        fr: ['Arceau de protection et ceintures ; limite de charge affichée.'],
        en: ['Roll-over protection and belts; posted load limit.'],
      },
      administrative: {
        fr: ['Formation de conduite ; repérage des pentes ; travailleur seul suivi.'],
        en: ['Rider training; mapping slopes; lone riders checked on.'],
      },
      ppe: {
        fr: ['Casque homologué, lunettes, gants et bottes.'],
        en: ['An approved helmet, goggles, gloves and boots.'],
      },
    },
    recommendation: {
      fr: 'Exiger le casque et la formation, interdire les passagers sur les VTT monoplaces et préférer un côte-à-côte avec arceau.',
      en: 'Require helmets and training, forbid passengers on single-rider ATVs and prefer a side-by-side with ROPS.',
    },
  },
  {
    id: 'grain-augers',
    name: { fr: 'Vis à grain et convoyeurs à vis', en: 'Augers and screw conveyors' },
    description: {
      fr: 'Pied, main ou vêtement happés par la prise d’une vis sans fin non protégée ; électrocution en déplaçant une vis près d’une ligne.',
      en: 'A foot, hand or clothing caught at an unguarded auger intake; electrocution when moving an auger near a power line.',
    },
    family: 'machinery',
    sectors: [
      'agriculture.field-crops.grain-storage',
      'agriculture.field-crops.grain-farms',
      'agriculture.livestock',
      'renewable-energy.bioenergy.pellet-production',
    ],
    cues: {
      fr: [
        'vis sans fin',
        'prise de la vis',
        'convoyeur à vis',
        'trémie de la vis',
        'grille de la vis',
        'déplacer la vis',
        'vis à grain',
        'vis de déchargement',
        'vis balayeuse',
        'spire de la vis',
        'spires exposées',
        'trémie de la vis sans fin',
        'vis à découvert',
        'vis de remplissage',
        'vis de la trémie',
      ],
      en: [
        'auger intake',
        'screw conveyor',
        'auger flighting',
        'swing hopper',
        'auger guard',
        'moving the auger',
        'grain auger',
        'swing auger',
        'auger hopper',
        'exposed flighting',
        'unload auger',
        'sweep auger',
        'auger intake guard',
        'hopper grate',
        'hopper auger',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne jamais enjamber une vis en marche ; arrêter avant de dégager.'],
        en: ['Never step over a running auger; stop it before clearing.'],
      },
      substitution: {
        fr: ['Convoyeurs pneumatiques ou à courroie fermés.'],
        en: ['Enclosed pneumatic or belt conveyors.'],
      },
      engineering: {
        fr: ['Grille solide sur la prise, protecteurs des entraînements, arrêt d’urgence.'],
        en: ['A strong grate on the intake, drive guards, an emergency stop.'],
      },
      administrative: {
        fr: [
          'Cadenassage ; abaisser la vis pour la déplacer, loin des lignes électriques ; jeunes tenus à l’écart.',
        ],
        en: ['Lockout; lower the auger to move it, away from power lines; keep children away.'],
      },
      ppe: {
        fr: ['Vêtements ajustés, cheveux attachés.'],
        en: ['Close-fitting clothes, hair tied back.'],
      },
    },
    recommendation: {
      fr: 'Installer une grille sur chaque prise de vis et cadenasser la vis avant de dégager un bourrage.',
      en: 'Fit a grate on every auger intake and lock out the auger before clearing a plug.',
    },
  },
  {
    id: 'hay-bales',
    name: { fr: 'Balles de foin et de paille', en: 'Hay and straw bales' },
    description: {
      fr: 'Balles rondes ou carrées qui roulent, tombent d’une pile, d’un chargeur ou d’une remorque ; écrasement et chutes des piles.',
      en: 'Round or square bales rolling or falling from a stack, a loader or a wagon; crushing and falls from stacks.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'agriculture.livestock.dairy-farms',
      'agriculture.livestock.beef-cattle',
      'agriculture.field-crops',
      'agriculture.livestock',
    ],
    cues: {
      fr: [
        'balles rondes',
        'balles de foin',
        'balles de paille',
        'pile de balles',
        'pique à balles',
        'chute de balle',
        'balles carrées',
        'fourche à balles',
      ],
      en: [
        'round bales',
        'hay bales',
        'straw bales',
        'bale stack',
        'bale spear',
        'falling bale',
        'square bales',
        'stacked bales',
        'bale fell',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne pas empiler plus haut que la portée sécuritaire du chargeur.'],
        en: ['Do not stack higher than the loader can safely reach.'],
      },
      substitution: {
        fr: ['Pince à balles plutôt qu’une pique ou une fourche.'],
        en: ['A bale grabber rather than a spear or fork.'],
      },
      engineering: {
        fr: [
          'Structure de protection contre les chutes d’objets sur le chargeur ; piles en pyramide sur sol plat.',
        ],
        en: ['Falling-object protection on the loader; pyramid stacks on level ground.'],
      },
      administrative: {
        fr: ['Personne près des piles pendant la manutention ; charge basse en déplacement.'],
        en: ['No one near stacks during handling; load kept low while travelling.'],
      },
      ppe: {
        fr: ['Bottes de sécurité et gants.'],
        en: ['Safety boots and gloves.'],
      },
    },
    recommendation: {
      fr: 'Utiliser un chargeur avec protection contre les chutes d’objets et une pince à balles, et empiler en pyramide sur sol plat.',
      en: 'Use a loader with falling-object protection and a bale grabber, and stack in pyramids on level ground.',
    },
  },
];
