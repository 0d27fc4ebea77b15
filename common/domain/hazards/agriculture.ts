import type { HazardDefinition } from './types';

/** Issue 12: farm hazards the spec's eight sectors did not need (fishing: fishing.ts). */
export const agricultureHazards: readonly HazardDefinition[] = [
  {
    id: 'power-take-off',
    name: { fr: 'Prise de force et arbres de transmission', en: 'Power take-off and drivelines' },
    description: {
      fr: 'Happement des vêtements, des cheveux ou d’un membre par un arbre de prise de force ou une transmission de machine agricole en rotation, souvent mortel.',
      en: 'Clothing, hair or a limb caught by a rotating power take-off shaft or farm machine driveline, often fatal.',
    },
    family: 'machinery',
    sectors: [
      'agriculture',
      'agriculture.livestock.manure-handling',
      'agriculture.field-crops.tractor-field-work',
    ],
    cues: {
      fr: [
        'prise de force',
        'arbre de transmission',
        'cardan',
        'protecteur de cardan',
        'arbre à cardan',
        'bol de protection',
      ],
      en: ['power take-off', 'PTO', 'PTO shaft', 'driveline', 'PTO shield', 'master shield', 'drive shaft'],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: [
          'Arrêter le moteur et attendre l’arrêt complet avant d’approcher l’arbre ou la machine entraînée.',
        ],
        en: ['Shut the engine off and wait for a full stop before approaching the shaft or driven machine.'],
      },
      substitution: {
        fr: [
          'Remplacer les entraînements par prise de force par des moteurs électriques ou hydrauliques fixes.',
        ],
        en: ['Replace PTO drives with fixed electric or hydraulic motors where practical.'],
      },
      engineering: {
        fr: [
          'Bouclier de prise de force du tracteur et protecteur intégral de l’arbre, en bon état et tournant librement.',
        ],
        en: ['Tractor master shield and full driveline guard, in good repair and turning freely.'],
      },
      administrative: {
        fr: [
          'Inspection des protecteurs avant chaque saison ; interdiction d’enjamber un arbre en rotation.',
        ],
        en: ['Inspect guards before each season; never step over a turning shaft.'],
      },
      ppe: {
        fr: ['Vêtements ajustés, cheveux attachés ; aucun cordon ni foulard près de la transmission.'],
        en: ['Close-fitting clothing, hair tied back; no drawstrings or scarves near the driveline.'],
      },
    },
    recommendation: {
      fr: 'Remettre en place le protecteur de l’arbre et du tracteur avant toute utilisation et n’approcher qu’à l’arrêt.',
      en: 'Refit the driveline and tractor shields before any use, and approach only once everything has stopped.',
    },
  },
  {
    id: 'tractor-rollover',
    name: { fr: 'Renversement de tracteur', en: 'Tractor rollover' },
    description: {
      fr: 'Renversement latéral ou arrière d’un tracteur ou d’un véhicule agricole sur une pente, un fossé ou en tirant une charge, écrasant le conducteur.',
      en: 'A tractor or farm vehicle overturning sideways or backwards on a slope, a ditch or while pulling a load, crushing the driver.',
    },
    family: 'vehicles',
    sectors: ['agriculture', 'agriculture.field-crops.tractor-field-work'],
    cues: {
      fr: [
        'arceau de sécurité',
        'cadre de protection',
        'structure de protection contre le renversement',
        'renversement du tracteur',
        'tracteur renversé',
        'SPCR',
      ],
      en: [
        'rollover protective structure',
        'ROPS',
        'roll bar',
        'tractor rollover',
        'tractor overturn',
        'rolled the tractor',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éviter les pentes fortes, les bords de fossé et les berges avec le tracteur.'],
        en: ['Keep tractors off steep slopes, ditch edges and embankments.'],
      },
      substitution: {
        fr: ['Retirer du service les tracteurs sans arceau ou les équiper d’une structure homologuée.'],
        en: ['Retire tractors without ROPS or retrofit an approved structure.'],
      },
      engineering: {
        fr: [
          'Structure de protection contre le renversement et ceinture de sécurité ; masses d’équilibrage.',
        ],
        en: ['Rollover protective structure with a seat belt; ballast and counterweights.'],
      },
      administrative: {
        fr: ['Formation à la conduite sur pente et à l’attelage bas ; inspection de l’arceau.'],
        en: ['Training on slope driving and low hitching; ROPS inspection.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun équipement individuel ne protège d’un renversement : la structure et la ceinture le font.',
          en: 'No personal equipment protects against an overturn: the structure and the seat belt do.',
        },
      },
    },
    recommendation: {
      fr: 'N’utiliser que des tracteurs munis d’un arceau de sécurité et boucler la ceinture à chaque utilisation.',
      en: 'Use only tractors fitted with ROPS and buckle the seat belt every time.',
    },
  },
  {
    id: 'grain-engulfment',
    name: { fr: 'Ensevelissement dans le grain', en: 'Grain engulfment' },
    description: {
      fr: 'Enlisement dans le grain d’une cellule, d’un silo ou d’une trémie quand le grain s’écoule ou qu’une croûte s’effondre ; asphyxie en quelques secondes.',
      en: 'Being drawn into grain in a bin, silo or hopper when it flows out or a crust collapses; suffocation within seconds.',
    },
    family: 'atmospheres',
    sectors: ['agriculture.field-crops', 'agriculture.field-crops.grain-storage'],
    cues: {
      fr: ['cellule à grain', 'silo à grain', 'grain croûté', 'enlisement', 'ensevelissement', 'vis à grain'],
      en: [
        'grain bin',
        'grain silo',
        'crusted grain',
        'bridged grain',
        'engulfment',
        'grain auger',
        'walking down grain',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Défaire les croûtes depuis l’extérieur (perches, marteaux pneumatiques, caméras).'],
        en: ['Break crusts from outside the bin (poles, air cannons, cameras).'],
      },
      substitution: {
        fr: ['Sécher et aérer le grain pour éviter qu’il croûte.'],
        en: ['Dry and aerate grain so it does not crust or bridge.'],
      },
      engineering: {
        fr: [
          'Cadenassage des vis et des trappes de déchargement avant l’entrée ; ancrage de ligne de vie au toit.',
        ],
        en: ['Lock out augers and unload gates before entry; lifeline anchorage at the roof.'],
      },
      administrative: {
        fr: ['Permis d’entrée, surveillant à l’écoutille, plan de sauvetage ; jamais seul.'],
        en: ['Entry permit, attendant at the hatch, rescue plan; never alone.'],
      },
      ppe: {
        fr: ['Harnais relié à une ligne de vie tenue de l’extérieur.'],
        en: ['Harness attached to a lifeline controlled from outside.'],
      },
    },
    recommendation: {
      fr: 'Ne jamais entrer dans une cellule à grain sans cadenasser la vis, porter un harnais relié à une ligne de vie et avoir un surveillant.',
      en: 'Never enter a grain bin without locking out the auger, wearing a harness on a lifeline and having an attendant.',
    },
  },
  {
    id: 'livestock-handling',
    name: { fr: 'Manipulation des animaux', en: 'Livestock handling' },
    description: {
      fr: 'Coups de pied, écrasement contre une barrière, charge d’un taureau ou d’une vache, morsures, lors de la traite, du tri et du transport des animaux.',
      en: 'Kicks, crushing against a gate, charges by a bull or cow, bites, during milking, sorting and moving animals.',
    },
    family: 'surfaces-and-impacts',
    sectors: ['agriculture.livestock'],
    cues: {
      fr: [
        'taureau',
        'bétail',
        'coup de sabot',
        'contention des animaux',
        'couloir de contention',
        'tri des animaux',
        'verrat',
        'verrats',
        'étalon',
        'bélier',
        'vache en chaleur',
        'panneau de tri',
        'panneau de contention',
      ],
      en: [
        'bull',
        'livestock',
        'cattle',
        'kicked by a cow',
        'handling chute',
        'animal handling',
        'sorting pens',
        'boar',
        'boars',
        'stallion',
        'ram',
        'sorting board',
        'sorting panel',
        'hog panel',
        'pig board',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne pas entrer dans l’enclos d’un taureau ; le manipuler de l’extérieur.'],
        en: ['Do not enter a bull pen; handle the animal from outside.'],
      },
      substitution: {
        fr: ['Choisir des animaux au tempérament calme ; écorner.'],
        en: ['Select calm-tempered animals; dehorn.'],
      },
      engineering: {
        fr: ['Couloirs et cages de contention, barrières d’échappement et passages d’homme.'],
        en: ['Handling chutes and squeeze chutes, escape gates and man passes.'],
      },
      administrative: {
        fr: ['Formation au comportement animal ; travail à deux avec les animaux dangereux.'],
        en: ['Training in animal behaviour; work in pairs with dangerous animals.'],
      },
      ppe: {
        fr: ['Bottes à embout protecteur.'],
        en: ['Steel-toed boots.'],
      },
    },
    recommendation: {
      fr: 'Isoler les animaux dangereux derrière des barrières solides et prévoir une voie d’échappement dans chaque enclos.',
      en: 'Keep dangerous animals behind solid barriers and provide an escape route in every pen.',
    },
  },
  {
    id: 'pesticides',
    name: { fr: 'Pesticides', en: 'Pesticides' },
    description: {
      fr: 'Intoxication par des insecticides, fongicides ou herbicides lors du mélange, de l’application ou de la rentrée trop tôt dans une culture traitée.',
      en: 'Poisoning by insecticides, fungicides or herbicides during mixing, application or re-entry into a treated crop too early.',
    },
    family: 'chemical',
    sectors: [
      'agriculture.horticulture',
      'agriculture.field-crops.pesticide-application',
      'retail.hardware-building.garden-centres',
    ],
    cues: {
      fr: [
        'pesticide',
        'insecticide',
        'fongicide',
        'herbicide',
        'pulvérisation',
        'délai de réentrée',
        'arrosage phytosanitaire',
      ],
      en: ['pesticide', 'insecticide', 'fungicide', 'herbicide', 'spraying', 're-entry interval', 'sprayer'],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Lutte intégrée : ne traiter que si le seuil d’intervention est atteint.'],
        en: ['Integrated pest management: spray only when the action threshold is reached.'],
      },
      substitution: {
        fr: ['Produits moins toxiques, formulations en granulés ou sachets hydrosolubles.'],
        en: ['Less toxic products, granules or water-soluble packets.'],
      },
      engineering: {
        fr: ['Cabine de tracteur filtrée, système de mélange fermé.'],
        en: ['Filtered tractor cab, closed mixing system.'],
      },
      administrative: {
        fr: [
          'Respect du délai de réentrée affiché ; fiches de données de sécurité ; formation et certification.',
        ],
        en: [
          'Posted re-entry intervals respected; safety data sheets; applicator training and certification.',
        ],
      },
      ppe: {
        fr: [
          'Gants résistants aux produits chimiques, combinaison, appareil de protection respiratoire selon l’étiquette.',
        ],
        en: ['Chemical-resistant gloves, coveralls, respirator as the label requires.'],
      },
    },
    recommendation: {
      fr: 'Appliquer l’étiquette : équipement de protection pour le mélange et l’application, et aucune rentrée avant la fin du délai.',
      en: 'Follow the label: protective equipment for mixing and spraying, and no re-entry before the interval ends.',
    },
  },
];
