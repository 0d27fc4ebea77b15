import type { HazardDefinition } from './types';

export const miningHazards: readonly HazardDefinition[] = [
  {
    id: 'ground-control',
    name: { fr: 'Contrôle de terrain (chutes de roches)', en: 'Ground control (rock falls)' },
    description: {
      fr: 'Chute de roches, coups de terrain et instabilité des parois dans les mines souterraines et à ciel ouvert.',
      en: 'Rock falls, rockbursts and unstable walls in underground and open-pit mines.',
    },
    family: 'mining',
    sectors: [
      'mining-metals.underground-mining.scaling-ground-support',
      'mining-metals.underground-mining',
      'mining-metals.open-pit-quarries.benches-walls',
      'construction.infrastructure.tunnelling',
    ],
    cues: {
      fr: [
        'écaillage',
        'soutènement',
        'boulonnage',
        'grillage',
        'coup de terrain',
        'chute de roches',
        'toit',
        'paroi',
        'béton projeté',
      ],
      en: [
        'scaling',
        'ground support',
        'rock bolting',
        'screen',
        'rockburst',
        'rock fall',
        'back',
        'wall',
        'shotcrete',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Concevoir les chantiers pour éviter l’exposition sous terrain non soutenu.'],
        en: ['Design stopes so no one works under unsupported ground.'],
      },
      substitution: {
        fr: ['Écaillage mécanique et boulonneuses mécanisées plutôt que l’écaillage manuel.'],
        en: ['Mechanical scaling and mechanised bolters instead of hand scaling.'],
      },
      engineering: {
        fr: [
          'Soutènement (boulons, grillage, béton projeté), surveillance microsismique, cabines protégées.',
        ],
        en: ['Ground support (bolts, screen, shotcrete), microseismic monitoring, protected cabs.'],
      },
      administrative: {
        fr: [
          'Plan de contrôle de terrain, inspection et écaillage à chaque quart, délais de réentrée après sautage.',
        ],
        en: ['Ground control plan, inspection and scaling every shift, re-entry times after blasting.'],
      },
      ppe: {
        fr: ['Casque, lampe de casque, chaussures de sécurité, vêtements à haute visibilité.'],
        en: ['Hard hat, cap lamp, safety footwear, high-visibility clothing.'],
      },
    },
    recommendation: {
      fr: 'Appliquer un plan de contrôle de terrain et interdire tout travail sous un terrain non soutenu.',
      en: 'Apply a ground control plan and prohibit work under unsupported ground.',
    },
  },
  {
    id: 'underground-ventilation',
    name: { fr: 'Ventilation souterraine', en: 'Underground ventilation' },
    description: {
      fr: 'Ventilation insuffisante dans une mine ou un tunnel : accumulation de gaz de tir, de diesel et de poussières, manque d’oxygène, chaleur.',
      en: 'Insufficient ventilation in a mine or tunnel: build-up of blast fumes, diesel emissions and dust, oxygen deficiency, heat.',
    },
    family: 'mining',
    sectors: [
      'mining-metals.underground-mining',
      'mining-metals.underground-mining.backfill-ventilation',
      'construction.infrastructure.tunnelling',
      'renewable-energy.hydro.penstocks-tunnels',
    ],
    cues: {
      fr: [
        'ventilation',
        'ventilateur principal',
        'ventilation auxiliaire',
        'gaine de ventilation',
        'gaz de tir',
        'refuge',
        'détecteur de gaz',
        'débit d’air',
      ],
      en: [
        'ventilation',
        'main fan',
        'auxiliary fan',
        'vent duct',
        'blast fumes',
        'refuge station',
        'gas detector',
        'airflow',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Équipements électriques à batterie pour réduire les émissions sous terre.'],
        en: ['Battery-electric equipment to reduce underground emissions.'],
      },
      substitution: {
        fr: ['Ventilation sur demande adaptée aux équipements présents.'],
        en: ['Ventilation on demand matched to the equipment present.'],
      },
      engineering: {
        fr: ['Ventilateurs principaux et auxiliaires, gaines entretenues, détection fixe des gaz, refuges.'],
        en: ['Main and auxiliary fans, maintained ducting, fixed gas detection, refuge stations.'],
      },
      administrative: {
        fr: [
          'Plan de ventilation, mesures régulières de débit et de gaz, procédures de réentrée et d’évacuation.',
        ],
        en: ['Ventilation plan, regular airflow and gas measurements, re-entry and evacuation procedures.'],
      },
      ppe: {
        fr: ['Détecteur de gaz personnel, auto-sauveteur.'],
        en: ['Personal gas detector, self-rescuer.'],
      },
    },
    recommendation: {
      fr: 'Mesurer régulièrement le débit d’air et les gaz et ne pas entrer dans une galerie sans ventilation fonctionnelle.',
      en: 'Regularly measure airflow and gases and do not enter a heading without working ventilation.',
    },
  },
  {
    id: 'shaft-hoisting',
    name: { fr: 'Puits et installations d’extraction', en: 'Shafts and mine hoisting' },
    description: {
      fr: 'Chute dans un puits, défaillance de la cage ou du câble d’extraction, objets qui tombent dans le puits et travaux d’inspection du puits.',
      en: 'Falls down a shaft, cage or hoist rope failure, objects falling down the shaft and shaft inspection work.',
    },
    family: 'mining',
    sectors: ['mining-metals.underground-mining.shaft-hoisting', 'mining-metals.underground-mining'],
    cues: {
      fr: [
        'puits',
        'cage',
        'treuil d’extraction',
        'câble d’extraction',
        'recette',
        'signaleur de cage',
        'inspection du puits',
        'skip',
      ],
      en: ['shaft', 'cage', 'mine hoist', 'hoist rope', 'shaft station', 'cager', 'shaft inspection', 'skip'],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Rampes d’accès pour le personnel et le matériel lorsque la configuration le permet.'],
        en: ['Ramps for personnel and material where the layout allows.'],
      },
      substitution: {
        fr: ['Inspection du puits par caméra ou balayage laser.'],
        en: ['Shaft inspection by camera or laser scanning.'],
      },
      engineering: {
        fr: [
          'Barrières aux recettes, dispositifs de sécurité du treuil (survitesse, fin de course), parachutes de cage.',
        ],
        en: ['Gates at shaft stations, hoist safety devices (overspeed, overtravel), cage safety catches.'],
      },
      administrative: {
        fr: [
          'Essais et inspections réglementaires du câble et du treuil, signaux normalisés, personnel qualifié.',
        ],
        en: ['Mandatory rope and hoist tests and inspections, standard signals, qualified personnel.'],
      },
      ppe: {
        fr: ['Harnais et ligne d’attache pour le travail dans le puits, casque, lampe.'],
        en: ['Harness and lanyard for shaft work, hard hat, cap lamp.'],
      },
    },
    recommendation: {
      fr: 'Respecter les essais et inspections du treuil et du câble et protéger chaque recette par une barrière.',
      en: 'Follow hoist and rope testing and inspections and protect every shaft station with a gate.',
    },
  },
];
