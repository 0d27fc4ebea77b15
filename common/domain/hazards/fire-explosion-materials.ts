import type { HazardDefinition } from './types';

export const explosiveHazards: readonly HazardDefinition[] = [
  {
    id: 'flammable-liquids',
    name: { fr: 'Liquides inflammables', en: 'Flammable liquids' },
    description: {
      fr: 'Incendie ou explosion lors de l’entreposage, du transvasement ou de l’utilisation d’essence, de diluants, de solvants ou de carburants.',
      en: 'Fire or explosion when storing, transferring or using gasoline, thinners, solvents or fuels.',
    },
    family: 'fire-explosion',
    sectors: [
      'automotive.body-paint',
      'automotive.repair-maintenance',
      'manufacturing.chemicals',
      'manufacturing.printing-packaging.ink-solvent-handling',
      'forestry-sawmills.logging',
    ],
    cues: {
      fr: [
        'liquide inflammable',
        'essence',
        'diluant',
        'carburant',
        'point d’éclair',
        'armoire pour inflammables',
        'transvasement',
        'mise à la terre',
        'INFLAMMABLE',
      ],
      en: [
        'flammable liquid',
        'gasoline',
        'thinner',
        'fuel',
        'flash point',
        'flammables cabinet',
        'transfer',
        'bonding',
        'FLAMMABLE',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Réduire les quantités sur place au strict nécessaire.'],
        en: ['Keep quantities on site to the minimum needed.'],
      },
      substitution: {
        fr: ['Produits aqueux ou à point d’éclair plus élevé.'],
        en: ['Water-based or higher flash point products.'],
      },
      engineering: {
        fr: [
          'Armoires homologuées, contenants de sécurité, liaison équipotentielle et mise à la terre lors des transvasements.',
        ],
        en: ['Approved cabinets, safety cans, bonding and grounding during transfer.'],
      },
      administrative: {
        fr: [
          'Étiquetage SIMDUT, contrôle des sources d’ignition, plan d’intervention en cas de déversement.',
        ],
        en: ['WHMIS labelling, ignition source control, spill response plan.'],
      },
      ppe: {
        fr: ['Gants résistant aux produits, lunettes étanches ; vêtements ignifuges selon la tâche.'],
        en: ['Chemical-resistant gloves, goggles; flame-resistant clothing depending on the task.'],
      },
    },
    recommendation: {
      fr: 'Entreposer les liquides inflammables dans des armoires homologuées et mettre à la terre les contenants lors des transvasements.',
      en: 'Store flammable liquids in approved cabinets and bond and ground containers during transfer.',
    },
  },
  {
    id: 'compressed-gases',
    name: { fr: 'Gaz comprimés', en: 'Compressed gases' },
    description: {
      fr: 'Bouteilles de gaz comprimé (oxygène, acétylène, propane, gaz inertes) : projection en cas de rupture du robinet, fuite, incendie ou asphyxie.',
      en: 'Compressed gas cylinders (oxygen, acetylene, propane, inert gases): projectile if the valve breaks, leaks, fire or asphyxiation.',
    },
    family: 'fire-explosion',
    sectors: [
      'mining-metals.metal-fabrication',
      'construction.specialized-trades.welding-sheet-metal',
      'automotive.body-paint',
      'professional-services.laboratories',
      'manufacturing.food-beverage.packaging-lines',
    ],
    cues: {
      fr: [
        'bouteille de gaz',
        'bouteilles',
        'acétylène',
        'oxygène',
        'propane',
        'azote',
        'argon',
        'détendeur',
        'chapeau protecteur',
        'GAZ COMPRIMÉ',
      ],
      en: [
        'gas cylinder',
        'cylinders',
        'acetylene',
        'oxygen',
        'propane',
        'nitrogen',
        'argon',
        'regulator',
        'valve cap',
        'COMPRESSED GAS',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Retourner au fournisseur les bouteilles inutilisées.'],
        en: ['Return unused cylinders to the supplier.'],
      },
      substitution: {
        fr: [
          'Distribution centralisée par canalisations plutôt que des bouteilles dans les aires de travail.',
        ],
        en: ['Piped central supply instead of cylinders in work areas.'],
      },
      engineering: {
        fr: [
          'Bouteilles attachées debout, chapeaux protecteurs, clapets antiretour, séparation oxygène-combustibles.',
        ],
        en: ['Cylinders secured upright, valve caps, flashback arrestors, oxygen separated from fuel gases.'],
      },
      administrative: {
        fr: ['Entreposage ventilé, chariots de transport, vérification des fuites et formation.'],
        en: ['Ventilated storage, transport carts, leak checks and training.'],
      },
      ppe: {
        fr: ['Gants, lunettes et chaussures de sécurité pour la manutention.'],
        en: ['Gloves, glasses and safety footwear for handling.'],
      },
    },
    recommendation: {
      fr: 'Attacher les bouteilles debout, les transporter sur chariot avec le chapeau et séparer l’oxygène des gaz combustibles.',
      en: 'Secure cylinders upright, move them on carts with caps on and separate oxygen from fuel gases.',
    },
  },
  {
    id: 'blasting',
    name: { fr: 'Sautage et explosifs', en: 'Blasting and explosives' },
    description: {
      fr: 'Détonation prématurée, ratés, projections de roc et gaz de tir lors de l’utilisation d’explosifs en mine, en carrière ou en construction.',
      en: 'Premature detonation, misfires, flyrock and blast fumes when explosives are used in mines, quarries or construction.',
    },
    family: 'fire-explosion',
    sectors: [
      'mining-metals.underground-mining.drilling-blasting',
      'mining-metals.open-pit-quarries.pit-drilling-blasting',
      'construction.infrastructure.earthworks-excavation',
      'construction.infrastructure.tunnelling',
    ],
    cues: {
      fr: [
        'sautage',
        'dynamitage',
        'explosifs',
        'boutefeu',
        'détonateurs',
        'raté',
        'projection de roc',
        'périmètre de sautage',
        'ATTENTION — SAUTAGE',
      ],
      en: [
        'blasting',
        'explosives',
        'blaster',
        'detonators',
        'misfire',
        'flyrock',
        'blast area',
        'blast guard',
        'BLASTING ZONE',
      ],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Méthodes d’excavation mécaniques lorsque le roc et le projet le permettent.'],
        en: ['Mechanical excavation methods where the rock and project allow.'],
      },
      substitution: {
        fr: ['Systèmes d’amorçage électroniques ou non électriques moins sensibles aux courants vagabonds.'],
        en: ['Electronic or non-electric initiation systems less sensitive to stray currents.'],
      },
      engineering: {
        fr: ['Pare-éclats et matelas de sautage, dépôts d’explosifs conformes, ventilation après le tir.'],
        en: ['Blast mats and shields, compliant explosives magazines, ventilation after the blast.'],
      },
      administrative: {
        fr: [
          'Boutefeu certifié, plan de tir, périmètre gardé et signaux, procédure de ratés, registre de sautage.',
        ],
        en: [
          'Certified blaster, blast design, guarded perimeter and signals, misfire procedure, blasting log.',
        ],
      },
      ppe: {
        fr: ['Protection auditive, casque, lunettes ; détecteur de gaz avant le retour au front.'],
        en: ['Hearing protection, hard hat, glasses; gas detector before re-entering the face.'],
      },
    },
    recommendation: {
      fr: 'Confier le sautage à un boutefeu certifié, garder le périmètre et vérifier l’absence de ratés et de gaz avant le retour.',
      en: 'Leave blasting to a certified blaster, guard the perimeter and check for misfires and fumes before re-entry.',
    },
  },
];
