import type { HazardDefinition } from './types';

export const workOrganisationHazards: readonly HazardDefinition[] = [
  {
    id: 'working-alone',
    name: { fr: 'Travail isolé', en: 'Working alone' },
    description: {
      fr: 'Travail seul ou dans un lieu isolé où l’aide n’est pas rapidement disponible en cas d’accident, de malaise ou d’agression.',
      en: 'Working alone or in an isolated place where help is not readily available in case of injury, illness or assault.',
    },
    family: 'psychosocial',
    sectors: [
      'forestry-sawmills.silviculture',
      'mining-metals.exploration',
      'transport-warehousing.trucking.long-haul',
      'renewable-energy.hydro.powerhouse-maintenance',
      'professional-services.engineering-consulting.site-inspections',
      'automotive.towing-roadside',
    ],
    cues: {
      fr: [
        'travail isolé',
        'travailleur seul',
        'lieu isolé',
        'appel de vérification',
        'dispositif de travailleur isolé',
        'quart de nuit seul',
        'télécommunication satellite',
        'seule de nuit',
        'seul de nuit',
        'seule sur le quart',
        'seul sur le quart',
        'sans collègue',
        'pas de couverture cellulaire',
        'pas de réseau cellulaire',
        'aucun réseau',
      ],
      en: [
        'working alone',
        'lone worker',
        'isolated location',
        'check-in call',
        'lone worker device',
        'alone on night shift',
        'satellite communicator',
        'alone overnight',
        'alone at night',
        'single-staffed',
        'only one on shift',
        'no cell coverage',
        'no cell service',
        'no cell signal',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Planifier les tâches dangereuses pour qu’elles se fassent à deux.'],
        en: ['Plan hazardous tasks so they are done in pairs.'],
      },
      substitution: {
        fr: ['Surveillance ou opération à distance plutôt que des visites seules.'],
        en: ['Remote monitoring or operation instead of solo visits.'],
      },
      engineering: {
        fr: [
          'Dispositifs de travailleur isolé avec détection de chute ou d’immobilité, radios, communicateurs satellites.',
        ],
        en: ['Lone worker devices with fall or no-motion detection, radios, satellite communicators.'],
      },
      administrative: {
        fr: [
          'Procédure de vérification du bien-être à intervalles définis, plan d’intervention si le contact échoue.',
        ],
        en: ['Well-being check procedure at set intervals, response plan if contact fails.'],
      },
      ppe: {
        fr: ['Trousse de premiers soins individuelle et équipement de survie selon le milieu.'],
        en: ['Personal first-aid kit and survival equipment depending on the environment.'],
      },
    },
    recommendation: {
      fr: 'Établir une procédure écrite de vérification du bien-être avec des intervalles et une réponse en cas d’absence de contact.',
      en: 'Set a written well-being check procedure with intervals and a response if contact is lost.',
    },
  },
  {
    id: 'fatigue-shift-work',
    name: { fr: 'Fatigue et travail par quarts', en: 'Fatigue and shift work' },
    description: {
      fr: 'Longues heures, travail de nuit, quarts rotatifs et horaires prolongés en région éloignée : baisse de vigilance, erreurs et accidents.',
      en: 'Long hours, night work, rotating shifts and extended rotations at remote sites: reduced alertness, errors and accidents.',
    },
    family: 'psychosocial',
    sectors: [
      'transport-warehousing.trucking.long-haul',
      'mining-metals',
      'manufacturing',
      'transport-warehousing.passenger-transit.bus-operation',
      'forestry-sawmills.silviculture.forest-firefighting',
    ],
    cues: {
      fr: [
        'fatigue',
        'somnolence',
        'quart de nuit',
        'horaire rotatif',
        'heures supplémentaires',
        'quarts de 12 heures',
        'travail de nuit',
        'manque de sommeil',
        'quart double',
        'quarts doubles',
        'temps supplémentaire obligatoire',
        'TSO',
        'retour rapide entre les quarts',
        'cogner des clous',
        'endormi au volant',
      ],
      en: [
        'fatigue',
        'drowsiness',
        'night shift',
        'rotating shifts',
        'overtime',
        '12-hour shifts',
        'night work',
        'lack of sleep',
        'short turnaround',
        'quick turnaround',
        'double shift',
        'back-to-back shifts',
        'hours into his shift',
        'nodded off',
        'fell asleep at the wheel',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Supprimer les heures supplémentaires systématiques et le travail de nuit non nécessaire.'],
        en: ['Remove routine overtime and unnecessary night work.'],
      },
      substitution: {
        fr: ['Horaires à rotation vers l’avant et quarts plus courts pour les tâches critiques.'],
        en: ['Forward-rotating schedules and shorter shifts for critical tasks.'],
      },
      engineering: {
        fr: ['Éclairage adapté la nuit, systèmes de détection de la somnolence dans les véhicules.'],
        en: ['Suitable night lighting, drowsiness detection systems in vehicles.'],
      },
      administrative: {
        fr: [
          'Plan de gestion de la fatigue, temps de repos minimaux, tâches critiques en début de quart, signalement sans reproche.',
        ],
        en: [
          'Fatigue management plan, minimum rest periods, critical tasks early in the shift, no-blame reporting.',
        ],
      },
      ppe: {
        omitted: {
          fr: 'La fatigue se gère par l’organisation du temps de travail ; aucun EPI ne s’applique.',
          en: 'Fatigue is managed through working-time organisation; no PPE applies.',
        },
      },
    },
    recommendation: {
      fr: 'Mettre en place un plan de gestion de la fatigue qui encadre la durée des quarts, le repos et les tâches critiques.',
      en: 'Implement a fatigue management plan covering shift length, rest and critical tasks.',
    },
  },
  {
    id: 'impairment',
    name: { fr: 'Facultés affaiblies', en: 'Impairment' },
    description: {
      fr: 'Travail sous l’effet de l’alcool, du cannabis, de médicaments ou d’autres substances, particulièrement dans les postes critiques pour la sécurité.',
      en: 'Working under the influence of alcohol, cannabis, medication or other substances, especially in safety-sensitive positions.',
    },
    family: 'psychosocial',
    sectors: ['transport-warehousing', 'mining-metals', 'construction', 'forestry-sawmills', 'manufacturing'],
    cues: {
      fr: [
        'facultés affaiblies',
        'alcool',
        'cannabis',
        'drogues',
        'médicaments',
        'poste critique',
        'politique drogues et alcool',
        'dépistage',
        'en état d’ébriété',
        'gueule de bois',
        'sentait l’alcool',
        'sous l’effet de l’alcool',
        'sous l’effet de drogues',
      ],
      en: [
        'impairment',
        'impaired',
        'alcohol',
        'cannabis',
        'drugs',
        'medication',
        'safety-sensitive position',
        'drug and alcohol policy',
        'testing',
        'under the influence',
        'hungover',
        'smelled of alcohol',
        'intoxicated',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Interdire la consommation sur les lieux de travail et pendant les heures de travail.'],
        en: ['Prohibit use at work and during working hours.'],
      },
      substitution: {
        omitted: {
          fr: 'Aucune substitution ne s’applique ; la prévention repose sur la politique et l’accompagnement.',
          en: 'No substitution applies; prevention relies on policy and support.',
        },
      },
      engineering: {
        fr: ['Antidémarreurs éthylométriques sur certains véhicules de l’entreprise, selon la politique.'],
        en: ['Alcohol ignition interlocks on some company vehicles, depending on policy.'],
      },
      administrative: {
        fr: [
          'Politique sur les drogues, l’alcool et les médicaments, formation des superviseurs à la reconnaissance des signes, programme d’aide.',
        ],
        en: [
          'Drug, alcohol and medication policy, supervisor training in recognising signs, assistance program.',
        ],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne s’applique aux facultés affaiblies.',
          en: 'No PPE applies to impairment.',
        },
      },
    },
    recommendation: {
      fr: 'Adopter une politique sur les facultés affaiblies qui définit les postes critiques, le retrait du poste et le soutien offert.',
      en: 'Adopt an impairment policy defining safety-sensitive positions, removal from duty and support offered.',
    },
  },
];
