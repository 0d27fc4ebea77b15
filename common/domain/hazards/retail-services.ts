import type { HazardDefinition } from './types';

/** Issue 12: hazards of store back rooms, parking lots and visits to clients’ premises. */
export const retailServiceHazards: readonly HazardDefinition[] = [
  {
    id: 'cardboard-balers-compactors',
    name: { fr: 'Presses à carton et compacteurs', en: 'Cardboard balers and compactors' },
    description: {
      fr: 'Écrasement ou amputation en dégageant un blocage dans une presse à carton ou un compacteur à déchets, ou en sortant une balle ; chute de balles lourdes.',
      en: 'Crushing or amputation while clearing a jam in a cardboard baler or waste compactor or ejecting a bale; heavy bales falling.',
    },
    family: 'machinery',
    sectors: [
      'retail',
      'retail.grocery.receiving',
      'retail.general-merchandise.warehouse-clubs',
      'manufacturing.printing-packaging.corrugated-boxes',
      'public-administration.municipal-services.waste-collection',
    ],
    cues: {
      fr: [
        'presse à carton',
        'compacteur à carton',
        'compacteur à déchets',
        'mise en balles',
        'balle de carton',
        'porte de chargement de la presse',
        'balleuse à carton',
        'presse à balles',
        'compacteur à ordures',
      ],
      en: [
        'cardboard baler',
        'vertical baler',
        'trash compactor',
        'waste compactor',
        'bale ejection',
        'baler door',
        'cardboard compactor',
        'baling machine',
        'baler jam',
        'compactor chute',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: [
          'Faire reprendre le carton en vrac par le recycleur plutôt que de le mettre en balles sur place.',
        ],
        en: ['Have the recycler take loose cardboard rather than baling it on site.'],
      },
      substitution: {
        fr: ['Presse à chargement fermé avec éjection automatique des balles.'],
        en: ['A closed-loading baler with automatic bale ejection.'],
      },
      engineering: {
        fr: ['Porte à interverrouillage, arrêt d’urgence, commande à clé.'],
        en: ['Interlocked door, emergency stop, key-operated control.'],
      },
      administrative: {
        fr: ['Utilisation réservée au personnel formé et d’âge adulte ; cadenassage pour tout blocage.'],
        en: ['Use limited to trained adult staff; lockout for every jam.'],
      },
      ppe: {
        fr: ['Gants et chaussures de sécurité pour manipuler les balles.'],
        en: ['Gloves and safety footwear to handle bales.'],
      },
    },
    recommendation: {
      fr: 'Vérifier l’interverrouillage de la porte de la presse et exiger le cadenassage avant de dégager un blocage.',
      en: 'Check the baler door interlock and require lockout before any jam is cleared.',
    },
  },
  {
    id: 'shopping-cart-retrieval',
    name: { fr: 'Récupération des chariots de magasinage', en: 'Shopping cart retrieval' },
    description: {
      fr: 'Efforts excessifs en poussant de longues files de chariots, circulation dans le stationnement, froid et glace.',
      en: 'Overexertion pushing long lines of carts, traffic in the parking lot, cold and ice.',
    },
    family: 'ergonomics',
    sectors: ['retail.grocery', 'retail.general-merchandise', 'retail.hardware-building'],
    cues: {
      fr: [
        'chariots d’épicerie',
        'paniers d’épicerie',
        'ramasser les paniers',
        'file de chariots',
        'abri à chariots',
        'pousser les paniers',
        'paniers dans le stationnement',
        'chariots dans le stationnement',
        'train de paniers',
      ],
      en: [
        'shopping carts',
        'cart retrieval',
        'cart corral',
        'line of carts',
        'cart pusher',
        'collecting carts',
        'cart train',
        'carts in the parking lot',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Abris à chariots près des entrées pour réduire les distances.'],
        en: ['Cart corrals near the entrances to shorten distances.'],
      },
      substitution: {
        fr: ['Pousse-chariot motorisé au lieu de pousser à la main.'],
        en: ['A powered cart pusher instead of pushing by hand.'],
      },
      engineering: {
        fr: ['Roues entretenues ; allées déneigées et déglacées.'],
        en: ['Maintained wheels; cleared and de-iced lanes.'],
      },
      administrative: {
        fr: ['Nombre maximal de chariots par file ; éviter les heures de pointe.'],
        en: ['A maximum number of carts per line; avoid peak hours.'],
      },
      ppe: {
        fr: ['Dossard haute visibilité et bottes antidérapantes.'],
        en: ['High-visibility vest and slip-resistant boots.'],
      },
    },
    recommendation: {
      fr: 'Fixer un nombre maximal de chariots par file et fournir un pousse-chariot motorisé et un dossard haute visibilité.',
      en: 'Set a maximum number of carts per line and provide a powered cart pusher and a high-visibility vest.',
    },
  },
  {
    id: 'dog-bites',
    name: { fr: 'Morsures de chien', en: 'Dog bites' },
    description: {
      fr: 'Morsures et chutes causées par des chiens lors de livraisons, de relevés de compteurs, d’inspections ou de soins à domicile.',
      en: 'Bites and falls caused by dogs during deliveries, meter reading, inspections or home care.',
    },
    family: 'biological',
    sectors: [
      'utilities.gas-distribution.meter-reading',
      'transport-warehousing.couriers.residential-doorstep',
      'health-care.home-community-care',
      'public-administration.public-safety.bylaw-enforcement',
      'public-administration.public-service-offices.inspections',
    ],
    cues: {
      fr: [
        'morsure de chien',
        'mordu par un chien',
        'chien agressif',
        'chien en liberté',
        'chien non attaché',
        'ATTENTION AU CHIEN',
        'a mordu',
        'mordue par',
        's’est fait mordre',
        'muselière',
        'chien méchant',
        'chien errant',
        'chiens errants',
        'meute de chiens',
      ],
      en: [
        'dog bite',
        'bitten by a dog',
        'aggressive dog',
        'loose dog',
        'unleashed dog',
        'BEWARE OF DOG',
        'dog bit',
        'muzzle',
        'dog attack',
        'stray dog',
        'stray dogs',
        'dog pack',
        'pack of dogs',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Demander au client d’attacher ou d’enfermer le chien avant la visite.'],
        en: ['Ask the client to tie up or shut the dog away before the visit.'],
      },
      substitution: {
        fr: ['Compteurs à relevé à distance ; livraison dans une boîte à colis.'],
        en: ['Remote-read meters; delivery to a parcel box.'],
      },
      engineering: {
        fr: ['Signalement des adresses à risque dans le système de répartition.'],
        en: ['Flagging addresses with dogs in the dispatch system.'],
      },
      administrative: {
        fr: [
          'Formation à la lecture du comportement canin ; ne pas entrer dans une cour avec un chien libre.',
        ],
        en: ['Training in reading dog behaviour; never enter a yard with a loose dog.'],
      },
      ppe: {
        fr: ['Répulsif en aérosol et bottes robustes lorsque autorisés.'],
        en: ['Dog-repellent spray and sturdy boots where allowed.'],
      },
    },
    recommendation: {
      fr: 'Signaler les adresses avec un chien et interdire d’entrer dans une cour tant que le chien n’est pas attaché.',
      en: 'Flag addresses with a dog and forbid entering a yard until the dog is tied up.',
    },
  },
  {
    id: 'bed-bugs-pests',
    name: { fr: 'Punaises de lit et vermine', en: 'Bed bugs and pests' },
    description: {
      fr: 'Piqûres, démangeaisons et infestation ramenée à la maison lors du ménage de chambres, de soins à domicile ou d’interventions dans des logements infestés.',
      en: 'Bites, itching and an infestation carried home from cleaning rooms, home care or visits to infested dwellings.',
    },
    family: 'biological',
    sectors: [
      'food-services.bars-hotels.housekeeping',
      'health-care.home-community-care',
      'health-care.long-term-care.laundry',
      'public-administration.public-service-offices.inspections',
    ],
    cues: {
      fr: [
        'punaises de lit',
        'logement infesté',
        'infestation',
        'excréments de souris',
        'coquerelles',
        'blattes',
        'excréments de rongeurs',
        'exterminateur',
        'extermination',
        'rongeurs',
        'punaises de lit dans',
      ],
      en: [
        'bed bugs',
        'infested unit',
        'infestation',
        'mouse droppings',
        'cockroaches',
        'rodent droppings',
        'bedbugs',
        'rodent infestation',
        'pest control',
        'exterminator',
        'mice droppings',
      ],
    },
    severity: 'faible',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Traitement des lieux par un exterminateur avant d’y envoyer le personnel.'],
        en: ['Have a pest-control contractor treat the premises before staff are sent in.'],
      },
      substitution: {
        fr: ['Réduire le matériel apporté dans le logement au strict nécessaire.'],
        en: ['Bring only essential equipment into the dwelling.'],
      },
      engineering: {
        fr: ['Sacs scellés pour le linge et l’équipement ; séchage à haute température.'],
        en: ['Sealed bags for linen and equipment; high-heat drying.'],
      },
      administrative: {
        fr: ['Registre des logements infestés ; procédure d’inspection et de changement de vêtements.'],
        en: ['A log of infested units; an inspection and change-of-clothes procedure.'],
      },
      ppe: {
        fr: ['Couvre-chaussures et combinaison jetable ; gants.'],
        en: ['Shoe covers and disposable coveralls; gloves.'],
      },
    },
    recommendation: {
      fr: 'Tenir un registre des logements infestés et fournir sacs scellés, couvre-chaussures et combinaisons jetables.',
      en: 'Keep a log of infested units and provide sealed bags, shoe covers and disposable coveralls.',
    },
  },
];
