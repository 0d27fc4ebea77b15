import type { HazardDefinition } from './types';

export const vehicleHazards: readonly HazardDefinition[] = [
  {
    id: 'forklifts',
    name: { fr: 'Chariots élévateurs', en: 'Forklifts' },
    description: {
      fr: 'Renversement du chariot, chute de charge, collision avec un piéton ou écrasement lors de la conduite de chariots élévateurs et transpalettes électriques.',
      en: 'Tip-over, falling loads, pedestrian collisions or crushing while operating forklifts and powered pallet trucks.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing.warehousing',
      'manufacturing',
      'construction.suppliers-services.building-materials-yard',
      'forestry-sawmills.sawmills.sorting-stacking',
      'automotive.dealerships.parts-department',
    ],
    cues: {
      fr: [
        'chariot élévateur',
        'chariots élévateurs',
        'cariste',
        'transpalette électrique',
        'fourches',
        'plaque de capacité',
        'ceinture de sécurité',
        'ATTENTION — CHARIOTS ÉLÉVATEURS EN CIRCULATION',
        'lumière bleue',
        'chariot à mât rétractable',
        'gerbeur',
        'conducteur de chariot élévateur',
      ],
      en: [
        'forklift',
        'forklifts',
        'lift truck',
        'powered pallet jack',
        'forks',
        'capacity plate',
        'seat belt',
        'CAUTION FORKLIFT TRAFFIC',
        'blue spot light',
        'reach truck',
        'order picker',
        'forklift operator',
        'clamp truck',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Réorganiser les flux (convoyeurs, livraisons au point d’usage) pour réduire les déplacements de chariots.',
        ],
        en: ['Reorganise flows (conveyors, point-of-use delivery) to reduce forklift trips.'],
      },
      substitution: {
        fr: [
          'Chariots électriques plutôt qu’au propane à l’intérieur ; transpalettes à conducteur accompagnant pour les courtes distances.',
        ],
        en: ['Electric rather than propane trucks indoors; walkie pallet trucks for short distances.'],
      },
      engineering: {
        fr: [
          'Allées piétonnes séparées par des barrières, miroirs et feux aux intersections.',
          'Chariots munis de ceinture, de feux d’avertissement et de détecteurs de présence.',
        ],
        en: [
          'Pedestrian walkways separated by barriers, mirrors and lights at intersections.',
          'Trucks fitted with seat belts, warning lights and proximity detection.',
        ],
      },
      administrative: {
        fr: [
          'Formation et évaluation des caristes, autorisation écrite, inspection avant chaque quart.',
          'Limites de vitesse, plan de circulation et interdiction de transporter des passagers.',
        ],
        en: [
          'Operator training and evaluation, written authorisation, pre-shift inspection.',
          'Speed limits, traffic plan and no passengers.',
        ],
      },
      ppe: {
        fr: ['Chaussures de sécurité et vêtements à haute visibilité pour les piétons.'],
        en: ['Safety footwear and high-visibility clothing for pedestrians.'],
      },
    },
    recommendation: {
      fr: 'Séparer physiquement piétons et chariots et n’autoriser que des caristes formés et évalués.',
      en: 'Physically separate pedestrians and forklifts and allow only trained, evaluated operators.',
    },
  },
  {
    id: 'mobile-equipment',
    name: { fr: 'Équipement mobile lourd', en: 'Heavy mobile equipment' },
    description: {
      fr: 'Renversement, angles morts, collisions et écrasements liés aux excavatrices, chargeuses, niveleuses, camions hors route et débardeuses.',
      en: 'Rollovers, blind spots, collisions and crushing involving excavators, loaders, graders, haul trucks and skidders.',
    },
    family: 'vehicles',
    sectors: [
      'construction.infrastructure',
      'mining-metals.open-pit-quarries',
      'mining-metals.underground-mining.mucking-haulage',
      'forestry-sawmills.logging',
      'construction.suppliers-services.equipment-rental',
    ],
    cues: {
      fr: [
        'excavatrice',
        'pelle mécanique',
        'chargeuse',
        'rétrocaveuse',
        'niveleuse',
        'bouteur',
        'camion hors route',
        'angle mort',
        'alarme de recul',
        'ROPS',
        'pépine',
        'mini-pelle',
        'chargeuse-pelleteuse',
        'camion-benne',
      ],
      en: [
        'excavator',
        'loader',
        'backhoe',
        'grader',
        'dozer',
        'haul truck',
        'skid steer',
        'blind spot',
        'backup alarm',
        'ROPS',
        'mini excavator',
        'Bobcat',
        'telehandler',
        'dump truck',
        'front-end loader',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Planifier le chantier pour éviter que les piétons travaillent dans le rayon d’action des engins.',
        ],
        en: ['Plan the site so that workers on foot are never within equipment swing or travel areas.'],
      },
      substitution: {
        fr: ['Équipements télécommandés pour les zones instables.'],
        en: ['Remote-controlled equipment for unstable areas.'],
      },
      engineering: {
        fr: ['Structures de protection (ROPS/FOPS), caméras et détecteurs de proximité, alarmes de recul.'],
        en: [
          'Rollover and falling-object protection (ROPS/FOPS), cameras and proximity detection, backup alarms.',
        ],
      },
      administrative: {
        fr: [
          'Plan de circulation, signaleur pour les manœuvres, inspection avant utilisation, opérateurs compétents.',
        ],
        en: ['Traffic plan, signaller for manoeuvres, pre-use inspection, competent operators.'],
      },
      ppe: {
        fr: [
          'Vêtements à haute visibilité, casque, chaussures de sécurité ; ceinture de sécurité en cabine.',
        ],
        en: ['High-visibility clothing, hard hat, safety footwear; seat belt in the cab.'],
      },
    },
    recommendation: {
      fr: 'Établir un plan de circulation qui sépare les engins des travailleurs à pied et exiger la ceinture en cabine.',
      en: 'Set a traffic plan that separates equipment from workers on foot and require seat belts in cabs.',
    },
  },
  {
    id: 'pedestrian-vehicle-traffic',
    name: { fr: 'Circulation piétons-véhicules', en: 'Pedestrian and vehicle traffic' },
    description: {
      fr: 'Piétons heurtés par des véhicules, des camions en marche arrière ou de l’équipement mobile dans une cour, un entrepôt ou un chantier.',
      en: 'Pedestrians struck by vehicles, reversing trucks or mobile equipment in a yard, warehouse or site.',
    },
    family: 'vehicles',
    sectors: [
      'transport-warehousing',
      'construction',
      'automotive.dealerships.lot-operations',
      'forestry-sawmills.sawmills.log-yard',
      'mining-metals.open-pit-quarries',
    ],
    cues: {
      fr: [
        'piéton',
        'piétons',
        'allée piétonne',
        'marche arrière',
        'signaleur',
        'cour',
        'circulation',
        'haute visibilité',
        'PIÉTONS INTERDITS',
        'allées piétonnes',
        'passage piéton',
        'marquage au sol',
        'piétons et chariots',
        'circulation des camions',
      ],
      en: [
        'pedestrian',
        'pedestrians',
        'walkway',
        'reversing',
        'backing up',
        'spotter',
        'yard',
        'traffic',
        'high visibility',
        'NO PEDESTRIANS',
        'pedestrian walkway',
        'walkway marking',
        'floor marking',
        'people walking near equipment',
        'blind spot',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Concevoir des circuits à sens unique qui évitent les marches arrière.'],
        en: ['Design one-way routes that avoid reversing.'],
      },
      substitution: {
        fr: ['Déplacer les tâches piétonnes hors des zones de circulation (bureaux d’expédition séparés).'],
        en: ['Move pedestrian tasks out of traffic areas (separate shipping offices).'],
      },
      engineering: {
        fr: ['Barrières physiques, passages piétons marqués, éclairage, caméras de recul.'],
        en: ['Physical barriers, marked crossings, lighting, backup cameras.'],
      },
      administrative: {
        fr: ['Plan de circulation affiché, limites de vitesse, signaleur lors des manœuvres.'],
        en: ['Posted traffic plan, speed limits, spotter during manoeuvres.'],
      },
      ppe: {
        fr: ['Vêtements à haute visibilité de classe adaptée.'],
        en: ['High-visibility apparel of the appropriate class.'],
      },
    },
    recommendation: {
      fr: 'Séparer les piétons de la circulation par des barrières et limiter les marches arrière.',
      en: 'Separate pedestrians from traffic with barriers and minimise reversing.',
    },
  },
];
