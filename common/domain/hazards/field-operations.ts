import type { HazardDefinition } from './types';

/** Issue 12: hazards of remote, outdoor and field operations across resource sectors. */
export const fieldOperationHazards: readonly HazardDefinition[] = [
  {
    id: 'remote-work-camps',
    name: { fr: 'Camps de travail et chantiers éloignés', en: 'Remote work camps and sites' },
    description: {
      fr: 'Chantiers éloignés et camps en rotation : évacuation médicale lente, isolement, fatigue, communications limitées, faune et météo.',
      en: 'Remote sites and rotational camps: slow medical evacuation, isolation, fatigue, limited communications, wildlife and weather.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'mining-metals.exploration.remote-camps',
      'oil-gas.production.oil-sands',
      'forestry-sawmills.silviculture.tree-planting',
      'oil-gas.pipelines.pipeline-construction',
      'mining-metals.exploration',
    ],
    cues: {
      fr: [
        'camp de travail',
        'chantier éloigné',
        'camp en forêt',
        'travail en rotation',
        'évacuation médicale',
        'accès seulement par avion',
        'camp minier',
        'camp d’exploration',
        'téléphone satellite',
        'accès par hydravion',
        'évacuation aérienne',
      ],
      en: [
        'work camp',
        'remote camp',
        'bush camp',
        'fly-in fly-out',
        'medevac',
        'fly-in only',
        'exploration camp',
        'sat phone',
        'satellite phone',
        'float plane',
        'fly camp',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        omitted: {
          fr: 'L’éloignement tient à l’emplacement de la ressource : on ne peut qu’en réduire les effets.',
          en: 'Remoteness comes with the resource’s location: only its effects can be reduced.',
        },
      },
      substitution: {
        fr: ['Rotations plus courtes ; hébergement près d’un centre de services quand c’est possible.'],
        en: ['Shorter rotations; lodging near a service centre where possible.'],
      },
      engineering: {
        fr: ['Communication satellite, poste de premiers soins équipé, piste ou héliport d’évacuation.'],
        en: ['Satellite communications, an equipped first-aid post, an evacuation airstrip or helipad.'],
      },
      administrative: {
        fr: [
          'Plan d’évacuation médicale testé ; secouriste de niveau avancé ; programme d’aide aux employés.',
        ],
        en: ['A tested medevac plan; an advanced first aider; an employee assistance program.'],
      },
      ppe: {
        fr: ['Trousse de survie et dispositif de localisation pour les déplacements hors du camp.'],
        en: ['A survival kit and locator device for travel away from camp.'],
      },
    },
    recommendation: {
      fr: 'Tester le plan d’évacuation médicale du camp et vérifier les délais réels d’arrivée des secours.',
      en: 'Test the camp’s medevac plan and check the real time for help to arrive.',
    },
  },
  {
    id: 'helicopter-operations',
    name: { fr: 'Transport et travaux héliportés', en: 'Helicopter transport and operations' },
    description: {
      fr: 'Écrasement, personnes heurtées par le rotor de queue, charges sous élingue qui tombent ou balancent lors du transport d’équipes et de matériel.',
      en: 'Crashes, people struck by the tail rotor, slung loads falling or swinging while moving crews and equipment.',
    },
    family: 'vehicles',
    sectors: [
      'mining-metals.exploration.helicopter-support',
      'forestry-sawmills.silviculture.forest-firefighting',
      'utilities.electric-power.distribution-lines',
      'renewable-energy.storage-grid.transmission-lines',
    ],
    cues: {
      fr: [
        'hélicoptère',
        'héliportage',
        'rotor de queue',
        'charge sous élingue',
        'héliport',
        'longue élingue',
        'hélico',
        'élingage par hélicoptère',
        'souffle du rotor',
        'charge héliportée',
        'aire d’atterrissage',
        'pilote d’hélicoptère',
      ],
      en: [
        'helicopter',
        'heli-portable',
        'tail rotor',
        'slung load',
        'helipad',
        'helicopter landing zone',
        'heli',
        'slinging',
        'long line',
        'longline',
        'rotor wash',
        'downwash',
        'sling load',
        'heli pad',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Accès par route ou par bateau lorsque c’est raisonnable.'],
        en: ['Road or boat access where reasonable.'],
      },
      substitution: {
        fr: ['Transporteur certifié avec pilotes expérimentés en vol en régions éloignées.'],
        en: ['A certified carrier with pilots experienced in remote flying.'],
      },
      engineering: {
        fr: ['Aire d’atterrissage dégagée et balisée ; crochets et élingues certifiés.'],
        en: ['A cleared, marked landing area; certified hooks and slings.'],
      },
      administrative: {
        fr: [
          'Briefing passagers : approche par l’avant, jamais vers l’arrière ; suivi de vol ; plan d’urgence.',
        ],
        en: [
          'Passenger briefing: approach from the front, never the rear; flight following; an emergency plan.',
        ],
      },
      ppe: {
        fr: ['Protection auditive et oculaire ; casque attaché ; VFI au-dessus de l’eau.'],
        en: ['Hearing and eye protection; chin-strapped hard hat; PFD over water.'],
      },
    },
    recommendation: {
      fr: 'Donner un briefing de sécurité à chaque passager et interdire toute approche de l’hélicoptère par l’arrière.',
      en: 'Brief every passenger and forbid any approach to the helicopter from the rear.',
    },
  },
  {
    id: 'wildfire-smoke',
    name: { fr: 'Fumée de feux de forêt', en: 'Wildfire smoke' },
    description: {
      fr: 'Particules fines de la fumée de feux de forêt pour les travailleurs extérieurs et les pompiers forestiers : irritation, crises d’asthme, effets cardiaques.',
      en: 'Fine particles from wildfire smoke for outdoor workers and wildland firefighters: irritation, asthma attacks, cardiac effects.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'forestry-sawmills.silviculture.forest-firefighting',
      'forestry-sawmills',
      'agriculture',
      'construction',
      'public-administration.municipal-services.parks',
    ],
    cues: {
      fr: [
        'fumée de feux de forêt',
        'feux de forêt',
        'cote air santé',
        'smog de fumée',
        'incendie de forêt à proximité',
        'fumée des incendies de forêt',
        'fumée de feux',
        'feux de forêt à proximité',
        'air enfumé',
        'avertissement de smog',
        'ciel enfumé',
        'feu de forêt',
        'fumée épaisse',
        'feux de végétation',
      ],
      en: [
        'wildfire smoke',
        'wildfires',
        'AQHI',
        'smoky air',
        'forest fire nearby',
        'smoke from forest fires',
        'smoke from wildfires',
        'smoky conditions',
        'air quality advisory',
        'special air quality statement',
        'wildfire season',
        'interface fire',
        'wildland fire',
        'heavy smoke',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Reporter les travaux extérieurs non essentiels lorsque la cote air santé est élevée.'],
        en: ['Postpone non-essential outdoor work when the AQHI is high.'],
      },
      substitution: {
        fr: ['Réaffecter à des tâches intérieures filtrées.'],
        en: ['Reassign to filtered indoor tasks.'],
      },
      engineering: {
        fr: ['Cabines et bâtiments avec filtration MERV 13 ou HEPA.'],
        en: ['Cabs and buildings with MERV 13 or HEPA filtration.'],
      },
      administrative: {
        fr: [
          'Seuils d’action selon la cote air santé ; pauses à l’intérieur ; attention aux travailleurs asthmatiques.',
        ],
        en: ['Action levels based on the AQHI; breaks indoors; attention to workers with asthma.'],
      },
      ppe: {
        fr: ['Appareil N95 ajusté lors d’épisodes de fumée.'],
        en: ['A fit-tested N95 during smoke events.'],
      },
    },
    recommendation: {
      fr: 'Fixer des seuils d’action selon la cote air santé et fournir des N95 ajustés pour les épisodes de fumée.',
      en: 'Set action levels based on the AQHI and provide fit-tested N95s for smoke events.',
    },
  },
  {
    id: 'lightning',
    name: { fr: 'Foudre et orages', en: 'Lightning and thunderstorms' },
    description: {
      fr: 'Foudroiement des travailleurs extérieurs sur des structures élevées, en terrain découvert, sur l’eau ou près d’équipements métalliques lors d’orages.',
      en: 'Lightning strikes on outdoor workers on tall structures, in open ground, on water or near metal equipment during thunderstorms.',
    },
    family: 'physical-agents',
    sectors: [
      'renewable-energy.wind',
      'utilities.electric-power.distribution-lines',
      'construction.infrastructure',
      'agriculture.field-crops',
      'public-administration.municipal-services.parks',
      'fishing-seafood.commercial-fishing',
    ],
    cues: {
      fr: [
        'foudre',
        'orage électrique',
        'éclairs',
        'coups de tonnerre',
        'alerte d’orage',
        'règle des 30-30',
        'tonnerre',
        'orages',
        'orage',
        'foudroyé',
        'détection de la foudre',
        'détecteur de foudre',
      ],
      en: [
        'lightning',
        'thunderstorm',
        'thunder',
        'lightning strike',
        'storm warning',
        '30-30 rule',
        'lightning storm',
        'thunderstorms',
        'electrical storm',
        'struck by lightning',
        'strike-detection system',
        'lightning detection',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Arrêter le travail extérieur dès le premier tonnerre et attendre 30 minutes après le dernier.'],
        en: ['Stop outdoor work at the first thunder and wait 30 minutes after the last.'],
      },
      substitution: {
        fr: ['Planifier les travaux en hauteur et sur l’eau hors des périodes d’orage annoncées.'],
        en: ['Schedule work at height and on water outside forecast storm periods.'],
      },
      engineering: {
        fr: ['Abris sûrs (bâtiments, véhicules fermés) accessibles rapidement.'],
        en: ['Safe shelters (buildings, closed vehicles) within quick reach.'],
      },
      administrative: {
        fr: ['Suivi météo et détecteur de foudre ; procédure d’arrêt et de mise à l’abri.'],
        en: ['Weather watch and lightning detection; a stop-work and shelter procedure.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne protège de la foudre : il faut se mettre à l’abri.',
          en: 'No PPE protects against lightning: workers must take shelter.',
        },
      },
    },
    recommendation: {
      fr: 'Adopter la règle des 30-30 : arrêter au premier tonnerre, se mettre à l’abri et attendre 30 minutes après le dernier.',
      en: 'Adopt the 30-30 rule: stop at the first thunder, take shelter and wait 30 minutes after the last.',
    },
  },
];
