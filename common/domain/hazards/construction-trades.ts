import type { HazardDefinition } from './types';

/** Issue 12: trade hazards of compressed air, glazing and renovation of old buildings. */
export const tradeHazards: readonly HazardDefinition[] = [
  {
    id: 'compressed-air-hoses',
    name: { fr: 'Air comprimé et boyaux', en: 'Compressed air and hoses' },
    description: {
      fr: 'Boyau d’air comprimé qui se détache et fouette, souffler ses vêtements ou sa peau à l’air comprimé : embolie, lésions aux yeux et aux oreilles.',
      en: 'A compressed air hose coming loose and whipping, blowing off clothes or skin with compressed air: embolism, eye and ear injuries.',
    },
    family: 'machinery',
    sectors: [
      'construction',
      'automotive.repair-maintenance',
      'manufacturing.machinery-equipment',
      'mining-metals.underground-mining',
    ],
    cues: {
      fr: [
        'soufflette à air comprimé',
        'boyau d’air qui fouette',
        'souffler ses vêtements',
        'raccord d’air détaché',
        'nettoyer à l’air comprimé',
        'fouet de boyau',
        'fouetté par le boyau',
        'se souffler avec l’air comprimé',
        'pistolet à air',
        'soufflette',
        'raccord rapide qui lâche',
        'câbles anti-fouet',
        'câble anti-fouet',
        'buses de sécurité',
        'buse de sécurité',
      ],
      en: [
        'air blow gun',
        'air hose came loose',
        'blowing off clothes',
        'air coupling failed',
        'cleaning with compressed air',
        'hose whip',
        'blow gun',
        'blowing dust off',
        'air nozzle',
        'whipping hose',
        'whip check',
        'whip checks',
        'safety nozzles',
        'safety nozzle',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Interdire le nettoyage des vêtements et de la peau à l’air comprimé.'],
        en: ['Forbid cleaning clothes and skin with compressed air.'],
      },
      substitution: {
        fr: ['Aspirateur ou brosse pour le nettoyage ; buses à pression réduite (moins de 30 psi).'],
        en: ['A vacuum or brush for cleaning; reduced-pressure nozzles (under 30 psi).'],
      },
      engineering: {
        fr: ['Câbles anti-fouet aux raccords, soupapes de coupure en cas de rupture.'],
        en: ['Whip checks on couplings, excess-flow shut-off valves.'],
      },
      administrative: {
        fr: ['Inspection des boyaux et raccords ; purger avant de débrancher.'],
        en: ['Hose and fitting inspection; bleed before disconnecting.'],
      },
      ppe: {
        fr: ['Lunettes de sécurité ou écran facial et protection auditive.'],
        en: ['Safety glasses or face shield and hearing protection.'],
      },
    },
    recommendation: {
      fr: 'Poser des câbles anti-fouet sur les raccords d’air et interdire de souffler vêtements ou peau à l’air comprimé.',
      en: 'Fit whip checks on air couplings and forbid blowing off clothes or skin with compressed air.',
    },
  },
  {
    id: 'glass-panel-handling',
    name: { fr: 'Manutention de panneaux de verre', en: 'Glass panel handling' },
    description: {
      fr: 'Bris de panneaux de verre ou de vitrage pendant la manutention ou la pose : lacérations graves, écrasement par un panneau qui bascule.',
      en: 'Glass panels or glazing units breaking during handling or installation: severe lacerations, crushing by a toppling panel.',
    },
    family: 'lifting-and-storage',
    sectors: [
      'construction.commercial-institutional.curtain-wall-glazing',
      'construction.residential-companies.windows-doors',
      'automotive.body-paint.glass-replacement',
      'retail.hardware-building',
    ],
    cues: {
      fr: [
        'panneaux de verre',
        'manutention du verre',
        'ventouses à verre',
        'chevalet à verre',
        'vitrier',
        'verre qui bascule',
        'plaques de verre',
        'feuilles de verre',
        'pose de vitrage',
        'chariot à verre',
        'unités scellées',
        'mur-rideau',
      ],
      en: [
        'glass panels',
        'carrying glass sheets',
        'glass suction cups',
        'glass rack',
        'glazier',
        'toppling glass',
        'glass sheets',
        'glass lites',
        'window glazing',
        'curtain wall panels',
        'glass A-frame',
        'insulated glass units',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Panneaux dimensionnés pour limiter le poids manipulé.'],
        en: ['Panels sized to limit the weight handled.'],
      },
      substitution: {
        fr: ['Robot de pose ou palonnier à ventouses motorisé.'],
        en: ['A glazing robot or powered vacuum lifter.'],
      },
      engineering: {
        fr: ['Chevalets arrimés, chariots à verre, ventouses avec indicateur de vide.'],
        en: ['Secured A-frames, glass carts, suction cups with vacuum indicators.'],
      },
      administrative: {
        fr: ['Manutention en équipe ; arrêt par grand vent ; inspection des ventouses.'],
        en: ['Team lifting; stop in high wind; suction cup inspection.'],
      },
      ppe: {
        fr: ['Gants et manchettes anticoupures, lunettes, bottes de sécurité.'],
        en: ['Cut-resistant gloves and sleeves, glasses, safety boots.'],
      },
    },
    recommendation: {
      fr: 'Utiliser un palonnier à ventouses avec indicateur de vide et fournir gants et manchettes anticoupures.',
      en: 'Use a vacuum lifter with a vacuum indicator and provide cut-resistant gloves and sleeves.',
    },
  },
  {
    id: 'bird-droppings',
    name: { fr: 'Fientes d’oiseaux et de chauves-souris', en: 'Bird and bat droppings' },
    description: {
      fr: 'Accumulations de fientes de pigeons ou de chauves-souris dans les combles, clochers, ponts et bâtiments abandonnés : histoplasmose, cryptococcose, psittacose.',
      en: 'Pigeon or bat droppings built up in attics, steeples, bridges and vacant buildings: histoplasmosis, cryptococcosis, psittacosis.',
    },
    family: 'biological',
    sectors: [
      'construction.specialized-trades.demolition-abatement',
      'construction.commercial-institutional.institutional-renovation',
      'public-administration.roads-transport.bridges-inspection',
      'renewable-energy.hydro.powerhouse-maintenance',
    ],
    cues: {
      fr: [
        'fientes de pigeons',
        'fientes d’oiseaux',
        'guano',
        'histoplasmose',
        'nids de pigeons',
        'excréments de chauves-souris',
        'fientes',
        'crottes de pigeons',
        'pigeons',
        'guano de chauve-souris',
        'nids d’oiseaux',
      ],
      en: [
        'pigeon droppings',
        'bird droppings',
        'guano',
        'histoplasmosis',
        'pigeon nests',
        'bat droppings',
        'pigeon poop',
        'bird poop',
        'roosting pigeons',
        'bat guano',
        'bird nests',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Faire nettoyer les accumulations par une entreprise spécialisée avant les travaux.'],
        en: ['Have build-ups cleaned by a specialist contractor before the work.'],
      },
      substitution: {
        fr: ['Nettoyage humide plutôt que balayage à sec.'],
        en: ['Wet cleaning rather than dry sweeping.'],
      },
      engineering: {
        fr: ['Aspirateur HEPA ; confinement de la zone ; filets anti-oiseaux.'],
        en: ['A HEPA vacuum; containment of the area; bird netting.'],
      },
      administrative: {
        fr: [
          'Humecter avant de retirer ; décontamination en sortant ; informer les personnes immunodéprimées.',
        ],
        en: ['Wet down before removal; decontamination on exit; inform immunocompromised workers.'],
      },
      ppe: {
        fr: ['Appareil respiratoire P100, combinaison jetable, gants et couvre-chaussures.'],
        en: ['A P100 respirator, disposable coveralls, gloves and shoe covers.'],
      },
    },
    recommendation: {
      fr: 'Humecter les fientes avant de les retirer à l’aspirateur HEPA et fournir des appareils P100 et des combinaisons jetables.',
      en: 'Wet down droppings before removing them with a HEPA vacuum and provide P100 respirators and disposable coveralls.',
    },
  },
];
