import type { HazardDefinition } from './types';

/** Issue 12: security and forecourt hazards of stores and service stations. */
export const retailSecurityHazards: readonly HazardDefinition[] = [
  {
    id: 'robbery-cash-handling',
    name: { fr: 'Vol qualifié et manipulation d’argent', en: 'Robbery and cash handling' },
    description: {
      fr: 'Vol à main armée ou menaces pendant la manipulation d’argent, l’ouverture ou la fermeture du commerce et le dépôt à la banque ; blessures et stress post-traumatique.',
      en: 'Armed robbery or threats while handling cash, opening or closing the store and making the bank deposit; injuries and post-traumatic stress.',
    },
    family: 'psychosocial',
    sectors: [
      'retail.convenience-stores',
      'retail.convenience-stores.cash-handling',
      'retail.convenience-stores.night-shifts',
      'retail.grocery.checkouts',
      'food-services.bars-hotels.night-shift',
      'transport-warehousing.passenger-transit.paratransit-taxi',
    ],
    cues: {
      fr: [
        'vol qualifié',
        'vol à main armée',
        'braquage',
        'braqué',
        'dévalisé',
        'hold-up',
        'tiroir-caisse',
        'dépôt à la banque',
        'coffre-fort',
        'beaucoup d’argent dans la caisse',
        'vol armé',
        'sous la menace d’un couteau',
        'voleur armé',
        'menacé avec un couteau',
        'a remis la caisse',
        'remis l’argent',
        'vol avec violence',
        'a vidé la caisse',
        'vidé le tiroir-caisse',
        'sauté par-dessus le comptoir',
        'sorti un couteau',
        'exigé l’argent',
        'coffre à minuterie',
        'dépôts d’argent',
      ],
      en: [
        'armed robbery',
        'robbery at the till',
        'robbed at gunpoint',
        'robbery',
        'robbed',
        'holdup',
        'stick-up',
        'cash drawer',
        'bank deposit',
        'drop safe',
        'large amounts of cash',
        'hold-up',
        'at knifepoint',
        'knife-point',
        'at gunpoint',
        'handed over the till',
        'handed over the cash',
        'armed suspect',
        'demanded the cash',
        'took everything in the till',
        'emptied the till',
        'emptied the register',
        'said he had a knife',
        'said he had a gun',
        'came over the counter',
        'jumped the counter',
        'time-lock safe',
        'cash drops',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Paiements électroniques seulement la nuit ; aucun dépôt d’argent fait par un employé seul.'],
        en: ['Cashless payments only at night; no cash deposit made by a lone employee.'],
      },
      substitution: {
        fr: ['Coffre à dépôt temporisé et service de transport de fonds au lieu du dépôt par le personnel.'],
        en: ['Time-lock drop safe and an armoured-car service instead of staff deposits.'],
      },
      engineering: {
        fr: [
          'Caisse visible de l’extérieur, éclairage, caméras affichées, bouton d’alarme relié à une centrale.',
        ],
        en: [
          'Till visible from outside, lighting, posted cameras, a panic button linked to a monitoring centre.',
        ],
      },
      administrative: {
        fr: ['Peu d’argent en caisse (affiché) ; formation à ne pas résister ; soutien après un vol.'],
        en: ['Little cash in the till (posted); training not to resist; support after a robbery.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun équipement individuel ne prévient un vol qualifié : l’organisation et l’aménagement le font.',
          en: 'No personal equipment prevents a robbery: the organisation and layout of the store do.',
        },
      },
    },
    recommendation: {
      fr: 'Limiter l’argent en caisse, installer un coffre temporisé et un bouton d’alarme, et former le personnel à ne jamais résister.',
      en: 'Keep little cash in the till, install a time-lock safe and a panic button, and train staff never to resist.',
    },
  },
  {
    id: 'shoplifter-intervention',
    name: { fr: 'Interception de voleurs à l’étalage', en: 'Confronting shoplifters' },
    description: {
      fr: 'Blessures et agressions lorsqu’un employé poursuit, retient ou affronte une personne soupçonnée de vol à l’étalage.',
      en: 'Injuries and assaults when an employee chases, detains or confronts a person suspected of shoplifting.',
    },
    family: 'psychosocial',
    sectors: [
      'retail',
      'retail.general-merchandise.loss-prevention',
      'retail.grocery',
      'retail.hardware-building',
    ],
    cues: {
      fr: [
        'vol à l’étalage',
        'voleur à l’étalage',
        'prévention des pertes',
        'intercepter un voleur',
        'poursuivre le suspect',
        'retenir le suspect',
        'politique de non-intervention',
        'ne pas poursuivre les voleurs',
        'voleurs à l’étalage',
        'vol en magasin',
      ],
      en: [
        'shoplifting',
        'shoplifter',
        'loss prevention',
        'apprehend the suspect',
        'chased the thief',
        'detain a shoplifter',
        'no-chase policy',
        'non-intervention policy',
        'chase shoplifters',
        'stop shoplifters',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Politique de non-intervention : le personnel de vente n’intercepte ni ne poursuit personne.'],
        en: ['Hands-off policy: sales staff never stop or chase anyone.'],
      },
      substitution: {
        fr: ['Confier les interceptions à des agents formés ou à la police.'],
        en: ['Leave apprehensions to trained agents or the police.'],
      },
      engineering: {
        fr: ['Antivols sur la marchandise, caméras, articles de valeur sous clé.'],
        en: ['Security tags, cameras, high-value items locked up.'],
      },
      administrative: {
        fr: ['Formation à l’observation et au signalement ; déclaration et soutien après chaque incident.'],
        en: ['Training to observe and report; reporting and support after every incident.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne rend sûre l’interception d’un suspect : il faut l’éviter.',
          en: 'No PPE makes confronting a suspect safe: it has to be avoided.',
        },
      },
    },
    recommendation: {
      fr: 'Adopter une politique écrite de non-intervention pour le personnel de vente et la faire connaître.',
      en: 'Adopt a written hands-off policy for sales staff and make sure everyone knows it.',
    },
  },
  {
    id: 'fuel-island-dispensing',
    name: { fr: 'Îlots de distribution d’essence', en: 'Fuel islands and fuel dispensing' },
    description: {
      fr: 'Vapeurs d’essence, déversements, incendie et véhicules en mouvement autour des pompes d’une station-service ; départs sans payer.',
      en: 'Gasoline vapour, spills, fire and moving vehicles around a service station’s pumps; drive-offs without paying.',
    },
    family: 'fire-explosion',
    sectors: [
      'retail.convenience-stores.fuel-islands',
      'retail.convenience-stores',
      'transport-warehousing.trucking',
    ],
    cues: {
      fr: [
        'îlot de distribution',
        'pompes à essence',
        'station-service',
        'distributeur d’essence',
        'départ sans payer',
        'arrêt d’urgence des pompes',
        'pompes à gaz',
        'îlot des pompes',
      ],
      en: [
        'fuel island',
        'gas pumps',
        'service station',
        'fuel dispenser',
        'left without paying for fuel',
        'pump emergency shut-off',
        'gas bar',
        'pump island',
      ],
    },
    severity: 'eleve',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Pas de remplissage de contenants non approuvés ; paiement avant le plein la nuit.'],
        en: ['No filling of unapproved containers; prepayment at night.'],
      },
      substitution: {
        fr: ['Pompes libre-service avec paiement à la borne plutôt que service au véhicule la nuit.'],
        en: ['Pay-at-pump self-service rather than serving vehicles at night.'],
      },
      engineering: {
        fr: [
          'Arrêt d’urgence accessible, pistolets à arrêt automatique, bornes de protection, trousse de déversement.',
        ],
        en: ['Accessible emergency shut-off, automatic-shutoff nozzles, bollards, a spill kit.'],
      },
      administrative: {
        fr: [
          'Ne jamais poursuivre un client qui part sans payer ; procédure de déversement ; aucune flamme.',
        ],
        en: ['Never chase a drive-off; a spill procedure; no open flames.'],
      },
      ppe: {
        fr: ['Gants résistants aux hydrocarbures et dossard haute visibilité sur l’îlot.'],
        en: ['Hydrocarbon-resistant gloves and a high-visibility vest on the island.'],
      },
    },
    recommendation: {
      fr: 'Vérifier l’arrêt d’urgence des pompes et la trousse de déversement, et interdire de poursuivre un véhicule qui part sans payer.',
      en: 'Check the pump emergency shut-off and the spill kit, and forbid chasing a vehicle that drives off without paying.',
    },
  },
];
