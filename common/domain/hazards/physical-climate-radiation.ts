import type { HazardDefinition } from './types';

export const climateAndRadiationHazards: readonly HazardDefinition[] = [
  {
    id: 'cold-stress',
    name: { fr: 'Travail au froid', en: 'Cold stress' },
    description: {
      fr: 'Travail extérieur l’hiver, en entrepôt frigorifique ou en chambre froide : hypothermie, engelures et perte de dextérité.',
      en: 'Outdoor winter work, cold storage or freezers: hypothermia, frostbite and loss of dexterity.',
    },
    family: 'physical-agents',
    sectors: [
      'transport-warehousing.warehousing.cold-storage',
      'manufacturing.food-beverage.cold-rooms',
      'construction',
      'forestry-sawmills.logging',
      'mining-metals.exploration',
      'renewable-energy.wind',
    ],
    cues: {
      fr: [
        'froid',
        'froid intense',
        'refroidissement éolien',
        'engelures',
        'hypothermie',
        'chambre froide',
        'congélateur',
        'abri chauffé',
      ],
      en: [
        'cold',
        'extreme cold',
        'wind chill',
        'frostbite',
        'hypothermia',
        'cold room',
        'freezer',
        'heated shelter',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Reporter les travaux extérieurs non urgents lors des grands froids.'],
        en: ['Postpone non-urgent outdoor work during extreme cold.'],
      },
      substitution: {
        fr: ['Préfabriquer à l’intérieur les éléments qui peuvent l’être.'],
        en: ['Prefabricate indoors whatever can be.'],
      },
      engineering: {
        fr: ['Abris chauffés, écrans contre le vent, chauffage radiant, poignées isolées.'],
        en: ['Heated shelters, windbreaks, radiant heating, insulated handles.'],
      },
      administrative: {
        fr: [
          'Cycles de travail et de réchauffement selon le refroidissement éolien, jumelage, boissons chaudes.',
        ],
        en: ['Work-warm-up schedules based on wind chill, buddy system, warm drinks.'],
      },
      ppe: {
        fr: ['Vêtements multicouches, gants et bottes isolés, protection du visage et de la tête.'],
        en: ['Layered clothing, insulated gloves and boots, face and head protection.'],
      },
    },
    recommendation: {
      fr: 'Prévoir un abri chauffé et des cycles de réchauffement adaptés au refroidissement éolien.',
      en: 'Provide a heated shelter and warm-up cycles adjusted to the wind chill.',
    },
  },
  {
    id: 'ionizing-radiation',
    name: { fr: 'Rayonnements ionisants', en: 'Ionizing radiation' },
    description: {
      fr: 'Exposition aux rayonnements ionisants des jauges nucléaires, de la radiographie industrielle, des sources scellées ou du radon en milieu souterrain.',
      en: 'Exposure to ionizing radiation from nuclear gauges, industrial radiography, sealed sources or radon underground.',
    },
    family: 'physical-agents',
    sectors: [
      'mining-metals.underground-mining',
      'mining-metals.mineral-processing',
      'construction.suppliers-services.engineering-inspection',
      'professional-services.laboratories.materials-testing',
      'forestry-sawmills.pulp-paper.paper-machine',
    ],
    cues: {
      fr: [
        'rayonnement ionisant',
        'radioactif',
        'trèfle radioactif',
        'jauge nucléaire',
        'densimètre nucléaire',
        'gammagraphie',
        'dosimètre',
        'radon',
      ],
      en: [
        'ionizing radiation',
        'radioactive',
        'radiation trefoil',
        'nuclear gauge',
        'nuclear density gauge',
        'radiography',
        'dosimeter',
        'radon',
      ],
    },
    severity: 'eleve',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Remplacer les jauges nucléaires par des technologies non radioactives lorsque possible.'],
        en: ['Replace nuclear gauges with non-radioactive technologies where possible.'],
      },
      substitution: {
        fr: ['Sources de plus faible activité ou contrôles par ultrasons plutôt que radiographie.'],
        en: ['Lower-activity sources, or ultrasonic testing instead of radiography.'],
      },
      engineering: {
        fr: ['Blindage, verrouillage des obturateurs, ventilation contre le radon.'],
        en: ['Shielding, shutter interlocks, ventilation against radon.'],
      },
      administrative: {
        fr: [
          'Permis de la CCSN, responsable de la radioprotection, zones balisées, principe ALARA (temps, distance, blindage).',
        ],
        en: ['CNSC licence, radiation safety officer, marked zones, ALARA (time, distance, shielding).'],
      },
      ppe: {
        fr: ['Dosimètre personnel ; les EPI ne protègent pas contre les rayonnements gamma.'],
        en: ['Personal dosimeter; PPE does not shield gamma radiation.'],
      },
    },
    recommendation: {
      fr: 'Encadrer toute source radioactive par un programme de radioprotection et un dosimètre pour les travailleurs exposés.',
      en: 'Manage every radioactive source under a radiation protection program with dosimetry for exposed workers.',
    },
  },
  {
    id: 'non-ionizing-radiation',
    name: {
      fr: 'Rayonnements non ionisants (UV, laser, arc)',
      en: 'Non-ionizing radiation (UV, laser, arc)',
    },
    description: {
      fr: 'Rayonnement ultraviolet du soleil et de l’arc de soudage, lasers et radiofréquences : coup d’arc, brûlures oculaires et cutanées, cancer de la peau.',
      en: 'Ultraviolet radiation from the sun and welding arcs, lasers and radio frequency: arc eye, eye and skin burns, skin cancer.',
    },
    family: 'physical-agents',
    sectors: [
      'construction',
      'mining-metals.metal-fabrication.welding-fabrication',
      'renewable-energy.solar.ground-mount-farms',
      'forestry-sawmills.silviculture.tree-planting',
      'mining-metals.metal-fabrication.cutting',
    ],
    cues: {
      fr: [
        'rayons UV',
        'ultraviolet',
        'coup d’arc',
        'laser',
        'RAYONNEMENT LASER',
        'soleil',
        'indice UV',
        'écran de soudage',
      ],
      en: [
        'UV rays',
        'ultraviolet',
        'arc eye',
        'welder’s flash',
        'laser',
        'LASER RADIATION',
        'sun exposure',
        'UV index',
        'welding screen',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Planifier les travaux extérieurs pour éviter les heures de fort ensoleillement.'],
        en: ['Schedule outdoor work to avoid peak sun hours.'],
      },
      substitution: {
        fr: ['Procédés de coupe ou d’assemblage sans arc lorsque possible.'],
        en: ['Cutting or joining processes without an arc where possible.'],
      },
      engineering: {
        fr: ['Écrans de soudage autour des postes, enceintes laser verrouillées, abris ombragés.'],
        en: ['Welding screens around stations, interlocked laser enclosures, shade structures.'],
      },
      administrative: {
        fr: ['Responsable de la sécurité laser, signalisation, formation à la protection solaire.'],
        en: ['Laser safety officer, signage, sun safety training.'],
      },
      ppe: {
        fr: [
          'Masque de soudeur à teinte adaptée, lunettes laser spécifiques, vêtements couvrants et écran solaire.',
        ],
        en: ['Welding helmet with the right shade, laser-specific eyewear, covering clothing and sunscreen.'],
      },
    },
    recommendation: {
      fr: 'Protéger les yeux et la peau contre l’arc, les lasers et le soleil avec des écrans et des EPI adaptés.',
      en: 'Protect eyes and skin from arcs, lasers and the sun with screens and suitable PPE.',
    },
  },
  {
    id: 'inadequate-lighting',
    name: { fr: 'Éclairage insuffisant', en: 'Inadequate lighting' },
    description: {
      fr: 'Éclairage insuffisant, éblouissant ou absent en cas de panne : chutes, erreurs, fatigue visuelle et collisions.',
      en: 'Insufficient, glaring or failed lighting: falls, errors, eye strain and collisions.',
    },
    family: 'physical-agents',
    sectors: [
      'transport-warehousing.warehousing',
      'mining-metals.underground-mining',
      'construction',
      'professional-services.offices.computer-work',
      'transport-warehousing.rail-marine-air.rail-yard',
    ],
    cues: {
      fr: [
        'éclairage',
        'mal éclairé',
        'pénombre',
        'éblouissement',
        'lux',
        'éclairage d’urgence',
        'lampe frontale',
        'travail de nuit',
      ],
      en: ['lighting', 'poorly lit', 'dim', 'glare', 'lux', 'emergency lighting', 'headlamp', 'night work'],
    },
    severity: 'faible',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Planifier les tâches extérieures à la lumière du jour lorsque possible.'],
        en: ['Schedule outdoor tasks in daylight where possible.'],
      },
      substitution: {
        fr: ['Luminaires DEL à meilleur rendu et sans scintillement.'],
        en: ['LED luminaires with better colour rendering and no flicker.'],
      },
      engineering: {
        fr: ['Niveaux d’éclairage adaptés à la tâche, éclairage d’urgence, tours d’éclairage temporaires.'],
        en: ['Task-appropriate light levels, emergency lighting, temporary light towers.'],
      },
      administrative: {
        fr: ['Mesure des niveaux (lux), remplacement rapide des lampes, entretien des luminaires.'],
        en: ['Light level measurements (lux), prompt lamp replacement, luminaire maintenance.'],
      },
      ppe: {
        fr: ['Lampe frontale ou de casque pour le travail dans l’obscurité.'],
        en: ['Headlamp or cap lamp for work in darkness.'],
      },
    },
    recommendation: {
      fr: 'Mesurer l’éclairage des postes et des voies de circulation et prévoir un éclairage d’urgence.',
      en: 'Measure lighting at workstations and travel routes and provide emergency lighting.',
    },
  },
];
