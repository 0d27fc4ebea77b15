import type { HazardDefinition } from './types';

/** Issue 12: hazards of power distribution and transmission work. */
export const utilityPowerHazards: readonly HazardDefinition[] = [
  {
    id: 'step-touch-potential',
    name: { fr: 'Tension de pas, de contact et tension induite', en: 'Step, touch and induced voltage' },
    description: {
      fr: 'Électrisation dans un poste électrique ou près de conducteurs hors tension mais induits, par défaut à la terre ou par un véhicule qui touche une ligne.',
      en: 'Shock in a substation or near de-energized but induced conductors, from a ground fault or a vehicle contacting a line.',
    },
    family: 'electrical',
    sectors: [
      'utilities.electric-power.substations',
      'utilities.electric-power',
      'renewable-energy.storage-grid.substations',
      'renewable-energy.storage-grid.transmission-lines',
    ],
    cues: {
      fr: [
        'tension de pas',
        'tension de contact',
        'tension induite',
        'clôture du poste',
        'mise à la terre temporaire',
        'montée du potentiel de terre',
        'zone équipotentielle',
        'potentiel de terre',
      ],
      en: [
        'step potential',
        'touch potential',
        'induced voltage',
        'substation fence',
        'temporary protective grounds',
        'ground potential rise',
        'equipotential zone',
        'ground gradient',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Travailler sur un réseau isolé et mis à la terre aux deux extrémités.'],
        en: ['Work on isolated equipment grounded at both ends.'],
      },
      substitution: {
        fr: ['Inspection à distance (thermographie, drone) au lieu d’entrer dans le poste.'],
        en: ['Remote inspection (thermography, drone) instead of entering the substation.'],
      },
      engineering: {
        fr: [
          'Mise à la terre équipotentielle de la zone de travail, tapis équipotentiels, clôture du poste mise à la terre.',
        ],
        en: ['Equipotential grounding of the work zone, ground mats, grounded substation fence.'],
      },
      administrative: {
        fr: ['Accès au poste réservé aux personnes qualifiées ; procédure de mise à la terre temporaire.'],
        en: ['Substation access limited to qualified people; a temporary grounding procedure.'],
      },
      ppe: {
        fr: ['Bottes diélectriques ; gants isolants selon la tâche.'],
        en: ['Dielectric boots; insulating gloves as the task requires.'],
      },
    },
    recommendation: {
      fr: 'Appliquer une procédure de mise à la terre équipotentielle et réserver l’accès au poste aux personnes qualifiées.',
      en: 'Apply an equipotential grounding procedure and limit substation access to qualified people.',
    },
  },
  {
    id: 'live-line-work',
    name: { fr: 'Travaux sous tension sur les réseaux', en: 'Live-line work on power systems' },
    description: {
      fr: 'Travaux de monteurs de lignes sur des conducteurs sous tension avec perches isolantes ou gants de caoutchouc : électrocution et arc électrique.',
      en: 'Lineworkers working on energized conductors with hot sticks or rubber gloves: electrocution and arc flash.',
    },
    family: 'electrical',
    sectors: [
      'utilities.electric-power.distribution-lines',
      'utilities.electric-power',
      'renewable-energy.storage-grid.transmission-lines',
      'construction.infrastructure.utility-lines',
    ],
    cues: {
      fr: [
        'travail sous tension',
        'perche isolante',
        'gants isolants en caoutchouc',
        'monteur de lignes',
        'conducteur sous tension',
        'couvre-conducteur',
        'lignes sous tension',
        'travaux sous tension',
        'perche de manœuvre',
      ],
      en: [
        'live-line work',
        'hot stick',
        'rubber insulating gloves',
        'lineworker',
        'lineman',
        'energized conductor',
        'hot-line work',
        'energized lines',
        'rubber gloving',
        'barehand work',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Mettre la ligne hors tension et à la terre quand le service le permet.'],
        en: ['De-energize and ground the line when service allows.'],
      },
      substitution: {
        fr: ['Méthode à distance à la perche plutôt qu’aux gants.'],
        en: ['Hot-stick methods rather than rubber-glove work.'],
      },
      engineering: {
        fr: ['Couvre-conducteurs et protecteurs isolants ; nacelle isolée testée.'],
        en: ['Line hoses and insulating covers; a tested insulated bucket.'],
      },
      administrative: {
        fr: [
          'Personnel qualifié, réunion préalable, distances limites d’approche, désactivation du réenclenchement.',
        ],
        en: ['Qualified staff, a tailboard briefing, limits of approach, reclosers blocked.'],
      },
      ppe: {
        fr: ['Gants et manchettes isolants de classe appropriée, testés ; vêtements résistants à l’arc.'],
        en: ['Insulating gloves and sleeves of the right class, tested; arc-rated clothing.'],
      },
    },
    recommendation: {
      fr: 'Vérifier les dates d’essai des gants et manchettes isolants et bloquer le réenclenchement avant tout travail sous tension.',
      en: 'Check the test dates of rubber gloves and sleeves and block reclosing before any live-line work.',
    },
  },
  {
    id: 'pole-climbing',
    name: { fr: 'Escalade de poteaux', en: 'Pole climbing' },
    description: {
      fr: 'Chute en grimpant un poteau de bois avec des éperons, poteau pourri qui cède, sauvetage difficile en haut du poteau.',
      en: 'Falling while climbing a wooden pole with gaffs, a rotten pole giving way, a difficult pole-top rescue.',
    },
    family: 'heights',
    sectors: [
      'utilities.electric-power.distribution-lines',
      'utilities.electric-power',
      'professional-services.it-services.onsite-installation',
      'public-administration.roads-transport.traffic-signals',
    ],
    cues: {
      fr: [
        'grimper au poteau',
        'éperons de monteur',
        'poteau de bois',
        'courroie de poteau',
        'sauvetage en haut du poteau',
        'poteau pourri',
        'monter dans le poteau',
        'grimper dans le poteau',
        'éperons',
      ],
      en: [
        'pole climbing',
        'climbing gaffs',
        'wood pole',
        'pole strap',
        'pole-top rescue',
        'rotten pole',
        'climbing the pole',
        'climbing spurs',
        'pole climber',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Travailler depuis un camion-nacelle quand le poteau est accessible.'],
        en: ['Work from a bucket truck when the pole can be reached.'],
      },
      substitution: {
        fr: ['Dispositif antichute de poteau plutôt que la seule courroie.'],
        en: ['A pole fall-restriction device rather than the strap alone.'],
      },
      engineering: {
        fr: ['Poteaux inspectés et haubanés ; échelle fixée si besoin.'],
        en: ['Poles inspected and guyed; a secured ladder if needed.'],
      },
      administrative: {
        fr: ['Vérifier le poteau (coup de marteau, sondage) avant de monter ; formation au sauvetage.'],
        en: ['Test the pole (hammer, probe) before climbing; pole-top rescue training.'],
      },
      ppe: {
        fr: ['Éperons entretenus, courroie antichute de poteau, casque.'],
        en: ['Maintained gaffs, a fall-restricting pole strap, hard hat.'],
      },
    },
    recommendation: {
      fr: 'Faire vérifier chaque poteau avant de monter et utiliser un dispositif antichute de poteau en plus de la courroie.',
      en: 'Have each pole tested before climbing and use a pole fall-restriction device in addition to the strap.',
    },
  },
  {
    id: 'line-clearance-tree-work',
    name: { fr: 'Élagage près des lignes électriques', en: 'Tree work near power lines' },
    description: {
      fr: 'Élagage, abattage ou déchiquetage de branches près de conducteurs sous tension : électrocution par l’arbre, l’outil ou la nacelle, chutes de branches.',
      en: 'Pruning, felling or chipping branches near energized conductors: electrocution through the tree, the tool or the bucket, falling limbs.',
    },
    family: 'electrical',
    sectors: [
      'forestry-sawmills.arboriculture.utility-line-clearing',
      'utilities.electric-power.vegetation-control',
      'forestry-sawmills.arboriculture',
      'public-administration.municipal-services.parks',
    ],
    cues: {
      fr: [
        'élagage près des lignes',
        'dégagement de la végétation',
        'élagueur de lignes',
        'branches sur les fils',
        'arboriculteur près des lignes',
        'maîtrise de la végétation',
        'élagage près du réseau',
        'émondage près des lignes',
        'arbres près des fils',
      ],
      en: [
        'line clearance',
        'tree trimming near power lines',
        'utility arborist',
        'branches on the wires',
        'vegetation management',
        'line-clearance arborist',
        'tree trimming near lines',
        'trees near power lines',
        'limbs on the lines',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Faire mettre la ligne hors tension par le distributeur pendant le travail.'],
        en: ['Have the utility de-energize the line during the work.'],
      },
      substitution: {
        fr: ['Outils isolants à perche ; élagage mécanisé à distance.'],
        en: ['Insulated pole tools; remote mechanised trimming.'],
      },
      engineering: {
        fr: ['Nacelle isolée testée ; couvre-conducteurs posés par le distributeur.'],
        en: ['A tested insulated bucket; line covers installed by the utility.'],
      },
      administrative: {
        fr: [
          'Travailleurs qualifiés pour le dégagement des lignes ; distances limites d’approche ; évaluation de chaque arbre.',
        ],
        en: ['Workers qualified for line clearance; limits of approach; each tree assessed.'],
      },
      ppe: {
        fr: ['Casque diélectrique, protection oculaire et auditive, pantalon anticoupure.'],
        en: ['Dielectric hard hat, eye and hearing protection, chainsaw pants.'],
      },
    },
    recommendation: {
      fr: 'Confier l’élagage près des lignes à des travailleurs qualifiés et coordonner avec le distributeur la mise hors tension ou les couvre-conducteurs.',
      en: 'Assign tree work near lines to qualified workers and coordinate de-energizing or line covers with the utility.',
    },
  },
];
