import type { HazardDefinition } from './types';

export const fireHazards: readonly HazardDefinition[] = [
  {
    id: 'hot-work',
    name: { fr: 'Travail à chaud et incendie', en: 'Hot work and fire' },
    description: {
      fr: 'Soudage, coupage, meulage ou brasage qui enflamment des matières combustibles ou des vapeurs à proximité.',
      en: 'Welding, cutting, grinding or brazing that ignites nearby combustible materials or vapours.',
    },
    family: 'fire-explosion',
    sectors: [
      'construction.specialized-trades.welding-sheet-metal',
      'construction.specialized-trades.plumbing-hvac',
      'mining-metals.metal-fabrication',
      'automotive.body-paint.panel-welding',
      'manufacturing.machinery-equipment.maintenance-millwright',
    ],
    cues: {
      fr: [
        'travail à chaud',
        'permis de travail à chaud',
        'soudage',
        'oxycoupage',
        'chalumeau',
        'étincelles',
        'surveillant d’incendie',
        'extincteur',
        'ZONE SANS FLAMME NUE',
      ],
      en: [
        'hot work',
        'hot work permit',
        'welding',
        'torch cutting',
        'torch',
        'sparks',
        'fire watch',
        'fire extinguisher',
        'NO OPEN FLAMES',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Réaliser les travaux à chaud dans un atelier désigné plutôt que sur place.'],
        en: ['Do hot work in a designated shop rather than in place.'],
      },
      substitution: {
        fr: ['Assemblages mécaniques (boulonnage, raccords à sertir) ou coupe à froid.'],
        en: ['Mechanical joining (bolting, press fittings) or cold cutting.'],
      },
      engineering: {
        fr: ['Écrans et couvertures ignifuges, dégagement des combustibles sur 11 m, extincteurs à portée.'],
        en: ['Fire-resistant screens and blankets, combustibles cleared within 11 m, extinguishers at hand.'],
      },
      administrative: {
        fr: [
          'Permis de travail à chaud, surveillance incendie pendant et après les travaux, mesure des gaz au besoin.',
        ],
        en: ['Hot work permit, fire watch during and after work, gas testing when needed.'],
      },
      ppe: {
        fr: ['Vêtements ignifuges, masque de soudeur, gants de soudage, chaussures de sécurité.'],
        en: ['Flame-resistant clothing, welding helmet, welding gloves, safety footwear.'],
      },
    },
    recommendation: {
      fr: 'Exiger un permis de travail à chaud et une surveillance incendie d’au moins 30 minutes après la fin des travaux.',
      en: 'Require a hot work permit and a fire watch of at least 30 minutes after work ends.',
    },
  },
  {
    id: 'combustible-dust',
    name: { fr: 'Poussières combustibles', en: 'Combustible dust' },
    description: {
      fr: 'Explosion ou incendie de poussières fines (bois, farine, sucre, métaux, plastiques) en suspension ou accumulées.',
      en: 'Explosion or fire of fine dusts (wood, flour, sugar, metals, plastics) suspended in air or accumulated.',
    },
    family: 'fire-explosion',
    sectors: [
      'forestry-sawmills.sawmills',
      'forestry-sawmills.wood-products',
      'renewable-energy.bioenergy.pellet-production',
      'manufacturing.food-beverage.bakery',
      'mining-metals.metal-fabrication',
      'manufacturing.plastics-rubber.compounding-mixing',
    ],
    cues: {
      fr: [
        'poussières combustibles',
        'poussière de bois',
        'sciure',
        'farine',
        'dépoussiéreur',
        'accumulation de poussière',
        'silo',
        'évent d’explosion',
        'bran de scie',
        'système de dépoussiérage',
        'captage des poussières',
      ],
      en: [
        'combustible dust',
        'wood dust',
        'sawdust',
        'flour dust',
        'dust collector',
        'dust accumulation',
        'silo',
        'explosion vent',
        'dust collection',
        'dust extraction',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Capter les poussières à la source pour empêcher leur accumulation.'],
        en: ['Capture dust at the source to prevent accumulation.'],
      },
      substitution: {
        fr: ['Procédés humides ou granulés moins pulvérulents.'],
        en: ['Wet processes or less dusty granular products.'],
      },
      engineering: {
        fr: [
          'Dépoussiéreurs munis d’évents et d’isolement, équipements électriques adaptés, mise à la terre.',
        ],
        en: [
          'Dust collectors with venting and isolation, suitable electrical equipment, bonding and grounding.',
        ],
      },
      administrative: {
        fr: [
          'Analyse des dangers des poussières, nettoyage fréquent sans air comprimé, contrôle des sources d’ignition.',
        ],
        en: ['Dust hazard analysis, frequent cleaning without compressed air, ignition source control.'],
      },
      ppe: {
        fr: [
          'Vêtements ignifuges dans les zones à risque ; appareil de protection respiratoire contre la poussière.',
        ],
        en: ['Flame-resistant clothing in risk areas; respirator against dust.'],
      },
    },
    recommendation: {
      fr: 'Réaliser une analyse des dangers des poussières et nettoyer les accumulations avant qu’elles ne couvrent les surfaces.',
      en: 'Carry out a dust hazard analysis and clean accumulations before they coat surfaces.',
    },
  },
  {
    id: 'explosive-atmospheres',
    name: { fr: 'Atmosphères explosives', en: 'Explosive atmospheres' },
    description: {
      fr: 'Présence de gaz ou de vapeurs inflammables (méthane, propane, solvants, biogaz) pouvant s’enflammer au contact d’une source d’ignition.',
      en: 'Flammable gases or vapours (methane, propane, solvents, biogas) that can ignite on contact with an ignition source.',
    },
    family: 'fire-explosion',
    sectors: [
      'renewable-energy.bioenergy.biogas-digesters',
      'manufacturing.chemicals',
      'automotive.body-paint.spray-painting',
      'mining-metals.underground-mining',
      'construction.infrastructure.water-sewer',
    ],
    cues: {
      fr: [
        'atmosphère explosive',
        'limite inférieure d’explosivité',
        'LIE',
        'zone classée',
        'antidéflagrant',
        'méthane',
        'biogaz',
        'détecteur de gaz',
      ],
      en: [
        'explosive atmosphere',
        'lower explosive limit',
        'LEL',
        'hazardous location',
        'explosion-proof',
        'methane',
        'biogas',
        'gas detector',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Éliminer les fuites et les sources de vapeurs (systèmes fermés).'],
        en: ['Eliminate leaks and vapour sources (closed systems).'],
      },
      substitution: {
        fr: ['Produits à point d’éclair plus élevé ou à base d’eau.'],
        en: ['Products with a higher flash point or water-based products.'],
      },
      engineering: {
        fr: ['Ventilation, détection continue des gaz, équipements certifiés pour emplacements dangereux.'],
        en: ['Ventilation, continuous gas detection, equipment certified for hazardous locations.'],
      },
      administrative: {
        fr: [
          'Classement des zones, permis de travail, interdiction de fumer et de flammes nues, mesures avant entrée.',
        ],
        en: ['Area classification, work permits, no smoking or open flames, testing before entry.'],
      },
      ppe: {
        fr: ['Vêtements antistatiques et ignifuges, détecteur de gaz personnel.'],
        en: ['Anti-static, flame-resistant clothing, personal gas detector.'],
      },
    },
    recommendation: {
      fr: 'Mesurer l’atmosphère en continu et n’utiliser que des équipements certifiés dans les zones classées.',
      en: 'Monitor the atmosphere continuously and use only certified equipment in classified areas.',
    },
  },
];
