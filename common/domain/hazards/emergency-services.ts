import type { HazardDefinition } from './types';

/** Issue 12: hazards of paramedics, firefighters, police, corrections and lifeguards. */
export const emergencyServiceHazards: readonly HazardDefinition[] = [
  {
    id: 'fentanyl-opioid-exposure',
    name: {
      fr: 'Drogues puissantes (fentanyl) et substances inconnues',
      en: 'Potent drugs (fentanyl) and unknown substances',
    },
    description: {
      fr: 'Contact avec du fentanyl ou d’autres opioïdes et poudres inconnues lors de fouilles, d’interventions, du nettoyage de toilettes publiques ou de refuges.',
      en: 'Contact with fentanyl or other opioids and unknown powders during searches, calls, cleaning public washrooms or shelters.',
    },
    family: 'chemical',
    sectors: [
      'public-administration.public-safety',
      'public-administration.public-safety.corrections',
      'health-care.home-community-care.paramedics',
      'public-administration.municipal-services.parks',
      'retail.convenience-stores',
    ],
    cues: {
      fr: [
        'fentanyl',
        'opioïdes',
        'naloxone',
        'poudre inconnue',
        'drogue inconnue',
        'surdose dans les toilettes',
        'poudre blanche',
        'drogues de rue',
        'carfentanil',
        'Narcan',
        'matériel de consommation',
        'surdose',
      ],
      en: [
        'fentanyl',
        'opioids',
        'naloxone',
        'unknown powder',
        'unknown substance',
        'overdose in the washroom',
        'white powder',
        'street drugs',
        'carfentanil',
        'Narcan',
        'drug paraphernalia',
        'overdose',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne jamais goûter, sentir ni manipuler à mains nues une substance inconnue.'],
        en: ['Never taste, sniff or handle an unknown substance bare-handed.'],
      },
      substitution: {
        fr: ['Appareils de détection ou scanners plutôt que fouilles manuelles.'],
        en: ['Detection devices or scanners rather than hand searches.'],
      },
      engineering: {
        fr: ['Sacs scellés pour les saisies ; enceinte ventilée pour l’analyse.'],
        en: ['Sealed bags for seized items; a ventilated enclosure for testing.'],
      },
      administrative: {
        fr: ['Naloxone disponible et personnel formé ; procédure pour substances inconnues.'],
        en: ['Naloxone on hand and staff trained; an unknown-substance procedure.'],
      },
      ppe: {
        fr: [
          'Gants en nitrile ; appareil respiratoire N95 et protection oculaire si de la poudre peut se disperser.',
        ],
        en: ['Nitrile gloves; an N95 respirator and eye protection if powder may become airborne.'],
      },
    },
    recommendation: {
      fr: 'Garder de la naloxone sur place, former le personnel et fournir gants en nitrile et N95 pour les substances inconnues.',
      en: 'Keep naloxone on site, train staff and provide nitrile gloves and N95s for unknown substances.',
    },
  },
  {
    id: 'emergency-response-driving',
    name: { fr: 'Conduite d’urgence', en: 'Emergency response driving' },
    description: {
      fr: 'Collisions lors de la conduite d’ambulances, de camions d’incendie ou de véhicules de police avec gyrophares et sirène, souvent aux intersections.',
      en: 'Collisions driving ambulances, fire trucks or police vehicles with lights and siren, often at intersections.',
    },
    family: 'vehicles',
    sectors: [
      'health-care.home-community-care.paramedics',
      'public-administration.public-safety.firefighting',
      'public-administration.public-safety',
      'utilities.gas-distribution.leak-response',
    ],
    cues: {
      fr: [
        'conduite d’urgence',
        'gyrophares et sirène',
        'feux d’urgence',
        'brûler un feu rouge en urgence',
        'ambulance en urgence',
        'collision en urgence',
        'véhicule d’urgence',
        'sirène',
        'transport urgent',
        'répondre à un appel urgent',
        'feux et sirène',
        'conduite en urgence',
      ],
      en: [
        'emergency driving',
        'lights and siren',
        'running code',
        'responding code 3',
        'ambulance collision',
        'intersection collision while responding',
        'code 3',
        'emergency vehicle',
        'running hot',
        'lights and sirens',
        'responding to a call',
        'siren',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Répondre sans urgence aux appels dont la priorité ne l’exige pas.'],
        en: ['Respond without lights and siren when the call priority does not require it.'],
      },
      substitution: {
        fr: ['Préemption des feux de circulation.'],
        en: ['Traffic signal pre-emption.'],
      },
      engineering: {
        fr: ['Véhicules à haute visibilité, caméras, équipement arrimé dans l’habitacle.'],
        en: ['High-visibility vehicles, cameras, equipment secured in the cab.'],
      },
      administrative: {
        fr: ['Formation à la conduite d’urgence ; arrêt complet aux feux rouges ; ceinture en tout temps.'],
        en: ['Emergency vehicle driving training; full stop at red lights; seat belts at all times.'],
      },
      ppe: {
        fr: ['Ceinture de sécurité, y compris à l’arrière de l’ambulance.'],
        en: ['Seat belts, including in the back of the ambulance.'],
      },
    },
    recommendation: {
      fr: 'Exiger l’arrêt complet aux feux rouges en urgence, former à la conduite d’urgence et faire porter la ceinture à l’arrière aussi.',
      en: 'Require a full stop at red lights when responding, train in emergency driving and have belts worn in the back too.',
    },
  },
  {
    id: 'firefighter-combustion-contaminants',
    name: { fr: 'Contaminants de la fumée d’incendie', en: 'Fire smoke contaminants' },
    description: {
      fr: 'Produits de combustion cancérogènes (HAP, benzène, formaldéhyde) inhalés ou absorbés par la peau et rapportés sur les habits de combat : cancers des pompiers.',
      en: 'Carcinogenic products of combustion (PAHs, benzene, formaldehyde) breathed or absorbed through the skin and carried on turnout gear: firefighter cancers.',
    },
    family: 'chemical',
    sectors: [
      'public-administration.public-safety.firefighting',
      'public-administration.public-safety',
      'forestry-sawmills.silviculture.forest-firefighting',
    ],
    cues: {
      fr: [
        'habits de combat contaminés',
        'produits de combustion',
        'déblai après incendie',
        'décontamination des pompiers',
        'cancer des pompiers',
        'suie sur la peau',
        'habits de combat',
        'bunker',
        'fumée d’incendie',
        'PFAS',
        'cagoule contaminée',
        'déblai après l’incendie',
      ],
      en: [
        'contaminated turnout gear',
        'products of combustion',
        'overhaul after the fire',
        'firefighter decontamination',
        'firefighter cancer',
        'soot on the skin',
        'bunker gear',
        'turnout gear',
        'PFAS',
        'dirty gear',
        'contaminated hood',
        'during overhaul',
      ],
    },
    severity: 'eleve',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Aucun habit de combat dans les quartiers de vie ni dans les véhicules personnels.'],
        en: ['No turnout gear in living quarters or personal vehicles.'],
      },
      substitution: {
        fr: ['Cagoules filtrantes ; second jeu d’habits de combat.'],
        en: ['Particulate-blocking hoods; a second set of turnout gear.'],
      },
      engineering: {
        fr: [
          'Laveuse-extracteur d’habits ; captage des gaz d’échappement à la caserne ; zones propres et sales.',
        ],
        en: ['A gear extractor washer; vehicle exhaust capture in the station; clean and dirty zones.'],
      },
      administrative: {
        fr: ['Décontamination grossière sur les lieux ; douche dans l’heure ; APRA porté pendant le déblai.'],
        en: ['Gross decontamination on scene; shower within the hour; SCBA kept on during overhaul.'],
      },
      ppe: {
        fr: [
          'Appareil respiratoire autonome jusqu’à la fin du déblai ; gants nitrile sous les gants de combat au nettoyage.',
        ],
        en: ['SCBA until overhaul is complete; nitrile gloves under fire gloves during clean-up.'],
      },
    },
    recommendation: {
      fr: 'Garder l’APRA pendant le déblai, décontaminer sur les lieux et laver les habits de combat après chaque incendie.',
      en: 'Keep SCBA on during overhaul, decontaminate on scene and wash turnout gear after every fire.',
    },
  },
  {
    id: 'aquatic-rescue-lifeguards',
    name: { fr: 'Sauvetage aquatique et surveillance des bains', en: 'Aquatic rescue and lifeguarding' },
    description: {
      fr: 'Sauveteurs de piscines et de plages : blessures au sauvetage, noyade du sauveteur, glissades sur les plages de piscine, produits de traitement de l’eau.',
      en: 'Pool and beach lifeguards: injuries during rescues, rescuer drowning, slips on pool decks, water treatment chemicals.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'public-administration.municipal-services.pools-arenas',
      'food-services.bars-hotels',
      'education.post-secondary.facilities',
    ],
    cues: {
      fr: [
        'sauveteur de piscine',
        'surveillance des bains',
        'bain libre',
        'plage de la piscine',
        'sauvetage aquatique',
        'chaise de sauveteur',
        'sauveteurs',
        'ratio de sauveteurs',
        // Not « requalification » alone: a police officer's is at the firing range.
        'requalification des sauveteurs',
        'requalifications des sauveteurs',
        'requalification de sauveteur',
        'surveillant-sauveteur',
        'moniteur de natation',
        'baignade',
      ],
      en: [
        'lifeguard',
        'lifeguarding',
        'public swim',
        'pool deck',
        'water rescue',
        'lifeguard chair',
        'lifeguard ratio',
        'lifeguards',
        'swim instructor',
        'National Lifeguard',
        'recertification',
        'pool rescue',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Fermer la piscine quand le nombre de sauveteurs requis n’est pas atteint.'],
        en: ['Close the pool when the required number of lifeguards is not available.'],
      },
      substitution: {
        fr: ['Sauvetage avec aide flottante plutôt qu’à mains nues.'],
        en: ['Rescue with a flotation aid rather than bare-handed.'],
      },
      engineering: {
        fr: ['Chaises surélevées, surfaces antidérapantes, téléphone et alarme au bord.'],
        en: ['Elevated chairs, slip-resistant surfaces, a phone and alarm poolside.'],
      },
      administrative: {
        fr: ['Ratio de surveillance ; rotation des postes ; qualifications à jour ; exercices.'],
        en: ['Supervision ratios; station rotation; current certifications; drills.'],
      },
      ppe: {
        fr: ['Bouée tube, masque de poche pour la réanimation ; gants contre les liquides biologiques.'],
        en: ['Rescue tube, pocket mask for CPR; gloves for body fluids.'],
      },
    },
    recommendation: {
      fr: 'Respecter les ratios de sauveteurs, faire tourner les postes et tenir les qualifications et exercices à jour.',
      en: 'Meet lifeguard ratios, rotate stations and keep certifications and drills current.',
    },
  },
];
