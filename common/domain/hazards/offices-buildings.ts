import type { HazardDefinition } from './types';

/** Issue 12: hazards of offices, call centres and building services. */
export const buildingHazards: readonly HazardDefinition[] = [
  {
    id: 'acoustic-shock-headsets',
    name: { fr: 'Choc acoustique au casque d’écoute', en: 'Acoustic shock from headsets' },
    description: {
      fr: 'Son soudain et intense dans un casque d’écoute (tonalité de télécopieur, larsen, cri) dans les centres d’appels et de répartition : douleur, acouphènes, hyperacousie.',
      en: 'A sudden loud sound in a headset (fax tone, feedback, a shout) in call and dispatch centres: pain, tinnitus, hyperacusis.',
    },
    family: 'physical-agents',
    sectors: [
      'public-administration.public-service-offices.call-centres',
      'public-administration.public-safety.dispatch',
      'professional-services.it-services.help-desk',
      'professional-services.offices',
    ],
    cues: {
      fr: [
        'choc acoustique',
        'bruit soudain dans le casque',
        'volume trop fort dans le casque',
        'son strident dans le casque',
        'larsen',
        'tonalité de télécopieur',
        'limiteur de son',
        'limiteur acoustique',
        'sifflement dans le casque',
        'coups dans les oreilles',
        'bruit strident dans le casque',
        'pic sonore dans le casque',
        'acouphènes',
        'bruits stridents',
      ],
      en: [
        'acoustic shock',
        'headset volume spikes',
        'sudden loud noise in the headset',
        'loud screech in the headset',
        'audio feedback',
        'fax tone',
        'sound limiter',
        'acoustic limiter',
        'headset limiter',
        'screech in the headset',
        'whistle in the headset',
        'loud tone in the headset',
        'acoustic incident',
        'tinnitus',
        'shrieking noise',
      ],
    },
    severity: 'modere',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Filtrer les appels de télécopieurs et les tonalités connues.'],
        en: ['Filter fax calls and known tones.'],
      },
      substitution: {
        fr: ['Casques avec limiteur acoustique intégré.'],
        en: ['Headsets with a built-in acoustic limiter.'],
      },
      engineering: {
        fr: ['Limiteur de niveau sur le système téléphonique ; aménagement acoustique de la salle.'],
        en: ['A level limiter on the phone system; acoustic treatment of the room.'],
      },
      administrative: {
        fr: ['Déclaration de chaque incident ; volume réglé bas par défaut ; pauses loin du casque.'],
        en: ['Report every incident; volume set low by default; breaks away from the headset.'],
      },
      ppe: {
        omitted: {
          fr: 'Le casque lui-même est la source : un limiteur, non un EPI, protège.',
          en: 'The headset itself is the source: a limiter, not PPE, protects.',
        },
      },
    },
    recommendation: {
      fr: 'Équiper les casques d’un limiteur acoustique et faire déclarer chaque choc acoustique.',
      en: 'Fit headsets with acoustic limiters and have every acoustic shock reported.',
    },
  },
  {
    id: 'indoor-air-quality',
    name: { fr: 'Qualité de l’air intérieur', en: 'Indoor air quality' },
    description: {
      fr: 'Ventilation insuffisante, CO2 élevé, humidité, poussières ou odeurs dans les bureaux, écoles et établissements : maux de tête, irritation, fatigue.',
      en: 'Poor ventilation, high CO2, humidity, dust or odours in offices, schools and institutions: headaches, irritation, fatigue.',
    },
    family: 'physical-agents',
    sectors: [
      'professional-services.offices',
      'education.schools.classrooms',
      'public-administration.public-service-offices',
      'health-care.long-term-care',
    ],
    cues: {
      fr: [
        'qualité de l’air intérieur',
        'air vicié',
        'manque d’air frais',
        'taux de CO2 élevé',
        'ventilation insuffisante des bureaux',
        'air trop sec',
        'air étouffant',
        'syndrome du bâtiment malsain',
        'plaintes de qualité de l’air',
      ],
      en: [
        'indoor air quality',
        'stuffy',
        'lack of fresh air',
        'high CO2 levels',
        'poor office ventilation',
        'sick building',
        'stale air',
        'stuffy air',
        'fresh air intake',
        'sick building syndrome',
        'CO2 readings',
        'air quality complaints',
      ],
    },
    severity: 'faible',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Retirer les sources d’odeurs et de contaminants (produits, photocopieurs) des locaux occupés.'],
        en: ['Remove sources of odours and contaminants (products, copiers) from occupied rooms.'],
      },
      substitution: {
        fr: ['Produits d’entretien à faible émission.'],
        en: ['Low-emission cleaning products.'],
      },
      engineering: {
        fr: [
          'Entretien du système de ventilation ; apport d’air extérieur conforme à ASHRAE 62.1 ; humidification.',
        ],
        en: ['Ventilation system maintenance; outdoor air per ASHRAE 62.1; humidification.'],
      },
      administrative: {
        fr: ['Mesure du CO2, de la température et de l’humidité ; registre des plaintes.'],
        en: ['Measurement of CO2, temperature and humidity; a complaints log.'],
      },
      ppe: {
        omitted: {
          fr: 'L’EPI n’est pas la réponse à la qualité de l’air d’un bureau : la ventilation l’est.',
          en: 'PPE is not the answer to office air quality: ventilation is.',
        },
      },
    },
    recommendation: {
      fr: 'Mesurer le CO2, la température et l’humidité, et faire vérifier l’apport d’air frais du système de ventilation.',
      en: 'Measure CO2, temperature and humidity, and have the ventilation system’s fresh air supply checked.',
    },
  },
  {
    id: 'steam-boilers',
    name: { fr: 'Chaudières et vapeur', en: 'Boilers and steam' },
    description: {
      fr: 'Chaudières, réseaux de vapeur et autoclaves : éclatement, brûlures par fuite de vapeur ou purge, explosion du foyer au rallumage.',
      en: 'Boilers, steam systems and autoclaves: rupture, burns from steam leaks or blowdown, furnace explosion on relighting.',
    },
    family: 'physical-agents',
    sectors: [
      'renewable-energy.bioenergy.boiler-plant',
      'forestry-sawmills.pulp-paper',
      'health-care.hospitals',
      'manufacturing.food-beverage',
      'education.post-secondary.facilities',
    ],
    cues: {
      fr: [
        'chaudière haute pression',
        'chaudière à vapeur',
        'soupape de sûreté',
        'fuite de vapeur',
        'purge de la chaudière',
        'autoclave',
        'vapeur haute pression',
        'conduite de vapeur',
        'coupure de bas niveau d’eau',
        'chaudière d’appoint',
        'soupape de la chaudière',
      ],
      en: [
        'high-pressure boiler',
        'steam boiler',
        'safety valve',
        'steam leak',
        'boiler blowdown',
        'autoclave',
        'low-water cutoff',
        'boiler inspection',
        'boiler relief valve',
        'relief valve on the boiler',
        'boiler',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Isoler et purger le réseau de vapeur avant d’ouvrir une conduite.'],
        en: ['Isolate and drain the steam system before opening a line.'],
      },
      substitution: {
        fr: ['Chauffage à eau chaude basse pression lorsque le procédé le permet.'],
        en: ['Low-pressure hot water where the process allows.'],
      },
      engineering: {
        fr: ['Soupapes de sûreté certifiées, coupures de bas niveau d’eau, calorifuge, purge du foyer.'],
        en: ['Certified safety valves, low-water cut-offs, insulation, furnace purge.'],
      },
      administrative: {
        fr: ['Inspections par l’autorité provinciale ; opérateur certifié ; cadenassage de la vapeur.'],
        en: ['Inspections by the provincial authority; a certified operator; steam lockout.'],
      },
      ppe: {
        fr: ['Gants et écran facial pour la purge ; vêtements couvrants.'],
        en: ['Gloves and face shield for blowdown; covering clothing.'],
      },
    },
    recommendation: {
      fr: 'Vérifier le certificat d’inspection de la chaudière, l’essai des soupapes de sûreté et la qualification de l’opérateur.',
      en: 'Check the boiler inspection certificate, the safety valve tests and the operator’s certification.',
    },
  },
];
