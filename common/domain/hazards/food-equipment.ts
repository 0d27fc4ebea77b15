import type { HazardDefinition } from './types';

/** Issue 12: hazards of food preparation equipment, bakeries and beverage systems. */
export const foodEquipmentHazards: readonly HazardDefinition[] = [
  {
    id: 'meat-slicers-saws',
    name: { fr: 'Trancheuses et scies à viande', en: 'Meat slicers and band saws' },
    description: {
      fr: 'Coupures profondes et amputations de doigts sur une trancheuse, une scie à os ou un hachoir, surtout au nettoyage.',
      en: 'Deep cuts and finger amputations on a slicer, bone saw or grinder, especially during cleaning.',
    },
    family: 'machinery',
    sectors: [
      'food-services.bakeries-delis.deli-counters',
      'food-services.bakeries-delis.butcher-shops',
      'retail.grocery.meat-departments',
      'manufacturing.food-beverage.meat-processing',
    ],
    cues: {
      fr: [
        'trancheuse',
        'trancheuse à viande',
        'scie à os',
        'scie à viande',
        'hachoir à viande',
        'poussoir de la trancheuse',
        'trancheuse à charcuterie',
        'scie à ruban de boucherie',
        'hachoir',
        'coupé sur la trancheuse',
        'lame de la trancheuse',
      ],
      en: [
        'meat slicer',
        'deli slicer',
        'bone saw',
        'meat band saw',
        'meat grinder',
        'slicer guard',
        'slicer blade',
        'cut on the slicer',
        'meat saw',
        'butcher band saw',
        'cut by the slicer',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Acheter les produits déjà tranchés ou portionnés quand c’est possible.'],
        en: ['Buy products already sliced or portioned where possible.'],
      },
      substitution: {
        fr: ['Trancheuse automatique à chariot fermé plutôt que manuelle.'],
        en: ['An automatic slicer with an enclosed carriage rather than a manual one.'],
      },
      engineering: {
        fr: ['Protège-lame, poussoir, interrupteur de sécurité, lame qui ne tourne pas sans le protecteur.'],
        en: ['Blade guard, pusher, safety switch, blade that will not run without the guard.'],
      },
      administrative: {
        fr: ['Débrancher avant de nettoyer ; formation et interdiction aux jeunes travailleurs non formés.'],
        en: ['Unplug before cleaning; training, and no use by untrained young workers.'],
      },
      ppe: {
        fr: ['Gant anticoupure en mailles pour le nettoyage de la lame.'],
        en: ['A cut-resistant mesh glove for cleaning the blade.'],
      },
    },
    recommendation: {
      fr: 'Vérifier les protecteurs et le poussoir de chaque trancheuse et exiger de la débrancher avant le nettoyage.',
      en: 'Check the guards and pusher on every slicer and require it to be unplugged before cleaning.',
    },
  },
  {
    id: 'dough-mixers',
    name: { fr: 'Pétrins et batteurs-mélangeurs', en: 'Dough mixers' },
    description: {
      fr: 'Bras ou main happés par le crochet ou la cuve d’un pétrin ou d’un batteur-mélangeur en marche ; fractures et amputations.',
      en: 'An arm or hand caught by the hook or bowl of a running dough mixer; fractures and amputations.',
    },
    family: 'machinery',
    sectors: [
      'food-services.bakeries-delis.bakeries',
      'food-services.bakeries-delis.pastry',
      'food-services.institutional-catering.central-kitchens',
      'manufacturing.food-beverage.bakery',
    ],
    cues: {
      fr: [
        'pétrin',
        'pétrin à spirale',
        'batteur-mélangeur',
        'malaxeur à pâte',
        'crochet pétrisseur',
        'grille de la cuve',
        'malaxeur',
        'cuve du pétrin',
        'crochet du malaxeur',
        'main dans le pétrin',
        'protecteur de la cuve',
      ],
      en: [
        'dough mixer',
        'spiral mixer',
        'planetary mixer',
        'dough hook',
        'mixer bowl guard',
        'hand in the mixer',
        'mixer bowl',
        'reached into the mixer',
        'Hobart mixer',
        'bowl guard',
        'mixer guard',
        '80-qt mixer',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Ne jamais racler la cuve ni ajouter d’ingrédients à la main pendant la rotation.'],
        en: ['Never scrape the bowl or add ingredients by hand while it turns.'],
      },
      substitution: {
        fr: ['Mélangeur à cuve fermée ou à déchargement automatique.'],
        en: ['An enclosed or automatically discharged mixer.'],
      },
      engineering: {
        fr: ['Grille de cuve interverrouillée, arrêt quand la cuve s’abaisse, arrêt d’urgence.'],
        en: ['Interlocked bowl guard, stop when the bowl is lowered, emergency stop.'],
      },
      administrative: {
        fr: ['Formation ; vérification quotidienne de l’interverrouillage ; cadenassage pour le nettoyage.'],
        en: ['Training; daily interlock check; lockout for cleaning.'],
      },
      ppe: {
        omitted: {
          fr: 'Un gant ne protège pas d’un happement : il peut même l’aggraver.',
          en: 'A glove does not protect against entanglement: it can make it worse.',
        },
      },
    },
    recommendation: {
      fr: 'Vérifier chaque jour l’interverrouillage de la grille de cuve et cadenasser le pétrin pour le nettoyer.',
      en: 'Check the bowl guard interlock daily and lock out the mixer to clean it.',
    },
  },
  {
    id: 'flour-dust-sensitization',
    name: { fr: 'Poussière de farine et asthme du boulanger', en: 'Flour dust and baker’s asthma' },
    description: {
      fr: 'Inhalation de poussière de farine et d’enzymes : rhinite, sensibilisation respiratoire et asthme professionnel.',
      en: 'Breathing flour dust and enzymes: rhinitis, respiratory sensitisation and occupational asthma.',
    },
    family: 'dusts-and-fibres',
    sectors: [
      'food-services.bakeries-delis.bakeries',
      'food-services.bakeries-delis.pastry',
      'manufacturing.food-beverage.bakery',
      'agriculture.field-crops.grain-storage',
    ],
    cues: {
      fr: [
        'asthme du boulanger',
        'poussière de farine',
        'sacs de farine',
        'fleurage',
        'rhinite du boulanger',
        'améliorants de panification',
        'farine dans l’air',
        'vidage des sacs',
        'nuage de farine',
        'farine en suspension',
        'station de vidage',
        'poussière de farine dans l’air',
      ],
      en: [
        'baker’s asthma',
        'flour sacks',
        'dusting flour',
        'flour in the air',
        'bakery enzymes',
        'flour sensitisation',
        'airborne flour',
        'flour dust',
        'flour cloud',
        'bag dump station',
        'dump station',
        'bag tipping',
        'flour bags',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Éviter de saupoudrer ou de secouer la farine à la volée.'],
        en: ['Stop throwing or shaking flour by hand.'],
      },
      substitution: {
        fr: ['Farine de fleurage à faible émission de poussière ; améliorants en pâte plutôt qu’en poudre.'],
        en: ['Low-dust dusting flour; improvers as paste rather than powder.'],
      },
      engineering: {
        fr: [
          'Couvercle sur le pétrin au démarrage, vidage des sacs sous aspiration, aspirateur HEPA au lieu du balai.',
        ],
        en: ['Mixer lid at start-up, sack tipping under extraction, a HEPA vacuum instead of sweeping.'],
      },
      administrative: {
        fr: ['Surveillance médicale des symptômes respiratoires ; démarrage lent du pétrin.'],
        en: ['Health surveillance of respiratory symptoms; slow mixer start.'],
      },
      ppe: {
        fr: ['Appareil de protection respiratoire N95 ajusté pour les tâches poussiéreuses.'],
        en: ['A fit-tested N95 respirator for dusty tasks.'],
      },
    },
    recommendation: {
      fr: 'Remplacer le balai par un aspirateur HEPA, couvrir le pétrin au démarrage et suivre les symptômes respiratoires du personnel.',
      en: 'Replace sweeping with a HEPA vacuum, cover the mixer at start-up and follow staff’s respiratory symptoms.',
    },
  },
  {
    id: 'beverage-co2',
    name: { fr: 'CO2 des tireuses et boissons gazeuses', en: 'Beverage CO2 systems' },
    description: {
      fr: 'Fuite de dioxyde de carbone de bonbonnes ou de réservoirs de boissons gazeuses et de bière en sous-sol ou en chambre froide : asphyxie rapide.',
      en: 'Carbon dioxide leaking from beverage and beer cylinders or bulk tanks in a basement or walk-in: rapid asphyxiation.',
    },
    family: 'atmospheres',
    sectors: [
      'food-services.bars-hotels.bars',
      'food-services.restaurants',
      'retail.convenience-stores.stockrooms',
      'manufacturing.food-beverage',
    ],
    cues: {
      fr: [
        'alarme CO2',
        'bonbonnes de CO2',
        'CO2 de la tireuse',
        'tireuse à bière',
        'réservoir de CO2 en vrac',
        'fuite de CO2',
        'détecteur de CO2',
        'bonbonne de CO2',
        'chambre à bière',
        'fûts de bière',
        'bouteilles de CO2',
      ],
      en: [
        'CO2 alarm',
        'CO2 cylinders',
        'beverage CO2',
        'draught beer system',
        'bulk CO2 tank',
        'CO2 leak',
        'CO2 monitor',
        'CO2 tank',
        'keg cooler',
        'beer cooler',
        'CO2 bottles',
        'draft lines',
      ],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Installer les bonbonnes hors des locaux fermés et sous-sols peu ventilés.'],
        en: ['Place cylinders outside enclosed, poorly ventilated basements.'],
      },
      substitution: {
        fr: ['Mélanges azote-CO2 produits sur place selon le besoin.'],
        en: ['Nitrogen-CO2 blends generated on site as needed.'],
      },
      engineering: {
        fr: ['Détecteur de CO2 avec alarme à l’entrée, ventilation, bonbonnes attachées.'],
        en: ['A CO2 monitor with alarm at the entrance, ventilation, cylinders chained.'],
      },
      administrative: {
        fr: ['Affichage ; ne pas entrer si l’alarme sonne ; formation au changement de bonbonne.'],
        en: ['Signs; no entry when the alarm sounds; training to change cylinders.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI courant ne protège d’une atmosphère pauvre en oxygène : la détection et la ventilation le font.',
          en: 'No everyday PPE protects against an oxygen-poor atmosphere: detection and ventilation do.',
        },
      },
    },
    recommendation: {
      fr: 'Installer un détecteur de CO2 avec alarme là où sont les bonbonnes et les attacher.',
      en: 'Install a CO2 monitor with alarm where the cylinders are and chain them.',
    },
  },
];
