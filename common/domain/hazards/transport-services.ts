import type { HazardDefinition } from './types';

/** Issue 12: hazards of rail, air, dangerous goods and school transport. */
export const transportServiceHazards: readonly HazardDefinition[] = [
  {
    id: 'dangerous-goods-transport',
    name: { fr: 'Transport de marchandises dangereuses', en: 'Transport of dangerous goods' },
    description: {
      fr: 'Déversement, fuite ou incendie de marchandises dangereuses mal classées, emballées ou arrimées pendant le chargement, le transport et la livraison.',
      en: 'Spills, leaks or fires of dangerous goods wrongly classified, packed or secured during loading, transport and delivery.',
    },
    family: 'chemical',
    sectors: [
      'transport-warehousing.trucking.dangerous-goods',
      'transport-warehousing.trucking.tanker-bulk',
      'transport-warehousing.couriers.parcel-sorting',
      'oil-gas.refining.loading-racks',
    ],
    cues: {
      fr: [
        'marchandises dangereuses',
        'TMD',
        'plaques de danger',
        'document d’expédition',
        'certificat de formation TMD',
        'numéro UN',
        'transport de matières dangereuses',
        'plaques-étiquettes',
        'matières dangereuses transportées',
      ],
      en: [
        'dangerous goods',
        'TDG',
        'placards',
        'shipping document',
        'TDG training certificate',
        'UN number',
        'hazmat load',
        'placarded',
        'dangerous goods shipment',
        'ERAP',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Refuser les envois non conformes ou non déclarés.'],
        en: ['Refuse non-compliant or undeclared shipments.'],
      },
      substitution: {
        fr: ['Quantités limitées ou emballages de plus petite taille.'],
        en: ['Limited quantities or smaller packages.'],
      },
      engineering: {
        fr: ['Arrimage et séparation des classes incompatibles ; trousse de déversement dans le véhicule.'],
        en: ['Securement and segregation of incompatible classes; a spill kit in the vehicle.'],
      },
      administrative: {
        fr: ['Certificat de formation TMD ; documents et plaques vérifiés ; plan d’intervention d’urgence.'],
        en: ['TDG training certificate; documents and placards checked; an emergency response plan.'],
      },
      ppe: {
        fr: ['EPI selon la FDS et le guide des mesures d’urgence.'],
        en: ['PPE per the SDS and the Emergency Response Guidebook.'],
      },
    },
    recommendation: {
      fr: 'Vérifier le certificat de formation TMD des employés et les documents, plaques et arrimage de chaque envoi.',
      en: 'Check employees’ TDG training certificates and each shipment’s documents, placards and securement.',
    },
  },
  {
    id: 'aircraft-ramp-operations',
    name: { fr: 'Opérations sur l’aire de trafic', en: 'Aircraft ramp operations' },
    description: {
      fr: 'Personnel au sol heurté par un véhicule de piste, une hélice ou aspiré par un réacteur, souffle des réacteurs, manutention des bagages en soute.',
      en: 'Ground crews struck by ramp vehicles or propellers or drawn into engines, jet blast, baggage handling in the hold.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing.rail-marine-air.aircraft-ground-handling',
      'transport-warehousing.rail-marine-air',
      'transport-warehousing.couriers',
    ],
    cues: {
      fr: [
        'aire de trafic',
        'souffle des réacteurs',
        'hélice en rotation',
        'refoulement de l’avion',
        'soute à bagages',
        'tracteur de piste',
        'bagagiste',
        'chargement des bagages',
        'tarmac',
        'prise d’air du réacteur',
        'tracteur de remorquage d’avion',
        'arc de l’hélice',
      ],
      en: [
        'aircraft ramp',
        'jet blast',
        'spinning propeller',
        'aircraft pushback',
        'baggage hold',
        'tug and dollies',
        'ramp agent',
        'baggage handler',
        'tarmac',
        'wing walker',
        'belt loader',
        'marshalling aircraft',
        'hot turns',
        'hot turn',
        'prop arc',
        'propeller arc',
        'prop is turning',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Personne n’approche l’avion avant l’arrêt des moteurs et des feux anticollision.'],
        en: ['No one approaches the aircraft until engines and beacon lights are off.'],
      },
      substitution: {
        fr: ['Tapis roulants et convoyeurs de soute plutôt que manutention à bras.'],
        en: ['Belt loaders and hold conveyors rather than hand stacking.'],
      },
      engineering: {
        fr: ['Zones de sécurité peintes, cônes aux extrémités des ailes, protections anti-souffle.'],
        en: ['Painted safety zones, wingtip cones, blast fences.'],
      },
      administrative: {
        fr: ['Formation à l’aire de trafic ; signaleurs ; communication avec le poste de pilotage.'],
        en: ['Ramp training; marshallers and wing walkers; communication with the flight deck.'],
      },
      ppe: {
        fr: ['Vêtement haute visibilité, protection auditive, chaussures de sécurité.'],
        en: ['High-visibility clothing, hearing protection, safety footwear.'],
      },
    },
    recommendation: {
      fr: 'Faire respecter les zones de sécurité autour de l’avion et interdire toute approche tant que le feu anticollision est allumé.',
      en: 'Enforce the safety zones around the aircraft and forbid any approach while the beacon is on.',
    },
  },
  {
    id: 'rail-operations',
    name: { fr: 'Opérations ferroviaires et voies', en: 'Rail operations and track work' },
    description: {
      fr: 'Travailleurs heurtés par un train ou un wagon en mouvement, écrasés à l’attelage, chutes des échelles de wagons, travaux sur la voie sans protection.',
      en: 'Workers struck by a moving train or railcar, crushed while coupling, falls from car ladders, track work without protection.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing.rail-marine-air.rail-yard',
      'transport-warehousing.rail-marine-air.track-maintenance',
      'manufacturing.chemicals.tank-farm',
      'agriculture.field-crops.grain-storage',
    ],
    cues: {
      fr: [
        'triage ferroviaire',
        'wagons en mouvement',
        'attelage des wagons',
        'protection de la voie',
        'embranchement ferroviaire',
        'déplacer des wagons',
        'entre deux wagons',
        'wagons de chemin de fer',
        'locomotive',
        'chef de train',
        'voie ferrée',
        'manœuvre des wagons',
        'drapeau bleu',
        'dérailleur',
        'entre les wagons',
        'trackmobile',
      ],
      en: [
        'rail yard',
        'moving railcars',
        'coupling cars',
        'track protection',
        'rail spur',
        'railcar mover',
        'railcars',
        'rail cars',
        'locomotive',
        'yard job',
        'train crew',
        'blue flag',
        'derail',
        'derails',
        'trackmobile',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne jamais passer entre des wagons ou sous un wagon.'],
        en: ['Never go between or under railcars.'],
      },
      substitution: {
        fr: ['Déplaceur de wagons télécommandé avec vue dégagée.'],
        en: ['A remote-controlled railcar mover with a clear view.'],
      },
      engineering: {
        fr: ['Dérailleurs et drapeaux bleus cadenassés, signalisation, passages aménagés.'],
        en: ['Locked derails and blue flags, signals, proper crossings.'],
      },
      administrative: {
        fr: ['Protection de la voie avant tout travail ; trois points d’appui sur les wagons ; formation.'],
        en: ['Track protection before any work; three-point contact on cars; training.'],
      },
      ppe: {
        fr: ['Vêtement haute visibilité et bottes de sécurité.'],
        en: ['High-visibility clothing and safety boots.'],
      },
    },
    recommendation: {
      fr: 'Installer dérailleurs et drapeaux bleus cadenassés avant tout travail sur ou près des wagons.',
      en: 'Put locked derails and blue flags in place before any work on or near railcars.',
    },
  },
  {
    id: 'school-bus-danger-zone',
    name: { fr: 'Zone de danger autour de l’autobus scolaire', en: 'School bus danger zone' },
    description: {
      fr: 'Élèves et surveillants heurtés dans la zone de danger autour de l’autobus lors de l’embarquement et du débarquement, dans la cour ou sur la route.',
      en: 'Students and supervisors struck in the danger zone around the bus while boarding and leaving, in the yard or on the road.',
    },
    family: 'vehicles',
    sectors: [
      'education.school-transport',
      'education.school-transport.student-supervision',
      'transport-warehousing.passenger-transit.school-bus',
      'education.school-transport.bus-driving',
    ],
    cues: {
      fr: [
        'zone de danger de l’autobus',
        'embarquement des élèves',
        'débarquement des élèves',
        'bras d’arrêt',
        'débarcadère',
        'brigadier scolaire',
      ],
      en: [
        'bus danger zone',
        'student loading',
        'student drop-off',
        'stop arm',
        'bus loop',
        'crossing guard',
        'bus stop arm',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Débarcadère d’autobus séparé du stationnement des parents.'],
        en: ['A bus loop separated from the parent drop-off area.'],
      },
      substitution: {
        fr: ['Arrêts placés du côté des maisons pour éviter que les élèves traversent.'],
        en: ['Stops placed on the home side so students do not cross.'],
      },
      engineering: {
        fr: ['Bras d’arrêt et bras d’éloignement, miroirs convexes, caméras extérieures.'],
        en: ['Stop arm and crossing arm, convex mirrors, exterior cameras.'],
      },
      administrative: {
        fr: [
          'Formation des élèves à la zone de danger ; décompte des élèves ; surveillants aux débarcadères.',
        ],
        en: ['Student danger-zone training; student counts; supervisors at the loop.'],
      },
      ppe: {
        fr: ['Dossard haute visibilité pour les surveillants et brigadiers.'],
        en: ['High-visibility vests for supervisors and crossing guards.'],
      },
    },
    recommendation: {
      fr: 'Séparer le débarcadère des autobus du stationnement et placer des surveillants en dossard lors de l’embarquement.',
      en: 'Separate the bus loop from parking and post supervisors in vests during loading.',
    },
  },
];
