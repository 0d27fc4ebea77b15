import type { HazardDefinition } from './types';

/** Issue 12: refrigerants, inert and cryogenic gases, and battery charging. */
export const industrialGasHazards: readonly HazardDefinition[] = [
  {
    id: 'refrigerant-gases',
    name: { fr: 'Gaz frigorigènes', en: 'Refrigerant gases' },
    description: {
      fr: 'Fuite de frigorigènes halogénés ou de CO2 en salle mécanique ou chambre froide : asphyxie, arythmie cardiaque, engelures ; produits toxiques s’ils brûlent.',
      en: 'Leaks of halocarbon or CO2 refrigerants in machinery rooms or cold rooms: asphyxiation, cardiac arrhythmia, frostbite; toxic products if they burn.',
    },
    family: 'atmospheres',
    sectors: [
      'construction.specialized-trades.plumbing-hvac',
      'retail.grocery',
      'transport-warehousing.warehousing.cold-storage',
      'food-services.restaurants.kitchens',
      'public-administration.municipal-services.pools-arenas',
    ],
    cues: {
      fr: [
        'frigorigène halogéné',
        'fluide frigorigène',
        'fuite de fréon',
        'réfrigérant R-404A',
        'récupération du frigorigène',
        'salle mécanique de réfrigération',
      ],
      en: [
        'halocarbon refrigerant',
        'refrigerant leak',
        'freon',
        'R-404A',
        'refrigerant recovery',
        'refrigeration machinery room',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Réduire la charge de frigorigène des systèmes.'],
        en: ['Reduce the refrigerant charge of systems.'],
      },
      substitution: {
        fr: ['Systèmes à faible charge ou frigorigènes moins dangereux adaptés au local.'],
        en: ['Low-charge systems or less hazardous refrigerants suited to the space.'],
      },
      engineering: {
        fr: [
          'Détecteurs de frigorigène et d’oxygène avec alarme, ventilation d’urgence de la salle mécanique (CSA B52).',
        ],
        en: ['Refrigerant and oxygen detectors with alarm, machinery room emergency ventilation (CSA B52).'],
      },
      administrative: {
        fr: ['Techniciens qualifiés ; pas de flamme près d’une fuite ; procédure d’urgence.'],
        en: ['Qualified technicians; no flames near a leak; an emergency procedure.'],
      },
      ppe: {
        fr: ['Gants isolants et lunettes pour le transfert ; appareil autonome pour une fuite importante.'],
        en: ['Insulated gloves and goggles for transfers; SCBA for a major leak.'],
      },
    },
    recommendation: {
      fr: 'Vérifier les détecteurs de frigorigène et la ventilation d’urgence de la salle mécanique selon CSA B52.',
      en: 'Check the refrigerant detectors and the machinery room emergency ventilation against CSA B52.',
    },
  },
  {
    id: 'oxygen-deficient-inert-gas',
    name: { fr: 'Gaz inertes et manque d’oxygène', en: 'Inert gases and oxygen deficiency' },
    description: {
      fr: 'Azote, argon ou CO2 utilisés pour l’inertage, le soudage ou l’emballage qui déplacent l’oxygène d’un local ou d’un équipement : perte de conscience sans avertissement.',
      en: 'Nitrogen, argon or CO2 used for inerting, welding or packaging displacing oxygen in a room or equipment: unconsciousness without warning.',
    },
    family: 'atmospheres',
    sectors: [
      'manufacturing.chemicals.batch-reactors',
      'oil-gas.refining.turnarounds',
      'manufacturing.food-beverage.packaging-lines',
      'professional-services.laboratories',
    ],
    cues: {
      fr: [
        'gaz inerte',
        'purge à l’azote',
        'asphyxie à l’azote',
        'fuite d’argon',
        'purge d’azote dans le réacteur',
        'fuite d’azote',
      ],
      en: ['nitrogen purge', 'inerting', 'inert gas', 'nitrogen asphyxiation', 'argon leak', 'nitrogen leak'],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne pas entrer dans un équipement inerté ; travailler de l’extérieur.'],
        en: ['No entry into inerted equipment; work from outside.'],
      },
      substitution: {
        fr: ['Bouteilles plus petites ou alimentation hors du local.'],
        en: ['Smaller cylinders or supply located outside the room.'],
      },
      engineering: {
        fr: ['Détecteurs d’oxygène fixes avec alarme, ventilation, évents vers l’extérieur.'],
        en: ['Fixed oxygen monitors with alarms, ventilation, vents to the outside.'],
      },
      administrative: {
        fr: ['Affichage du danger ; procédure d’entrée en espace clos ; sauvetage planifié.'],
        en: ['Hazard signs; a confined-space entry procedure; planned rescue.'],
      },
      ppe: {
        fr: ['Détecteur d’oxygène personnel ; appareil à adduction d’air pour entrer.'],
        en: ['A personal oxygen monitor; supplied-air respirator for entry.'],
      },
    },
    recommendation: {
      fr: 'Installer des détecteurs d’oxygène avec alarme là où des gaz inertes sont utilisés et interdire l’entrée dans un équipement inerté.',
      en: 'Install oxygen monitors with alarms where inert gases are used and forbid entry into inerted equipment.',
    },
  },
  {
    id: 'cryogenic-liquids',
    name: { fr: 'Liquides cryogéniques et glace sèche', en: 'Cryogenic liquids and dry ice' },
    description: {
      fr: 'Azote liquide, oxygène liquide et glace sèche : brûlures par le froid, éclatement de contenants fermés, manque d’oxygène lors de l’évaporation.',
      en: 'Liquid nitrogen, liquid oxygen and dry ice: cold burns, closed containers bursting, oxygen deficiency as they evaporate.',
    },
    family: 'physical-agents',
    sectors: [
      'professional-services.laboratories',
      'health-care.clinics.medical-clinics',
      'manufacturing.food-beverage',
      'education.post-secondary.research-labs',
      'transport-warehousing.couriers',
    ],
    cues: {
      fr: [
        'azote liquide',
        'cryogénique',
        'glace sèche',
        'vase Dewar',
        'brûlure par le froid',
        'oxygène liquide',
      ],
      en: ['liquid nitrogen', 'cryogenic', 'dry ice', 'dewar', 'cold burn', 'liquid oxygen'],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: [
          'Ne jamais transporter de glace sèche ou d’azote liquide dans un véhicule ou un ascenseur fermé avec des personnes.',
        ],
        en: ['Never carry dry ice or liquid nitrogen in a closed vehicle or elevator with people.'],
      },
      substitution: {
        fr: ['Congélateurs mécaniques à très basse température lorsque c’est possible.'],
        en: ['Mechanical ultra-low freezers where possible.'],
      },
      engineering: {
        fr: ['Contenants ventilés, détecteurs d’oxygène dans les salles de remplissage.'],
        en: ['Vented containers, oxygen monitors in fill rooms.'],
      },
      administrative: {
        fr: ['Formation ; procédures de remplissage et de transport ; jamais de contenant hermétique.'],
        en: ['Training; fill and transport procedures; never a sealed container.'],
      },
      ppe: {
        fr: ['Gants cryogéniques, écran facial, tablier et chaussures fermées.'],
        en: ['Cryogenic gloves, face shield, apron and closed shoes.'],
      },
    },
    recommendation: {
      fr: 'Fournir gants cryogéniques et écran facial, installer un détecteur d’oxygène dans la salle de remplissage et interdire le transport en ascenseur avec des personnes.',
      en: 'Provide cryogenic gloves and a face shield, install an oxygen monitor in the fill room and forbid riding elevators with cryogens.',
    },
  },
  {
    id: 'battery-charging-rooms',
    name: { fr: 'Recharge des batteries au plomb', en: 'Lead-acid battery charging' },
    description: {
      fr: 'Hydrogène dégagé à la recharge des batteries de chariots élévateurs, électrolyte corrosif, batteries très lourdes à changer : explosion, brûlures, écrasement.',
      en: 'Hydrogen released while charging forklift batteries, corrosive electrolyte, very heavy batteries to change: explosion, burns, crushing.',
    },
    family: 'fire-explosion',
    sectors: [
      'transport-warehousing.warehousing.forklift-operations',
      'manufacturing',
      'retail.general-merchandise.warehouse-clubs',
      'mining-metals.underground-mining.underground-maintenance',
    ],
    cues: {
      fr: [
        'salle de recharge',
        'recharge des batteries',
        'dégagement d’hydrogène',
        'changement de batterie',
        'arroser les batteries',
        'chargeur de batteries',
      ],
      en: [
        'battery charging room',
        'battery charging area',
        'hydrogen off-gassing',
        'battery change-out',
        'watering batteries',
        'forklift battery charger',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Chariots au lithium-ion ou à recharge d’appoint qui évitent le changement de batterie.'],
        en: ['Lithium-ion or opportunity-charged trucks that avoid battery change-outs.'],
      },
      substitution: {
        fr: ['Système de remplissage d’eau centralisé.'],
        en: ['A single-point watering system.'],
      },
      engineering: {
        fr: [
          'Ventilation de la salle, aucune source d’allumage, douche oculaire, dispositif de levage ou rouleaux pour le changement.',
        ],
        en: [
          'Room ventilation, no ignition sources, an eyewash, a lifting device or rollers for change-outs.',
        ],
      },
      administrative: {
        fr: ['Procédure de recharge et de changement ; interdiction de fumer ; formation.'],
        en: ['A charging and change-out procedure; no smoking; training.'],
      },
      ppe: {
        fr: ['Écran facial, gants et tablier résistants aux acides.'],
        en: ['Face shield, acid-resistant gloves and apron.'],
      },
    },
    recommendation: {
      fr: 'Ventiler la salle de recharge, y installer une douche oculaire et fournir écran facial et gants pour l’entretien des batteries.',
      en: 'Ventilate the charging room, install an eyewash there and provide a face shield and gloves for battery maintenance.',
    },
  },
];
