import type { HazardDefinition } from './types';

/** Issue 12: construction hazards of concrete, roofing and paving, and coatings. */
export const moreConstructionHazards: readonly HazardDefinition[] = [
  {
    id: 'wet-cement-burns',
    name: { fr: 'Brûlures et dermatites au ciment', en: 'Wet cement burns and dermatitis' },
    description: {
      fr: 'Béton frais, mortier et coulis très alcalins en contact prolongé avec la peau (dans les bottes, aux genoux) : brûlures chimiques et dermatite allergique au chrome.',
      en: 'Highly alkaline wet concrete, mortar and grout in prolonged skin contact (inside boots, at the knees): chemical burns and chromium allergic dermatitis.',
    },
    family: 'chemical',
    sectors: [
      'construction.commercial-institutional.concrete-formwork',
      'construction.specialized-trades.masonry',
      'construction.residential.foundations',
      'construction.suppliers-services.ready-mix-delivery',
    ],
    cues: {
      fr: [
        'à genoux dans le béton frais',
        'ciment mouillé',
        'brûlure au ciment',
        'béton dans les bottes',
        'dermatite au ciment',
        'mortier frais',
        'brûlure par le béton',
        'béton sur la peau',
        'ciment sur la peau',
        'mains dans le ciment',
        'genoux dans le béton',
      ],
      en: [
        'kneeling in wet concrete',
        'wet cement',
        'cement burn',
        'concrete in the boots',
        'cement dermatitis',
        'fresh mortar',
        'concrete burns',
        'burns from concrete',
        'cement on the skin',
        'concrete on the skin',
        'knees in the concrete',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éviter de s’agenouiller ou de marcher dans le béton frais.'],
        en: ['Avoid kneeling or wading in wet concrete.'],
      },
      substitution: {
        fr: ['Ciment à faible teneur en chrome hexavalent ; outils à long manche.'],
        en: ['Low-chromate cement; long-handled tools.'],
      },
      engineering: {
        fr: ['Poste de lavage avec eau propre sur le chantier.'],
        en: ['A clean-water wash station on site.'],
      },
      administrative: {
        fr: ['Rincer immédiatement toute éclaboussure ; changer les vêtements imbibés ; FDS et formation.'],
        en: ['Rinse any splash at once; change soaked clothing; SDS and training.'],
      },
      ppe: {
        fr: ['Gants en nitrile doublés, bottes imperméables sous le pantalon, genouillères étanches.'],
        en: ['Lined nitrile gloves, waterproof boots under the trousers, waterproof knee pads.'],
      },
    },
    recommendation: {
      fr: 'Fournir des gants en nitrile, des bottes imperméables portées sous le pantalon et de l’eau propre pour rincer la peau.',
      en: 'Provide nitrile gloves, waterproof boots worn under the trousers and clean water to rinse skin.',
    },
  },
  {
    id: 'rebar-impalement',
    name: { fr: 'Empalement sur les fers d’armature', en: 'Rebar impalement' },
    description: {
      fr: 'Chute ou trébuchement sur des barres d’armature verticales non protégées : empalement, lacérations graves.',
      en: 'Falling or tripping onto unprotected vertical rebar: impalement, severe lacerations.',
    },
    family: 'surfaces-and-impacts',
    sectors: [
      'construction.commercial-institutional.concrete-formwork',
      'construction.residential.foundations',
      'construction.infrastructure.bridges-structures',
      'construction',
    ],
    cues: {
      fr: [
        'fers d’armature non protégés',
        'barres d’armature sans capuchon',
        'armature en attente',
        'capuchons d’armature',
        'tiges d’acier verticales',
        'empalement',
        'fers d’armature verticaux',
        'barres d’armature verticales',
        'tiges d’armature',
        'armature qui dépasse',
        'fers qui dépassent',
        'bouts de fers',
        'capuchons champignons',
        'barres en attente',
      ],
      en: [
        'uncapped rebar',
        'protruding rebar',
        'rebar caps',
        'vertical reinforcing steel',
        'impalement',
        'rebar dowels',
        'vertical rebar',
        'exposed rebar',
        'rebar sticking up',
        'rebar ends',
        'mushroom caps',
        'rebar stubs',
        'starter bars',
        'uncapped',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Plier les barres en attente ou les mettre en place au dernier moment.'],
        en: ['Bend over dowels or place them at the last moment.'],
      },
      substitution: {
        fr: ['Coupleurs d’armature affleurants.'],
        en: ['Flush rebar couplers.'],
      },
      engineering: {
        fr: ['Capuchons certifiés anti-empalement ou planches couvrant les barres.'],
        en: ['Certified impalement-rated caps or troughs covering the bars.'],
      },
      administrative: {
        fr: [
          'Inspection quotidienne des barres exposées ; travailler au-dessus seulement avec protection contre les chutes.',
        ],
        en: ['Daily check of exposed bars; work above them only with fall protection.'],
      },
      ppe: {
        omitted: {
          fr: 'Aucun EPI ne protège d’un empalement : il faut couvrir les barres.',
          en: 'No PPE protects against impalement: the bars have to be covered.',
        },
      },
    },
    recommendation: {
      fr: 'Couvrir toutes les barres d’armature en attente avec des capuchons anti-empalement certifiés ou des planches.',
      en: 'Cover all protruding rebar with certified impalement-rated caps or troughs.',
    },
  },
  {
    id: 'hot-asphalt-bitumen',
    name: { fr: 'Asphalte et bitume chauds', en: 'Hot asphalt and bitumen' },
    description: {
      fr: 'Brûlures graves par le bitume chaud des toitures et du pavage, fumées d’asphalte irritantes, incendie de la bouilloire ou du chalumeau de pose.',
      en: 'Severe burns from hot bitumen in roofing and paving, irritating asphalt fumes, fires from the kettle or torch-on roofing.',
    },
    family: 'physical-agents',
    sectors: [
      'construction.residential.roofing',
      'construction.infrastructure.roadwork-paving',
      'public-administration.roads-transport.road-maintenance',
      'construction.commercial-institutional',
    ],
    cues: {
      fr: [
        'asphalte chaud',
        'bitume chaud',
        'bouilloire à bitume',
        'fumées d’asphalte',
        'membrane soudée au chalumeau',
        'enrobé chaud',
        'goudron chaud',
        'chaudron de bitume',
        'bouilloire de goudron',
        'toit multicouche',
        'pose d’enrobé',
        'finisseur d’asphalte',
      ],
      en: [
        'hot asphalt',
        'hot bitumen',
        'tar kettle',
        'asphalt fumes',
        'torch-on roofing',
        'hot mix',
        'hot tar',
        'tar pot',
        'roofing kettle',
        'built-up roofing',
        'asphalt paver',
        'paving crew',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Membranes autocollantes ou fixées mécaniquement au lieu du bitume chaud.'],
        en: ['Self-adhered or mechanically fastened membranes instead of hot bitumen.'],
      },
      substitution: {
        fr: ['Enrobés tièdes à plus basse température.'],
        en: ['Warm-mix asphalt at lower temperature.'],
      },
      engineering: {
        fr: ['Bouilloire à thermostat avec couvercle ; captage des fumées sur la paveuse.'],
        en: ['A thermostat-controlled kettle with lid; fume capture on the paver.'],
      },
      administrative: {
        fr: [
          'Surveillance incendie après le chalumeau ; extincteur ; premiers soins pour brûlures (refroidir, ne pas retirer le bitume).',
        ],
        en: ['Fire watch after torching; an extinguisher; burn first aid (cool, do not peel off bitumen).'],
      },
      ppe: {
        fr: ['Gants à manchettes, manches longues, bottes montantes, écran facial pour la bouilloire.'],
        en: ['Gauntlet gloves, long sleeves, high boots, face shield at the kettle.'],
      },
    },
    recommendation: {
      fr: 'Régler la bouilloire au thermostat, garder un extincteur à portée et faire surveiller les lieux après le chalumeau.',
      en: 'Keep the kettle on thermostat, an extinguisher within reach and a fire watch after torching.',
    },
  },
  {
    id: 'epoxy-resins',
    name: { fr: 'Résines époxydes', en: 'Epoxy resins' },
    description: {
      fr: 'Résines et durcisseurs époxydes des revêtements de sol, des réparations de béton et des composites : dermatite allergique grave et asthme.',
      en: 'Epoxy resins and hardeners in floor coatings, concrete repair and composites: severe allergic dermatitis and asthma.',
    },
    family: 'chemical',
    sectors: [
      'construction.specialized-trades.painting-coatings',
      'renewable-energy.wind.blade-repair',
      'manufacturing.plastics-rubber',
      'construction.commercial-institutional.interior-fit-out',
    ],
    cues: {
      fr: [
        'époxy',
        'résine époxyde',
        'revêtement époxy',
        'durcisseur aminé',
        'allergie à l’époxy',
        'plancher époxy',
        'époxydique',
        'coulis époxy',
        'mortier époxy',
        'résine à deux composants',
      ],
      en: [
        'epoxy',
        'epoxy resin',
        'epoxy coating',
        'amine hardener',
        'epoxy allergy',
        'epoxy floor',
        'epoxy grout',
        'two-part epoxy',
        'resin flooring',
        'epoxy mortar',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Éléments préfabriqués qui évitent l’application sur place.'],
        en: ['Prefabricated elements that avoid on-site application.'],
      },
      substitution: {
        fr: ['Produits moins sensibilisants ; cartouches prédosées plutôt que mélange manuel.'],
        en: ['Less sensitising products; pre-measured cartridges rather than hand mixing.'],
      },
      engineering: {
        fr: ['Ventilation mécanique pendant l’application et le durcissement.'],
        en: ['Mechanical ventilation during application and curing.'],
      },
      administrative: {
        fr: [
          'FDS et formation ; aucun contact cutané, nettoyage sans solvant sur la peau ; suivi des réactions.',
        ],
        en: ['SDS and training; no skin contact, no solvent on skin; follow-up of reactions.'],
      },
      ppe: {
        fr: [
          'Gants en nitrile changés souvent, manches longues, lunettes ; respirateur à cartouches en espace peu ventilé.',
        ],
        en: [
          'Nitrile gloves changed often, long sleeves, goggles; cartridge respirator in poorly ventilated spaces.',
        ],
      },
    },
    recommendation: {
      fr: 'Interdire tout contact cutané avec l’époxy, fournir des gants en nitrile et ventiler pendant l’application.',
      en: 'Forbid any skin contact with epoxy, provide nitrile gloves and ventilate during application.',
    },
  },
];
