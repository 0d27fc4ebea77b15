import type { HazardDefinition } from './types';

export const workstationHazards: readonly HazardDefinition[] = [
  {
    id: 'office-ergonomics',
    name: { fr: 'Travail à l’écran et ergonomie de bureau', en: 'Computer work and office ergonomics' },
    description: {
      fr: 'Travail prolongé à l’ordinateur, au bureau ou en télétravail : douleurs au cou, aux épaules et aux poignets, fatigue visuelle et sédentarité.',
      en: 'Prolonged computer work at the office or at home: neck, shoulder and wrist pain, eye strain and sedentary work.',
    },
    family: 'ergonomics',
    sectors: [
      'professional-services',
      'professional-services.it-services.telework',
      'transport-warehousing.couriers',
      'automotive.dealerships.sales-showroom',
    ],
    cues: {
      fr: [
        'poste informatique',
        'écran',
        'clavier',
        'souris',
        'télétravail',
        'chaise ajustable',
        'fatigue visuelle',
        'travail de bureau',
        'ordinateur portable',
        'double écran',
        'mal au cou',
        'ordinateur sur la table de cuisine',
        'écran trop bas',
        'travail à l’ordinateur',
        'support à clavier',
        'bras d’écran',
      ],
      en: [
        'workstation',
        'monitor',
        'keyboard',
        'mouse',
        'telework',
        'work from home',
        'adjustable chair',
        'eye strain',
        'office work',
        'laptop',
        'dual monitors',
        'laptop on the kitchen table',
        'neck pain',
        'mouse arm',
        'computer work',
        'screen too low',
        'keyboard tray',
        'monitor arm',
      ],
    },
    severity: 'faible',
    likelihood: 'likely',
    measures: {
      elimination: {
        omitted: {
          fr: 'Le travail à l’écran est la tâche elle-même ; on agit sur l’aménagement et l’organisation du travail.',
          en: 'Computer work is the task itself; controls act on the workstation layout and work organisation.',
        },
      },
      substitution: {
        fr: ['Écran externe, clavier et souris séparés plutôt qu’un ordinateur portable seul.'],
        en: ['External monitor, separate keyboard and mouse rather than a laptop alone.'],
      },
      engineering: {
        fr: ['Chaise et surface de travail réglables, écran à hauteur des yeux, éclairage sans reflets.'],
        en: ['Adjustable chair and desk, monitor at eye level, glare-free lighting.'],
      },
      administrative: {
        fr: [
          'Évaluation ergonomique du poste (y compris à domicile), pauses actives, alternance des tâches.',
        ],
        en: ['Workstation assessment (including at home), active breaks, task variety.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI n’est requis ; des lunettes adaptées au travail à l’écran relèvent d’un avis optométrique.',
          en: 'No PPE is required; computer glasses are a matter of optometric advice.',
        },
      },
    },
    recommendation: {
      fr: 'Faire évaluer chaque poste à l’écran, y compris en télétravail, et encourager les pauses actives.',
      en: 'Assess every computer workstation, including at home, and encourage active breaks.',
    },
  },
  {
    id: 'prolonged-standing',
    name: { fr: 'Station debout prolongée', en: 'Prolonged standing' },
    description: {
      fr: 'Travail debout immobile pendant de longues périodes : douleurs aux jambes et au dos, troubles circulatoires.',
      en: 'Standing still for long periods: leg and back pain, circulatory problems.',
    },
    family: 'ergonomics',
    sectors: [
      'manufacturing.food-beverage.packaging-lines',
      'automotive.vehicle-manufacturing.final-assembly',
      'transport-warehousing.couriers.parcel-sorting',
      'automotive.dealerships.parts-department',
      'manufacturing.electrical-equipment.coil-winding-assembly',
    ],
    cues: {
      fr: [
        'debout toute la journée',
        'station debout',
        'tapis anti-fatigue',
        'jambes lourdes',
        'banc assis-debout',
        'poste debout',
        'debout 8 heures',
        'toujours debout',
        'mal aux pieds',
        'varices',
        'pas de tabouret',
      ],
      en: [
        'standing all day',
        'prolonged standing',
        'anti-fatigue mat',
        'sore legs',
        'sit-stand stool',
        'standing workstation',
        'on my feet all day',
        'sore feet',
        'varicose veins',
        'no stool',
        'standing for hours',
        'on their feet all shift',
      ],
    },
    severity: 'faible',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Permettre le travail assis lorsque la tâche ne l’empêche pas.'],
        en: ['Allow seated work whenever the task permits.'],
      },
      substitution: {
        fr: ['Postes assis-debout plutôt que strictement debout.'],
        en: ['Sit-stand workstations rather than standing-only.'],
      },
      engineering: {
        fr: ['Tapis anti-fatigue, appuis-fesses, repose-pieds, hauteur de travail réglable.'],
        en: ['Anti-fatigue mats, leaning rests, foot rails, adjustable work height.'],
      },
      administrative: {
        fr: ['Rotation avec des tâches permettant de bouger ou de s’asseoir, pauses assises.'],
        en: ['Rotation with tasks that allow moving or sitting, seated breaks.'],
      },
      ppe: {
        fr: ['Chaussures confortables avec bon soutien et semelles amortissantes.'],
        en: ['Comfortable, supportive shoes with cushioned insoles.'],
      },
    },
    recommendation: {
      fr: 'Offrir des postes assis-debout ou des appuis et alterner les tâches pour éviter l’immobilité.',
      en: 'Offer sit-stand options or leaning rests and rotate tasks to avoid standing still.',
    },
  },
];
