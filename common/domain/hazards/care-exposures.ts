import type { HazardDefinition } from './types';

/** Issue 12: exposures shared by care, emergency and public-safety work. */
export const careExposureHazards: readonly HazardDefinition[] = [
  {
    id: 'traumatic-events',
    name: { fr: 'Exposition à des événements traumatiques', en: 'Exposure to traumatic events' },
    description: {
      fr: 'Témoins de décès, de blessures graves, de violence ou d’enfants en détresse : stress aigu, trouble de stress post-traumatique, dépression.',
      en: 'Witnessing deaths, serious injuries, violence or children in distress: acute stress, post-traumatic stress disorder, depression.',
    },
    family: 'psychosocial',
    sectors: [
      'health-care.home-community-care.paramedics',
      'health-care.hospitals.emergency',
      'public-administration.public-safety',
      'public-administration.public-safety.dispatch',
      'transport-warehousing.passenger-transit',
    ],
    cues: {
      fr: [
        'événement traumatique',
        'stress post-traumatique',
        'TSPT',
        'scène traumatisante',
        'désamorçage après l’intervention',
        'décès d’un enfant',
        'débriefing psychologique',
        'décès d’un patient',
        'mort d’un enfant',
        'décès pédiatrique',
        'retrouvé le corps',
        'témoin d’un décès',
        'incident critique',
        'suicide',
        'soutien par les pairs',
        'décès d’enfants',
        'deux enfants décédés',
        'sous le choc',
        'programme d’aide aux employés',
        'référé au PAE',
      ],
      en: [
        'traumatic event',
        'post-traumatic stress',
        'PTSD',
        'critical incident stress',
        'gruesome scene',
        'defusing after the call',
        'CISM',
        'critical incident',
        'paediatric death',
        'pediatric death',
        'patient death',
        'death of a child',
        'found the body',
        'witnessed the death',
        'child fatalities',
        'peer support team',
        'fatal fire',
        'in shock',
        'referred to EAP',
        'EAP sessions',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        omitted: {
          fr: 'Les événements traumatiques font partie du travail d’urgence : on ne peut que réduire leurs effets.',
          en: 'Traumatic events are part of emergency work: only their effects can be reduced.',
        },
      },
      substitution: {
        fr: ['Rotation des affectations les plus exposées.'],
        en: ['Rotation out of the most exposed assignments.'],
      },
      engineering: {
        omitted: {
          fr: 'Aucun aménagement technique ne retire l’exposition à la scène elle-même.',
          en: 'No technical measure removes exposure to the scene itself.',
        },
      },
      administrative: {
        fr: [
          'Désamorçage et soutien par les pairs après chaque incident critique ; accès rapide à un psychologue ; formation à la résilience.',
        ],
        en: [
          'Defusing and peer support after each critical incident; fast access to a psychologist; resilience training.',
        ],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne protège de l’exposition psychologique.',
          en: 'No PPE protects against psychological exposure.',
        },
      },
    },
    recommendation: {
      fr: 'Prévoir un désamorçage et un soutien par les pairs après chaque incident critique, et un accès rapide à de l’aide psychologique.',
      en: 'Provide defusing and peer support after every critical incident, and fast access to psychological help.',
    },
  },
  {
    id: 'mercury',
    name: { fr: 'Mercure', en: 'Mercury' },
    description: {
      fr: 'Vapeurs de mercure d’amalgames dentaires, de thermomètres ou manomètres brisés, de lampes fluorescentes et d’équipements anciens : atteinte neurologique et rénale.',
      en: 'Mercury vapour from dental amalgam, broken thermometers or manometers, fluorescent lamps and old equipment: nervous system and kidney damage.',
    },
    family: 'chemical',
    sectors: [
      'health-care.clinics.dental-offices',
      'construction.specialized-trades.demolition-abatement',
      'utilities.gas-distribution.regulator-stations',
      'education.schools.science-labs',
    ],
    cues: {
      fr: [
        'mercure',
        'amalgame dentaire',
        'thermomètre au mercure',
        'manomètre au mercure',
        'vapeurs de mercure',
        'tubes fluorescents brisés',
        'amalgame',
        'séparateur d’amalgame',
        'retrait des amalgames',
        'obturations',
        'plombages',
      ],
      en: [
        'mercury',
        'dental amalgam',
        'mercury thermometer',
        'mercury manometer',
        'mercury vapour',
        'broken fluorescent tubes',
        'amalgam',
        'amalgam separator',
        'amalgam removal',
        'silver fillings',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Retirer les thermomètres, manomètres et interrupteurs au mercure.'],
        en: ['Remove mercury thermometers, manometers and switches.'],
      },
      substitution: {
        fr: ['Instruments numériques ; matériaux d’obturation sans mercure.'],
        en: ['Digital instruments; mercury-free filling materials.'],
      },
      engineering: {
        fr: ['Séparateur d’amalgame, aspiration à haut débit, ventilation.'],
        en: ['Amalgam separator, high-volume suction, ventilation.'],
      },
      administrative: {
        fr: [
          'Trousse et procédure de déversement de mercure ; jamais d’aspirateur ordinaire ; mesure de l’air.',
        ],
        en: ['A mercury spill kit and procedure; never an ordinary vacuum; air monitoring.'],
      },
      ppe: {
        fr: ['Gants en nitrile ; appareil respiratoire à cartouche pour mercure lors d’un déversement.'],
        en: ['Nitrile gloves; a respirator with mercury cartridges during a spill clean-up.'],
      },
    },
    recommendation: {
      fr: 'Remplacer les instruments au mercure et garder une trousse de déversement de mercure avec sa procédure.',
      en: 'Replace mercury instruments and keep a mercury spill kit with its procedure.',
    },
  },
  {
    id: 'wet-work-dermatitis',
    name: { fr: 'Travail en milieu humide et dermatite', en: 'Wet work and hand dermatitis' },
    description: {
      fr: 'Mains mouillées de longues heures, lavages et désinfectants répétés, port prolongé de gants : dermatite irritative ou allergique des mains.',
      en: 'Hands wet for long hours, repeated washing and sanitiser, long glove wear: irritant or allergic hand dermatitis.',
    },
    family: 'chemical',
    sectors: [
      'health-care',
      'food-services.restaurants.dishwashing',
      'fishing-seafood.seafood-processing',
      'food-services.restaurants.kitchens',
      'health-care.hospitals.environmental-services',
    ],
    cues: {
      fr: [
        'mains gercées',
        'eczéma des mains',
        'dermatite des mains',
        'lavage des mains fréquent',
        'mains dans l’eau',
        'crevasses aux mains',
        'mains irritées',
        'gants mouillés',
        'mains toujours mouillées',
        'lavage des mains',
        'plonge toute la journée',
        'gerçures',
        'mains craquées',
        'mains toutes craquées',
        'mains qui craquent',
      ],
      en: [
        'cracked hands',
        'hand eczema',
        'hand dermatitis',
        'frequent hand washing',
        'hands in water all day',
        'wet work',
        'irritated hands',
        'wet gloves',
        'hands always wet',
        'hand washing',
        'dishwashing all shift',
        'chapped hands',
        'hands cracked',
        'cracked and bleeding hands',
        'hands are cracked',
      ],
    },
    severity: 'faible',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Lave-vaisselle et équipements qui évitent de plonger les mains.'],
        en: ['Dishwashers and equipment that avoid plunging hands in water.'],
      },
      substitution: {
        fr: ['Désinfectant hydroalcoolique doux plutôt que lavages répétés ; savons sans parfum.'],
        en: ['Gentle alcohol rub rather than repeated washing; fragrance-free soaps.'],
      },
      engineering: {
        omitted: {
          fr: 'Le contact avec l’eau est lié à la tâche : l’organisation et les gants le réduisent.',
          en: 'Contact with water is part of the task: organisation and gloves reduce it.',
        },
      },
      administrative: {
        fr: ['Alternance des tâches humides ; crème hydratante fournie ; dépistage des lésions.'],
        en: ['Rotation of wet tasks; moisturiser provided; skin checks.'],
      },
      ppe: {
        fr: ['Gants adaptés avec sous-gants en coton pour les longues durées.'],
        en: ['Suitable gloves with cotton liners for long wear.'],
      },
    },
    recommendation: {
      fr: 'Limiter la durée des tâches humides, fournir des gants avec sous-gants et une crème hydratante, et examiner les mains régulièrement.',
      en: 'Limit time on wet tasks, provide gloves with liners and moisturiser, and check hands regularly.',
    },
  },
];
