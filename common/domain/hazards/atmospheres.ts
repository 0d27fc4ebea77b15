import type { HazardDefinition } from './types';

export const atmosphereHazards: readonly HazardDefinition[] = [
  {
    id: 'confined-spaces',
    name: { fr: 'Espaces clos', en: 'Confined spaces' },
    description: {
      fr: 'Entrée dans un réservoir, une fosse, un silo, un égout ou une cuve : manque d’oxygène, gaz toxiques ou inflammables, ensevelissement, sauvetage difficile.',
      en: 'Entry into a tank, pit, silo, sewer or vessel: oxygen deficiency, toxic or flammable gases, engulfment, difficult rescue.',
    },
    family: 'atmospheres',
    sectors: [
      'construction.infrastructure.water-sewer',
      'renewable-energy.hydro.penstocks-tunnels',
      'renewable-energy.bioenergy.biogas-digesters',
      'manufacturing.food-beverage',
      'forestry-sawmills.pulp-paper',
      'mining-metals.mineral-processing',
    ],
    cues: {
      fr: [
        'espace clos',
        'ESPACE CLOS — ENTRÉE INTERDITE',
        'permis d’entrée',
        'surveillant',
        'regard',
        'réservoir',
        'silo',
        'fosse',
        'trou d’homme',
        'détecteur 4 gaz',
        'ventilation mécanique',
        'trépied',
      ],
      en: [
        'confined space',
        'CONFINED SPACE — ENTRY BY PERMIT ONLY',
        'entry permit',
        'attendant',
        'standby person',
        'manhole',
        'tank',
        'silo',
        'pit',
        'four-gas detector',
        'forced-air ventilation',
        'tripod',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Effectuer le nettoyage ou l’inspection de l’extérieur (caméras, buses rotatives).'],
        en: ['Clean or inspect from outside (cameras, rotating nozzles).'],
      },
      substitution: {
        fr: ['Modifier les équipements pour permettre l’accès sans entrée complète.'],
        en: ['Modify equipment so tasks can be done without full entry.'],
      },
      engineering: {
        fr: [
          'Ventilation mécanique, isolement et cadenassage des conduites et des agitateurs.',
          'Détection continue des gaz, trépied et treuil de sauvetage.',
        ],
        en: [
          'Mechanical ventilation, isolation and lockout of lines and agitators.',
          'Continuous gas detection, tripod and rescue winch.',
        ],
      },
      administrative: {
        fr: [
          'Inventaire des espaces clos, permis d’entrée, surveillant à l’extérieur en tout temps.',
          'Procédure et équipe de sauvetage prêtes avant l’entrée ; formation des entrants.',
        ],
        en: [
          'Confined space inventory, entry permit, attendant outside at all times.',
          'Rescue procedure and team ready before entry; entrant training.',
        ],
      },
      ppe: {
        fr: [
          'Harnais avec ligne de sauvetage, détecteur personnel, appareil respiratoire selon l’évaluation.',
        ],
        en: ['Harness with retrieval line, personal detector, respiratory protection per the assessment.'],
      },
    },
    recommendation: {
      fr: 'Ne jamais entrer sans permis, mesure de l’atmosphère, surveillant et moyens de sauvetage en place.',
      en: 'Never enter without a permit, atmospheric testing, an attendant and rescue means in place.',
    },
  },
  {
    id: 'carbon-monoxide',
    name: { fr: 'Monoxyde de carbone', en: 'Carbon monoxide' },
    description: {
      fr: 'Intoxication au monoxyde de carbone, gaz inodore produit par les moteurs à combustion, les chaufferettes au propane et les appareils de chauffage.',
      en: 'Poisoning by carbon monoxide, an odourless gas from combustion engines, propane heaters and fuel-burning appliances.',
    },
    family: 'atmospheres',
    sectors: [
      'transport-warehousing.warehousing',
      'automotive.repair-maintenance',
      'construction.commercial-institutional',
      'manufacturing.food-beverage.cold-rooms',
      'renewable-energy.bioenergy.boiler-plant',
    ],
    cues: {
      fr: [
        'monoxyde de carbone',
        'CO',
        'chaufferette',
        'chauffage temporaire',
        'propane',
        'génératrice',
        'maux de tête',
        'détecteur de CO',
      ],
      en: [
        'carbon monoxide',
        'CO',
        'space heater',
        'temporary heat',
        'propane',
        'generator',
        'headache',
        'CO detector',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne jamais faire fonctionner de génératrice ou de moteur à combustion dans un espace fermé.'],
        en: ['Never run generators or combustion engines in enclosed spaces.'],
      },
      substitution: {
        fr: ['Équipements électriques ou chauffage indirect.'],
        en: ['Electric equipment or indirect-fired heating.'],
      },
      engineering: {
        fr: ['Ventilation, évacuation des gaz de combustion, détecteurs de CO avec alarme.'],
        en: ['Ventilation, combustion gas venting, CO detectors with alarms.'],
      },
      administrative: {
        fr: ['Entretien des appareils, formation aux symptômes, procédure d’évacuation.'],
        en: ['Appliance maintenance, symptom awareness training, evacuation procedure.'],
      },
      ppe: {
        fr: ['Détecteur de CO personnel ; appareil autonome pour l’intervention en atmosphère dangereuse.'],
        en: ['Personal CO monitor; self-contained breathing apparatus for emergency response.'],
      },
    },
    recommendation: {
      fr: 'Installer des détecteurs de CO là où fonctionnent des appareils à combustion et assurer une ventilation suffisante.',
      en: 'Install CO detectors wherever combustion equipment runs and ensure sufficient ventilation.',
    },
  },
  {
    id: 'hydrogen-sulfide',
    name: { fr: 'Sulfure d’hydrogène (H2S)', en: 'Hydrogen sulphide (H2S)' },
    description: {
      fr: 'Gaz toxique dégagé par la décomposition de matières organiques (égouts, fosses, digesteurs, pâtes et papiers) qui paralyse l’odorat à forte concentration.',
      en: 'Toxic gas from decomposing organic matter (sewers, pits, digesters, pulp mills) that deadens the sense of smell at high concentrations.',
    },
    family: 'atmospheres',
    sectors: [
      'construction.infrastructure.water-sewer',
      'renewable-energy.bioenergy.biogas-digesters',
      'forestry-sawmills.pulp-paper',
      'mining-metals.underground-mining',
      'manufacturing.food-beverage',
    ],
    cues: {
      fr: [
        'sulfure d’hydrogène',
        'H2S',
        'odeur d’œuf pourri',
        'égout',
        'fosse septique',
        'boues',
        'digesteur',
      ],
      en: [
        'hydrogen sulphide',
        'hydrogen sulfide',
        'H2S',
        'rotten egg smell',
        'sewer',
        'septic tank',
        'sludge',
        'digester',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Éviter les interventions manuelles dans les réseaux et fosses (inspection par caméra).'],
        en: ['Avoid manual work in sewers and pits (camera inspection).'],
      },
      substitution: {
        fr: ['Nettoyage hydraulique à distance.'],
        en: ['Remote hydraulic cleaning.'],
      },
      engineering: {
        fr: ['Ventilation forcée, détecteurs fixes avec alarme, isolement des sources.'],
        en: ['Forced ventilation, fixed detectors with alarms, source isolation.'],
      },
      administrative: {
        fr: ['Mesure avant et pendant le travail, procédure d’espace clos, formation aux dangers du H2S.'],
        en: ['Testing before and during work, confined space procedure, H2S awareness training.'],
      },
      ppe: {
        fr: [
          'Détecteur H2S personnel, appareil respiratoire autonome ou à adduction d’air si la concentration l’exige.',
        ],
        en: ['Personal H2S monitor, SCBA or supplied-air respirator if concentrations require.'],
      },
    },
    recommendation: {
      fr: 'Ne pas se fier à l’odeur : porter un détecteur H2S et ventiler avant toute intervention.',
      en: 'Do not rely on smell: wear an H2S monitor and ventilate before any work.',
    },
  },
];
