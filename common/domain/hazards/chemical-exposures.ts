import type { HazardDefinition } from './types';

export const chemicalExposureHazards: readonly HazardDefinition[] = [
  {
    id: 'metalworking-fluids',
    name: { fr: 'Fluides de coupe', en: 'Metalworking fluids' },
    description: {
      fr: 'Brouillards et contact cutané avec les fluides de coupe et huiles d’usinage : dermatites, irritation et maladies respiratoires.',
      en: 'Mists and skin contact with metalworking fluids and cutting oils: dermatitis, irritation and respiratory disease.',
    },
    family: 'chemical',
    sectors: [
      'manufacturing.machinery-equipment.cnc-machining',
      'automotive.parts-manufacturing.machining',
      'mining-metals.metal-fabrication',
    ],
    cues: {
      fr: [
        'fluide de coupe',
        'huile de coupe',
        'liquide de refroidissement',
        'brouillard d’huile',
        'usinage',
        'tour',
        'fraiseuse',
        'dermatite',
        'lubrifiant d’emboutissage',
        'huile soluble',
        'fluide d’usinage',
        'brouillard de coolant',
        'huile d’emboutissage',
      ],
      en: [
        'metalworking fluid',
        'cutting oil',
        'coolant',
        'oil mist',
        'machining',
        'lathe',
        'milling machine',
        'dermatitis',
        'stamping lube',
        'stamping lubricant',
        'drawing compound',
        'soluble oil',
        'cutting fluid',
        'coolant mist',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Usinage à sec ou par microlubrification lorsque le procédé le permet.'],
        en: ['Dry machining or minimum-quantity lubrication where the process allows.'],
      },
      substitution: {
        fr: ['Fluides moins irritants, sans biocides sensibilisants.'],
        en: ['Less irritating fluids without sensitising biocides.'],
      },
      engineering: {
        fr: ['Machines fermées avec captation des brouillards, filtration et entretien du fluide.'],
        en: ['Enclosed machines with mist collection, fluid filtration and maintenance.'],
      },
      administrative: {
        fr: [
          'Suivi de la concentration et de la contamination du fluide, hygiène de la peau, surveillance des dermatites.',
        ],
        en: ['Monitoring of fluid concentration and contamination, skin care, dermatitis surveillance.'],
      },
      ppe: {
        fr: ['Gants en nitrile, lunettes, tablier ; crème barrière non substitutive.'],
        en: ['Nitrile gloves, glasses, apron; barrier cream is not a substitute.'],
      },
    },
    recommendation: {
      fr: 'Capter les brouillards à la machine et entretenir le fluide pour limiter la contamination bactérienne.',
      en: 'Capture mist at the machine and maintain the fluid to limit bacterial contamination.',
    },
  },
  {
    id: 'diesel-exhaust',
    name: { fr: 'Gaz d’échappement diesel', en: 'Diesel exhaust' },
    description: {
      fr: 'Inhalation des émissions de moteurs diesel (particules, oxydes d’azote), cancérogènes, dans les garages, les mines et les entrepôts.',
      en: 'Inhaling diesel engine emissions (particulate, nitrogen oxides), a carcinogen, in garages, mines and warehouses.',
    },
    family: 'chemical',
    sectors: [
      'mining-metals.underground-mining',
      'automotive.repair-maintenance.heavy-vehicle-repair',
      'transport-warehousing.passenger-transit.transit-maintenance',
      'transport-warehousing.rail-marine-air.rail-yard',
      'construction.infrastructure.tunnelling',
    ],
    cues: {
      fr: [
        'diesel',
        'gaz d’échappement',
        'fumée noire',
        'moteur au ralenti',
        'particules diesel',
        'extracteur de gaz d’échappement',
        'camions au ralenti',
        'chariot diesel',
        'génératrice diesel',
        'fumée des moteurs',
        'moteurs diesel',
      ],
      en: [
        'exhaust',
        'diesel',
        'black smoke',
        'idling engine',
        'diesel particulate',
        'exhaust extraction',
        'idling trucks',
        'diesel forklift',
        'diesel generator',
        'DPM',
        'diesel fumes',
        'diesel engines',
      ],
    },
    severity: 'eleve',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Interdire la marche au ralenti à l’intérieur.'],
        en: ['Prohibit indoor idling.'],
      },
      substitution: {
        fr: ['Équipements électriques ou à batterie ; moteurs de norme récente.'],
        en: ['Electric or battery equipment; engines meeting recent emission standards.'],
      },
      engineering: {
        fr: ['Filtres à particules, extraction à l’échappement dans les garages, ventilation générale.'],
        en: ['Diesel particulate filters, tailpipe extraction in garages, general ventilation.'],
      },
      administrative: {
        fr: ['Entretien des moteurs, mesure de la qualité de l’air, limitation du temps en zone exposée.'],
        en: ['Engine maintenance, air quality monitoring, limited time in exposed areas.'],
      },
      ppe: {
        fr: [
          'Appareil de protection respiratoire adapté lorsque les mesures collectives sont insuffisantes.',
        ],
        en: ['Suitable respirator when collective measures are insufficient.'],
      },
    },
    recommendation: {
      fr: 'Brancher l’extraction des gaz d’échappement sur les véhicules en marche à l’intérieur et réduire la marche au ralenti.',
      en: 'Connect exhaust extraction to vehicles running indoors and cut idling.',
    },
  },
  {
    id: 'welding-fumes',
    name: { fr: 'Fumées de soudage', en: 'Welding fumes' },
    description: {
      fr: 'Fumées et gaz de soudage et de coupage (oxydes métalliques, manganèse, chrome hexavalent) : fièvre des fondeurs, atteintes respiratoires, cancer.',
      en: 'Welding and cutting fumes and gases (metal oxides, manganese, hexavalent chromium): metal fume fever, respiratory disease, cancer.',
    },
    family: 'chemical',
    sectors: [
      'mining-metals.metal-fabrication.welding-fabrication',
      'construction.specialized-trades.welding-sheet-metal',
      'automotive.body-paint.panel-welding',
      'automotive.vehicle-manufacturing.body-shop-welding',
      'manufacturing.machinery-equipment.welding-assembly',
    ],
    cues: {
      fr: [
        'soudage',
        'fumées de soudage',
        'MIG',
        'TIG',
        'électrode',
        'acier inoxydable',
        'galvanisé',
        'chrome hexavalent',
        'bras d’aspiration',
        'soudure',
        'fumée de soudure',
        'soudeur',
        'brasage',
        'coupage au plasma',
        'fil fourré',
      ],
      en: [
        'welding',
        'welding fumes',
        'MIG',
        'TIG',
        'stick welding',
        'stainless steel',
        'galvanized',
        'hexavalent chromium',
        'fume extraction arm',
        'welder',
        'weld fumes',
        'weld smoke',
        'plasma cutting',
        'brazing',
        'flux-core',
      ],
    },
    severity: 'eleve',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Assemblages mécaniques ou pièces préassemblées lorsque possible.'],
        en: ['Mechanical joining or pre-assembled parts where possible.'],
      },
      substitution: {
        fr: ['Procédés moins émissifs (TIG, soudage pulsé), baguettes à faible teneur en manganèse.'],
        en: ['Lower-fume processes (TIG, pulsed welding), low-manganese consumables.'],
      },
      engineering: {
        fr: ['Captation à la source (torche aspirante, bras articulé), ventilation générale.'],
        en: ['Source capture (fume-extraction torch, articulated arm), general ventilation.'],
      },
      administrative: {
        fr: [
          'Retirer les revêtements avant le soudage, mesurer l’exposition, positionner la tête hors du panache.',
        ],
        en: ['Remove coatings before welding, measure exposure, keep the head out of the plume.'],
      },
      ppe: {
        fr: [
          'Appareil respiratoire à épuration d’air motorisé intégré au masque de soudeur, vêtements ignifuges.',
        ],
        en: [
          'Powered air-purifying respirator integrated with the welding helmet, flame-resistant clothing.',
        ],
      },
    },
    recommendation: {
      fr: 'Capter les fumées à la source à chaque poste de soudage et protéger les voies respiratoires des soudeurs.',
      en: 'Capture fumes at the source at every welding station and protect welders’ breathing.',
    },
  },
];
