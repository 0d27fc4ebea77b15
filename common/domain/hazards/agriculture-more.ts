import type { HazardDefinition } from './types';

/** Issue 12: farm exposures beyond the first five farm hazards. */
export const moreAgricultureHazards: readonly HazardDefinition[] = [
  {
    id: 'silo-gas',
    name: { fr: 'Gaz d’ensilage (dioxyde d’azote)', en: 'Silo gas (nitrogen dioxide)' },
    description: {
      fr: 'Dioxyde d’azote produit dans les premières semaines après le remplissage d’un silo-tour : œdème pulmonaire parfois retardé, mort.',
      en: 'Nitrogen dioxide produced in the first weeks after a tower silo is filled: sometimes delayed pulmonary oedema, death.',
    },
    family: 'atmospheres',
    sectors: [
      'agriculture.livestock.dairy-farms',
      'agriculture.livestock.beef-cattle',
      'agriculture.field-crops',
      'agriculture.livestock',
    ],
    cues: {
      fr: [
        'gaz d’ensilage',
        'silo-tour',
        'dioxyde d’azote',
        'fumée jaune-brun',
        'ensilage frais',
        'remplissage du silo',
        'vapeurs jaunâtres',
      ],
      en: [
        'silo gas',
        'tower silo',
        'nitrogen dioxide',
        'yellow-brown fumes',
        'fresh silage',
        'silo filling',
        'silage gas',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne pas entrer dans le silo pendant les trois semaines suivant le remplissage.'],
        en: ['Do not enter the silo for three weeks after filling.'],
      },
      substitution: {
        fr: ['Ensilage en balles enrubannées ou en silo-couloir.'],
        en: ['Wrapped bales or bunker silos.'],
      },
      engineering: {
        fr: [
          'Ventilateur du souffleur en marche 30 minutes avant et pendant l’entrée ; porte de la chambre de chute fermée.',
        ],
        en: ['Blower fan run 30 minutes before and during entry; chute room door kept shut.'],
      },
      administrative: {
        fr: [
          'Affichage à la base du silo ; procédure d’entrée avec surveillant ; consulter un médecin après toute exposition.',
        ],
        en: [
          'A sign at the silo base; an entry procedure with an attendant; see a doctor after any exposure.',
        ],
      },
      ppe: {
        fr: ['Appareil respiratoire autonome si l’entrée est inévitable pendant la période à risque.'],
        en: ['Self-contained breathing apparatus if entry cannot be avoided during the risk period.'],
      },
    },
    recommendation: {
      fr: 'Afficher l’interdiction d’entrer dans le silo trois semaines après le remplissage et ventiler avant toute entrée.',
      en: 'Post a no-entry notice for three weeks after filling and ventilate before any entry.',
    },
  },
  {
    id: 'organic-dust-farmers-lung',
    name: { fr: 'Poussières organiques et poumon du fermier', en: 'Organic dust and farmer’s lung' },
    description: {
      fr: 'Poussières de foin moisi, de grain, de porcheries et de poulaillers, avec endotoxines et moisissures : poumon du fermier, syndrome toxique des poussières organiques, asthme.',
      en: 'Dust from mouldy hay, grain, hog and poultry barns, with endotoxins and moulds: farmer’s lung, organic dust toxic syndrome, asthma.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'agriculture.livestock.hog-farms',
      'agriculture.livestock.poultry-farms',
      'agriculture.field-crops.grain-storage',
      'agriculture.livestock.dairy-farms',
    ],
    cues: {
      fr: [
        'poumon du fermier',
        'poussières organiques',
        'foin moisi',
        'poussière de porcherie',
        'poussière de poulailler',
        'endotoxines',
        'poussière de grain',
        'grain moisi',
        'poussière de foin',
        'foin poussiéreux',
        'ensilage moisi',
        'tousse après',
        'poussière dans les silos',
      ],
      en: [
        'farmer’s lung',
        'organic dust',
        'mouldy hay',
        'hog barn dust',
        'poultry barn dust',
        'endotoxins',
        'grain dust',
        'mouldy grain',
        'moldy hay',
        'hay dust',
        'dusty bin',
        'dusty grain',
        'bin dust',
        'dusty barn',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Récolter et entreposer le foin et le grain assez secs pour éviter les moisissures.'],
        en: ['Harvest and store hay and grain dry enough to prevent mould.'],
      },
      substitution: {
        fr: ['Alimentation et litière moins poussiéreuses (granules, huile sur la moulée).'],
        en: ['Less dusty feed and bedding (pellets, oil added to feed).'],
      },
      engineering: {
        fr: ['Ventilation des bâtiments d’élevage ; cabines de tracteur filtrées.'],
        en: ['Barn ventilation; filtered tractor cabs.'],
      },
      administrative: {
        fr: ['Limiter le temps dans les bâtiments pendant les tâches poussiéreuses ; suivi médical.'],
        en: ['Limit barn time during dusty tasks; medical follow-up.'],
      },
      ppe: {
        fr: ['Appareil N95 ou demi-masque P100 ajusté.'],
        en: ['A fit-tested N95 or P100 half-mask.'],
      },
    },
    recommendation: {
      fr: 'Fournir des demi-masques ajustés pour les tâches poussiéreuses et améliorer la ventilation des bâtiments d’élevage.',
      en: 'Provide fit-tested half-masks for dusty tasks and improve barn ventilation.',
    },
  },
  {
    id: 'zoonoses',
    name: { fr: 'Maladies transmises par les animaux', en: 'Diseases from animals (zoonoses)' },
    description: {
      fr: 'Fièvre Q, leptospirose, influenza aviaire et porcine, rage, psittacose, streptococcus suis : infections contractées au contact d’animaux, de leurs liquides et de leurs déjections.',
      en: 'Q fever, leptospirosis, avian and swine influenza, rabies, psittacosis, Streptococcus suis: infections from contact with animals, their fluids and droppings.',
    },
    family: 'biological',
    sectors: [
      'agriculture.livestock',
      'agriculture.livestock.poultry-farms',
      'agriculture.livestock.hog-farms',
      'utilities.wastewater.sewer-maintenance',
      'manufacturing.food-beverage.meat-processing',
    ],
    cues: {
      fr: [
        'fièvre Q',
        'leptospirose',
        'grippe aviaire',
        'influenza aviaire',
        'virus de la rage',
        'mise bas',
        'psittacose',
        'brucellose',
        'teigne',
        'mises bas',
        'biosécurité',
        'cryptosporidiose',
        'douche d’entrée',
      ],
      en: [
        'Q fever',
        'leptospirosis',
        'avian influenza',
        'bird flu',
        'rabies',
        'calving',
        'psittacosis',
        'brucellosis',
        'ringworm',
        'lambing',
        'biosecurity',
        'cryptosporidiosis',
        'Danish entry',
        'shower-in',
        'HPAI',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Vaccination et contrôle sanitaire des troupeaux.'],
        en: ['Herd vaccination and health control.'],
      },
      substitution: {
        fr: ['Aides mécaniques pour les vêlages et la manipulation des placentas.'],
        en: ['Mechanical aids for calving and handling afterbirth.'],
      },
      engineering: {
        fr: ['Stations de lavage des mains, ventilation, contrôle des rongeurs.'],
        en: ['Hand-washing stations, ventilation, rodent control.'],
      },
      administrative: {
        fr: [
          'Biosécurité ; déclaration des animaux malades ; vaccination antirabique des personnes exposées ; informer les travailleuses enceintes.',
        ],
        en: [
          'Biosecurity; reporting sick animals; rabies vaccination of exposed people; informing pregnant workers.',
        ],
      },
      ppe: {
        fr: ['Gants, lunettes, bottes et combinaisons ; appareil N95 lors d’éclosions.'],
        en: ['Gloves, goggles, boots and coveralls; N95 during outbreaks.'],
      },
    },
    recommendation: {
      fr: 'Appliquer un plan de biosécurité avec lavage des mains, EPI pour les mises bas et suivi des animaux malades.',
      en: 'Apply a biosecurity plan with hand washing, PPE for births and follow-up of sick animals.',
    },
  },
  {
    id: 'maple-sugar-evaporators',
    name: { fr: 'Évaporateurs et cabanes à sucre', en: 'Maple evaporators and sugar shacks' },
    description: {
      fr: 'Brûlures par le sirop bouillant et la vapeur, monoxyde de carbone et feu de l’évaporateur au bois ou à l’huile, travail de nuit pendant la coulée.',
      en: 'Burns from boiling syrup and steam, carbon monoxide and fire from wood- or oil-fired evaporators, night work during the sap run.',
    },
    family: 'physical-agents',
    sectors: [
      'agriculture.maple-forest-farms',
      'agriculture.maple-forest-farms.sugar-shacks',
      'agriculture.maple-forest-farms.tapping-tubing',
    ],
    cues: {
      fr: [
        'évaporateur à sirop',
        'cabane à sucre',
        'sirop bouillant',
        'bouillir l’eau d’érable',
        'pannes de l’évaporateur',
        'temps des sucres',
        'bouilleur',
        'casseroles de l’évaporateur',
      ],
      en: [
        'maple evaporator',
        'sugar shack',
        'boiling syrup',
        'sap boiling',
        'evaporator pans',
        'sugaring season',
        'sugarhouse',
        'boiling sap',
        'syrup pans',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne pas laisser l’évaporateur sans surveillance.'],
        en: ['Never leave the evaporator unattended.'],
      },
      substitution: {
        fr: ['Concentrateur par osmose inverse pour réduire le temps de bouillage.'],
        en: ['A reverse-osmosis concentrator to cut boiling time.'],
      },
      engineering: {
        fr: ['Hotte et cheminée entretenues, détecteur de CO, contrôle de niveau automatique.'],
        en: ['A maintained hood and chimney, CO detector, automatic level control.'],
      },
      administrative: {
        fr: ['Limiter les heures pendant la coulée ; procédure d’incendie ; jeunes supervisés.'],
        en: ['Limit hours during the run; a fire procedure; supervised youth.'],
      },
      ppe: {
        fr: ['Gants et tablier résistants à la chaleur pour soutirer le sirop.'],
        en: ['Heat-resistant gloves and apron to draw off syrup.'],
      },
    },
    recommendation: {
      fr: 'Installer un détecteur de CO dans la cabane, entretenir la cheminée et fournir des gants résistants à la chaleur.',
      en: 'Install a CO detector in the sugar shack, maintain the chimney and provide heat-resistant gloves.',
    },
  },
];
