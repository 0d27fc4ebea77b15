import type { HazardDefinition } from './types';

/** Issue 12: chemical and biological exposures specific to hospitals and clinics. */
export const healthCareHazards: readonly HazardDefinition[] = [
  {
    id: 'hazardous-drugs',
    name: { fr: 'Médicaments dangereux (antinéoplasiques)', en: 'Hazardous drugs (antineoplastics)' },
    description: {
      fr: 'Contact cutané ou inhalation de médicaments cytotoxiques lors de la préparation, de l’administration, du nettoyage ou de la manipulation des excreta : effets cancérogènes et sur la reproduction.',
      en: 'Skin contact with or inhalation of cytotoxic drugs during compounding, administration, cleaning or handling of excreta: carcinogenic and reproductive effects.',
    },
    family: 'chemical',
    sectors: [
      'health-care.hospitals',
      'health-care.hospitals.medical-surgical',
      'health-care.clinics.pharmacies',
      'health-care.home-community-care.home-nursing',
    ],
    cues: {
      fr: [
        'médicaments dangereux',
        'antinéoplasiques',
        'cytotoxiques',
        'chimiothérapie',
        'hotte pour cytotoxiques',
        'système clos de transfert',
        'préparation de la chimiothérapie',
        'blouse de chimio',
        'déversement de cytotoxiques',
        'médicaments antinéoplasiques',
        'trousse de déversement de cytotoxiques',
      ],
      en: [
        'hazardous drugs',
        'antineoplastic',
        'cytotoxic',
        'chemotherapy',
        'chemo hood',
        'closed-system transfer device',
        'chemo gowns',
        'compounding chemotherapy',
        'CSTD',
        'cytotoxic spill',
        'chemo spill kit',
        'antineoplastic drugs',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éviter d’écraser des comprimés ou d’ouvrir des capsules de médicaments dangereux.'],
        en: ['Avoid crushing tablets or opening capsules of hazardous drugs.'],
      },
      substitution: {
        fr: ['Formes prêtes à administrer préparées par la pharmacie centrale.'],
        en: ['Ready-to-administer forms prepared by the central pharmacy.'],
      },
      engineering: {
        fr: ['Enceinte de sécurité biologique ventilée vers l’extérieur ; systèmes clos de transfert.'],
        en: ['An externally vented biological safety cabinet; closed-system transfer devices.'],
      },
      administrative: {
        fr: [
          'Liste des médicaments dangereux ; procédures de déversement et des excreta ; réaffectation pendant la grossesse.',
        ],
        en: ['A hazardous-drug list; spill and excreta procedures; reassignment during pregnancy.'],
      },
      ppe: {
        fr: ['Double paire de gants pour chimiothérapie, blouse imperméable, protection oculaire.'],
        en: ['Two pairs of chemotherapy gloves, an impermeable gown, eye protection.'],
      },
    },
    recommendation: {
      fr: 'Dresser la liste des médicaments dangereux, les préparer en enceinte ventilée avec système clos et fournir des gants pour chimiothérapie.',
      en: 'List the hazardous drugs, prepare them in a vented cabinet with closed systems and provide chemotherapy gloves.',
    },
  },
  {
    id: 'airborne-infections',
    name: { fr: 'Infections transmises par voie aérienne', en: 'Airborne infections' },
    description: {
      fr: 'Tuberculose, rougeole, varicelle, grippe et COVID-19 transmises par aérosols aux soignants, surtout lors d’interventions qui en génèrent.',
      en: 'Tuberculosis, measles, chickenpox, influenza and COVID-19 transmitted by aerosols to care staff, especially during aerosol-generating procedures.',
    },
    family: 'biological',
    sectors: [
      'health-care',
      'health-care.hospitals.emergency',
      'health-care.clinics.dental-offices',
      'health-care.home-community-care.paramedics',
      'public-administration.public-safety.corrections',
    ],
    cues: {
      fr: [
        'tuberculose',
        'rougeole',
        'précautions aériennes',
        'chambre à pression négative',
        'interventions générant des aérosols',
        'patient contagieux',
        'tuberculose active',
        'isolement aérien',
        'chambre d’isolement à pression négative',
        'varicelle',
      ],
      en: [
        'tuberculosis',
        'measles',
        'airborne precautions',
        'negative pressure room',
        'aerosol-generating procedures',
        'contagious patient',
        'active TB',
        'airborne isolation',
        'AIIR',
        'negative-pressure rooms',
        'chickenpox',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Dépistage et isolement rapides des cas soupçonnés au triage.'],
        en: ['Prompt screening and isolation of suspected cases at triage.'],
      },
      substitution: {
        fr: ['Téléconsultation pour les suivis qui ne demandent pas d’examen.'],
        en: ['Virtual visits for follow-ups that need no examination.'],
      },
      engineering: {
        fr: [
          'Chambres d’isolement à pression négative ; ventilation et filtration HEPA ; barrières au triage.',
        ],
        en: ['Negative-pressure isolation rooms; HEPA ventilation and filtration; barriers at triage.'],
      },
      administrative: {
        fr: [
          'Vaccination du personnel ; test cutané tuberculinique ; évaluation du risque au point de service.',
        ],
        en: ['Staff vaccination; tuberculin skin testing; point-of-care risk assessment.'],
      },
      ppe: {
        fr: ['Appareil de protection respiratoire N95 ajusté ; protection oculaire.'],
        en: ['A fit-tested N95 respirator; eye protection.'],
      },
    },
    recommendation: {
      fr: 'Faire ajuster un N95 à chaque soignant exposé, vérifier les chambres à pression négative et tenir la vaccination à jour.',
      en: 'Fit-test an N95 for every exposed worker, check the negative-pressure rooms and keep vaccinations up to date.',
    },
  },
  {
    id: 'anaesthetic-gases',
    name: { fr: 'Gaz anesthésiques résiduels', en: 'Waste anaesthetic gases' },
    description: {
      fr: 'Fuites de protoxyde d’azote et d’agents halogénés en salle d’opération, en salle de réveil et en cabinet dentaire : maux de tête, effets sur la reproduction.',
      en: 'Leaks of nitrous oxide and halogenated agents in operating rooms, recovery rooms and dental offices: headaches, reproductive effects.',
    },
    family: 'chemical',
    sectors: [
      'health-care.hospitals.medical-surgical',
      'health-care.clinics.dental-offices',
      'health-care.hospitals',
    ],
    cues: {
      fr: [
        'gaz anesthésiques',
        'protoxyde d’azote',
        'sévoflurane',
        'desflurane',
        'système d’évacuation des gaz',
        'circuit d’anesthésie',
        'isoflurane',
        'induction au masque',
        'gaz d’anesthésie',
        'évacuation des gaz anesthésiques',
        'fuite du circuit d’anesthésie',
      ],
      en: [
        'anaesthetic gases',
        'anesthetic gases',
        'nitrous oxide',
        'sevoflurane',
        'scavenging system',
        'anaesthesia machine leak',
        'isoflurane',
        'mask induction',
        'waste anaesthetic gas',
        'waste anesthetic gas',
        'scavenging hose',
        'chamber induction',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Anesthésie intraveineuse ou régionale quand elle convient.'],
        en: ['Intravenous or regional anaesthesia where suitable.'],
      },
      substitution: {
        fr: ['Masques bien ajustés et circuits à faible débit.'],
        en: ['Well-fitted masks and low-flow circuits.'],
      },
      engineering: {
        fr: [
          'Système d’évacuation des gaz résiduels ; ventilation générale des salles ; recherche de fuites.',
        ],
        en: ['A scavenging system; general room ventilation; leak testing.'],
      },
      administrative: {
        fr: ['Vérification des appareils avant chaque utilisation ; mesure des concentrations.'],
        en: ['Machine checks before each use; air concentration monitoring.'],
      },
      ppe: {
        omitted: {
          fr: 'Un appareil respiratoire n’est pas praticable en salle d’opération : l’évacuation à la source protège.',
          en: 'A respirator is not practical in the operating room: scavenging at the source protects.',
        },
      },
    },
    recommendation: {
      fr: 'Vérifier le système d’évacuation des gaz anesthésiques et mesurer les concentrations dans les salles.',
      en: 'Check the anaesthetic gas scavenging system and measure concentrations in the rooms.',
    },
  },
  {
    id: 'sterilants-disinfectants',
    name: {
      fr: 'Stérilisants et désinfectants de haut niveau',
      en: 'Sterilants and high-level disinfectants',
    },
    description: {
      fr: 'Glutaraldéhyde, acide peracétique, oxyde d’éthylène et peroxyde d’hydrogène utilisés pour retraiter les instruments : asthme, dermatite, brûlures, cancer pour l’oxyde d’éthylène.',
      en: 'Glutaraldehyde, peracetic acid, ethylene oxide and hydrogen peroxide used to reprocess instruments: asthma, dermatitis, burns, cancer for ethylene oxide.',
    },
    family: 'chemical',
    sectors: [
      'health-care.hospitals',
      'health-care.hospitals.environmental-services',
      'health-care.clinics.dental-offices',
      'health-care.clinics.medical-clinics',
    ],
    cues: {
      fr: [
        'glutaraldéhyde',
        'oxyde d’éthylène',
        'acide peracétique',
        'désinfection de haut niveau',
        'retraitement des dispositifs médicaux',
        'salle de retraitement',
        'Cidex',
        'trempage des endoscopes',
        'retraitement des endoscopes',
        'ortho-phtalaldéhyde',
        'stérilisateur au peroxyde',
        'formol',
        'formaline',
        'liquide d’embaumement',
        'désinfectant prêt à l’emploi',
        'lingettes désinfectantes',
        'lingettes au peroxyde',
        'nébulisation au peroxyde',
        'brumisation au peroxyde',
      ],
      en: [
        'glutaraldehyde',
        'ethylene oxide',
        'peracetic acid',
        'high-level disinfection',
        'medical device reprocessing',
        'sterile processing',
        'Cidex',
        'endoscope reprocessing',
        'ortho-phthalaldehyde',
        'EtO sterilizer',
        'hydrogen peroxide sterilizer',
        'scope soaking',
        'formalin',
        'embalming fluid',
        'ready-to-use disinfectant',
        'disinfectant wipes',
        'peroxide wipes',
        'peroxide fogging',
        'hydrogen peroxide fogging',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Dispositifs à usage unique quand c’est raisonnable.'],
        en: ['Single-use devices where reasonable.'],
      },
      substitution: {
        fr: ['Orthophtalaldéhyde ou peroxyde d’hydrogène accéléré plutôt que glutaraldéhyde.'],
        en: ['Ortho-phthalaldehyde or accelerated hydrogen peroxide instead of glutaraldehyde.'],
      },
      engineering: {
        fr: [
          'Laveurs-désinfecteurs fermés, bacs couverts et aspiration locale ; stérilisateurs à l’oxyde d’éthylène ventilés et surveillés.',
        ],
        en: [
          'Enclosed washer-disinfectors, covered soaking trays and local exhaust; vented and monitored ethylene oxide sterilisers.',
        ],
      },
      administrative: {
        fr: [
          'Fiches de données de sécurité et formation ; mesure de l’exposition ; procédure de déversement.',
        ],
        en: ['Safety data sheets and training; exposure monitoring; a spill procedure.'],
      },
      ppe: {
        fr: ['Gants en nitrile, lunettes étanches et blouse imperméable.'],
        en: ['Nitrile gloves, splash goggles and an impermeable gown.'],
      },
    },
    recommendation: {
      fr: 'Remplacer le glutaraldéhyde quand c’est possible et retraiter les instruments en bac couvert sous aspiration locale.',
      en: 'Replace glutaraldehyde where possible and reprocess instruments in covered trays under local exhaust.',
    },
  },
];
