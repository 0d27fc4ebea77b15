import type { HazardDefinition } from './types';

/** Issue 12: hazards of vehicle service, hydraulics, crushers and wind farms. */
export const plantHazards: readonly HazardDefinition[] = [
  {
    id: 'airbag-srs',
    name: { fr: 'Coussins gonflables et prétendeurs', en: 'Airbags and seat-belt pretensioners' },
    description: {
      fr: 'Déploiement accidentel d’un coussin gonflable ou d’un prétendeur pendant une réparation, un remplacement de pare-brise ou un démantèlement : blessures au visage et aux mains.',
      en: 'An airbag or pretensioner deploying accidentally during repair, windshield replacement or dismantling: face and hand injuries.',
    },
    family: 'machinery',
    sectors: [
      'automotive.repair-maintenance',
      'automotive.body-paint.collision-repair',
      'automotive.body-paint.glass-replacement',
      'automotive.repair-maintenance.diagnostics-electrical',
    ],
    cues: {
      fr: [
        'coussin gonflable',
        'sac gonflable',
        'prétendeur de ceinture',
        'module de coussin',
        'système de retenue supplémentaire',
        'déploiement accidentel',
      ],
      en: [
        'airbag',
        'airbag module',
        'seat-belt pretensioner',
        'SRS',
        'supplemental restraint system',
        'accidental deployment',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Débrancher la batterie et attendre le délai du fabricant avant de toucher au système.'],
        en: ['Disconnect the battery and wait the maker’s time before touching the system.'],
      },
      substitution: {
        fr: ['Déployer les modules de façon contrôlée avant le démantèlement.'],
        en: ['Deploy modules in a controlled way before dismantling.'],
      },
      engineering: {
        fr: ['Rangement des modules face vers le haut, dans une armoire désignée.'],
        en: ['Modules stored face up, in a designated cabinet.'],
      },
      administrative: {
        fr: ['Suivre la procédure du fabricant ; formation ; jamais de sonde ohmmètre sur un module.'],
        en: ['Follow the maker’s procedure; training; never probe a module with an ohmmeter.'],
      },
      ppe: {
        fr: ['Lunettes de sécurité et gants pour manipuler un module déployé.'],
        en: ['Safety glasses and gloves to handle a deployed module.'],
      },
    },
    recommendation: {
      fr: 'Débrancher la batterie et respecter le délai du fabricant avant tout travail près d’un coussin gonflable ou d’un prétendeur.',
      en: 'Disconnect the battery and observe the maker’s wait time before any work near an airbag or pretensioner.',
    },
  },
  {
    id: 'hydraulic-injection',
    name: { fr: 'Injection de fluide hydraulique', en: 'Hydraulic fluid injection' },
    description: {
      fr: 'Jet de fluide hydraulique sous haute pression qui pénètre la peau par une fuite en trou d’épingle : blessure grave, souvent amputée si elle n’est pas traitée d’urgence.',
      en: 'A high-pressure jet of hydraulic fluid piercing the skin from a pinhole leak: a severe injury, often leading to amputation if not treated urgently.',
    },
    family: 'machinery',
    sectors: [
      'mining-metals.underground-mining.underground-maintenance',
      'forestry-sawmills.logging.mechanized-harvesting',
      'automotive.repair-maintenance.heavy-vehicle-repair',
      'agriculture',
      'construction.suppliers-services.equipment-rental',
    ],
    cues: {
      fr: [
        'injection d’huile hydraulique',
        'fuite en trou d’épingle',
        'boyau hydraulique percé',
        'chercher une fuite avec la main',
        'fuite hydraulique',
        'huile hydraulique sous pression',
        'injection sous la peau',
        'fuite d’huile sous pression',
        'boyau hydraulique éclaté',
      ],
      en: [
        'hydraulic injection',
        'pinhole leak',
        'hydraulic hose leak',
        'feeling for a leak with the hand',
        'injection injury',
        'pressurised hydraulic oil',
        'oil injection',
        'injected under the skin',
        'hydraulic hose burst',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Relâcher la pression du circuit avant toute intervention.'],
        en: ['Release circuit pressure before any work.'],
      },
      substitution: {
        fr: ['Boyaux et raccords de qualité remplacés selon un calendrier.'],
        en: ['Quality hoses and fittings replaced on a schedule.'],
      },
      engineering: {
        fr: ['Gaines de protection sur les boyaux près des postes de conduite.'],
        en: ['Protective sleeves on hoses near operator stations.'],
      },
      administrative: {
        fr: [
          'Chercher une fuite avec un carton, jamais avec la main ; consulter d’urgence après toute injection.',
        ],
        en: ['Look for leaks with cardboard, never a hand; seek emergency care after any injection.'],
      },
      ppe: {
        fr: ['Gants et lunettes de sécurité.'],
        en: ['Gloves and safety glasses.'],
      },
    },
    recommendation: {
      fr: 'Interdire de chercher une fuite hydraulique à la main et faire voir d’urgence un médecin après toute injection, même minime.',
      en: 'Forbid feeling for hydraulic leaks by hand and send any injection, however small, for emergency medical care.',
    },
  },
  {
    id: 'crushers-screens',
    name: { fr: 'Concasseurs et cribles', en: 'Crushers and screens' },
    description: {
      fr: 'Débloquer un concasseur ou un crible en marche, se tenir sur la trémie, pierres projetées : happement, chute dans le concasseur, blessures graves.',
      en: 'Clearing a running crusher or screen, standing on the hopper, flying rock: entanglement, falling into the crusher, serious injuries.',
    },
    family: 'machinery',
    sectors: [
      'mining-metals.open-pit-quarries.crushing-screening',
      'mining-metals.mineral-processing.grinding',
      'construction.infrastructure.roadwork-paving',
      'forestry-sawmills.arboriculture.stump-grinding-chipping',
    ],
    cues: {
      fr: [
        'concasseur',
        'crible',
        'concasseur à mâchoires',
        'débloquer le concasseur',
        'bourrage du concasseur',
        'trémie du concasseur',
        'usine de concassage',
        'concassage',
        'tamiseur',
      ],
      en: [
        'rock crusher',
        'screen deck',
        'jaw crusher',
        'crusher operator',
        'cone crusher',
        'crusher hopper',
        'crushing plant',
        'crusher jam',
        'screening plant',
        'bridged crusher',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Débloquer à distance ou après cadenassage, jamais en se tenant sur la trémie.'],
        en: ['Clear remotely or after lockout, never standing on the hopper.'],
      },
      substitution: {
        fr: ['Brise-roche hydraulique télécommandé pour les blocages.'],
        en: ['A remote-controlled hydraulic rock breaker for blockages.'],
      },
      engineering: {
        fr: [
          'Protecteurs sur les courroies et poulies ; garde-corps autour de la trémie ; arrêts d’urgence.',
        ],
        en: ['Guards on belts and pulleys; guardrails around the hopper; emergency stops.'],
      },
      administrative: {
        fr: ['Cadenassage pour tout déblocage ; zone d’exclusion ; formation.'],
        en: ['Lockout for every blockage; an exclusion zone; training.'],
      },
      ppe: {
        fr: [
          'Harnais attaché si le travail se fait au-dessus de la trémie ; casque, lunettes, protection auditive.',
        ],
        en: ['Harness tied off for work above the hopper; hard hat, glasses, hearing protection.'],
      },
    },
    recommendation: {
      fr: 'Équiper les concasseurs d’un brise-roche télécommandé et exiger le cadenassage pour tout déblocage.',
      en: 'Equip crushers with a remote rock breaker and require lockout for every blockage.',
    },
  },
  {
    id: 'wind-turbine-ice-throw',
    name: { fr: 'Projection de glace des éoliennes', en: 'Wind turbine ice throw' },
    description: {
      fr: 'Glace qui se détache des pales ou de la tour d’une éolienne en hiver et frappe les travailleurs et véhicules au pied de l’éolienne.',
      en: 'Ice shedding from a wind turbine’s blades or tower in winter and striking workers and vehicles at its base.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'renewable-energy.wind',
      'renewable-energy.wind.nacelle-maintenance',
      'renewable-energy.wind.tower-climbing',
    ],
    cues: {
      fr: [
        'projection de glace',
        'glace sur les pales',
        'chute de glace de l’éolienne',
        'givrage des pales',
        'zone de chute de glace',
        'givre sur les pales',
        'chute de glace',
        'morceaux de glace',
      ],
      en: [
        'ice throw',
        'ice on the blades',
        'ice shedding',
        'blade icing',
        'ice fall zone',
        'ice falling from the blades',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Arrêter l’éolienne et attendre la fonte avant d’approcher.'],
        en: ['Stop the turbine and wait for melting before approaching.'],
      },
      substitution: {
        fr: ['Pales avec système de dégivrage.'],
        en: ['Blades with a de-icing system.'],
      },
      engineering: {
        fr: ['Détecteur de givre qui arrête l’éolienne ; stationnement hors de la zone de chute.'],
        en: ['An ice detector that stops the turbine; parking outside the fall zone.'],
      },
      administrative: {
        fr: ['Périmètre affiché en hiver ; approche face au vent ; orientation du rotor avant l’entrée.'],
        en: ['A posted winter perimeter; approach upwind; rotor positioned before entry.'],
      },
      ppe: {
        fr: ['Casque avec jugulaire.'],
        en: ['A chin-strapped hard hat.'],
      },
    },
    recommendation: {
      fr: 'Afficher une zone de chute de glace en hiver et arrêter l’éolienne avant de s’approcher quand les pales sont givrées.',
      en: 'Post an ice fall zone in winter and stop the turbine before approaching when the blades are iced.',
    },
  },
];
