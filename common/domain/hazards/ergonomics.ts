import type { HazardDefinition } from './types';

export const ergonomicHazards: readonly HazardDefinition[] = [
  {
    id: 'manual-handling',
    name: { fr: 'Manutention manuelle et TMS', en: 'Manual handling and MSD' },
    description: {
      fr: 'Levage, transport, poussée ou traction de charges lourdes ou encombrantes : troubles musculosquelettiques (TMS) du dos et des épaules.',
      en: 'Lifting, carrying, pushing or pulling heavy or awkward loads: musculoskeletal disorders (MSD) of the back and shoulders.',
    },
    family: 'ergonomics',
    sectors: [
      'transport-warehousing',
      'construction',
      'manufacturing',
      'automotive.repair-maintenance',
      'forestry-sawmills.silviculture.tree-planting',
      'transport-warehousing.couriers',
    ],
    cues: {
      fr: [
        'manutention',
        'soulever',
        'charge lourde',
        'lever des boîtes',
        'mal de dos',
        'lombalgie',
        'TMS',
        'trouble musculosquelettique',
        'pousser',
        'tirer',
        'aide à la manutention',
      ],
      en: [
        'manual handling',
        'lifting',
        'heavy load',
        'lifting boxes',
        'back pain',
        'low back injury',
        'MSD',
        'MSI',
        'musculoskeletal',
        'pushing',
        'pulling',
        'lift assist',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Réorganiser le flux pour supprimer les manipulations inutiles (livraison au point d’usage).'],
        en: ['Reorganise the flow to remove unnecessary handling (point-of-use delivery).'],
      },
      substitution: {
        fr: ['Commander des charges plus petites ou plus légères ; emballages munis de poignées.'],
        en: ['Order smaller or lighter loads; packaging with handles.'],
      },
      engineering: {
        fr: [
          'Aides mécaniques (palans, tables élévatrices, chariots, ventouses), hauteur de prise entre genoux et épaules.',
        ],
        en: [
          'Mechanical aids (hoists, lift tables, carts, vacuum lifters), grip height between knees and shoulders.',
        ],
      },
      administrative: {
        fr: [
          'Analyse ergonomique des tâches, manutention à deux, rotation et formation aux principes de manutention.',
        ],
        en: ['Ergonomic task analysis, two-person lifts, rotation and handling training.'],
      },
      ppe: {
        fr: [
          'Gants offrant une bonne prise ; les ceintures lombaires ne sont pas une mesure de prévention reconnue.',
        ],
        en: ['Gloves with good grip; back belts are not a recognised prevention measure.'],
      },
    },
    recommendation: {
      fr: 'Analyser les tâches de manutention et fournir des aides mécaniques avant de compter sur la formation.',
      en: 'Analyse handling tasks and provide mechanical aids before relying on training.',
    },
  },
  {
    id: 'repetitive-work',
    name: { fr: 'Travail répétitif', en: 'Repetitive work' },
    description: {
      fr: 'Gestes répétés à cadence élevée, souvent avec effort, qui causent tendinites, syndrome du canal carpien et épicondylites.',
      en: 'High-rate repeated motions, often with force, causing tendinitis, carpal tunnel syndrome and epicondylitis.',
    },
    family: 'ergonomics',
    sectors: [
      'manufacturing.food-beverage.meat-processing',
      'manufacturing.food-beverage.packaging-lines',
      'automotive.vehicle-manufacturing.final-assembly',
      'automotive.parts-manufacturing.assembly-lines',
      'transport-warehousing.warehousing.order-picking',
      'transport-warehousing.couriers.parcel-sorting',
    ],
    cues: {
      fr: [
        'travail répétitif',
        'cadence',
        'gestes répétés',
        'tendinite',
        'canal carpien',
        'épicondylite',
        'ligne d’assemblage',
        'prime au rendement',
      ],
      en: [
        'repetitive work',
        'pace',
        'line speed',
        'repeated motions',
        'tendinitis',
        'carpal tunnel',
        'tennis elbow',
        'assembly line',
        'piece rate',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Automatiser les opérations les plus répétitives.'],
        en: ['Automate the most repetitive operations.'],
      },
      substitution: {
        fr: ['Outils à gâchette longue, outils électriques plutôt que manuels, couteaux bien affûtés.'],
        en: ['Long-trigger tools, powered rather than manual tools, sharp knives.'],
      },
      engineering: {
        fr: ['Postes réglables, gabarits et supports d’outils, réduction des efforts de préhension.'],
        en: ['Adjustable workstations, fixtures and tool supports, reduced grip forces.'],
      },
      administrative: {
        fr: [
          'Rotation entre tâches sollicitant des groupes musculaires différents, micropauses, cadence adaptée, déclaration précoce des symptômes.',
        ],
        en: [
          'Rotation between tasks using different muscle groups, micro-breaks, adjusted pace, early symptom reporting.',
        ],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne prévient les TMS liés à la répétition ; les gants doivent seulement être bien ajustés pour ne pas accroître l’effort.',
          en: 'No PPE prevents repetition-related MSD; gloves must merely fit well so they do not increase effort.',
        },
      },
    },
    recommendation: {
      fr: 'Réduire la répétitivité par l’automatisation, la rotation et des micropauses, et suivre les premiers symptômes.',
      en: 'Reduce repetition through automation, rotation and micro-breaks, and follow up early symptoms.',
    },
  },
  {
    id: 'awkward-postures',
    name: { fr: 'Postures contraignantes', en: 'Awkward postures' },
    description: {
      fr: 'Travail bras au-dessus des épaules, penché, accroupi ou en torsion, ou dans des espaces restreints : TMS du dos, du cou et des épaules.',
      en: 'Work with arms above the shoulders, bent, kneeling, twisted or in tight spaces: back, neck and shoulder MSD.',
    },
    family: 'ergonomics',
    sectors: [
      'construction.specialized-trades',
      'automotive.repair-maintenance',
      'construction.residential.interior-finishing',
      'renewable-energy.wind.nacelle-maintenance',
      'forestry-sawmills.silviculture.tree-planting',
    ],
    cues: {
      fr: [
        'posture contraignante',
        'bras au-dessus des épaules',
        'travail penché',
        'à genoux',
        'accroupi',
        'torsion du tronc',
        'sous le véhicule',
        'espace restreint',
      ],
      en: [
        'awkward posture',
        'overhead work',
        'bending',
        'kneeling',
        'squatting',
        'twisting',
        'under the vehicle',
        'cramped space',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Revoir la conception pour que le travail se fasse à hauteur de coude.'],
        en: ['Redesign so the work is done at elbow height.'],
      },
      substitution: {
        fr: ['Outils à rallonge ou à tête orientable plutôt que d’atteindre à bout de bras.'],
        en: ['Extension or angled tools rather than reaching.'],
      },
      engineering: {
        fr: [
          'Plateformes et tables réglables, ponts élévateurs, pivots et supports de pièces, chariots de mécanicien.',
        ],
        en: ['Adjustable platforms and tables, lifts, part rotators and supports, creepers.'],
      },
      administrative: {
        fr: ['Alternance des tâches et des postures, pauses, analyse ergonomique des postes.'],
        en: ['Alternate tasks and postures, breaks, ergonomic workstation analysis.'],
      },
      ppe: {
        fr: ['Genouillères pour le travail à genoux.'],
        en: ['Knee pads for kneeling work.'],
      },
    },
    recommendation: {
      fr: 'Ramener le travail à hauteur de coude avec des équipements réglables et alterner les postures.',
      en: 'Bring work to elbow height with adjustable equipment and alternate postures.',
    },
  },
];
