import type { HazardDefinition } from './types';

export const dustHazards: readonly HazardDefinition[] = [
  {
    id: 'silica',
    name: { fr: 'Silice cristalline', en: 'Crystalline silica' },
    description: {
      fr: 'Poussière de silice cristalline respirable produite par la coupe, le meulage, le forage ou le sablage du béton, de la pierre et du roc : silicose et cancer du poumon.',
      en: 'Respirable crystalline silica dust from cutting, grinding, drilling or blasting concrete, stone and rock: silicosis and lung cancer.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'construction.specialized-trades.masonry',
      'construction.infrastructure',
      'mining-metals.open-pit-quarries.crushing-screening',
      'mining-metals.underground-mining.drilling-blasting',
      'mining-metals.metal-fabrication.abrasive-blasting-painting',
      'construction.commercial-institutional.concrete-formwork',
    ],
    cues: {
      fr: [
        'silice',
        'silice cristalline',
        'poussière de béton',
        'quartz',
        'sablage',
        'coupe de béton',
        'scie à béton',
        'carottage',
        'silicose',
      ],
      en: [
        'silica',
        'crystalline silica',
        'concrete dust',
        'quartz',
        'sandblasting',
        'concrete cutting',
        'cut-off saw',
        'core drilling',
        'silicosis',
      ],
    },
    severity: 'eleve',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Prévoir dès la conception les ouvertures et ancrages pour éviter la coupe et le carottage.'],
        en: ['Plan openings and anchors at design stage to avoid cutting and coring.'],
      },
      substitution: {
        fr: ['Abrasifs sans silice pour le décapage ; produits à faible teneur en silice.'],
        en: ['Silica-free abrasives for blasting; low-silica products.'],
      },
      engineering: {
        fr: [
          'Outils avec arrosage intégré ou aspiration à filtre HEPA, cabines fermées et filtrées sur les engins.',
        ],
        en: ['Tools with integrated water or HEPA vacuum extraction, sealed filtered cabs on equipment.'],
      },
      administrative: {
        fr: ['Plan de contrôle de l’exposition, nettoyage humide ou par aspiration, surveillance médicale.'],
        en: ['Exposure control plan, wet or vacuum clean-up, health surveillance.'],
      },
      ppe: {
        fr: [
          'Appareil de protection respiratoire ajusté (au minimum N95, davantage selon l’exposition), essai d’ajustement.',
        ],
        en: ['Fitted respirator (at least N95, more depending on exposure), fit testing.'],
      },
    },
    recommendation: {
      fr: 'Couper et meuler à l’eau ou avec aspiration à la source et interdire le balayage à sec.',
      en: 'Cut and grind with water or on-tool extraction and ban dry sweeping.',
    },
  },
  {
    id: 'asbestos',
    name: { fr: 'Amiante', en: 'Asbestos' },
    description: {
      fr: 'Libération de fibres d’amiante lors de la rénovation ou de la démolition de bâtiments anciens, ou du travail sur d’anciens freins et embrayages : amiantose, mésothéliome, cancer.',
      en: 'Release of asbestos fibres when renovating or demolishing older buildings or working on old brakes and clutches: asbestosis, mesothelioma, cancer.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'construction.specialized-trades.demolition-abatement',
      'construction.residential-companies',
      'construction.commercial-institutional.institutional-renovation',
      'construction.specialized-trades.plumbing-hvac',
      'automotive.repair-maintenance.brakes-suspension',
    ],
    cues: {
      fr: [
        'amiante',
        'MCA',
        'matériaux contenant de l’amiante',
        'flocage',
        'calorifuge',
        'désamiantage',
        'tuiles de vinyle',
        'vermiculite',
        'registre de l’amiante',
      ],
      en: [
        'asbestos',
        'ACM',
        'asbestos-containing material',
        'sprayed fireproofing',
        'pipe insulation',
        'abatement',
        'vinyl floor tiles',
        'vermiculite',
        'asbestos survey',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Faire retirer les matériaux contenant de l’amiante par une entreprise spécialisée avant les travaux.',
        ],
        en: ['Have asbestos-containing materials removed by a specialist contractor before the work.'],
      },
      substitution: {
        fr: ['Pièces de rechange sans amiante.'],
        en: ['Asbestos-free replacement parts.'],
      },
      engineering: {
        fr: ['Confinement sous pression négative, mouillage des matériaux, aspirateurs HEPA.'],
        en: ['Negative-pressure enclosure, wetting of materials, HEPA vacuums.'],
      },
      administrative: {
        fr: [
          'Inventaire ou registre de l’amiante avant les travaux, méthodes de travail selon le niveau de risque, gestion des déchets.',
        ],
        en: ['Asbestos inventory or survey before work, work methods by risk level, waste handling.'],
      },
      ppe: {
        fr: ['Appareil respiratoire adapté au niveau de risque, combinaison jetable, décontamination.'],
        en: ['Respirator matched to the risk level, disposable coveralls, decontamination.'],
      },
    },
    recommendation: {
      fr: 'Vérifier la présence d’amiante avant toute rénovation ou démolition et confier le retrait à une entreprise qualifiée.',
      en: 'Check for asbestos before any renovation or demolition and have qualified contractors remove it.',
    },
  },
  {
    id: 'lead',
    name: { fr: 'Plomb', en: 'Lead' },
    description: {
      fr: 'Exposition au plomb lors du décapage de peintures anciennes, du soudage ou du coupage de métaux peints, du recyclage de batteries ou en fonderie.',
      en: 'Lead exposure when stripping old paint, welding or cutting painted metal, recycling batteries or in foundries.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'construction.infrastructure.bridges-structures',
      'construction.residential-companies',
      'mining-metals.primary-metals',
      'construction.specialized-trades.painting-coatings',
      'manufacturing.electrical-equipment.battery-manufacturing',
    ],
    cues: {
      fr: [
        'plomb',
        'peinture au plomb',
        'décapage',
        'plombémie',
        'batteries plomb-acide',
        'fonderie',
        'poussière de plomb',
      ],
      en: [
        'lead',
        'lead paint',
        'paint stripping',
        'blood lead',
        'lead-acid batteries',
        'foundry',
        'lead dust',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Remplacer plutôt que décaper les éléments recouverts de peinture au plomb lorsque c’est possible.',
        ],
        en: ['Replace rather than strip lead-painted components where possible.'],
      },
      substitution: {
        fr: ['Décapage chimique ou mouillé plutôt qu’au chalumeau ou au jet abrasif à sec.'],
        en: ['Chemical or wet stripping instead of torch or dry abrasive blasting.'],
      },
      engineering: {
        fr: ['Confinement, aspiration HEPA, ventilation locale.'],
        en: ['Containment, HEPA vacuums, local exhaust ventilation.'],
      },
      administrative: {
        fr: [
          'Plan de contrôle de l’exposition, hygiène (lavage, vestiaires séparés), surveillance de la plombémie.',
        ],
        en: ['Exposure control plan, hygiene (washing, separate change rooms), blood lead monitoring.'],
      },
      ppe: {
        fr: [
          'Appareil respiratoire adapté, combinaison, gants ; ne pas rapporter les vêtements contaminés à la maison.',
        ],
        en: ['Suitable respirator, coveralls, gloves; do not take contaminated clothing home.'],
      },
    },
    recommendation: {
      fr: 'Faire analyser les peintures anciennes avant les travaux et appliquer des mesures d’hygiène strictes.',
      en: 'Test old paint before the work and apply strict hygiene measures.',
    },
  },
  {
    id: 'wood-dust',
    name: { fr: 'Poussière de bois', en: 'Wood dust' },
    description: {
      fr: 'Inhalation de poussières de bois lors du sciage, du sablage et de l’usinage : asthme, irritation et cancer des voies nasales (bois durs).',
      en: 'Inhaling wood dust during sawing, sanding and machining: asthma, irritation and nasal cancer (hardwoods).',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'forestry-sawmills.sawmills',
      'forestry-sawmills.wood-products',
      'construction.residential.framing',
      'construction.residential-companies',
      'renewable-energy.bioenergy.pellet-production',
    ],
    cues: {
      fr: [
        'poussière de bois',
        'sciure',
        'ponçage',
        'sableuse',
        'bois franc',
        'MDF',
        'dépoussiéreur',
        'toupie',
        'bran de scie',
        'système de dépoussiérage',
        'captage des poussières',
      ],
      en: [
        'wood dust',
        'sawdust',
        'sanding',
        'sander',
        'hardwood',
        'MDF',
        'dust collector',
        'shaper',
        'dust collection',
        'dust extraction',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Commander des pièces aux dimensions finales.'],
        en: ['Order pieces cut to final size.'],
      },
      substitution: {
        fr: ['Outils moins générateurs de poussière (coupe plutôt que ponçage intensif).'],
        en: ['Less dusty tools (cutting rather than heavy sanding).'],
      },
      engineering: {
        fr: ['Captation à chaque machine vers un dépoussiéreur, ponceuses avec aspiration.'],
        en: ['Extraction at each machine to a dust collector, sanders with vacuum attachment.'],
      },
      administrative: {
        fr: ['Nettoyage par aspiration plutôt que soufflage, entretien du système de captation.'],
        en: ['Vacuum cleaning rather than blowing, maintenance of the extraction system.'],
      },
      ppe: {
        fr: ['Appareil de protection respiratoire contre les particules, lunettes.'],
        en: ['Particulate respirator, safety glasses.'],
      },
    },
    recommendation: {
      fr: 'Raccorder chaque machine à bois à un système de captation et proscrire le nettoyage à l’air comprimé.',
      en: 'Connect each woodworking machine to dust extraction and ban compressed-air cleaning.',
    },
  },
];
