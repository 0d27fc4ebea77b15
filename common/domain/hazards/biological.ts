import type { HazardDefinition } from './types';

export const biologicalHazards: readonly HazardDefinition[] = [
  {
    id: 'biological-agents',
    name: { fr: 'Agents biologiques', en: 'Biological agents' },
    description: {
      fr: 'Exposition à des bactéries, virus ou parasites par le sang, les eaux usées, les animaux, les échantillons ou les personnes : infections et maladies.',
      en: 'Exposure to bacteria, viruses or parasites through blood, sewage, animals, samples or people: infections and disease.',
    },
    family: 'biological',
    sectors: [
      'construction.infrastructure.water-sewer',
      'professional-services.laboratories',
      'manufacturing.food-beverage.meat-processing',
      'transport-warehousing.passenger-transit',
      'renewable-energy.bioenergy.biogas-digesters',
    ],
    cues: {
      fr: [
        'risque biologique',
        'DANGER BIOLOGIQUE',
        'eaux usées',
        'sang',
        'vaccination',
        'zoonose',
        'légionellose',
      ],
      en: [
        'biohazard',
        'BIOHAZARD — AUTHORIZED PERSONNEL ONLY',
        'sewage',
        'blood',
        'vaccination',
        'zoonotic',
        'legionella',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Éviter le contact direct par des méthodes de travail à distance (caméras, nettoyage mécanisé).',
        ],
        en: ['Avoid direct contact through remote methods (cameras, mechanised cleaning).'],
      },
      substitution: {
        fr: ['Matériel sécuritaire (aiguilles rétractables, contenants fermés).'],
        en: ['Safety-engineered devices (retractable needles, closed containers).'],
      },
      engineering: {
        fr: ['Enceintes de sécurité biologique, ventilation, installations de lavage des mains.'],
        en: ['Biological safety cabinets, ventilation, handwashing facilities.'],
      },
      administrative: {
        fr: ['Plan de contrôle de l’exposition, vaccination offerte, procédure après exposition, hygiène.'],
        en: ['Exposure control plan, vaccination offered, post-exposure procedure, hygiene.'],
      },
      ppe: {
        fr: [
          'Gants, lunettes ou écran facial, appareil respiratoire N95 selon le risque, vêtements de protection.',
        ],
        en: ['Gloves, glasses or face shield, N95 respirator depending on the risk, protective clothing.'],
      },
    },
    recommendation: {
      fr: 'Établir un plan de contrôle de l’exposition aux agents biologiques avec vaccination et procédure post-exposition.',
      en: 'Set up a biological exposure control plan with vaccination and a post-exposure procedure.',
    },
  },
  {
    id: 'mould',
    name: { fr: 'Moisissures', en: 'Mould' },
    description: {
      fr: 'Exposition aux spores de moisissures lors de travaux dans des bâtiments endommagés par l’eau ou de la manutention de biomasse humide : allergies et troubles respiratoires.',
      en: 'Exposure to mould spores when working in water-damaged buildings or handling damp biomass: allergies and respiratory problems.',
    },
    family: 'biological',
    sectors: [
      'construction.residential-companies',
      'construction.specialized-trades.demolition-abatement',
      'renewable-energy.bioenergy.biomass-handling',
      'construction.commercial-institutional.institutional-renovation',
    ],
    cues: {
      fr: [
        'moisissures',
        'moisi',
        'dégât d’eau',
        'infiltration',
        'odeur de moisi',
        'décontamination fongique',
        'champignons',
      ],
      en: ['mould', 'mold', 'water damage', 'leak', 'musty smell', 'mould remediation', 'fungi'],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Corriger la source d’humidité et retirer rapidement les matériaux mouillés.'],
        en: ['Fix the moisture source and remove wet materials promptly.'],
      },
      substitution: {
        fr: ['Méthodes de retrait humides qui limitent la dispersion des spores.'],
        en: ['Wet removal methods that limit spore dispersal.'],
      },
      engineering: {
        fr: ['Confinement et pression négative pour les grandes surfaces, aspirateurs HEPA.'],
        en: ['Containment and negative pressure for large areas, HEPA vacuums.'],
      },
      administrative: {
        fr: ['Évaluation de l’étendue de la contamination, procédure de décontamination, hygiène.'],
        en: ['Assessment of the extent of contamination, remediation procedure, hygiene.'],
      },
      ppe: {
        fr: ['Appareil respiratoire N95 ou mieux, gants, lunettes étanches, combinaison jetable.'],
        en: ['N95 respirator or better, gloves, goggles, disposable coveralls.'],
      },
    },
    recommendation: {
      fr: 'Évaluer l’étendue des moisissures et confiner la zone avant les travaux de retrait.',
      en: 'Assess the extent of mould and contain the area before removal work.',
    },
  },
  {
    id: 'wildlife-insects',
    name: { fr: 'Faune, piqûres et morsures', en: 'Wildlife, stings and bites' },
    description: {
      fr: 'Travail en forêt ou en milieu naturel : tiques (maladie de Lyme), guêpes, moustiques, ours et autres animaux sauvages.',
      en: 'Work in forests or the outdoors: ticks (Lyme disease), wasps, mosquitoes, bears and other wildlife.',
    },
    family: 'biological',
    sectors: [
      'forestry-sawmills.silviculture',
      'forestry-sawmills.logging',
      'mining-metals.exploration',
      'professional-services.engineering-consulting.environmental-sampling',
      'renewable-energy.storage-grid.transmission-lines',
    ],
    cues: {
      fr: [
        'tiques',
        'maladie de Lyme',
        'guêpes',
        'piqûre',
        'ours',
        'moustiques',
        'allergie',
        'auto-injecteur d’épinéphrine',
        'chasse-moustiques',
      ],
      en: [
        'ticks',
        'Lyme disease',
        'wasps',
        'bee sting',
        'bear',
        'mosquitoes',
        'allergy',
        'epinephrine auto-injector',
        'insect repellent',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        omitted: {
          fr: 'La faune fait partie du milieu de travail en forêt ; on réduit le contact et on prépare la réponse.',
          en: 'Wildlife is part of the forest work environment; controls reduce contact and prepare the response.',
        },
      },
      substitution: {
        fr: ['Planifier les travaux hors des périodes et zones de forte activité (nids, tanières signalés).'],
        en: ['Schedule work outside high-activity periods and areas (reported nests, dens).'],
      },
      engineering: {
        fr: ['Gestion des déchets et des odeurs dans les camps, clôtures électriques autour des campements.'],
        en: ['Waste and odour management at camps, electric fencing around camps.'],
      },
      administrative: {
        fr: [
          'Formation à la prévention des rencontres avec les ours, vérification des tiques, recensement des allergies.',
        ],
        en: ['Bear awareness training, tick checks, allergy inventory.'],
      },
      ppe: {
        fr: [
          'Vêtements longs et clairs, chasse-insectes, auto-injecteur pour les personnes allergiques, vaporisateur anti-ours.',
        ],
        en: [
          'Long light-coloured clothing, insect repellent, auto-injector for allergic workers, bear spray.',
        ],
      },
    },
    recommendation: {
      fr: 'Former les équipes à la prévention des piqûres et des rencontres avec la faune et prévoir une réponse aux allergies sévères.',
      en: 'Train crews in preventing bites and wildlife encounters and plan a response for severe allergies.',
    },
  },
];
