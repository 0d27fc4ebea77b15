import type { HazardDefinition } from './types';

/** Issue 12: hazards of schools, colleges and child care. */
export const educationHazards: readonly HazardDefinition[] = [
  {
    id: 'school-lab-chemicals',
    name: { fr: 'Produits chimiques des laboratoires scolaires', en: 'School laboratory chemicals' },
    description: {
      fr: 'Réserves de produits chimiques vieillis ou incompatibles, démonstrations et expériences en classe, brûleurs : éclaboussures, incendie, intoxication.',
      en: 'Old or incompatible chemicals in storerooms, classroom demonstrations and experiments, burners: splashes, fire, poisoning.',
    },
    family: 'chemical',
    sectors: [
      'education.schools.science-labs',
      'education.post-secondary.research-labs',
      'education',
      'professional-services.laboratories',
    ],
    cues: {
      fr: [
        'laboratoire de sciences',
        'réserve de produits chimiques',
        'technicien en travaux pratiques',
        'expérience en classe',
        'bec Bunsen',
        'produits périmés',
        'labo de chimie',
        'labo de sciences',
        'laboratoire de chimie',
        'hotte du laboratoire',
        'réserve du labo',
        'expériences de chimie',
      ],
      en: [
        'science lab',
        'chemical storeroom',
        'school lab technician',
        'classroom demonstration',
        'Bunsen burner',
        'expired chemicals',
        'chemistry lab',
        'chem lab',
        'science classroom',
        'chemical storage room',
        'lab prep room',
        'chemistry teacher',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éliminer les produits périmés, inconnus ou inutiles de la réserve.'],
        en: ['Dispose of expired, unknown or unneeded chemicals in the storeroom.'],
      },
      substitution: {
        fr: ['Expériences à micro-échelle et produits moins dangereux.'],
        en: ['Micro-scale experiments and less hazardous chemicals.'],
      },
      engineering: {
        fr: [
          'Hotte de laboratoire vérifiée, armoires ventilées séparant acides, bases et inflammables, douche oculaire.',
        ],
        en: [
          'A tested fume hood, ventilated cabinets separating acids, bases and flammables, an eyewash station.',
        ],
      },
      administrative: {
        fr: [
          'Inventaire SIMDUT à jour avec FDS ; formation des enseignants et techniciens ; règles de laboratoire.',
        ],
        en: ['An up-to-date WHMIS inventory with SDSs; training for teachers and technicians; lab rules.'],
      },
      ppe: {
        fr: ['Lunettes étanches, sarrau et gants adaptés aux produits.'],
        en: ['Splash goggles, lab coat and gloves suited to the chemicals.'],
      },
    },
    recommendation: {
      fr: 'Faire l’inventaire de la réserve, éliminer les produits périmés, séparer les incompatibles et vérifier la hotte.',
      en: 'Inventory the storeroom, dispose of expired chemicals, separate incompatibles and test the fume hood.',
    },
  },
  {
    id: 'playground-supervision',
    name: { fr: 'Surveillance de la cour et des aires de jeux', en: 'Playground and schoolyard supervision' },
    description: {
      fr: 'Surveillance extérieure de la récréation ou du service de garde : chutes sur la glace, ballons, enfants qui bousculent, froid, chaleur et soleil.',
      en: 'Outdoor supervision at recess or in child care: falls on ice, balls, children running into staff, cold, heat and sun.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'education.schools',
      'education.child-care.outdoor-play',
      'education.schools.classrooms',
      'public-administration.municipal-services.parks',
    ],
    cues: {
      fr: [
        'surveillance de la cour',
        'surveillance de la récréation',
        'cour d’école',
        'aire de jeux',
        'module de jeux',
        'récréation',
        'surveillance du dîner',
        'jeux extérieurs',
        'balançoires',
        'surveillance de la cour d’école',
        'bagarre dans la cour',
      ],
      en: [
        'recess duty',
        'playground supervision',
        'schoolyard',
        'play structure',
        'yard duty',
        'outdoor supervision at recess',
        'lunch duty',
        'supervising recess',
        'climbing frame',
        'monkey bars',
        'fight in the schoolyard',
        'playground swings',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Fermer les zones glacées ou endommagées de la cour.'],
        en: ['Close icy or damaged areas of the yard.'],
      },
      substitution: {
        fr: ['Récréation à l’intérieur lors de froid ou de chaleur extrêmes.'],
        en: ['Indoor recess in extreme cold or heat.'],
      },
      engineering: {
        fr: ['Surfaces amortissantes sous les modules ; déglaçage ; zones d’ombre.'],
        en: ['Impact-absorbing surfacing under play structures; de-icing; shaded areas.'],
      },
      administrative: {
        fr: ['Ratio de surveillants, zones assignées, radio ou téléphone, procédure en cas de blessure.'],
        en: ['Supervisor ratios, assigned zones, a radio or phone, an injury procedure.'],
      },
      ppe: {
        fr: ['Crampons à glace, dossard, vêtements adaptés à la météo.'],
        en: ['Ice cleats, a vest, weather-appropriate clothing.'],
      },
    },
    recommendation: {
      fr: 'Assigner des zones de surveillance avec un moyen de communication et fermer les zones glacées de la cour.',
      en: 'Assign supervision zones with a means of communication and close icy areas of the yard.',
    },
  },
  {
    id: 'voice-strain',
    name: { fr: 'Troubles de la voix', en: 'Voice disorders' },
    description: {
      fr: 'Usage intensif de la voix dans des locaux bruyants ou réverbérants (enseignants, éducatrices, centres d’appels) : enrouement, nodules, extinction de voix.',
      en: 'Heavy voice use in noisy or echoing rooms (teachers, early childhood educators, call centres): hoarseness, nodules, loss of voice.',
    },
    family: 'ergonomics',
    sectors: [
      'education.schools.classrooms',
      'education.child-care',
      'education.post-secondary.lecture-halls',
      'public-administration.public-service-offices.call-centres',
    ],
    cues: {
      fr: [
        'extinction de voix',
        'enrouement',
        'cordes vocales',
        'parler fort toute la journée',
        'fatigue vocale',
        'nodules',
        'perdu la voix',
        'voix cassée',
        'mal à la gorge à force de parler',
        'orthophoniste',
        'amplificateur de voix',
        'classe bruyante',
        'plus de voix',
      ],
      en: [
        'lost my voice',
        'hoarseness',
        'vocal cords',
        'raising my voice all day',
        'vocal fatigue',
        'voice strain',
        'losing my voice',
        'sore throat from talking',
        'voice amplifier',
        'noisy classroom',
        'laryngitis',
        'speech therapist',
        'lost her voice',
        'lost his voice',
      ],
    },
    severity: 'faible',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Réduire le bruit de fond de la classe (patins de chaises, ventilation).'],
        en: ['Reduce background noise in the classroom (chair glides, ventilation).'],
      },
      substitution: {
        fr: ['Système d’amplification de la voix en classe.'],
        en: ['A classroom voice amplification system.'],
      },
      engineering: {
        fr: ['Traitement acoustique des locaux réverbérants.'],
        en: ['Acoustic treatment of echoing rooms.'],
      },
      administrative: {
        fr: ['Formation à l’hygiène vocale ; pauses vocales ; eau à portée.'],
        en: ['Voice care training; voice rest breaks; water within reach.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne protège la voix : l’amplification et l’acoustique le font.',
          en: 'No PPE protects the voice: amplification and acoustics do.',
        },
      },
    },
    recommendation: {
      fr: 'Fournir un système d’amplification de la voix aux enseignants qui le demandent et traiter l’acoustique des locaux.',
      en: 'Provide a voice amplification system to teachers who ask for one and treat the acoustics of the rooms.',
    },
  },
  {
    id: 'child-care-postures',
    name: { fr: 'Postures en service de garde', en: 'Postures in child care' },
    description: {
      fr: 'Soulever les enfants, changer les couches, s’asseoir sur du mobilier à hauteur d’enfant et se pencher toute la journée : maux de dos et de genoux.',
      en: 'Lifting children, changing diapers, sitting on child-sized furniture and bending all day: back and knee pain.',
    },
    family: 'ergonomics',
    sectors: [
      'education.child-care',
      'education.child-care.infant-rooms',
      'education.child-care.preschool',
      'education.schools.special-education',
    ],
    cues: {
      fr: [
        'table à langer',
        'changer les couches',
        'soulever les enfants',
        'petites chaises',
        'mobilier à hauteur d’enfant',
        'lits de poupons',
        'penchée sur les enfants',
        'assise par terre',
        'prendre les enfants dans les bras',
        'bambins',
        'lits de camp',
        'poupons',
      ],
      en: [
        'changing table',
        'diaper changing',
        'lifting toddlers',
        'child-sized chairs',
        'kneeling on the floor with children',
        'cribs',
        'bending over children',
        'sitting on the floor',
        'carrying toddlers',
        'picking up children',
        'nap cots',
        'infant room',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Laisser les enfants monter seuls à la table à langer ou au lit par un escalier.'],
        en: ['Let children climb to the changing table or crib by steps.'],
      },
      substitution: {
        fr: ['Tables à langer à hauteur réglable ; chaises d’adulte basses à roulettes.'],
        en: ['Height-adjustable changing tables; low adult chairs on casters.'],
      },
      engineering: {
        fr: ['Lits de poupons à côté abaissable ; rangement à hauteur de taille.'],
        en: ['Cribs with drop sides; storage at waist height.'],
      },
      administrative: {
        fr: ['Formation aux postures ; alternance des tâches.'],
        en: ['Posture training; task rotation.'],
      },
      ppe: {
        fr: ['Genouillères pour le travail au sol.'],
        en: ['Knee pads for floor work.'],
      },
    },
    recommendation: {
      fr: 'Équiper les locaux de tables à langer réglables avec marches et de chaises basses pour adultes.',
      en: 'Equip rooms with adjustable changing tables with steps and low adult chairs.',
    },
  },
];
