import type { HazardDefinition } from './types';

export const noiseVibrationHeatHazards: readonly HazardDefinition[] = [
  {
    id: 'noise',
    name: { fr: 'Bruit', en: 'Noise' },
    description: {
      fr: 'Exposition à des niveaux de bruit élevés pouvant causer une surdité professionnelle permanente et des acouphènes (85 dBA Lex,8h dans la plupart des juridictions).',
      en: 'Exposure to high noise levels that can cause permanent noise-induced hearing loss and tinnitus (85 dBA Lex,8h in most jurisdictions).',
    },
    family: 'physical-agents',
    sectors: [
      'manufacturing',
      'forestry-sawmills',
      'mining-metals',
      'construction',
      'automotive.body-paint',
      'transport-warehousing.rail-marine-air.aircraft-ground-handling',
    ],
    cues: {
      fr: [
        'bruit',
        'bruyant',
        'décibels',
        'dBA',
        'PROTECTION AUDITIVE OBLIGATOIRE',
        'bouchons',
        'coquilles',
        'surdité',
        'acouphènes',
        'audiogramme',
        'sonomètre',
      ],
      en: [
        'noise',
        'noisy',
        'decibels',
        'dBA',
        'HEARING PROTECTION REQUIRED',
        'earplugs',
        'earmuffs',
        'hearing loss',
        'tinnitus',
        'audiometric test',
        'sound level meter',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: [
          'Éloigner ou supprimer les sources bruyantes inutiles (fuites d’air comprimé, équipements au ralenti).',
        ],
        en: ['Remove or relocate unnecessary noise sources (compressed air leaks, idling equipment).'],
      },
      substitution: {
        fr: ['Acheter des machines et des outils moins bruyants (critère d’achat).'],
        en: ['Buy quieter machines and tools (purchasing criterion).'],
      },
      engineering: {
        fr: ['Encoffrements, silencieux, traitement acoustique, cabines insonorisées.'],
        en: ['Enclosures, silencers, acoustic treatment, sound-insulated booths.'],
      },
      administrative: {
        fr: [
          'Mesure des niveaux, affichage des zones bruyantes, limitation du temps d’exposition, audiogrammes.',
        ],
        en: ['Noise surveys, posting of noisy areas, exposure time limits, audiometric testing.'],
      },
      ppe: {
        fr: ['Protecteurs auditifs choisis selon le niveau de bruit et formation à leur ajustement.'],
        en: ['Hearing protectors selected for the noise level and training in fitting them.'],
      },
    },
    recommendation: {
      fr: 'Mesurer les niveaux de bruit, réduire à la source et fournir des protecteurs auditifs adaptés dans les zones affichées.',
      en: 'Measure noise, reduce it at the source and provide suitable hearing protection in posted areas.',
    },
  },
  {
    id: 'hand-arm-vibration',
    name: { fr: 'Vibrations main-bras', en: 'Hand-arm vibration' },
    description: {
      fr: 'Vibrations transmises par les outils portatifs (marteaux-piqueurs, meuleuses, scies à chaîne) : syndrome de Raynaud, troubles neurologiques et musculosquelettiques.',
      en: 'Vibration transmitted by hand-held tools (breakers, grinders, chainsaws): white finger, nerve and musculoskeletal disorders.',
    },
    family: 'physical-agents',
    sectors: [
      'construction.infrastructure.roadwork-paving',
      'mining-metals.underground-mining.drilling-blasting',
      'forestry-sawmills.logging.manual-felling',
      'forestry-sawmills.silviculture.brush-clearing',
      'automotive.body-paint.surface-preparation',
    ],
    cues: {
      fr: [
        'vibrations',
        'marteau-piqueur',
        'marteau perforateur',
        'meuleuse',
        'scie à chaîne',
        'débroussailleuse',
        'doigts blancs',
        'engourdissement',
      ],
      en: [
        'vibration',
        'jackhammer',
        'rotary hammer',
        'grinder',
        'chainsaw',
        'brush saw',
        'white finger',
        'numbness',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Méthodes mécanisées ou télécommandées (brise-roche sur engin).'],
        en: ['Mechanised or remote methods (machine-mounted breaker).'],
      },
      substitution: {
        fr: ['Outils à faible vibration, entretenus et bien affûtés.'],
        en: ['Low-vibration tools, maintained and sharp.'],
      },
      engineering: {
        fr: ['Poignées antivibratiles, supports et bras d’équilibrage.'],
        en: ['Anti-vibration handles, tool supports and balancers.'],
      },
      administrative: {
        fr: [
          'Évaluer l’exposition (valeurs limites ACGIH), rotation des tâches, pauses, garder les mains au chaud.',
        ],
        en: ['Assess exposure (ACGIH limits), task rotation, breaks, keep hands warm.'],
      },
      ppe: {
        fr: ['Gants chauds ; les gants antivibratiles n’ont qu’un effet limité.'],
        en: ['Warm gloves; anti-vibration gloves have only a limited effect.'],
      },
    },
    recommendation: {
      fr: 'Choisir des outils à faible vibration et limiter la durée d’utilisation quotidienne.',
      en: 'Choose low-vibration tools and limit daily use time.',
    },
  },
  {
    id: 'whole-body-vibration',
    name: { fr: 'Vibrations globales du corps', en: 'Whole-body vibration' },
    description: {
      fr: 'Vibrations et chocs transmis par le siège des engins, camions et chariots sur terrain accidenté : maux de dos et troubles lombaires.',
      en: 'Vibration and jolts transmitted through the seat of equipment, trucks and forklifts on rough ground: back pain and lumbar disorders.',
    },
    family: 'physical-agents',
    sectors: [
      'mining-metals.open-pit-quarries.haul-trucks',
      'forestry-sawmills.logging.skidding-forwarding',
      'construction.infrastructure.earthworks-excavation',
      'transport-warehousing.trucking',
      'transport-warehousing.warehousing.forklift-operations',
    ],
    cues: {
      fr: [
        'vibrations globales',
        'siège à suspension',
        'chemin cahoteux',
        'terrain accidenté',
        'chocs',
        'mal de dos',
        'conduite prolongée',
      ],
      en: [
        'whole-body vibration',
        'suspension seat',
        'rough road',
        'rough terrain',
        'jolts',
        'back pain',
        'long hours driving',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Entretenir les routes et les planchers pour supprimer les ornières et les trous.'],
        en: ['Maintain haul roads and floors to remove ruts and potholes.'],
      },
      substitution: {
        fr: ['Équipements à suspension de cabine et pneus adaptés au terrain.'],
        en: ['Equipment with cab suspension and tires suited to the terrain.'],
      },
      engineering: {
        fr: ['Sièges à suspension réglés selon le poids de l’opérateur.'],
        en: ['Suspension seats adjusted to the operator’s weight.'],
      },
      administrative: {
        fr: ['Adapter la vitesse, pauses et rotation, formation au réglage du siège.'],
        en: ['Adjust speed, breaks and rotation, training in seat adjustment.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne réduit efficacement les vibrations globales du corps ; la protection vient de l’équipement et de l’organisation.',
          en: 'No PPE effectively reduces whole-body vibration; protection comes from the equipment and work organisation.',
        },
      },
    },
    recommendation: {
      fr: 'Entretenir les voies de circulation et équiper les engins de sièges à suspension bien réglés.',
      en: 'Maintain travel routes and fit equipment with properly adjusted suspension seats.',
    },
  },
  {
    id: 'heat-stress',
    name: { fr: 'Contrainte thermique (chaleur)', en: 'Heat stress' },
    description: {
      fr: 'Travail à la chaleur (soleil, fours, fonderies, espaces mal ventilés) pouvant causer épuisement, coup de chaleur et accidents.',
      en: 'Work in heat (sun, furnaces, foundries, poorly ventilated spaces) that can cause exhaustion, heat stroke and accidents.',
    },
    family: 'physical-agents',
    sectors: [
      'mining-metals.primary-metals',
      'construction',
      'forestry-sawmills.silviculture',
      'manufacturing.food-beverage.bakery',
      'renewable-energy.solar.ground-mount-farms',
      'mining-metals.underground-mining',
    ],
    cues: {
      fr: [
        'chaleur',
        'contrainte thermique',
        'coup de chaleur',
        'canicule',
        'humidex',
        'WBGT',
        'déshydratation',
        'eau fraîche',
        'cycle travail-repos',
        'four',
      ],
      en: [
        'heat',
        'heat stress',
        'heat stroke',
        'heat wave',
        'humidex',
        'WBGT',
        'dehydration',
        'drinking water',
        'work-rest cycle',
        'furnace',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Planifier les tâches lourdes aux heures fraîches ou les reporter lors des alertes de chaleur.'],
        en: ['Schedule heavy tasks in cooler hours or postpone them during heat alerts.'],
      },
      substitution: {
        fr: ['Mécaniser les tâches exigeantes physiquement.'],
        en: ['Mechanise physically demanding tasks.'],
      },
      engineering: {
        fr: ['Écrans réfléchissants, ventilation et climatisation, aires de repos ombragées ou climatisées.'],
        en: ['Reflective shields, ventilation and air conditioning, shaded or cooled rest areas.'],
      },
      administrative: {
        fr: [
          'Évaluer l’indice de contrainte thermique, régimes travail-repos, acclimatation progressive.',
          'Eau fraîche à volonté, jumelage et formation aux signes d’alerte.',
        ],
        en: [
          'Assess the heat stress index, work-rest regimens, gradual acclimatisation.',
          'Cool water available, buddy system and training in warning signs.',
        ],
      },
      ppe: {
        fr: [
          'Vêtements légers et respirants, vestes refroidissantes, vêtements réfléchissants près des sources radiantes.',
        ],
        en: ['Light breathable clothing, cooling vests, reflective clothing near radiant sources.'],
      },
    },
    recommendation: {
      fr: 'Mettre en place un plan chaleur : indice de contrainte thermique, eau fraîche, pauses à l’ombre et acclimatation.',
      en: 'Put a heat plan in place: heat stress index, cool water, shaded breaks and acclimatisation.',
    },
  },
];
