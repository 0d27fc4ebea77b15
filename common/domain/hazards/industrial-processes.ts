import type { HazardDefinition } from './types';

/** Issue 12: process chemicals of metal finishing, mineral processing and refining. */
export const industrialProcessHazards: readonly HazardDefinition[] = [
  {
    id: 'abrasive-blasting',
    name: { fr: 'Décapage au jet abrasif', en: 'Abrasive blasting' },
    description: {
      fr: 'Jet d’abrasif à haute vitesse, poussières du support (plomb, silice) et de l’abrasif, bruit, boyau qui fouette : lésions, maladies pulmonaires.',
      en: 'High-velocity abrasive, dust from the surface (lead, silica) and the abrasive, noise, a whipping hose: injuries and lung disease.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'mining-metals.metal-fabrication.abrasive-blasting-painting',
      'automotive.body-paint.surface-preparation',
      'construction.infrastructure.bridges-structures',
      'fishing-seafood.marine-support.vessel-maintenance',
    ],
    cues: {
      fr: [
        'jet abrasif',
        'décapage à l’abrasif',
        'grenaillage',
        'cabine de sablage',
        'pot de sablage',
        'casque de sableur',
        'sablage à l’abrasif',
        'buse de sablage',
        'grenaille d’acier',
        'abrasif de sablage',
        'sablage au jet',
        'cabinet de projection',
        'billes de verre',
      ],
      en: [
        'abrasive blasting',
        'grit blasting',
        'shot blasting',
        'blast pot',
        'blasting cabinet',
        'blast hood',
        'sandblasting',
        'sandblaster',
        'blast media',
        'garnet blasting',
        'blast nozzle',
        'blasting hose',
        'blast cabinet',
        'glass bead blasting',
        'bead blaster',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Pièces fabriquées avec une finition qui n’exige pas de décapage.'],
        en: ['Parts made with a finish that needs no blasting.'],
      },
      substitution: {
        fr: ['Abrasifs sans silice ; décapage à l’eau haute pression ou à la glace sèche.'],
        en: ['Silica-free abrasives; water-jetting or dry-ice blasting.'],
      },
      engineering: {
        fr: ['Cabine ou salle de sablage ventilée ; commande à homme mort sur la buse.'],
        en: ['A ventilated blast cabinet or room; a deadman control on the nozzle.'],
      },
      administrative: {
        fr: ['Mesure de l’exposition ; zone délimitée ; inspection des boyaux et raccords.'],
        en: ['Exposure monitoring; a restricted area; hose and coupling inspection.'],
      },
      ppe: {
        fr: ['Casque de sableur à adduction d’air (type CE), protection auditive, vêtements de protection.'],
        en: ['A supplied-air blasting hood (type CE), hearing protection, protective clothing.'],
      },
    },
    recommendation: {
      fr: 'Remplacer l’abrasif à base de silice et fournir un casque de sableur à adduction d’air avec une commande à homme mort.',
      en: 'Replace silica abrasives and provide a supplied-air blasting hood with a deadman control.',
    },
  },
  {
    id: 'chrome-plating-baths',
    name: { fr: 'Bains de placage et de traitement de surface', en: 'Plating and surface-treatment baths' },
    description: {
      fr: 'Brouillards d’acide chromique, de cyanure et d’acides des bains de placage et d’anodisation : cancer, ulcères de la cloison nasale, brûlures.',
      en: 'Mists of chromic acid, cyanide and acids from plating and anodising baths: cancer, nasal septum ulcers, burns.',
    },
    family: 'chemical',
    sectors: [
      'mining-metals.metal-fabrication.galvanizing-plating',
      'manufacturing.machinery-equipment',
      'automotive.parts-manufacturing',
    ],
    cues: {
      fr: [
        'bain de placage',
        'chromage',
        'acide chromique',
        'anodisation',
        'galvanoplastie',
        'cuve de décapage',
        'chrome hexavalent',
        'chrome dur',
        'cuve de chromage',
        'bain de nickel',
        'brouillard d’acide chromique',
        'ligne de placage',
      ],
      en: [
        'plating bath',
        'chrome plating',
        'chromic acid',
        'anodizing',
        'electroplating',
        'pickling tank',
        'hexavalent chromium',
        'hard chrome',
        'plating line',
        'plating tank',
        'chrome mist',
        'nickel plating',
        'zinc plating',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Revoir la spécification pour éviter le chrome hexavalent.'],
        en: ['Revise the specification to avoid hexavalent chromium.'],
      },
      substitution: {
        fr: ['Chrome trivalent ; bains sans cyanure.'],
        en: ['Trivalent chromium; cyanide-free baths.'],
      },
      engineering: {
        fr: [
          'Aspiration latérale sur les cuves, suppresseurs de brouillard, couvercles, bassins de rétention séparés.',
        ],
        en: ['Lateral exhaust on tanks, mist suppressants, covers, separate containment for incompatibles.'],
      },
      administrative: {
        fr: ['Mesures d’exposition, surveillance médicale, interdiction de manger près des cuves.'],
        en: ['Exposure monitoring, medical surveillance, no eating near the tanks.'],
      },
      ppe: {
        fr: [
          'Gants et tablier résistants aux acides, écran facial, appareil respiratoire selon les mesures.',
        ],
        en: ['Acid-resistant gloves and apron, face shield, respirator as measurements require.'],
      },
    },
    recommendation: {
      fr: 'Vérifier l’aspiration des cuves de placage, mesurer l’exposition au chrome et étudier le passage au chrome trivalent.',
      en: 'Check the exhaust on the plating tanks, measure chromium exposure and study a switch to trivalent chromium.',
    },
  },
  {
    id: 'cyanide',
    name: { fr: 'Cyanure', en: 'Cyanide' },
    description: {
      fr: 'Cyanure de sodium des usines de traitement de l’or et des bains de placage ; acide cyanhydrique dégagé au contact d’un acide : intoxication rapide et mortelle.',
      en: 'Sodium cyanide in gold processing and plating; hydrogen cyanide released on contact with acid: rapid, fatal poisoning.',
    },
    family: 'chemical',
    sectors: [
      'mining-metals.mineral-processing',
      'mining-metals.mineral-processing.flotation-reagents',
      'mining-metals.metal-fabrication.galvanizing-plating',
      'mining-metals.mineral-processing.tailings',
    ],
    cues: {
      fr: [
        'cyanure',
        'cyanure de sodium',
        'acide cyanhydrique',
        'HCN',
        'lixiviation au cyanure',
        'antidote au cyanure',
        'bain de cyanure',
        'cyanuration',
        'solution de cyanure',
      ],
      en: [
        'cyanide',
        'sodium cyanide',
        'hydrogen cyanide',
        'HCN',
        'cyanide leaching',
        'cyanide antidote',
        'cyanide bath',
        'cyanide solution',
        'cyanide plating',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Procédés de récupération sans cyanure lorsque le minerai le permet.'],
        en: ['Cyanide-free recovery processes where the ore allows.'],
      },
      substitution: {
        fr: ['Cyanure livré en solution ou en briquettes plutôt qu’en poudre.'],
        en: ['Cyanide delivered in solution or briquettes rather than powder.'],
      },
      engineering: {
        fr: ['Détecteurs d’HCN avec alarme, pH maintenu élevé, séparation des acides, ventilation.'],
        en: ['HCN detectors with alarms, high pH maintained, acids kept apart, ventilation.'],
      },
      administrative: {
        fr: [
          'Code international de gestion du cyanure ; antidote et secouristes formés ; procédures de déversement.',
        ],
        en: ['International Cyanide Management Code; antidote and trained first aiders; spill procedures.'],
      },
      ppe: {
        fr: ['Gants, lunettes et écran facial ; détecteur personnel d’HCN ; appareil d’évacuation.'],
        en: ['Gloves, goggles and face shield; personal HCN monitor; escape respirator.'],
      },
    },
    recommendation: {
      fr: 'Vérifier les détecteurs d’HCN, la séparation des acides et la disponibilité de l’antidote avec des secouristes formés.',
      en: 'Check the HCN detectors, the separation of acids and the availability of the antidote with trained first aiders.',
    },
  },
  {
    id: 'hydrofluoric-acid',
    name: { fr: 'Acide fluorhydrique', en: 'Hydrofluoric acid' },
    description: {
      fr: 'Acide fluorhydrique d’unités d’alkylation, de nettoyants à rouille ou à aluminium et de gravure du verre : brûlures profondes retardées, toxicité systémique mortelle.',
      en: 'Hydrofluoric acid from alkylation units, rust and aluminium cleaners and glass etching: delayed deep burns, fatal systemic toxicity.',
    },
    family: 'chemical',
    sectors: [
      'oil-gas.refining.process-units',
      'mining-metals.mineral-processing.assay-lab',
      'automotive.dealerships.car-wash-detailing',
      'manufacturing.electrical-equipment',
    ],
    cues: {
      fr: [
        'acide fluorhydrique',
        'HF',
        'alkylation',
        'gluconate de calcium',
        'nettoyant pour jantes à l’acide',
        'gravure du verre',
        'acide HF',
        'nettoyant à jantes à l’acide',
        'décapant pour aluminium',
        'bifluorure d’ammonium',
      ],
      en: [
        'hydrofluoric acid',
        'HF',
        'HF alkylation',
        'calcium gluconate',
        'aluminum brightener',
        'glass etching',
        'HF acid',
        'acid wheel cleaner',
        'aluminum cleaner with HF',
        'ammonium bifluoride',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Retirer les produits à l’acide fluorhydrique des nettoyants utilisés.'],
        en: ['Take hydrofluoric acid products out of the cleaners in use.'],
      },
      substitution: {
        fr: ['Nettoyants sans fluorure ; procédé d’alkylation à l’acide sulfurique ou solide.'],
        en: ['Fluoride-free cleaners; sulphuric or solid-acid alkylation.'],
      },
      engineering: {
        fr: ['Systèmes fermés, détection d’HF, rideaux d’eau, douche d’urgence.'],
        en: ['Closed systems, HF detection, water curtains, an emergency shower.'],
      },
      administrative: {
        fr: [
          'Gel de gluconate de calcium à portée et protocole de premiers soins propre à l’HF ; formation.',
        ],
        en: ['Calcium gluconate gel within reach and an HF-specific first-aid protocol; training.'],
      },
      ppe: {
        fr: ['Gants en néoprène ou nitrile épais, écran facial, tablier ; équipement complet en unité.'],
        en: ['Neoprene or heavy nitrile gloves, face shield, apron; full acid suit in the unit.'],
      },
    },
    recommendation: {
      fr: 'Garder du gel de gluconate de calcium partout où l’acide fluorhydrique est utilisé et former les secouristes à son protocole.',
      en: 'Keep calcium gluconate gel wherever hydrofluoric acid is used and train first aiders in its protocol.',
    },
  },
];
