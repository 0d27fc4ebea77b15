import type { HazardDefinition } from './types';

/** Issue 12: hazards of water treatment, dams and gas distribution. */
export const utilityWaterHazards: readonly HazardDefinition[] = [
  {
    id: 'ozone',
    name: { fr: 'Ozone (traitement de l’eau)', en: 'Ozone (water treatment)' },
    description: {
      fr: 'Fuite d’ozone d’un générateur ou d’un contacteur dans une usine de traitement d’eau ou une piscine : irritation grave des voies respiratoires.',
      en: 'Ozone leaking from a generator or contactor in a water treatment plant or pool: severe respiratory irritation.',
    },
    family: 'chemical',
    sectors: [
      'utilities.drinking-water',
      'utilities.drinking-water.treatment-plants',
      'public-administration.municipal-services.pools-arenas',
      'food-services.bars-hotels',
    ],
    cues: {
      fr: [
        'ozone',
        'générateur d’ozone',
        'ozoneur',
        'destructeur d’ozone',
        'fuite d’ozone',
        'contacteur d’ozone',
      ],
      en: ['ozone', 'ozone generator', 'ozonation', 'ozone destruct unit', 'ozone leak', 'ozone contactor'],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Produire l’ozone seulement pendant la demande, à l’arrêt lors des entretiens.'],
        en: ['Generate ozone only on demand and shut it down for maintenance.'],
      },
      substitution: {
        fr: ['Désinfection aux UV quand le procédé le permet.'],
        en: ['UV disinfection where the process allows.'],
      },
      engineering: {
        fr: [
          'Détecteurs d’ozone avec alarme et arrêt automatique ; destructeur d’ozone ; ventilation de la salle.',
        ],
        en: ['Ozone detectors with alarm and automatic shutdown; a destruct unit; room ventilation.'],
      },
      administrative: {
        fr: ['Entrée dans la salle seulement si le détecteur est au vert ; étalonnage ; formation.'],
        en: ['Entry into the room only when the detector reads clear; calibration; training.'],
      },
      ppe: {
        fr: ['Appareil respiratoire autonome pour intervenir sur une fuite.'],
        en: ['A self-contained breathing apparatus to respond to a leak.'],
      },
    },
    recommendation: {
      fr: 'Vérifier l’étalonnage des détecteurs d’ozone et l’arrêt automatique du générateur sur alarme.',
      en: 'Check the calibration of the ozone detectors and the generator’s automatic shutdown on alarm.',
    },
  },
  {
    id: 'chemical-delivery-dosing',
    name: {
      fr: 'Livraison et dosage de produits chimiques en vrac',
      en: 'Bulk chemical delivery and dosing',
    },
    description: {
      fr: 'Déchargement dans le mauvais réservoir, mélange de produits incompatibles (hypochlorite et acide), fuites de pompes doseuses : gaz toxiques et éclaboussures.',
      en: 'Unloading into the wrong tank, mixing incompatible chemicals (hypochlorite and acid), dosing pump leaks: toxic gas and splashes.',
    },
    family: 'chemical',
    sectors: [
      'utilities.drinking-water',
      'utilities.wastewater',
      'utilities.drinking-water.chlorination',
      'manufacturing.chemicals.tank-farm',
      'public-administration.municipal-services.pools-arenas',
    ],
    cues: {
      fr: [
        'déchargement du camion-citerne',
        'mauvais réservoir',
        'produits incompatibles',
        'pompe doseuse',
        'salle de dosage',
        'raccord de remplissage',
        'entrées de remplissage',
        'entrée de remplissage',
        'livraison de produits chimiques',
        'boyau de livraison',
        'livraison en vrac',
        'branché sur le mauvais réservoir',
      ],
      en: [
        'bulk chemical delivery',
        'wrong tank',
        'wrong fill',
        'incompatible chemicals',
        'dosing pump',
        'chemical feed room',
        'fill connection',
        'fill inlets',
        'fill inlet',
        'fill pipe',
        'chemical delivery',
        'delivery hose',
        'bulk delivery',
        'unloading hose',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Raccords de remplissage différents et non interchangeables pour chaque produit.'],
        en: ['Different, non-interchangeable fill fittings for each chemical.'],
      },
      substitution: {
        fr: ['Produits moins concentrés ou en contenants scellés.'],
        en: ['Less concentrated products or sealed containers.'],
      },
      engineering: {
        fr: ['Raccords cadenassés et étiquetés, bassins de rétention séparés, douche d’urgence.'],
        en: ['Locked and labelled fill points, separate containment, an emergency shower.'],
      },
      administrative: {
        fr: ['Réception surveillée par un employé qui vérifie le bon de livraison et le réservoir.'],
        en: ['Each delivery attended by an employee who checks the bill of lading and the tank.'],
      },
      ppe: {
        fr: ['Écran facial, gants et tablier résistants aux produits.'],
        en: ['Face shield, chemical-resistant gloves and apron.'],
      },
    },
    recommendation: {
      fr: 'Cadenasser et étiqueter chaque raccord de remplissage et faire vérifier produit et réservoir par un employé à chaque livraison.',
      en: 'Lock and label every fill connection and have an employee verify product and tank at each delivery.',
    },
  },
  {
    id: 'natural-gas-leaks',
    name: { fr: 'Fuites de gaz naturel', en: 'Natural gas leaks' },
    description: {
      fr: 'Intervention sur une fuite de gaz naturel, conduite percée lors d’une excavation, gaz accumulé dans un bâtiment : explosion, incendie et asphyxie.',
      en: 'Responding to a natural gas leak, a line hit during digging, gas accumulating in a building: explosion, fire and asphyxiation.',
    },
    family: 'fire-explosion',
    sectors: [
      'utilities.gas-distribution',
      'utilities.gas-distribution.leak-response',
      'utilities.gas-distribution.service-lines',
      'construction.specialized-trades.plumbing-hvac',
    ],
    cues: {
      fr: [
        'fuite de gaz naturel',
        'odeur de gaz naturel',
        'compteur de gaz endommagé',
        'mercaptan',
        'conduite de gaz percée',
        'détection de fuites',
        'odeur de gaz',
        'conduite de gaz',
      ],
      en: [
        'natural gas leak',
        'smell of natural gas',
        'damaged gas meter',
        'mercaptan',
        'hit a gas line',
        'leak survey',
        'smell of gas',
        'gas line strike',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Couper l’alimentation en amont avant d’intervenir.'],
        en: ['Shut off the supply upstream before working.'],
      },
      substitution: {
        fr: ['Outils antiétincelles et équipement antidéflagrant.'],
        en: ['Non-sparking tools and intrinsically safe equipment.'],
      },
      engineering: {
        fr: [
          'Détecteur de gaz combustibles en continu ; ventilation ; localisation des conduites avant de creuser.',
        ],
        en: ['Continuous combustible gas detection; ventilation; line locates before digging.'],
      },
      administrative: {
        fr: ['Procédure d’urgence : évacuer, aucune source d’allumage, périmètre ; formation.'],
        en: ['An emergency procedure: evacuate, no ignition sources, a perimeter; training.'],
      },
      ppe: {
        fr: ['Vêtements ignifuges ; appareil respiratoire autonome en milieu confiné.'],
        en: ['Flame-resistant clothing; self-contained breathing apparatus in enclosed spaces.'],
      },
    },
    recommendation: {
      fr: 'Mesurer l’atmosphère en continu avec un détecteur de gaz combustibles et appliquer la procédure d’urgence : évacuer et éliminer toute source d’allumage.',
      en: 'Monitor the air continuously with a combustible gas detector and follow the emergency procedure: evacuate and remove every ignition source.',
    },
  },
  {
    id: 'sudden-water-release',
    name: {
      fr: 'Lâchures d’eau et variations soudaines de débit',
      en: 'Sudden water releases and flow surges',
    },
    description: {
      fr: 'Hausse soudaine du niveau ou du débit en aval d’un barrage, dans un égout ou un canal lors d’une manœuvre de vannes ou d’un orage : noyade.',
      en: 'A sudden rise in level or flow below a dam, in a sewer or a channel when gates are operated or during a storm: drowning.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'renewable-energy.hydro.dams-spillways',
      'renewable-energy.hydro.reservoir-work',
      'utilities.wastewater.sewer-maintenance',
      'renewable-energy.hydro.penstocks-tunnels',
    ],
    cues: {
      fr: [
        'lâchure',
        'évacuateur de crues',
        'ouverture des vannes du barrage',
        'crue soudaine',
        'montée rapide de l’eau',
        'conduite forcée',
      ],
      en: [
        'spillway',
        'spillway gates opened',
        'flash flood',
        'sudden release of water',
        'rapid rise in water',
        'penstock',
      ],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Cadenasser les vannes et les groupes en amont pendant les travaux en aval.'],
        en: ['Lock out gates and units upstream during work downstream.'],
      },
      substitution: {
        fr: ['Planifier les travaux en période d’étiage.'],
        en: ['Schedule work in low-flow periods.'],
      },
      engineering: {
        fr: ['Sirènes et feux d’avertissement de lâchure ; points d’ancrage et voies d’évacuation.'],
        en: ['Release warning sirens and lights; anchor points and escape routes.'],
      },
      administrative: {
        fr: [
          'Coordination avec la salle de commande ; suivi météo ; surveillant en surface dans les égouts.',
        ],
        en: ['Coordination with the control room; weather watch; a surface attendant for sewer work.'],
      },
      ppe: {
        fr: ['VFI, harnais et ligne de récupération.'],
        en: ['PFD, harness and retrieval line.'],
      },
    },
    recommendation: {
      fr: 'Cadenasser les vannes en amont et coordonner chaque intervention en aval avec la salle de commande.',
      en: 'Lock out upstream gates and coordinate every downstream job with the control room.',
    },
  },
];
