import type { HazardDefinition } from './types';

/** Issue 12: hazards of seafood plants, aquaculture and wharves. */
export const fishingMarineHazards: readonly HazardDefinition[] = [
  {
    id: 'seafood-processing-asthma',
    name: { fr: 'Asthme aux fruits de mer', en: 'Seafood processing asthma' },
    description: {
      fr: 'Aérosols de cuisson et de lavage du crabe, de la crevette et d’autres crustacés : sensibilisation, asthme professionnel et dermatite.',
      en: 'Aerosols from cooking and washing crab, shrimp and other shellfish: sensitisation, occupational asthma and dermatitis.',
    },
    family: 'biological',
    sectors: [
      'fishing-seafood.seafood-processing',
      'fishing-seafood.seafood-processing.crab-shellfish-processing',
      'fishing-seafood.seafood-processing.cooking-lines',
    ],
    cues: {
      fr: [
        'asthme au crabe',
        'vapeur de cuisson du crabe',
        'allergie aux crustacés',
        'aérosols de crustacés',
        // Not « décorticage » alone: hemp and grain are hulled too.
        'décorticage des crevettes',
        'décorticage du crabe',
        'usine de crabe',
        'cuiseurs à crabe',
        'vapeur des cuiseurs',
        'cuisson du crabe',
        'cuisson du homard',
        'transformation du crabe',
        'transformation des crevettes',
      ],
      en: [
        'crab asthma',
        'crab cooking steam',
        'shellfish allergy',
        'shellfish aerosols',
        'shelling line',
        'crab plant',
        'crab cookers',
        'cooker steam',
        'crab processing',
        'lobster processing',
        'shrimp peeling',
        'snow crab',
        'cooking aerosols',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éviter l’arrosage sous pression des crustacés près des postes.'],
        en: ['Avoid high-pressure spraying of shellfish near work stations.'],
      },
      substitution: {
        fr: ['Lavage à basse pression ; cuisson en enceinte fermée.'],
        en: ['Low-pressure washing; enclosed cooking.'],
      },
      engineering: {
        fr: ['Captation des vapeurs au cuiseur ; ventilation générale ; séparation des zones de cuisson.'],
        en: ['Steam capture at the cooker; general ventilation; separate cooking areas.'],
      },
      administrative: {
        fr: ['Surveillance médicale respiratoire ; réaffectation des travailleurs sensibilisés.'],
        en: ['Respiratory health surveillance; reassignment of sensitised workers.'],
      },
      ppe: {
        fr: ['Appareil de protection respiratoire ajusté ; gants et manches imperméables.'],
        en: ['A fit-tested respirator; waterproof gloves and sleeves.'],
      },
    },
    recommendation: {
      fr: 'Capter les vapeurs au cuiseur, suivre les symptômes respiratoires et réaffecter les travailleurs sensibilisés.',
      en: 'Capture steam at the cooker, follow respiratory symptoms and reassign sensitised workers.',
    },
  },
  {
    id: 'occupational-diving',
    name: { fr: 'Plongée professionnelle', en: 'Occupational diving' },
    description: {
      fr: 'Plongée pour l’aquaculture, l’inspection de quais, de barrages ou de prises d’eau : noyade, accident de décompression, aspiration par une prise d’eau.',
      en: 'Diving for aquaculture, inspecting wharves, dams or water intakes: drowning, decompression illness, being drawn into an intake.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'fishing-seafood.aquaculture',
      'fishing-seafood.aquaculture.salmon-farms',
      'renewable-energy.hydro.dams-spillways',
      'utilities.drinking-water.reservoirs',
    ],
    cues: {
      fr: [
        'plongée professionnelle',
        'plongeur professionnel',
        'scaphandrier',
        'accident de décompression',
        'surveillant de plongée',
        'scaphandre autonome',
        'plongée sous-marine',
        'plongeurs sous-marins',
        'alimentation en surface',
        'superviseur de plongée',
        'chambre hyperbare',
        'paliers de décompression',
      ],
      en: [
        'diving',
        'diver',
        'commercial diver',
        'decompression sickness',
        'dive tender',
        'scuba',
        'surface-supplied',
        'dive team',
        'dive supervisor',
        'umbilical',
        'hyperbaric',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Inspection par caméra sous-marine ou robot téléguidé.'],
        en: ['Inspection by underwater camera or remotely operated vehicle.'],
      },
      substitution: {
        fr: ['Plongée alimentée de la surface plutôt qu’en scaphandre autonome.'],
        en: ['Surface-supplied diving rather than scuba.'],
      },
      engineering: {
        fr: ['Cadenassage des pompes et prises d’eau ; alimentation d’air de secours.'],
        en: ['Lockout of pumps and intakes; a back-up air supply.'],
      },
      administrative: {
        fr: ['Plongeurs certifiés CSA Z275.4 ; équipe minimale avec plongeur de secours ; plan de plongée.'],
        en: ['Divers certified to CSA Z275.4; a minimum crew with a standby diver; a dive plan.'],
      },
      ppe: {
        fr: ['Équipement de plongée inspecté, harnais et ligne de vie.'],
        en: ['Inspected diving equipment, harness and lifeline.'],
      },
    },
    recommendation: {
      fr: 'Faire plonger une équipe certifiée avec plongeur de secours et cadenasser toute prise d’eau ou pompe proche.',
      en: 'Use a certified dive team with a standby diver and lock out every nearby intake or pump.',
    },
  },
  {
    id: 'mooring-line-snapback',
    name: { fr: 'Rupture de câbles et amarres (retour de fouet)', en: 'Mooring line and cable snap-back' },
    description: {
      fr: 'Amarre, aussière, câble de treuil ou sangle de remorquage qui cède sous tension et fouette la zone : blessures graves ou mortelles.',
      en: 'A mooring line, hawser, winch cable or recovery strap parting under tension and whipping across the area: serious or fatal injuries.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'fishing-seafood.commercial-fishing.wharf-unloading',
      'transport-warehousing.rail-marine-air.longshoring',
      'automotive.towing-roadside.winching-recovery',
      'fishing-seafood.marine-support.haul-out',
    ],
    cues: {
      fr: [
        'amarre',
        'amarrage',
        'câble de treuil',
        'zone de retour de fouet',
        'câble qui cède',
        'sangle de remorquage',
        'amarres',
        'ligne d’amarrage',
        'câble a cassé',
        'retour de câble',
        'cabestan',
        'aussière d’amarrage',
      ],
      en: [
        'mooring line',
        'mooring',
        'winch cable',
        'snap-back zone',
        'line parted',
        'recovery strap',
        'hawser',
        'mooring lines',
        'line snapped',
        'snapback',
        'capstan',
        'tow line parted',
        'mooring line parted',
        'mooring line snapped',
        'hawser parted',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Personne dans la zone de retour de fouet pendant la mise en tension.'],
        en: ['No one in the snap-back zone while the line is loaded.'],
      },
      substitution: {
        fr: ['Cordages à faible allongement ; manilles et sangles de capacité adéquate.'],
        en: ['Low-stretch lines; shackles and straps of adequate rating.'],
      },
      engineering: {
        fr: ['Amortisseurs de câble, zones de fouet marquées au sol.'],
        en: ['Line dampers, snap-back zones painted on the deck.'],
      },
      administrative: {
        fr: ['Inspection des cordages et câbles ; communication claire pendant la manœuvre.'],
        en: ['Inspection of lines and cables; clear communication during the operation.'],
      },
      ppe: {
        fr: ['Casque et lunettes ; gants.'],
        en: ['Hard hat and glasses; gloves.'],
      },
    },
    recommendation: {
      fr: 'Marquer les zones de retour de fouet, inspecter amarres et câbles et tenir tout le monde hors de la zone pendant la mise en tension.',
      en: 'Mark snap-back zones, inspect lines and cables and keep everyone out of the zone while lines are loaded.',
    },
  },
];
