import type { HazardDefinition } from './types';

export const psychosocialHazards: readonly HazardDefinition[] = [
  {
    id: 'psychosocial-risks',
    name: { fr: 'Risques psychosociaux', en: 'Psychosocial risks' },
    description: {
      fr: 'Surcharge de travail, faible autonomie, manque de reconnaissance ou de soutien, conflits : stress chronique, épuisement professionnel et troubles de santé mentale.',
      en: 'Work overload, low control, lack of recognition or support, conflict: chronic stress, burnout and mental health problems.',
    },
    family: 'psychosocial',
    sectors: [
      'professional-services',
      'transport-warehousing.passenger-transit',
      'transport-warehousing.couriers',
      'manufacturing',
      'construction',
    ],
    cues: {
      fr: [
        'stress',
        'surcharge de travail',
        'épuisement professionnel',
        'burn-out',
        'santé psychologique',
        'reconnaissance',
        'soutien social',
        'absentéisme',
        'détresse',
        'temps moyen de traitement',
        'statistiques affichées',
        'pression de rendement',
        'manque de personnel',
        'arrêt de travail pour épuisement',
      ],
      en: [
        'stress',
        'work overload',
        'burnout',
        'psychological health',
        'mental health',
        'recognition',
        'social support',
        'absenteeism',
        'distress',
        'average handle time',
        'average handling time',
        'stats posted',
        'understaffed',
        'time pressure',
        'unrealistic targets',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Revoir la charge de travail et les échéanciers irréalistes à la source.'],
        en: ['Address unrealistic workloads and deadlines at the source.'],
      },
      substitution: {
        fr: ['Réorganiser les tâches pour accroître l’autonomie et la clarté des rôles.'],
        en: ['Reorganise tasks to increase autonomy and role clarity.'],
      },
      engineering: {
        fr: ['Aménagements qui réduisent les interruptions et le bruit, outils adaptés à la tâche.'],
        en: ['Layouts that reduce interruptions and noise, tools suited to the task.'],
      },
      administrative: {
        fr: [
          'Identifier et analyser les risques psychosociaux dans le programme de prévention ou le plan d’action.',
          'Formation des gestionnaires, reconnaissance, programme d’aide aux employés, retour au travail progressif.',
        ],
        en: [
          'Identify and analyse psychosocial risks in the prevention program or action plan.',
          'Manager training, recognition, employee assistance program, gradual return to work.',
        ],
      },
      ppe: {
        omitted: {
          fr: 'Les risques psychosociaux se préviennent par l’organisation du travail ; aucun EPI ne s’applique.',
          en: 'Psychosocial risks are prevented through work organisation; no PPE applies.',
        },
      },
    },
    recommendation: {
      fr: 'Évaluer les risques psychosociaux avec les travailleurs (charge, autonomie, reconnaissance, soutien) et agir sur l’organisation du travail.',
      en: 'Assess psychosocial risks with workers (workload, control, recognition, support) and act on work organisation.',
    },
  },
  {
    id: 'workplace-violence',
    name: { fr: 'Violence au travail', en: 'Workplace violence' },
    description: {
      fr: 'Agressions physiques, menaces ou violence de la part de clients, de passagers, de collègues ou d’un partenaire intime, y compris la violence conjugale et familiale qui se manifeste au travail.',
      en: 'Physical assaults, threats or violence from clients, passengers, co-workers or an intimate partner, including domestic violence that reaches the workplace.',
    },
    family: 'psychosocial',
    sectors: [
      'transport-warehousing.passenger-transit',
      'professional-services.offices.client-reception',
      'transport-warehousing.couriers.residential-doorstep',
      'automotive.towing-roadside',
      'automotive.dealerships.sales-showroom',
    ],
    cues: {
      fr: [
        'violence',
        'agression',
        'menaces',
        'client agressif',
        'violence conjugale',
        'bouton d’alarme',
        'VIOLENCE NON TOLÉRÉE',
        'incident violent',
        'patient agressif',
        'usager agressif',
        'violence verbale',
        'coups de poing',
        'crient dessus',
        'agressé par',
        'frappé par un patient',
        'bloqué la porte',
        'm’a bloqué le passage',
        'crié des accusations',
      ],
      en: [
        'violence',
        'assault',
        'threats',
        'aggressive customer',
        'domestic violence',
        'panic button',
        'ZERO TOLERANCE FOR VIOLENCE',
        'violent incident',
        'aggressive patient',
        'combative patient',
        'physically assaulted',
        'spat on',
        'threatened staff',
        'verbal abuse',
        'hit by a patient',
        'blocked the doorway',
        'blocked the door',
        'yelled accusations',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Limiter l’argent comptant et les objets de valeur sur place ; paiement électronique.'],
        en: ['Limit cash and valuables on site; electronic payment.'],
      },
      substitution: {
        fr: ['Services à distance ou sur rendez-vous pour les situations à risque.'],
        en: ['Remote or appointment-based service for high-risk situations.'],
      },
      engineering: {
        fr: [
          'Comptoirs et cloisons de protection, aménagement avec issues, boutons d’alarme, éclairage, caméras.',
        ],
        en: ['Protective counters and barriers, layouts with exits, panic buttons, lighting, cameras.'],
      },
      administrative: {
        fr: [
          'Politique et programme de prévention de la violence, évaluation des risques, procédures de signalement et de soutien.',
          'Formation à la désescalade et prise en compte de la violence conjugale connue de l’employeur.',
        ],
        en: [
          'Violence prevention policy and program, risk assessment, reporting and support procedures.',
          'De-escalation training and response to domestic violence known to the employer.',
        ],
      },
      ppe: {
        fr: ['Dispositifs d’alarme personnels pour les travailleurs exposés.'],
        en: ['Personal alarm devices for exposed workers.'],
      },
    },
    recommendation: {
      fr: 'Évaluer les risques de violence, aménager les lieux et former le personnel à la désescalade et au signalement.',
      en: 'Assess violence risks, adapt the premises and train staff in de-escalation and reporting.',
    },
  },
  {
    id: 'harassment',
    name: { fr: 'Harcèlement psychologique et sexuel', en: 'Psychological and sexual harassment' },
    description: {
      fr: 'Conduites vexatoires répétées, paroles ou gestes hostiles, violence à caractère sexuel ou intimidation qui portent atteinte à la dignité ou à l’intégrité.',
      en: 'Repeated vexatious behaviour, hostile words or gestures, sexual violence or bullying that harm dignity or integrity.',
    },
    family: 'psychosocial',
    sectors: [
      'professional-services',
      'construction',
      'manufacturing',
      'transport-warehousing',
      'mining-metals.exploration.remote-camps',
    ],
    cues: {
      fr: [
        'harcèlement',
        'harcèlement psychologique',
        'harcèlement sexuel',
        'intimidation',
        'conduite vexatoire',
        'plainte',
        'politique de prévention du harcèlement',
        'humilié devant',
        'propos dégradants',
        'commentaires sexuels',
        'dénigrement',
        'abus de pouvoir',
        'traite d’incompétente',
        'traite d’incompétent',
      ],
      en: [
        'harassment',
        'psychological harassment',
        'sexual harassment',
        'bullying',
        'intimidation',
        'complaint',
        'harassment prevention policy',
        'belittled',
        'humiliated in front of',
        'demeaning comments',
        'sexual comments',
        'inappropriate touching',
        'called us incompetent',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        omitted: {
          fr: 'Le harcèlement relève de comportements humains : on le prévient par la politique, la culture et le traitement des plaintes.',
          en: 'Harassment is human behaviour: it is prevented through policy, culture and complaint handling.',
        },
      },
      substitution: {
        omitted: {
          fr: 'Aucune substitution ne s’applique à un comportement ; les mesures sont organisationnelles.',
          en: 'No substitution applies to behaviour; the controls are organisational.',
        },
      },
      engineering: {
        fr: [
          'Aménagements qui évitent l’isolement (locaux vitrés, éclairage), installations sanitaires séparées et sécuritaires dans les camps.',
        ],
        en: [
          'Layouts that avoid isolation (glazed rooms, lighting), separate and secure facilities in camps.',
        ],
      },
      administrative: {
        fr: [
          'Politique de prévention du harcèlement et de traitement des plaintes, enquêtes impartiales et confidentielles.',
          'Formation des gestionnaires et des travailleurs, mesures de soutien aux personnes touchées.',
        ],
        en: [
          'Harassment prevention and complaint policy, impartial and confidential investigations.',
          'Training of managers and workers, support for those affected.',
        ],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne s’applique au harcèlement.',
          en: 'No PPE applies to harassment.',
        },
      },
    },
    recommendation: {
      fr: 'Adopter et diffuser une politique de prévention du harcèlement, y compris la violence à caractère sexuel, avec un processus de plainte crédible.',
      en: 'Adopt and communicate a harassment prevention policy, including sexual violence, with a credible complaint process.',
    },
  },
];
