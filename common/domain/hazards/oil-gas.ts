import type { HazardDefinition } from './types';

/** Issue 12: hazards of oil and gas production, pipelines and loading. */
export const oilGasHazards: readonly HazardDefinition[] = [
  {
    id: 'norm-radioactive-scale',
    name: {
      fr: 'Matières radioactives naturelles (MRN)',
      en: 'Naturally occurring radioactive material (NORM)',
    },
    description: {
      fr: 'Tartre et boues radioactifs dans les tuyauteries, séparateurs et réservoirs de production pétrolière et gazière ou de traitement d’eau souterraine.',
      en: 'Radioactive scale and sludge in oil and gas production piping, separators and tanks, or in groundwater treatment.',
    },
    family: 'physical-agents',
    sectors: [
      'oil-gas.production',
      'oil-gas.production.batteries-tanks',
      'oil-gas.refining.tank-cleaning',
      'utilities.drinking-water.treatment-plants',
    ],
    cues: {
      fr: [
        'tartre contaminé',
        'matières radioactives naturelles',
        'tartre radioactif',
        'radium dans le tartre',
        'contamination radioactive des tuyaux',
        'boues radioactives',
        'sondage NORM',
        'tartre dans les tubages',
        'tartre de baryum',
      ],
      en: [
        'NORM',
        'naturally occurring radioactive material',
        'radioactive scale',
        'radium scale',
        'contaminated pipe scale',
        'radioactive sludge',
        'NORM survey',
        'scale in the tubulars',
        'barium scale',
      ],
    },
    severity: 'modere',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Inhibiteurs de tartre pour limiter l’accumulation.'],
        en: ['Scale inhibitors to limit build-up.'],
      },
      substitution: {
        fr: ['Nettoyage à l’eau sous pression en enceinte plutôt qu’à sec.'],
        en: ['Enclosed wet cleaning rather than dry scraping.'],
      },
      engineering: {
        fr: ['Zones balisées ; contrôle de contamination à la sortie.'],
        en: ['Posted areas; contamination checks at the exit.'],
      },
      administrative: {
        fr: [
          'Relevés radiologiques des équipements ouverts ; gestion des déchets MRN selon les lignes directrices canadiennes.',
        ],
        en: ['Radiation surveys of opened equipment; NORM waste managed under the Canadian guidelines.'],
      },
      ppe: {
        fr: ['Combinaison jetable, gants et appareil respiratoire contre les poussières.'],
        en: ['Disposable coveralls, gloves and a particulate respirator.'],
      },
    },
    recommendation: {
      fr: 'Faire un relevé radiologique de tout équipement de production ouvert et gérer les déchets de tartre comme MRN.',
      en: 'Survey any opened production equipment for radiation and manage scale waste as NORM.',
    },
  },
  {
    id: 'benzene-hydrocarbon-vapours',
    name: { fr: 'Benzène et vapeurs d’hydrocarbures', en: 'Benzene and hydrocarbon vapours' },
    description: {
      fr: 'Inhalation de benzène et de vapeurs d’hydrocarbures au jaugeage manuel des réservoirs, à l’ouverture d’équipements et au chargement : leucémie, étourdissements, mort subite.',
      en: 'Breathing benzene and hydrocarbon vapours during manual tank gauging, opening equipment and loading: leukaemia, dizziness, sudden death.',
    },
    family: 'chemical',
    sectors: [
      'oil-gas.production.batteries-tanks',
      'oil-gas.refining',
      'oil-gas.refining.loading-racks',
      'transport-warehousing.trucking.tanker-bulk',
      'oil-gas.pipelines.pigging',
    ],
    cues: {
      fr: [
        'benzène',
        'BTEX',
        'jaugeage manuel',
        'trappe de jaugeage',
        'vapeurs d’hydrocarbures',
        'hydrocarbures légers',
        'jaugeage des réservoirs',
        'ouvrir la trappe du réservoir',
        'vapeurs de pétrole brut',
        'réservoir de condensat',
      ],
      en: [
        'benzene',
        'BTEX',
        'hand gauging',
        'thief hatch',
        'hydrocarbon vapours',
        'light ends',
        'tank gauging',
        'gauging tanks',
        'crude oil vapours',
        'condensate tank',
        'open thief hatch',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Jaugeage à distance sans ouvrir la trappe.'],
        en: ['Remote gauging without opening the hatch.'],
      },
      substitution: {
        fr: ['Échantillonnage en circuit fermé.'],
        en: ['Closed-loop sampling.'],
      },
      engineering: {
        fr: ['Récupération des vapeurs au chargement ; détecteurs de gaz.'],
        en: ['Vapour recovery at loading; gas detectors.'],
      },
      administrative: {
        fr: ['Se placer dos au vent, attendre avant de se pencher ; mesures d’exposition au benzène.'],
        en: ['Stand upwind, wait before leaning over; benzene exposure monitoring.'],
      },
      ppe: {
        fr: [
          'Appareil respiratoire à adduction d’air ou à cartouche selon les mesures ; détecteur personnel.',
        ],
        en: ['Supplied-air or cartridge respirator as measurements require; a personal monitor.'],
      },
    },
    recommendation: {
      fr: 'Passer au jaugeage à distance et mesurer l’exposition au benzène des opérateurs.',
      en: 'Move to remote gauging and measure operators’ benzene exposure.',
    },
  },
  {
    id: 'pigging-pig-traps',
    name: { fr: 'Gares de raclage de pipelines', en: 'Pipeline pig launchers and receivers' },
    description: {
      fr: 'Ouverture d’une gare de raclage encore sous pression : porte projetée, racleur éjecté, liquides et gaz libérés.',
      en: 'Opening a pig trap still under pressure: door blown off, pig ejected, liquids and gas released.',
    },
    family: 'machinery',
    sectors: [
      'oil-gas.pipelines',
      'oil-gas.pipelines.pigging',
      'oil-gas.pipelines.compressor-stations',
      'utilities.gas-distribution.regulator-stations',
    ],
    cues: {
      fr: [
        'gare de raclage',
        'racleur de pipeline',
        'lanceur de racleur',
        'récepteur de racleur',
        'raclage du pipeline',
        'porte de la gare',
        'envoi du racleur',
        'réception du racleur',
      ],
      en: [
        'pig launcher',
        'pig receiver',
        'pipeline pigging',
        'pig trap',
        'pipeline pig',
        'pig trap closure',
        'pigging',
        'launching a pig',
        'receiving a pig',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Dépressuriser et purger complètement avant d’ouvrir.'],
        en: ['Fully depressurize and purge before opening.'],
      },
      substitution: {
        fr: ['Portes à fermeture rapide avec dispositif d’avertissement de pression.'],
        en: ['Quick-opening closures with a pressure warning device.'],
      },
      engineering: {
        fr: ['Verrouillage de la porte tant qu’il reste de la pression ; manomètre et évent visibles.'],
        en: ['A door interlock while pressure remains; a visible gauge and vent.'],
      },
      administrative: {
        fr: ['Procédure écrite, double vérification de la pression nulle, personne devant la porte.'],
        en: ['A written procedure, double check of zero pressure, no one in front of the door.'],
      },
      ppe: {
        fr: ['Vêtements ignifuges, écran facial, détecteur de gaz personnel.'],
        en: ['Flame-resistant clothing, face shield, personal gas monitor.'],
      },
    },
    recommendation: {
      fr: 'Exiger une double vérification de la pression nulle et ne jamais se placer devant la porte de la gare de raclage.',
      en: 'Require a double check of zero pressure and never stand in front of the pig trap door.',
    },
  },
  {
    id: 'static-electricity',
    name: { fr: 'Électricité statique', en: 'Static electricity' },
    description: {
      fr: 'Étincelle d’électricité statique au transvasement ou au chargement de liquides inflammables, de poudres ou de carburant : incendie ou explosion.',
      en: 'A static spark while transferring or loading flammable liquids, powders or fuel: fire or explosion.',
    },
    family: 'fire-explosion',
    sectors: [
      'oil-gas.refining.loading-racks',
      'transport-warehousing.trucking.tanker-bulk',
      'manufacturing.chemicals.drum-filling',
      'retail.convenience-stores.fuel-islands',
    ],
    cues: {
      fr: [
        'électricité statique',
        'décharge électrostatique',
        'liaison équipotentielle',
        'pince de mise à la terre',
        'étincelle statique',
        'bras de chargement',
        'mise à la masse',
        'fil de mise à la terre',
        'câble de continuité',
        'décharge statique',
        'accumulation de charges statiques',
      ],
      en: [
        'static electricity',
        'static discharge',
        'bonding and grounding',
        'grounding clamp',
        'static spark',
        'loading arm',
        'bonding cable',
        'bonding wire',
        'static charge',
        'static buildup',
        'static discharge spark',
        'Scully',
        'overfill controller',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Éviter le remplissage par projection et les contenants en plastique pour les inflammables.'],
        en: ['Avoid splash filling and plastic containers for flammables.'],
      },
      substitution: {
        fr: ['Additifs antistatiques ; contenants métalliques conducteurs.'],
        en: ['Anti-static additives; conductive metal containers.'],
      },
      engineering: {
        fr: [
          'Système de mise à la terre avec vérification et verrouillage de la pompe ; remplissage par le fond.',
        ],
        en: ['A grounding system with verification interlocked to the pump; bottom loading.'],
      },
      administrative: {
        fr: ['Vérification des pinces et câbles ; débit réduit au début du remplissage.'],
        en: ['Checks of clamps and cables; reduced flow at the start of filling.'],
      },
      ppe: {
        fr: ['Chaussures et vêtements antistatiques.'],
        en: ['Static-dissipative footwear and clothing.'],
      },
    },
    recommendation: {
      fr: 'Installer une mise à la terre avec vérification asservie à la pompe et vérifier pinces et câbles avant chaque chargement.',
      en: 'Install a verified grounding system interlocked with the pump and check clamps and cables before each loading.',
    },
  },
];
