import type { HazardDefinition } from './types';

/** Issue 12: hazards of health care and food services. */
export const careAndFoodHazards: readonly HazardDefinition[] = [
  {
    id: 'patient-handling',
    name: { fr: 'Déplacement des bénéficiaires', en: 'Patient and client handling' },
    description: {
      fr: 'Blessures au dos et aux épaules en levant, transférant ou repositionnant des patients, des résidents ou des enfants, surtout sans aide mécanique.',
      en: 'Back and shoulder injuries from lifting, transferring or repositioning patients, residents or children, especially without mechanical aids.',
    },
    family: 'ergonomics',
    sectors: [
      'health-care',
      'health-care.long-term-care',
      'health-care.home-community-care',
      'education.child-care',
    ],
    cues: {
      fr: [
        'transfert',
        'lève-personne',
        'lève-patient',
        'verticalisateur',
        'planche de transfert',
        'drap de glissement',
        'déplacement des bénéficiaires',
        'repositionnement',
        'PDSB',
        'lit au fauteuil',
      ],
      en: [
        'patient transfer',
        'patient lift',
        'ceiling lift',
        'sit-to-stand lift',
        'transfer board',
        'slide sheet',
        'repositioning',
        'transfer belt',
        'lifting patients',
      ],
    },
    severity: 'eleve',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Encourager la mobilité autonome du bénéficiaire quand son état le permet.'],
        en: ['Encourage the client to move independently when their condition allows.'],
      },
      substitution: {
        fr: ['Lève-personne, draps de glissement et lits à hauteur variable au lieu du levage manuel.'],
        en: ['Mechanical lifts, slide sheets and height-adjustable beds instead of manual lifting.'],
      },
      engineering: {
        fr: ['Lève-personnes sur rail au plafond dans les chambres ; espace suffisant autour du lit.'],
        en: ['Ceiling-track lifts in rooms; enough space around the bed.'],
      },
      administrative: {
        fr: [
          'Évaluation de la mobilité de chaque bénéficiaire ; formation PDSB ; entretien des équipements.',
        ],
        en: ['Mobility assessment for each client; safe handling training; equipment maintenance.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun équipement individuel ne réduit la charge sur le dos : les aides mécaniques le font.',
          en: 'No personal equipment reduces the load on the back: mechanical aids do.',
        },
      },
    },
    recommendation: {
      fr: 'Rendre un lève-personne en état de marche disponible pour chaque transfert qui l’exige et former le personnel.',
      en: 'Make a working mechanical lift available for every transfer that needs one, and train staff.',
    },
  },
  {
    id: 'needlestick-sharps',
    name: {
      fr: 'Piqûres d’aiguilles et objets tranchants souillés',
      en: 'Needlesticks and contaminated sharps',
    },
    description: {
      fr: 'Piqûre ou coupure par une aiguille ou un objet tranchant souillé de sang : hépatites B et C, VIH.',
      en: 'A prick or cut by a needle or sharp contaminated with blood: hepatitis B and C, HIV.',
    },
    family: 'biological',
    sectors: [
      'health-care',
      'health-care.hospitals',
      'health-care.clinics',
      'health-care.home-community-care',
    ],
    cues: {
      fr: [
        'aiguille',
        'seringue',
        'piqûre accidentelle',
        'contenant pour objets tranchants',
        'recapuchonner',
        'lancette',
      ],
      en: ['needle', 'syringe', 'needlestick', 'sharps container', 'recap', 'lancet'],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Supprimer les injections non nécessaires ; systèmes sans aiguille.'],
        en: ['Remove unnecessary injections; needleless systems.'],
      },
      substitution: {
        fr: ['Aiguilles et lancettes à dispositif de sécurité intégré.'],
        en: ['Safety-engineered needles and lancets.'],
      },
      engineering: {
        fr: ['Contenants pour objets tranchants à portée de main, changés aux trois quarts.'],
        en: ['Sharps containers within reach, changed when three quarters full.'],
      },
      administrative: {
        fr: ['Interdiction de recapuchonner ; vaccination contre l’hépatite B ; protocole post-exposition.'],
        en: ['No recapping; hepatitis B vaccination; post-exposure protocol.'],
      },
      ppe: {
        fr: ['Gants lors des prélèvements.'],
        en: ['Gloves for blood draws.'],
      },
    },
    recommendation: {
      fr: 'Utiliser des aiguilles sécuritaires, jeter immédiatement dans un contenant à portée de main et ne jamais recapuchonner.',
      en: 'Use safety-engineered needles, discard at once into a container within reach and never recap.',
    },
  },
  {
    id: 'burns-scalds',
    name: { fr: 'Brûlures et ébouillantements', en: 'Burns and scalds' },
    description: {
      fr: 'Brûlures par de l’huile de friture, de l’eau bouillante, de la vapeur, des surfaces chaudes ou du métal en fusion.',
      en: 'Burns from frying oil, boiling water, steam, hot surfaces or molten metal.',
    },
    family: 'physical-agents',
    sectors: [
      'food-services',
      'manufacturing.food-beverage',
      'mining-metals.primary-metals',
      'agriculture.maple-forest-farms.sugar-shacks',
    ],
    cues: {
      fr: [
        'brûlure',
        'huile chaude',
        'friteuse',
        'eau bouillante',
        'ébouillanté',
        'vapeur brûlante',
        'métal en fusion',
        'gants résistants à la chaleur',
        'gants isolants',
        'mitaines de four',
        'gants de four',
      ],
      en: [
        'burn',
        'hot oil',
        'deep fryer',
        'boiling water',
        'scald',
        'hot surface',
        'molten metal',
        'heat-resistant gloves',
        'oven mitts',
        'oven mitt',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne pas transporter de liquides chauds : vidange et filtration de l’huile par pompe.'],
        en: ['Do not carry hot liquids: pump-driven oil draining and filtration.'],
      },
      substitution: {
        fr: ['Équipements à bascule ou à robinet plutôt que le transvasement manuel.'],
        en: ['Tilting or tap-equipped equipment instead of manual pouring.'],
      },
      engineering: {
        fr: ['Couvercles verrouillables, écrans anti-éclaboussures, thermostats et isolation des surfaces.'],
        en: ['Locking lids, splash guards, thermostats and insulated surfaces.'],
      },
      administrative: {
        fr: [
          'Laisser refroidir l’huile avant la vidange ; procédures et formation ; premiers soins des brûlures.',
        ],
        en: ['Let oil cool before draining; procedures and training; burn first aid.'],
      },
      ppe: {
        fr: ['Gants isolants, manches longues, tablier et écran facial selon la tâche.'],
        en: ['Insulated gloves, long sleeves, apron and face shield as the task requires.'],
      },
    },
    recommendation: {
      fr: 'Supprimer le transport de liquides chauds et fournir gants isolants et protection des avant-bras aux postes chauds.',
      en: 'Stop carrying hot liquids and provide insulated gloves and forearm protection at hot stations.',
    },
  },
];
