import type { HazardDefinition } from './types';

/** Issue 12: hazards aboard fishing vessels beyond falls overboard. */
export const fishingVesselHazards: readonly HazardDefinition[] = [
  {
    id: 'vessel-stability-capsizing',
    name: { fr: 'Stabilité et chavirement du bateau', en: 'Vessel stability and capsizing' },
    description: {
      fr: 'Chavirement d’un bateau de pêche surchargé de casiers ou de prises, givré ou mal lesté, souvent en quelques secondes et sans temps d’évacuation.',
      en: 'A fishing vessel capsizing when overloaded with traps or catch, iced up or poorly ballasted, often within seconds and with no time to evacuate.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'fishing-seafood.commercial-fishing',
      'fishing-seafood.commercial-fishing.lobster-crab',
      'fishing-seafood.commercial-fishing.pelagic',
      'fishing-seafood.aquaculture',
    ],
    cues: {
      fr: [
        'chavirement',
        'stabilité du bateau',
        'bateau surchargé',
        'trop de casiers à bord',
        'givrage des superstructures',
        'franc-bord',
        'a chaviré',
        'glace sur le bateau',
        'surcharge du bateau',
        'stabilité du navire',
        'livret de stabilité',
        'bateau trop chargé',
        'bateau chargé à ras bord',
      ],
      en: [
        'capsize',
        'capsizing',
        'vessel stability',
        'too many traps on deck',
        'icing on the superstructure',
        'freeboard',
        'overloaded boat',
        'capsized',
        'heavy list',
        'ice build-up on the vessel',
        'deck load',
        'stability book',
        'boat sitting low',
        'sitting low in the water',
        'wallowing',
        'too many traps aboard',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne pas partir par mauvais temps annoncé ; faire deux voyages plutôt que surcharger.'],
        en: ['Do not sail into forecast bad weather; make two trips rather than overload.'],
      },
      substitution: {
        fr: ['Bateau adapté à la charge et à la zone de pêche.'],
        en: ['A vessel suited to the load and the fishing area.'],
      },
      engineering: {
        fr: ['Livret de stabilité à jour, sabords de décharge dégagés, marques de charge.'],
        en: ['An up-to-date stability booklet, clear freeing ports, load marks.'],
      },
      administrative: {
        fr: ['Limite de casiers ou de prises à bord ; déglaçage régulier ; exercices d’urgence.'],
        en: ['A limit on traps or catch aboard; regular de-icing; emergency drills.'],
      },
      ppe: {
        fr: ['VFI porté sur le pont ; combinaisons d’immersion à portée.'],
        en: ['PFDs worn on deck; immersion suits within reach.'],
      },
    },
    recommendation: {
      fr: 'Fixer une limite de chargement tirée du livret de stabilité et la faire respecter à chaque sortie.',
      en: 'Set a loading limit from the stability booklet and enforce it on every trip.',
    },
  },
  {
    id: 'deck-machinery-haulers',
    name: { fr: 'Treuils et haleurs de pont', en: 'Deck winches and haulers' },
    description: {
      fr: 'Happement par un haleur de casiers, un tambour de filet ou un treuil hydraulique ; membres écrasés ou arrachés, chute à la mer entraînée par l’engin.',
      en: 'Entanglement in a trap hauler, net drum or hydraulic winch; crushed or torn-off limbs, being dragged overboard by the gear.',
    },
    family: 'machinery',
    sectors: [
      'fishing-seafood.commercial-fishing',
      'fishing-seafood.commercial-fishing.lobster-crab',
      'fishing-seafood.commercial-fishing.groundfish',
      'fishing-seafood.aquaculture.net-cleaning',
    ],
    cues: {
      fr: [
        'haleur',
        'haleur de casiers',
        'tambour de filet',
        'treuil hydraulique',
        'virer les casiers',
        'poulie de halage',
        'pris dans le haleur',
        'vire-casier',
        'haleur de cages',
        'tambour du treuil',
        'treuil de chalut',
      ],
      en: [
        'trap hauler',
        'pot hauler',
        'net drum',
        'hydraulic winch',
        'hauling traps',
        'hauling block',
        'caught in the hauler',
        'capstan winch',
        'gurdy',
        'power block',
        'line hauler',
        'trawl winch',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Garder l’équipage hors de la zone du haleur pendant la remontée.'],
        en: ['Keep crew out of the hauler area while hauling.'],
      },
      substitution: {
        fr: ['Haleur à commande déportée et à vitesse réduite.'],
        en: ['A hauler with a remote control and reduced speed.'],
      },
      engineering: {
        fr: ['Arrêt d’urgence accessible de toute la zone de travail ; protecteurs sur les poulies.'],
        en: ['An emergency stop reachable from the whole work area; guards on the sheaves.'],
      },
      administrative: {
        fr: ['Un membre d’équipage toujours aux commandes ; vêtements ajustés, pas de cordons.'],
        en: ['A crew member always at the controls; close-fitting clothing, no drawstrings.'],
      },
      ppe: {
        fr: ['Couteau accessible pour couper un cordage ; VFI.'],
        en: ['A knife within reach to cut a rope; a PFD.'],
      },
    },
    recommendation: {
      fr: 'Installer un arrêt d’urgence du haleur atteignable depuis toute la zone de travail et le vérifier avant chaque sortie.',
      en: 'Install a hauler emergency stop reachable from the whole work area and test it before each trip.',
    },
  },
  {
    id: 'marine-emergencies',
    name: { fr: 'Urgences en mer (incendie, abandon)', en: 'Marine emergencies (fire, abandoning ship)' },
    description: {
      fr: 'Incendie à bord, voie d’eau ou abandon du navire sans radeau, combinaisons d’immersion ni balise en état ; noyade et hypothermie.',
      en: 'Fire on board, flooding or abandoning ship without a serviceable life raft, immersion suits or beacon; drowning and hypothermia.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'fishing-seafood.commercial-fishing',
      'fishing-seafood.aquaculture',
      'transport-warehousing.rail-marine-air.vessel-operations',
      'fishing-seafood.marine-support',
    ],
    cues: {
      fr: [
        'abandon du navire',
        'combinaison d’immersion',
        'radeau de sauvetage',
        'radiobalise',
        'incendie à bord',
        'voie d’eau à bord',
        'exercice d’abandon',
        'feu dans la salle des machines',
        'naufrage',
        'combinaisons de survie',
        'embarcation de sauvetage',
        'inondation de la salle des machines',
      ],
      en: [
        'abandon ship',
        'immersion suit',
        'life raft',
        'EPIRB',
        'fire on board',
        'taking on water',
        'survival suits',
        'abandon-ship drill',
        'engine room fire',
        'mayday',
        'flooding in the engine room',
        'vessel sinking',
        'boat sank',
      ],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Entretien de la coque et des circuits électriques pour prévenir les incendies et voies d’eau.'],
        en: ['Hull and electrical maintenance to prevent fires and flooding.'],
      },
      substitution: {
        omitted: {
          fr: 'On ne substitue pas le milieu marin : il faut s’y préparer.',
          en: 'The marine environment cannot be substituted: crews must be ready for it.',
        },
      },
      engineering: {
        fr: ['Radeau à largage hydrostatique, radiobalise, alarme de cale, extincteurs.'],
        en: ['A hydrostatic-release life raft, EPIRB, bilge alarm, extinguishers.'],
      },
      administrative: {
        fr: [
          'Exercices d’abandon et d’incendie ; formation aux fonctions d’urgence en mer ; rôle d’équipage.',
        ],
        en: ['Abandon-ship and fire drills; marine emergency duties training; a station bill.'],
      },
      ppe: {
        fr: ['Combinaison d’immersion ajustée pour chaque membre d’équipage ; VFI.'],
        en: ['A fitted immersion suit for every crew member; PFDs.'],
      },
    },
    recommendation: {
      fr: 'Vérifier radeau, radiobalise et combinaisons d’immersion et faire un exercice d’abandon au début de chaque saison.',
      en: 'Check the life raft, EPIRB and immersion suits and hold an abandon-ship drill at the start of each season.',
    },
  },
  {
    id: 'fish-hold-atmospheres',
    name: {
      fr: 'Cales à poisson et réservoirs d’eau réfrigérée',
      en: 'Fish holds and refrigerated seawater tanks',
    },
    description: {
      fr: 'Manque d’oxygène et gaz toxiques (H2S, CO2, ammoniac) dans une cale ou un réservoir de poisson en décomposition ; plusieurs décès lors de sauvetages improvisés.',
      en: 'Lack of oxygen and toxic gases (H2S, CO2, ammonia) in a hold or tank of decomposing fish; multiple deaths during improvised rescues.',
    },
    family: 'atmospheres',
    sectors: [
      'fishing-seafood.commercial-fishing',
      'fishing-seafood.commercial-fishing.pelagic',
      'fishing-seafood.commercial-fishing.wharf-unloading',
      'fishing-seafood.marine-support.bait-ice',
    ],
    cues: {
      fr: [
        'cale à poisson',
        'descendre dans la cale',
        'poisson en décomposition',
        'réservoir d’eau de mer réfrigérée',
        'cale du bateau',
        'boëtte avariée',
        'entrer dans la cale',
        'gaz de la cale',
        'cale de poisson',
        'boëtte pourrie',
      ],
      en: [
        'fish hold',
        'went down into the hold',
        'rotting fish',
        'RSW tank',
        'refrigerated seawater tank',
        'spoiled bait',
        'in the fish hold',
        'fish hold entry',
        'hold atmosphere',
        'rotten bait',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Décharger mécaniquement sans entrer dans la cale.'],
        en: ['Unload mechanically without entering the hold.'],
      },
      substitution: {
        fr: ['Glace et réfrigération qui limitent la décomposition.'],
        en: ['Ice and refrigeration that limit decomposition.'],
      },
      engineering: {
        fr: ['Ventilation de la cale avant l’entrée ; détecteur de gaz.'],
        en: ['Ventilating the hold before entry; a gas detector.'],
      },
      administrative: {
        fr: [
          'Procédure d’entrée en espace clos et de sauvetage ; jamais de sauvetage sans protection respiratoire.',
        ],
        en: ['A confined-space entry and rescue procedure; never a rescue without respiratory protection.'],
      },
      ppe: {
        fr: ['Harnais et ligne de récupération ; appareil respiratoire autonome pour le sauvetage.'],
        en: ['Harness and retrieval line; a self-contained breathing apparatus for rescue.'],
      },
    },
    recommendation: {
      fr: 'Traiter la cale comme un espace clos : ventiler, mesurer l’air, et ne jamais y descendre pour secourir sans appareil respiratoire.',
      en: 'Treat the hold as a confined space: ventilate, test the air, and never go down to rescue without breathing apparatus.',
    },
  },
];
