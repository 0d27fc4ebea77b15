import type { HazardDefinition } from './types';

/** Issue 12: hazards of kitchens, dining rooms, bars and hotel rooms. */
export const foodServiceHazards: readonly HazardDefinition[] = [
  {
    id: 'fryer-grease-fire',
    name: { fr: 'Feux de graisse et hottes de cuisine', en: 'Grease fires and kitchen hoods' },
    description: {
      fr: 'Huile de friteuse qui s’enflamme, graisse accumulée dans la hotte et les conduits ; brûlures graves et incendie du restaurant.',
      en: 'Fryer oil catching fire, grease built up in the hood and ducts; severe burns and a restaurant fire.',
    },
    family: 'fire-explosion',
    sectors: [
      'food-services',
      'food-services.restaurants.fryers-grills',
      'food-services.restaurants.kitchens',
      'food-services.institutional-catering.food-trucks',
      'education.child-care.kitchens',
    ],
    cues: {
      fr: [
        'friteuse a pris feu',
        'huile en feu',
        'feu de graisse',
        'feu de friteuse',
        'huile qui s’enflamme',
        'graisse dans la hotte',
        'extincteur de classe K',
        'système d’extinction de la hotte',
        'système d’extinction',
        'système de suppression',
        'extinction automatique',
        'conduits de la hotte',
        'nettoyage de la hotte',
        'hotte de cuisine',
      ],
      en: [
        'fryer caught fire',
        'water on burning oil',
        'grease fire',
        'fryer fire',
        'oil caught fire',
        'grease build-up in the hood',
        'class K extinguisher',
        'hood suppression system',
        'suppression system',
        'fire suppression',
        'hood and ducts',
        'hood cleaning',
        'kitchen hood',
        'exhaust hood',
        'duct cleaning',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: [
          'Ne jamais jeter d’eau sur l’huile en feu ; ne pas laisser une friteuse allumée sans surveillance.',
        ],
        en: ['Never throw water on burning oil; never leave a lit fryer unattended.'],
      },
      substitution: {
        fr: [
          'Friteuses à thermostat de sécurité et à niveau d’huile contrôlé ; fours à convection quand le menu le permet.',
        ],
        en: [
          'Fryers with a high-limit thermostat and controlled oil level; convection ovens where the menu allows.',
        ],
      },
      engineering: {
        fr: [
          'Système d’extinction automatique de la hotte, coupure du gaz asservie, extincteur de classe K à portée.',
        ],
        en: ['Automatic hood suppression, interlocked gas shut-off, a class K extinguisher within reach.'],
      },
      administrative: {
        fr: [
          'Nettoyage des filtres et des conduits selon un calendrier ; inspection semestrielle du système ; formation.',
        ],
        en: ['Filters and ducts cleaned on a schedule; semi-annual inspection of the system; training.'],
      },
      ppe: {
        fr: ['Gants et tablier résistants à la chaleur pour changer l’huile.'],
        en: ['Heat-resistant gloves and apron to change the oil.'],
      },
    },
    recommendation: {
      fr: 'Faire inspecter le système d’extinction de la hotte, nettoyer les conduits et placer un extincteur de classe K près des friteuses.',
      en: 'Have the hood suppression system inspected, clean the ducts and place a class K extinguisher near the fryers.',
    },
  },
  {
    id: 'walk-in-freezer-entrapment',
    name: { fr: 'Enfermement dans une chambre froide', en: 'Walk-in freezer entrapment' },
    description: {
      fr: 'Travailleur enfermé dans une chambre froide ou un congélateur-chambre dont la porte ne s’ouvre pas de l’intérieur ; hypothermie.',
      en: 'A worker shut inside a walk-in cooler or freezer whose door cannot be opened from inside; hypothermia.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'food-services.restaurants.kitchens',
      'food-services.institutional-catering.central-kitchens',
      'retail.grocery.receiving',
      'transport-warehousing.warehousing.cold-storage',
      'fishing-seafood.seafood-processing.freezing-ammonia',
    ],
    cues: {
      fr: [
        'enfermé dans la chambre froide',
        'congélateur-chambre',
        'poignée intérieure',
        'ouverture de l’intérieur',
        'alarme dans la chambre froide',
        'porte de la chambre froide',
        'poignée de sortie',
        'loquet de la chambre froide',
        'loquet du congélateur',
        'poignée à l’intérieur',
        'dispositif d’ouverture intérieur',
        'poussoir intérieur',
      ],
      en: [
        'walk-in freezer',
        'walk-in cooler',
        'locked in the freezer',
        'inside release',
        'freezer door handle',
        'trapped in the cooler',
        'inside handle',
        'interior release',
        'safety release',
        'push-button release',
        'cooler latch',
        'freezer latch',
        'inside latch',
      ],
    },
    severity: 'eleve',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Porte sans serrure pouvant être cadenassée de l’extérieur pendant qu’on est dedans.'],
        en: ['A door that cannot be padlocked from outside while someone is inside.'],
      },
      substitution: {
        fr: ['Armoires réfrigérées accessibles de l’extérieur pour les produits d’usage courant.'],
        en: ['Reach-in units for everyday items.'],
      },
      engineering: {
        fr: ['Poussoir d’ouverture intérieur, éclairage, alarme ou bouton d’appel à l’intérieur.'],
        en: ['Inside push-release, lighting, an alarm or call button inside.'],
      },
      administrative: {
        fr: ['Vérification mensuelle du dispositif d’ouverture ; prévenir un collègue avant d’entrer.'],
        en: ['Monthly check of the release; tell a co-worker before going in.'],
      },
      ppe: {
        fr: ['Vêtements isolants disponibles à l’entrée du congélateur.'],
        en: ['Insulated clothing available at the freezer entrance.'],
      },
    },
    recommendation: {
      fr: 'Vérifier que chaque chambre froide s’ouvre de l’intérieur et dispose d’une alarme ou d’un bouton d’appel.',
      en: 'Check that every walk-in opens from inside and has an alarm or call button.',
    },
  },
  {
    id: 'broken-glass-dishware',
    name: { fr: 'Verre et vaisselle brisés', en: 'Broken glass and dishware' },
    description: {
      fr: 'Coupures aux mains en ramassant du verre brisé, en vidant un évier ou un bac de vaisselle, ou en sortant les sacs de déchets.',
      en: 'Hand cuts from picking up broken glass, emptying a sink or a bus tub, or taking out garbage bags.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'food-services.restaurants.dishwashing',
      'food-services.restaurants.dining-room',
      'food-services.bars-hotels.bars',
      'food-services.bars-hotels.housekeeping',
    ],
    cues: {
      fr: [
        'verre brisé',
        'verres cassés',
        'vaisselle cassée',
        'éclats de verre',
        'bris de verre',
        'bac à vaisselle',
      ],
      en: ['broken glass', 'broken glasses', 'broken dishes', 'glass shards', 'shattered glass', 'bus tub'],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne jamais plonger la main dans une eau de vaisselle trouble ou un sac de déchets.'],
        en: ['Never reach into cloudy dishwater or a garbage bag.'],
      },
      substitution: {
        fr: ['Verres en polycarbonate sur les terrasses et au bar.'],
        en: ['Polycarbonate glasses on patios and at the bar.'],
      },
      engineering: {
        fr: ['Contenant rigide réservé au verre brisé ; pelle et balai à portée.'],
        en: ['A rigid container kept for broken glass; dustpan and broom within reach.'],
      },
      administrative: {
        fr: ['Procédure de ramassage ; ne pas empiler les verres ; vider l’évier après un bris.'],
        en: ['A clean-up procedure; no stacking of glasses; drain the sink after a breakage.'],
      },
      ppe: {
        fr: ['Gants anticoupures pour ramasser le verre.'],
        en: ['Cut-resistant gloves to pick up glass.'],
      },
    },
    recommendation: {
      fr: 'Fournir un contenant rigide pour le verre brisé et des gants anticoupures, et faire vider l’évier après tout bris.',
      en: 'Provide a rigid container for broken glass and cut-resistant gloves, and have the sink drained after any breakage.',
    },
  },
  {
    id: 'housekeeping-room-attendants',
    name: { fr: 'Entretien ménager des chambres', en: 'Room attendants’ workload' },
    description: {
      fr: 'TMS des préposées aux chambres : lits lourds à faire, matelas à soulever, salles de bain à récurer, quota élevé de chambres par quart.',
      en: 'Musculoskeletal injuries of room attendants: heavy beds to make, mattresses to lift, bathrooms to scrub, a high quota of rooms per shift.',
    },
    family: 'ergonomics',
    sectors: [
      'food-services.bars-hotels.housekeeping',
      'health-care.hospitals.environmental-services',
      'health-care.long-term-care.laundry',
    ],
    cues: {
      fr: [
        'préposée aux chambres',
        'faire les lits',
        'soulever le matelas',
        'chambres par quart',
        'quota de chambres',
        'récurer la baignoire',
      ],
      en: [
        'room attendant',
        'making beds',
        'lifting mattresses',
        'rooms per shift',
        'room quota',
        'scrubbing tubs',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Draps-housses et couettes qui évitent de soulever le matelas.'],
        en: ['Fitted sheets and duvets that avoid lifting the mattress.'],
      },
      substitution: {
        fr: ['Vadrouilles et brosses à long manche ; chariots légers motorisés.'],
        en: ['Long-handled mops and brushes; light powered carts.'],
      },
      engineering: {
        fr: ['Lits sur roulettes ou à hauteur réglable.'],
        en: ['Beds on casters or height-adjustable beds.'],
      },
      administrative: {
        fr: [
          'Quota de chambres ajusté aux départs ; travail en équipe de deux pour les lits ; rotation des tâches.',
        ],
        en: ['Room quotas adjusted for check-outs; beds made in pairs; task rotation.'],
      },
      ppe: {
        fr: ['Genouillères et gants adaptés aux produits.'],
        en: ['Knee pads and gloves suited to the products.'],
      },
    },
    recommendation: {
      fr: 'Revoir le quota de chambres par quart, fournir des outils à long manche et faire les lits à deux.',
      en: 'Review the room quota per shift, provide long-handled tools and have beds made in pairs.',
    },
  },
];
