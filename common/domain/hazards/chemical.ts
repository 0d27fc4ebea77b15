import type { HazardDefinition } from './types';

export const chemicalHazards: readonly HazardDefinition[] = [
  {
    id: 'whmis-hazardous-products',
    name: { fr: 'Produits dangereux (SIMDUT)', en: 'Hazardous products (WHMIS)' },
    description: {
      fr: 'Utilisation de produits dangereux sans étiquette conforme, sans fiche de données de sécurité accessible ou sans formation SIMDUT.',
      en: 'Use of hazardous products without compliant labels, accessible safety data sheets or WHMIS training.',
    },
    family: 'chemical',
    sectors: [
      'manufacturing',
      'automotive',
      'construction',
      'mining-metals.mineral-processing.flotation-reagents',
      'professional-services.laboratories',
      'forestry-sawmills.pulp-paper.chemical-recovery',
    ],
    cues: {
      fr: [
        'SIMDUT',
        'fiche de données de sécurité',
        'FDS',
        'étiquette du fournisseur',
        'étiquette du lieu de travail',
        'pictogramme',
        'mention d’avertissement',
        'DANGER',
        'ATTENTION',
        'produit dangereux',
        'transvasement',
      ],
      en: [
        'WHMIS',
        'safety data sheet',
        'SDS',
        'supplier label',
        'workplace label',
        'pictogram',
        'signal word',
        'DANGER',
        'WARNING',
        'hazardous product',
        'decanted container',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Retirer du lieu de travail les produits inutilisés ou en double.'],
        en: ['Remove unused or duplicate products from the workplace.'],
      },
      substitution: {
        fr: [
          'Choisir les produits les moins dangereux pour la même fonction (consulter la FDS avant l’achat).',
        ],
        en: ['Choose the least hazardous product for the same function (check the SDS before purchase).'],
      },
      engineering: {
        fr: ['Ventilation locale, systèmes fermés de dosage, douches oculaires et d’urgence.'],
        en: ['Local exhaust ventilation, closed dispensing systems, eyewash stations and emergency showers.'],
      },
      administrative: {
        fr: [
          'Inventaire des produits, FDS à jour et accessibles, étiquettes du lieu de travail sur les contenants transvasés.',
          'Formation SIMDUT propre au lieu de travail et registre des produits.',
        ],
        en: [
          'Product inventory, current and accessible SDSs, workplace labels on decanted containers.',
          'Workplace-specific WHMIS training and product register.',
        ],
      },
      ppe: {
        fr: ['EPI indiqués à la section 8 de la FDS (gants, lunettes étanches, protection respiratoire).'],
        en: ['PPE listed in section 8 of the SDS (gloves, goggles, respiratory protection).'],
      },
    },
    recommendation: {
      fr: 'Tenir un inventaire des produits dangereux avec des FDS à jour et former chaque travailleur au SIMDUT.',
      en: 'Keep an inventory of hazardous products with current SDSs and give every worker WHMIS training.',
    },
  },
  {
    id: 'corrosives',
    name: { fr: 'Produits corrosifs', en: 'Corrosive substances' },
    description: {
      fr: 'Brûlures chimiques de la peau et des yeux par des acides ou des bases (électrolyte de batterie, nettoyants industriels, soude caustique).',
      en: 'Chemical burns to skin and eyes from acids or bases (battery electrolyte, industrial cleaners, caustic soda).',
    },
    family: 'chemical',
    sectors: [
      'manufacturing.food-beverage.sanitation',
      'manufacturing.chemicals',
      'automotive.repair-maintenance',
      'forestry-sawmills.pulp-paper.chemical-recovery',
      'mining-metals.metal-fabrication.galvanizing-plating',
    ],
    cues: {
      fr: [
        'corrosif',
        'CORROSIF — ÉVITER TOUT CONTACT',
        'acide',
        'acide sulfurique',
        'soude caustique',
        'hydroxyde',
        'électrolyte',
        'brûlure chimique',
        'douche oculaire',
      ],
      en: [
        'corrosive',
        'CORROSIVE — AVOID CONTACT',
        'acid',
        'sulphuric acid',
        'caustic',
        'sodium hydroxide',
        'electrolyte',
        'chemical burn',
        'eyewash',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Utiliser des méthodes de nettoyage mécaniques ou à la vapeur.'],
        en: ['Use mechanical or steam cleaning methods.'],
      },
      substitution: {
        fr: ['Produits moins concentrés ou moins corrosifs ; batteries scellées.'],
        en: ['Less concentrated or less corrosive products; sealed batteries.'],
      },
      engineering: {
        fr: [
          'Pompes doseuses et systèmes fermés, bacs de rétention, douches oculaires à proximité immédiate.',
        ],
        en: ['Metering pumps and closed systems, spill containment, eyewash stations close by.'],
      },
      administrative: {
        fr: ['Procédure de dilution (acide dans l’eau), étiquetage, formation aux premiers soins chimiques.'],
        en: ['Dilution procedure (acid into water), labelling, chemical first-aid training.'],
      },
      ppe: {
        fr: ['Lunettes étanches et écran facial, gants et tablier résistant aux produits chimiques.'],
        en: ['Goggles and face shield, chemical-resistant gloves and apron.'],
      },
    },
    recommendation: {
      fr: 'Installer une douche oculaire accessible en moins de 10 secondes et fournir lunettes étanches et gants adaptés.',
      en: 'Provide an eyewash reachable within 10 seconds plus goggles and suitable gloves.',
    },
  },
  {
    id: 'solvents',
    name: { fr: 'Solvants organiques', en: 'Organic solvents' },
    description: {
      fr: 'Inhalation ou contact cutané avec des solvants (diluants, dégraissants, colles) : étourdissements, atteintes neurologiques, dermatites.',
      en: 'Inhaling or skin contact with solvents (thinners, degreasers, adhesives): dizziness, nervous system effects, dermatitis.',
    },
    family: 'chemical',
    sectors: [
      'automotive.body-paint',
      'manufacturing.printing-packaging.ink-solvent-handling',
      'construction.specialized-trades.painting-coatings',
      'manufacturing.chemicals.mixing-blending',
      'professional-services.laboratories.chemical-analysis',
    ],
    cues: {
      fr: [
        'solvant',
        'solvants',
        'diluant',
        'dégraissant',
        'acétone',
        'toluène',
        'xylène',
        'vapeurs',
        'odeur de solvant',
        'colle contact',
      ],
      en: [
        'solvent',
        'solvents',
        'thinner',
        'degreaser',
        'acetone',
        'toluene',
        'xylene',
        'vapours',
        'solvent odour',
        'contact cement',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Supprimer les étapes de dégraissage inutiles.'],
        en: ['Remove unnecessary degreasing steps.'],
      },
      substitution: {
        fr: ['Produits à base d’eau ou à faible teneur en COV.'],
        en: ['Water-based or low-VOC products.'],
      },
      engineering: {
        fr: ['Ventilation locale par aspiration, cabines de peinture, contenants fermés.'],
        en: ['Local exhaust ventilation, spray booths, closed containers.'],
      },
      administrative: {
        fr: [
          'Mesure des expositions par rapport aux valeurs limites, rotation des tâches, hygiène des mains.',
        ],
        en: ['Exposure monitoring against limit values, task rotation, hand hygiene.'],
      },
      ppe: {
        fr: [
          'Gants compatibles avec le solvant (selon la FDS), lunettes, appareil respiratoire à cartouches pour vapeurs organiques.',
        ],
        en: ['Solvent-compatible gloves (per SDS), glasses, organic vapour cartridge respirator.'],
      },
    },
    recommendation: {
      fr: 'Remplacer les solvants par des produits à base d’eau lorsque possible et capter les vapeurs à la source.',
      en: 'Replace solvents with water-based products where possible and capture vapours at the source.',
    },
  },
  {
    id: 'isocyanates',
    name: { fr: 'Isocyanates (peintures et mousses)', en: 'Isocyanates (paints and foams)' },
    description: {
      fr: 'Exposition aux isocyanates des peintures polyuréthanes, vernis-laques et mousses isolantes : asthme professionnel et sensibilisation.',
      en: 'Exposure to isocyanates in polyurethane paints, clear coats and spray foam: occupational asthma and sensitisation.',
    },
    family: 'chemical',
    sectors: [
      'automotive.body-paint.spray-painting',
      'automotive.vehicle-manufacturing.paint-shop',
      'construction.specialized-trades.insulation-drywall',
      'manufacturing.plastics-rubber.foam-production',
      'manufacturing.machinery-equipment.industrial-painting',
    ],
    cues: {
      fr: [
        'isocyanates',
        'diisocyanate',
        'HDI',
        'MDI',
        'durcisseur',
        'peinture polyuréthane',
        'vernis',
        'mousse giclée',
        'cabine de peinture',
        'asthme',
      ],
      en: [
        'isocyanates',
        'diisocyanate',
        'HDI',
        'MDI',
        'hardener',
        'activator',
        'polyurethane paint',
        'clear coat',
        'spray foam',
        'paint booth',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Commander des pièces déjà peintes lorsque c’est possible.'],
        en: ['Order pre-painted parts where possible.'],
      },
      substitution: {
        fr: ['Produits sans isocyanates ou application au rouleau plutôt que par pulvérisation.'],
        en: ['Isocyanate-free products, or roller application instead of spraying.'],
      },
      engineering: {
        fr: [
          'Cabine de peinture ventilée et entretenue, zone de mélange ventilée, temps de purge avant l’entrée.',
        ],
        en: ['Ventilated, maintained spray booth, ventilated mixing room, purge time before entry.'],
      },
      administrative: {
        fr: ['Surveillance médicale respiratoire, accès restreint à la zone de pulvérisation, formation.'],
        en: ['Respiratory health surveillance, restricted access to spraying area, training.'],
      },
      ppe: {
        fr: [
          'Appareil respiratoire à adduction d’air pour la pulvérisation, combinaison, gants en nitrile, lunettes.',
        ],
        en: ['Supplied-air respirator for spraying, coveralls, nitrile gloves, goggles.'],
      },
    },
    recommendation: {
      fr: 'Pulvériser les produits contenant des isocyanates uniquement en cabine avec protection respiratoire à adduction d’air.',
      en: 'Spray isocyanate products only in a booth with supplied-air respiratory protection.',
    },
  },
];
