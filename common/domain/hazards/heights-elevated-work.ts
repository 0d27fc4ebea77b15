import type { HazardDefinition } from './types';

export const elevatedWorkHazards: readonly HazardDefinition[] = [
  {
    id: 'aerial-work-platforms',
    name: { fr: 'Plateformes élévatrices et nacelles', en: 'Aerial work platforms and boom lifts' },
    description: {
      fr: 'Renversement, éjection de la nacelle, coincement contre une structure ou contact avec une ligne électrique lors de l’utilisation d’une plateforme élévatrice.',
      en: 'Tip-over, ejection from the basket, crushing against a structure or power line contact while using an aerial work platform.',
    },
    family: 'heights',
    sectors: [
      'construction.commercial-institutional',
      'construction.specialized-trades.electrical',
      'forestry-sawmills.arboriculture.bucket-truck-work',
      'renewable-energy.storage-grid.transmission-lines',
      'transport-warehousing.warehousing',
    ],
    cues: {
      fr: [
        'nacelle',
        'plateforme élévatrice',
        'plateforme à ciseaux',
        'flèche articulée',
        'camion-nacelle',
        'PEMP',
        'stabilisateurs',
        'plateforme élévatrice mobile',
        'nacelle élévatrice',
        'flèche télescopique',
        'panier de la nacelle',
        'élévateur à ciseaux',
        'nacelle articulée',
      ],
      en: [
        'aerial lift',
        'boom lift',
        'scissor lift',
        'elevating work platform',
        'bucket truck',
        'MEWP',
        'outriggers',
        'man lift',
        'manlift',
        'JLG',
        'Genie lift',
        'telescopic boom lift',
        'boom lift basket',
        'lift basket',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Planifier les travaux pour les réaliser au sol lorsque c’est possible.'],
        en: ['Plan the work so it can be done from the ground where possible.'],
      },
      substitution: {
        fr: [
          'Choisir le type de plateforme adapté au terrain et à la hauteur (ciseaux sur sol plat, flèche sur terrain accidenté).',
        ],
        en: [
          'Choose the platform type suited to the ground and height (scissor on level floors, boom on rough terrain).',
        ],
      },
      engineering: {
        fr: [
          'Plateforme munie de capteurs d’inclinaison et de surcharge, de garde-corps et de commandes protégées contre l’écrasement.',
        ],
        en: ['Platform with tilt and overload sensors, guardrails and controls protected against crushing.'],
      },
      administrative: {
        fr: [
          'Formation de l’opérateur, inspection avant utilisation et vérification du sol et des obstacles aériens.',
          'Procédure de sauvetage et de descente d’urgence connue du personnel au sol.',
        ],
        en: [
          'Operator training, pre-use inspection and check of ground conditions and overhead obstructions.',
          'Rescue and emergency lowering procedure known to ground personnel.',
        ],
      },
      ppe: {
        fr: ['Harnais avec cordon de retenue court dans les plateformes à flèche ; casque.'],
        en: ['Harness with a short restraint lanyard in boom-supported platforms; hard hat.'],
      },
    },
    recommendation: {
      fr: 'Vérifier le sol, les lignes électriques et les obstacles avant chaque montée et garder un préposé formé au sol.',
      en: 'Check the ground, power lines and obstructions before each lift and keep a trained person on the ground.',
    },
  },
  {
    id: 'working-over-water',
    name: { fr: 'Travail au-dessus ou près de l’eau', en: 'Working over or near water' },
    description: {
      fr: 'Noyade ou hypothermie après une chute à l’eau depuis un quai, un pont, un barrage, une embarcation ou la glace.',
      en: 'Drowning or hypothermia after falling into water from a wharf, bridge, dam, boat or ice.',
    },
    family: 'heights',
    sectors: [
      'construction.infrastructure.bridges-structures',
      'renewable-energy.hydro.dams-spillways',
      'renewable-energy.hydro.reservoir-work',
      'transport-warehousing.rail-marine-air.longshoring',
      'transport-warehousing.rail-marine-air.vessel-operations',
      'professional-services.engineering-consulting.environmental-sampling',
    ],
    cues: {
      fr: [
        'quai',
        'noyade',
        'gilet de sauvetage',
        'VFI',
        'vêtement de flottaison',
        'bouée de sauvetage',
        'embarcation',
        'bouée',
        'glace',
        'barrage',
        'berge',
        'eau froide',
        'tomber à l’eau',
        'tombé à l’eau',
        'chute à l’eau',
        'au-dessus de l’eau',
        'bord du quai',
        'glace mince',
        'épaisseur de la glace',
        'épaisseur de glace',
        'glace bleue',
      ],
      en: [
        'wharf',
        'drowning',
        'life jacket',
        'PFD',
        'personal flotation device',
        'flotation device',
        'life vest',
        'lifebuoy',
        'boat',
        'ring buoy',
        'ice',
        'dam',
        'cold water',
        'fell into the water',
        'fall into the water',
        'over the water',
        'edge of the dock',
        'thin ice',
        'float coat',
        'ice thickness',
        'clear blue ice',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Réaliser les travaux depuis la rive ou planifier hors des périodes de crue ou de glace mince.'],
        en: ['Work from shore, or schedule outside flood periods and thin-ice conditions.'],
      },
      substitution: {
        fr: [
          'Utiliser des équipements télécommandés ou des perches d’échantillonnage plutôt que d’entrer dans l’eau.',
        ],
        en: ['Use remote equipment or sampling poles instead of entering the water.'],
      },
      engineering: {
        fr: ['Garde-corps sur les quais et passerelles, filets ou plateformes de travail sous les ponts.'],
        en: ['Guardrails on wharves and walkways, nets or work platforms under bridges.'],
      },
      administrative: {
        fr: [
          'Plan de sauvetage nautique avec embarcation et personnel formé, mesure de l’épaisseur de la glace.',
          'Interdire le travail seul près de l’eau.',
        ],
        en: [
          'Water rescue plan with a boat and trained crew, ice thickness testing.',
          'Prohibit working alone near water.',
        ],
      },
      ppe: {
        fr: ['Gilet de sauvetage ou VFI approuvé, combinaison de flottaison en eau froide.'],
        en: ['Approved life jacket or PFD, flotation suit in cold water.'],
      },
    },
    recommendation: {
      fr: 'Exiger le port du VFI et disposer d’un moyen de sauvetage prêt à l’emploi à proximité de l’eau.',
      en: 'Require PFDs and keep a ready-to-use rescue means near the water.',
    },
  },
  {
    id: 'wind-turbine-tower-work',
    name: { fr: 'Travail dans les tours d’éoliennes', en: 'Wind turbine tower work' },
    description: {
      fr: 'Ascension d’échelles de grande hauteur, travail dans la nacelle et sur les pales : chute, épuisement, évacuation difficile et secours tardifs en site isolé.',
      en: 'Climbing tall ladders, working in the nacelle and on blades: falls, exhaustion, difficult evacuation and delayed help at remote sites.',
    },
    family: 'heights',
    sectors: ['renewable-energy.wind'],
    cues: {
      fr: [
        'éolienne',
        'nacelle',
        'ascension',
        'coulisseau antichute',
        'rail antichute',
        'pale',
        'moyeu',
        'évacuation de la nacelle',
        'descendeur',
        'tour d’éolienne',
        'technicien d’éolienne',
        'échelle de la tour',
        'monter dans la tour',
      ],
      en: [
        'wind turbine',
        'nacelle',
        'tower climb',
        'climb assist',
        'fall arrest rail',
        'blade',
        'hub',
        'nacelle evacuation',
        'rescue descender',
        'turbine tower',
        'wind technician',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Effectuer les diagnostics à distance (surveillance SCADA) pour réduire les ascensions.'],
        en: ['Diagnose remotely (SCADA monitoring) to reduce climbs.'],
      },
      substitution: {
        fr: [
          'Utiliser l’ascenseur de service ou l’assistance à la montée plutôt que l’échelle seule ; inspecter les pales par drone.',
        ],
        en: ['Use the service lift or climb assist rather than the ladder alone; inspect blades by drone.'],
      },
      engineering: {
        fr: [
          'Rail antichute continu, paliers de repos, points d’ancrage certifiés dans la nacelle et le moyeu.',
        ],
        en: ['Continuous fall arrest rail, rest platforms, certified anchor points in the nacelle and hub.'],
      },
      administrative: {
        fr: [
          'Travail en équipe d’au moins deux, plan de sauvetage en hauteur et exercices d’évacuation.',
          'Aptitude physique, limites de vent et cadenassage du rotor avant d’entrer dans le moyeu.',
        ],
        en: [
          'Work in teams of at least two, rescue-at-height plan and evacuation drills.',
          'Fitness for climbing, wind limits and rotor lockout before entering the hub.',
        ],
      },
      ppe: {
        fr: [
          'Harnais complet avec coulisseau compatible, casque à jugulaire, trousse de sauvetage et descendeur.',
        ],
        en: [
          'Full-body harness with compatible rail slider, helmet with chin strap, rescue kit and descender.',
        ],
      },
    },
    recommendation: {
      fr: 'Ne jamais monter seul : équipe formée au sauvetage en hauteur, rotor cadenassé et limites de vent respectées.',
      en: 'Never climb alone: a team trained in rescue at height, rotor locked out and wind limits respected.',
    },
  },
];
