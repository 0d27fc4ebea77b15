import type { HazardDefinition } from './types';

export const protectionHazards: readonly HazardDefinition[] = [
  {
    id: 'inadequate-ppe',
    name: { fr: 'EPI absents ou inadéquats', en: 'Missing or inadequate PPE' },
    description: {
      fr: 'Équipements de protection individuelle absents, mal choisis, mal ajustés ou mal entretenus là où un risque résiduel l’exige.',
      en: 'Personal protective equipment that is missing, poorly selected, poorly fitted or poorly maintained where a residual risk requires it.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'construction',
      'manufacturing',
      'mining-metals',
      'forestry-sawmills',
      'automotive',
      'renewable-energy',
    ],
    cues: {
      fr: [
        'EPI',
        'équipement de protection individuelle',
        'PORT DES ÉQUIPEMENTS DE PROTECTION OBLIGATOIRE',
        'casque',
        'lunettes de sécurité',
        'bottes de sécurité',
        'gants',
        'appareil de protection respiratoire',
        'essai d’ajustement',
      ],
      en: [
        'PPE',
        'personal protective equipment',
        'PPE REQUIRED BEYOND THIS POINT',
        'hard hat',
        'safety glasses',
        'safety boots',
        'gloves',
        'respirator',
        'fit test',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éliminer ou réduire à la source les dangers pour que l’EPI ne soit qu’un dernier recours.'],
        en: ['Eliminate or reduce hazards at the source so PPE is only a last resort.'],
      },
      substitution: {
        fr: ['Choisir des procédés moins dangereux qui réduisent le niveau d’EPI requis.'],
        en: ['Choose less hazardous processes that lower the PPE level required.'],
      },
      engineering: {
        fr: ['Mesures collectives (protecteurs, ventilation, garde-corps) avant l’EPI.'],
        en: ['Collective measures (guards, ventilation, guardrails) before PPE.'],
      },
      administrative: {
        fr: [
          'Évaluation des risques qui détermine l’EPI requis par tâche, signalisation des zones.',
          'Formation, essais d’ajustement des appareils respiratoires, entretien et remplacement.',
        ],
        en: [
          'Risk assessment that sets the PPE required per task, zone signage.',
          'Training, respirator fit testing, maintenance and replacement.',
        ],
      },
      ppe: {
        fr: ['EPI certifiés (CSA, NIOSH), fournis par l’employeur, adaptés à la personne et à la tâche.'],
        en: ['Certified PPE (CSA, NIOSH), provided by the employer, suited to the person and task.'],
      },
    },
    recommendation: {
      fr: 'Déterminer l’EPI requis par tâche après les autres mesures, le fournir gratuitement et vérifier son port et son ajustement.',
      en: 'Determine the PPE required per task after other controls, provide it free of charge and check its use and fit.',
    },
  },
  {
    id: 'first-aid-emergency',
    name: { fr: 'Premiers secours et premiers soins', en: 'First aid' },
    description: {
      fr: 'Absence de secouristes, de trousses ou de moyens de communication et de transport adéquats pour secourir un travailleur blessé ou malade.',
      en: 'Lack of first aiders, kits or adequate communication and transport to help an injured or ill worker.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'construction',
      'forestry-sawmills.logging',
      'mining-metals.exploration.remote-camps',
      'manufacturing',
      'transport-warehousing',
      'professional-services.offices',
    ],
    cues: {
      fr: [
        'premiers secours',
        'premiers soins',
        'secouriste',
        'trousse de premiers secours',
        'DEA',
        'défibrillateur',
        'registre des premiers soins',
        'douche oculaire',
        'évacuation médicale',
        'délai d’arrivée de l’ambulance',
        'local de premiers soins',
        'salle de premiers soins',
        'trousse de secours',
        'trousse de traumatologie',
      ],
      en: [
        'first aid',
        'first aider',
        'first aid attendant',
        'first aid kit',
        'AED',
        'defibrillator',
        'first aid record',
        'eyewash',
        'OFA',
        'emergency transport vehicle',
        'ETV',
        'medevac',
        'first aid room',
        'ambulance response time',
        'trauma kit',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        omitted: {
          fr: 'Les premiers secours sont une mesure de réponse : on ne peut éliminer le besoin d’intervenir après un accident.',
          en: 'First aid is a response measure: the need to respond after an incident cannot be eliminated.',
        },
      },
      substitution: {
        omitted: {
          fr: 'Sans objet pour une mesure de réponse.',
          en: 'Not applicable to a response measure.',
        },
      },
      engineering: {
        fr: [
          'Trousses et postes de premiers secours conformes, DEA, douches oculaires, moyens de communication fiables.',
        ],
        en: ['Compliant first-aid kits and stations, AED, eyewash stations, reliable communication.'],
      },
      administrative: {
        fr: [
          'Nombre de secouristes formés selon l’effectif et l’éloignement, affichage des noms, plan d’évacuation médicale, registre.',
        ],
        en: [
          'Number of trained first aiders based on headcount and remoteness, posted names, medical evacuation plan, records.',
        ],
      },
      ppe: {
        fr: ['Gants et masque de RCR dans les trousses pour protéger le secouriste.'],
        en: ['Gloves and CPR mask in kits to protect the first aider.'],
      },
    },
    recommendation: {
      fr: 'Déterminer le nombre de secouristes et le matériel selon l’effectif et le délai d’accès aux soins, et afficher leurs noms.',
      en: 'Set the number of first aiders and supplies by headcount and time to medical care, and post their names.',
    },
  },
  {
    id: 'emergency-preparedness',
    name: { fr: 'Mesures d’urgence et évacuation', en: 'Emergency preparedness and evacuation' },
    description: {
      fr: 'Absence de plan, d’issues, d’alarmes ou d’exercices pour faire face à un incendie, un déversement, une fuite de gaz ou un sauvetage.',
      en: 'No plan, exits, alarms or drills to deal with a fire, spill, gas leak or rescue.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'manufacturing',
      'mining-metals',
      'construction',
      'renewable-energy',
      'professional-services.offices',
      'transport-warehousing.warehousing',
    ],
    cues: {
      fr: [
        'mesures d’urgence',
        'plan d’évacuation',
        'issue de secours',
        'SORTIE',
        'point de rassemblement',
        'alarme incendie',
        'exercice d’évacuation',
        'déversement',
        'sortie de secours bloquée',
        'issues bloquées',
        'exercice d’incendie',
        'plan des mesures d’urgence',
        'alarme d’évacuation',
        'station refuge',
        'refuge minier',
        'trousse de descente',
        'sauvetage en hauteur',
        'plan de sauvetage',
      ],
      en: [
        'emergency plan',
        'evacuation plan',
        'emergency exit',
        'EXIT',
        'muster point',
        'fire alarm',
        'evacuation drill',
        'spill response',
        'blocked exit',
        'fire drill',
        'emergency response plan',
        'exit blocked',
        'evacuation route',
        'fire exit',
        'refuge station',
        'refuge chamber',
        'rescue kit',
        'descent kit',
        'rescue plan',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        omitted: {
          fr: 'La préparation aux urgences complète la prévention ; elle ne peut pas être éliminée.',
          en: 'Emergency preparedness complements prevention; it cannot be eliminated.',
        },
      },
      substitution: {
        omitted: {
          fr: 'Sans objet pour une mesure de préparation.',
          en: 'Not applicable to a preparedness measure.',
        },
      },
      engineering: {
        fr: [
          'Issues dégagées et éclairées, alarmes audibles et visuelles, équipements d’intervention (extincteurs, trousses de déversement).',
        ],
        en: [
          'Clear and lit exits, audible and visual alarms, response equipment (extinguishers, spill kits).',
        ],
      },
      administrative: {
        fr: [
          'Plan de mesures d’urgence écrit selon les risques, responsables désignés, exercices périodiques et bilan.',
        ],
        en: ['Written emergency plan based on the risks, designated wardens, periodic drills and debriefs.'],
      },
      ppe: {
        fr: ['Équipements d’intervention pour les équipes désignées (appareils respiratoires, vêtements).'],
        en: ['Response equipment for designated teams (respirators, protective clothing).'],
      },
    },
    recommendation: {
      fr: 'Rédiger un plan de mesures d’urgence adapté aux risques du lieu et le tester par des exercices réguliers.',
      en: 'Write an emergency plan suited to the site’s risks and test it with regular drills.',
    },
  },
];
