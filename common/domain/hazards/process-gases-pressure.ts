import type { HazardDefinition } from './types';

/** Issue 12: ammonia refrigeration, chlorine and pressurised systems (food plants, water, oil and gas). */
export const processGasPressureHazards: readonly HazardDefinition[] = [
  {
    id: 'ammonia-refrigeration',
    name: { fr: 'Ammoniac (réfrigération)', en: 'Ammonia (refrigeration)' },
    description: {
      fr: 'Fuite d’ammoniac d’un système de réfrigération : irritation grave des yeux et des voies respiratoires, brûlures, atmosphère inflammable dans la salle des compresseurs.',
      en: 'An ammonia leak from a refrigeration system: severe eye and airway irritation, burns, a flammable atmosphere in the compressor room.',
    },
    family: 'chemical',
    sectors: [
      'fishing-seafood.seafood-processing',
      'manufacturing.food-beverage',
      'public-administration.municipal-services.pools-arenas',
    ],
    cues: {
      fr: [
        'ammoniac',
        'NH3',
        'salle des compresseurs',
        'réfrigération à l’ammoniac',
        'fuite d’ammoniac',
        'odeur d’ammoniac',
        'système à l’ammoniac',
        'compresseurs à l’ammoniac',
        'détecteur d’ammoniac',
      ],
      en: [
        'ammonia',
        'NH3',
        'compressor room',
        'ammonia refrigeration',
        'ammonia leak',
        'anhydrous ammonia',
        'ammonia system',
        'ammonia detector',
        'R-717',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Réduire la charge d’ammoniac (systèmes à faible charge, boucle secondaire).'],
        en: ['Reduce the ammonia charge (low-charge systems, secondary loop).'],
      },
      substitution: {
        fr: ['Frigorigènes moins dangereux (CO2 en cascade) lors du remplacement du système.'],
        en: ['Less hazardous refrigerants (CO2 cascade) when the system is replaced.'],
      },
      engineering: {
        fr: [
          'Détection fixe de l’ammoniac avec alarme et ventilation d’urgence ; douche et douche oculaire.',
        ],
        en: ['Fixed ammonia detection with alarm and emergency ventilation; safety shower and eyewash.'],
      },
      administrative: {
        fr: ['Programme de gestion de la sécurité des procédés ; plan d’urgence et exercices d’évacuation.'],
        en: ['Process safety management program; emergency plan and evacuation drills.'],
      },
      ppe: {
        fr: ['Appareil respiratoire autonome et vêtements étanches pour l’intervention sur fuite.'],
        en: ['Self-contained breathing apparatus and chemical suits for leak response.'],
      },
    },
    recommendation: {
      fr: 'Faire vérifier toute odeur d’ammoniac, installer une détection avec alarme et exercer le plan d’évacuation.',
      en: 'Have any ammonia smell investigated, install detection with alarm and drill the evacuation plan.',
    },
  },
  {
    id: 'chlorine-gas',
    name: { fr: 'Chlore gazeux et produits chlorés', en: 'Chlorine gas and chlorine products' },
    description: {
      fr: 'Dégagement de chlore lors du changement de bonbonnes ou du mélange d’hypochlorite et d’acide : brûlures des voies respiratoires, œdème pulmonaire.',
      en: 'Chlorine release when changing cylinders or mixing hypochlorite with acid: airway burns, pulmonary oedema.',
    },
    family: 'chemical',
    sectors: [
      'utilities.drinking-water',
      'utilities.wastewater',
      'public-administration.municipal-services.pools-arenas',
    ],
    cues: {
      fr: [
        'chlore',
        'chlore gazeux',
        'bonbonne de chlore',
        'hypochlorite',
        'chloration',
        'détecteur de chlore',
        'fuite de chlore',
        'cylindres de chlore',
        'chloromètre',
        'salle de chloration',
      ],
      en: [
        'chlorine',
        'chlorine gas',
        'chlorine cylinder',
        'hypochlorite',
        'chlorination',
        'chlorine detector',
        'chlorine leak',
        'chlorinator',
        'ton container',
        'chlorine room',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Remplacer le chlore gazeux par une désinfection aux UV lorsque possible.'],
        en: ['Replace chlorine gas with UV disinfection where possible.'],
      },
      substitution: {
        fr: ['Hypochlorite liquide ou généré sur place plutôt que le chlore gazeux.'],
        en: ['Liquid or on-site generated hypochlorite rather than chlorine gas.'],
      },
      engineering: {
        fr: ['Salle de chlore isolée et ventilée, détection avec alarme, vannes d’arrêt automatiques.'],
        en: ['Isolated, ventilated chlorine room, detection with alarm, automatic shut-off valves.'],
      },
      administrative: {
        fr: [
          'Procédure de changement de bonbonne à deux ; jamais d’acide près de l’hypochlorite ; plan d’urgence.',
        ],
        en: ['Two-person cylinder change procedure; never store acid near hypochlorite; emergency plan.'],
      },
      ppe: {
        fr: ['Appareil respiratoire autonome disponible et inspecté ; lunettes et gants résistants.'],
        en: ['Self-contained breathing apparatus available and inspected; goggles and resistant gloves.'],
      },
    },
    recommendation: {
      fr: 'Réparer la détection de chlore, faire changer les bonbonnes à deux avec un appareil respiratoire en état.',
      en: 'Repair the chlorine detection, and change cylinders in pairs with a working breathing apparatus.',
    },
  },
  {
    id: 'high-pressure-systems',
    name: { fr: 'Systèmes sous pression', en: 'High-pressure systems' },
    description: {
      fr: 'Rupture ou ouverture d’une conduite, d’un raccord ou d’un équipement encore sous pression : projection, fouettement de boyau, jet de fluide.',
      en: 'Rupture or opening of a line, fitting or vessel still under pressure: projectiles, whipping hoses, fluid jets.',
    },
    family: 'machinery',
    sectors: ['oil-gas', 'oil-gas.drilling-services', 'oil-gas.pipelines', 'utilities.gas-distribution'],
    cues: {
      fr: [
        'sous pression',
        'conduite sous pression',
        'raccord à marteau',
        'purge',
        'haute pression',
        'boyau qui fouette',
        'hydrodécapage',
        'essai hydrostatique',
        'boyau sous pression',
        'laveuse à pression',
        'laveuse haute pression',
        'nettoyeur haute pression',
        'nettoyeur à pression',
        'lance haute pression',
        'pulvérisateur sans air',
      ],
      en: [
        'under pressure',
        'pressurized line',
        'hammer union',
        'bleed off',
        'high pressure',
        'whip check',
        'hydro-blasting',
        'water jetting',
        'hydrostatic test',
        'hose whip',
        'pressure washer',
        'power washer',
        'pressure-washer',
        'airless sprayer',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Dépressuriser et vérifier la pression nulle avant toute ouverture.'],
        en: ['Depressurize and verify zero pressure before opening anything.'],
      },
      substitution: {
        fr: ['Raccords compatibles et homologués pour la pression de service.'],
        en: ['Compatible fittings rated for the working pressure.'],
      },
      engineering: {
        fr: ['Manomètres et purges à chaque section ; câbles anti-fouettement sur les boyaux.'],
        en: ['Gauges and bleed valves at each section; whip checks on hoses.'],
      },
      administrative: {
        fr: [
          'Isolement et vérification de la pression nulle dans la procédure de cadenassage ; zone d’exclusion.',
        ],
        en: ['Isolation and zero-pressure check in the lockout procedure; exclusion zone.'],
      },
      ppe: {
        fr: ['Écran facial et lunettes lors des purges.'],
        en: ['Face shield and goggles during bleed-off.'],
      },
    },
    recommendation: {
      fr: 'Ne jamais frapper ni ouvrir un raccord sans avoir purgé la conduite et vérifié la pression nulle.',
      en: 'Never strike or open a fitting before bleeding the line and verifying zero pressure.',
    },
  },
];
