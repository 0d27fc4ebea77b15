import type { HazardDefinition } from './types';

export const heightHazards: readonly HazardDefinition[] = [
  {
    id: 'falls-from-height',
    name: { fr: 'Chute de hauteur', en: 'Fall from height' },
    description: {
      fr: 'Chute d’un travailleur d’une surface de travail surélevée, d’un bord non protégé ou par une ouverture, pouvant causer des blessures graves ou mortelles.',
      en: 'A worker falling from an elevated work surface, an unprotected edge or through an opening, which can cause serious or fatal injuries.',
    },
    family: 'heights',
    sectors: [
      'construction',
      'renewable-energy.wind',
      'renewable-energy.solar.rooftop-installation',
      'transport-warehousing.trucking.flatbed-securement',
      'mining-metals.primary-metals',
      'forestry-sawmills.arboriculture.tree-climbing-pruning',
    ],
    cues: {
      fr: [
        'chute de hauteur',
        'risque de chute',
        'travail en hauteur',
        'harnais',
        'harnais de sécurité',
        'PORT DU HARNAIS OBLIGATOIRE',
        'garde-corps',
        'ligne de vie',
        'point d’ancrage',
        'antichute',
        'bord non protégé',
        'ouverture dans le plancher',
        'trémie',
        'plus de 3 mètres',
        'protection contre les chutes',
      ],
      en: [
        'fall from height',
        'fall hazard',
        'working at heights',
        'harness',
        'FALL PROTECTION REQUIRED',
        'guardrail',
        'lifeline',
        'anchor point',
        'fall arrest',
        'fall protection',
        'unprotected edge',
        'leading edge',
        'floor opening',
        'over 3 metres',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Faire le travail au sol (préassemblage, outils à long manche, inspection par drone).'],
        en: ['Do the work at ground level (pre-assembly, long-handled tools, drone inspection).'],
      },
      substitution: {
        fr: ['Remplacer l’échelle par une plateforme élévatrice ou un échafaudage avec garde-corps.'],
        en: ['Replace ladders with an elevating work platform or a scaffold with guardrails.'],
      },
      engineering: {
        fr: [
          'Installer des garde-corps, des couvercles d’ouverture fixés et identifiés ou des filets de sécurité.',
          'Prévoir des ancrages certifiés et un système de retenue plutôt qu’un arrêt de chute.',
        ],
        en: [
          'Install guardrails, secured and marked opening covers or safety nets.',
          'Provide certified anchors and a travel-restraint system rather than fall arrest.',
        ],
      },
      administrative: {
        fr: [
          'Rédiger un plan de protection contre les chutes et une procédure de sauvetage.',
          'Former les travailleurs au travail en hauteur et vérifier les équipements avant chaque usage.',
        ],
        en: [
          'Write a fall protection plan and a rescue procedure.',
          'Train workers in working at heights and inspect equipment before each use.',
        ],
      },
      ppe: {
        fr: ['Harnais de sécurité conforme, cordon avec absorbeur d’énergie et casque avec jugulaire.'],
        en: ['Compliant full-body harness, shock-absorbing lanyard and helmet with chin strap.'],
      },
    },
    recommendation: {
      fr: 'Protéger collectivement tout bord de plus de 3 m (garde-corps, filets) avant de recourir au harnais, et prévoir le sauvetage.',
      en: 'Protect every edge over 3 m collectively (guardrails, nets) before relying on harnesses, and plan the rescue.',
    },
  },
  {
    id: 'roof-work',
    name: { fr: 'Travail sur toiture', en: 'Roof work' },
    description: {
      fr: 'Travaux sur un toit en pente ou plat : chute par le bord, par un puits de lumière ou à travers un matériau fragile.',
      en: 'Work on a sloped or flat roof: falls from the edge, through a skylight or through a fragile surface.',
    },
    family: 'heights',
    sectors: [
      'construction.residential.roofing',
      'construction.residential-companies.gutters-eavestroughs',
      'construction.specialized-trades.plumbing-hvac',
      'renewable-energy.solar.rooftop-installation',
      'construction.commercial-institutional',
    ],
    cues: {
      fr: [
        'toiture',
        'toit',
        'couvreur',
        'bardeaux',
        'membrane',
        'pente du toit',
        'puits de lumière',
        'lanterneau',
        'ligne d’avertissement',
        'bord de toit',
        'ACCÈS AU TOIT INTERDIT',
      ],
      en: [
        'roof',
        'roofing',
        'roofer',
        'shingles',
        'roof membrane',
        'roof slope',
        'skylight',
        'warning line',
        'roof edge',
        'fragile roof',
        'NO ROOF ACCESS',
      ],
    },
    severity: 'critique',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: [
          'Installer les équipements au sol et les hisser, ou placer les appareils de toit loin des bords dès la conception.',
        ],
        en: ['Assemble equipment on the ground and lift it, or design rooftop units away from edges.'],
      },
      substitution: {
        fr: ['Travailler depuis une nacelle ou un échafaudage de façade plutôt que sur la pente.'],
        en: ['Work from an aerial lift or perimeter scaffold instead of on the slope.'],
      },
      engineering: {
        fr: [
          'Garde-corps temporaires en rive, grilles ou couvercles sur les puits de lumière.',
          'Ancrages de toit installés selon les instructions du fabricant.',
        ],
        en: [
          'Temporary edge guardrails, screens or covers over skylights.',
          'Roof anchors installed to the manufacturer’s instructions.',
        ],
      },
      administrative: {
        fr: [
          'Baliser une ligne d’avertissement, arrêter le travail par grand vent, pluie ou verglas.',
          'Entreposer les matériaux loin des bords et planifier l’accès sécuritaire au toit.',
        ],
        en: [
          'Set up a warning line, stop work in high wind, rain or ice.',
          'Store materials away from edges and plan safe roof access.',
        ],
      },
      ppe: {
        fr: ['Harnais relié à un ancrage, chaussures antidérapantes, casque avec jugulaire.'],
        en: ['Harness tied to an anchor, slip-resistant footwear, helmet with chin strap.'],
      },
    },
    recommendation: {
      fr: 'Planifier la protection des bords et des puits de lumière avant de monter sur le toit et suspendre le travail par mauvais temps.',
      en: 'Plan edge and skylight protection before going on the roof and stop work in bad weather.',
    },
  },
];
