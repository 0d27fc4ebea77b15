import type { HazardDefinition } from './types';

export const forestryHazards: readonly HazardDefinition[] = [
  {
    id: 'tree-felling',
    name: { fr: 'Abattage d’arbres', en: 'Tree felling' },
    description: {
      fr: 'Arbre qui tombe dans une direction imprévue, arbres encroués ou morts (chicots), branches qui tombent, rebond du tronc.',
      en: 'Trees falling in an unexpected direction, hung-up or dead trees (snags), falling limbs, butt kickback.',
    },
    family: 'forestry',
    sectors: [
      'forestry-sawmills.logging.manual-felling',
      'forestry-sawmills.arboriculture',
      'forestry-sawmills.silviculture.pre-commercial-thinning',
      'renewable-energy.storage-grid.transmission-lines',
    ],
    cues: {
      fr: [
        'abattage',
        'abatteur',
        'chicot',
        'arbre encroué',
        'entaille de direction',
        'charnière',
        'voie de retraite',
        'deux longueurs d’arbre',
        'arbre mort',
        'branche morte',
        'chicots',
        'abattage manuel',
        'arbre creux',
        'bûcheron',
        'zone de chute',
      ],
      en: [
        'felling',
        'faller',
        'snag',
        'dangerous tree',
        'hung-up tree',
        'face cut',
        'hinge',
        'escape route',
        'two tree lengths',
        'dead limb',
        'widowmaker',
        'drop zone',
        'hand falling',
        'falling a tree',
        'dead tree',
        // Not "hung up" alone: a lift truck or a phone call is hung up too.
        'tree hung up',
        'limb hung up',
        'hung up in',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Abattage mécanisé (abatteuse) plutôt que manuel lorsque le terrain le permet.'],
        en: ['Mechanised felling (feller buncher) instead of manual felling where terrain allows.'],
      },
      substitution: {
        fr: ['Abattage assisté par treuil ou par coin hydraulique pour les arbres à risque.'],
        en: ['Winch- or hydraulic-wedge-assisted felling for high-risk trees.'],
      },
      engineering: {
        fr: ['Cabines protégées (FOPS/OPS) sur les machines forestières.'],
        en: ['Protected cabs (FOPS/OPS) on forestry machines.'],
      },
      administrative: {
        fr: [
          'Évaluation des arbres dangereux, entaille de direction et charnière, voie de retraite dégagée.',
          'Distance de deux longueurs d’arbre entre les travailleurs, formation et qualification des abatteurs.',
        ],
        en: [
          'Dangerous tree assessment, proper face cut and hinge, clear escape route.',
          'Two tree lengths between workers, faller training and qualification.',
        ],
      },
      ppe: {
        fr: [
          'Casque avec visière et protecteurs auditifs, pantalon anticoupure, bottes de sécurité, vêtements visibles.',
        ],
        en: [
          'Helmet with visor and hearing protection, chainsaw-resistant pants, safety boots, high-visibility clothing.',
        ],
      },
    },
    recommendation: {
      fr: 'Évaluer chaque arbre dangereux, planifier la direction de chute et la voie de retraite et garder deux longueurs d’arbre de distance.',
      en: 'Assess every dangerous tree, plan the felling direction and escape route and keep two tree lengths apart.',
    },
  },
  {
    id: 'chainsaws',
    name: { fr: 'Scies à chaîne', en: 'Chainsaws' },
    description: {
      fr: 'Coupures graves par rebond ou contact avec la chaîne, bruit, vibrations et brûlures lors de l’utilisation de la scie à chaîne.',
      en: 'Serious cuts from kickback or chain contact, noise, vibration and burns when using a chainsaw.',
    },
    family: 'forestry',
    sectors: [
      'forestry-sawmills.logging.manual-felling',
      'forestry-sawmills.arboriculture',
      'construction.residential.framing',
      'renewable-energy.storage-grid.transmission-lines',
    ],
    cues: {
      fr: [
        'scie à chaîne',
        'tronçonneuse',
        'rebond',
        'frein de chaîne',
        'pantalon anticoupure',
        'tronçonnage',
        'ébranchage',
        'scie mécanique',
        'jambières',
        'chaîne de scie',
        'pantalons anticoupures',
      ],
      en: [
        'chainsaw',
        'chain saw',
        'kickback',
        'chain brake',
        'chaps',
        'chainsaw pants',
        'bucking',
        'limbing',
        'saw chain',
        'cut-resistant chaps',
        'top-handle saw',
        'chainsaw chaps',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Tronçonnage et ébranchage mécanisés (têtes d’abattage, façonneuses).'],
        en: ['Mechanised bucking and limbing (harvester heads, processors).'],
      },
      substitution: {
        fr: ['Scies munies d’une chaîne à faible rebond et de dispositifs antivibration.'],
        en: ['Saws with low-kickback chain and anti-vibration mounts.'],
      },
      engineering: {
        fr: ['Frein de chaîne, attrape-chaîne, gâchette de sécurité en bon état.'],
        en: ['Chain brake, chain catcher, throttle lockout in good condition.'],
      },
      administrative: {
        fr: [
          'Formation certifiée, entretien et affûtage, démarrage au sol, ne jamais couper au-dessus des épaules.',
        ],
        en: [
          'Certified training, maintenance and sharpening, start on the ground, never cut above shoulder height.',
        ],
      },
      ppe: {
        fr: [
          'Pantalon ou jambières anticoupure, bottes à protection anticoupure, casque avec visière et protecteurs auditifs, gants.',
        ],
        en: [
          'Cut-resistant pants or chaps, chainsaw boots, helmet with visor and hearing protection, gloves.',
        ],
      },
    },
    recommendation: {
      fr: 'N’autoriser que des utilisateurs formés, portant l’équipement anticoupure complet, sur des scies au frein de chaîne fonctionnel.',
      en: 'Allow only trained users wearing full cut protection, on saws with a working chain brake.',
    },
  },
  {
    id: 'brush-saws',
    name: { fr: 'Débroussailleuses', en: 'Brush saws' },
    description: {
      fr: 'Projections, contact avec la lame, rebond latéral, vibrations et postures contraignantes lors du débroussaillage.',
      en: 'Flying debris, blade contact, blade thrust, vibration and awkward postures during brush clearing.',
    },
    family: 'forestry',
    sectors: [
      'forestry-sawmills.silviculture.brush-clearing',
      'forestry-sawmills.silviculture.pre-commercial-thinning',
      'forestry-sawmills.arboriculture.utility-line-clearing',
      'renewable-energy.solar.ground-mount-farms',
    ],
    cues: {
      fr: [
        'débroussailleuse',
        'débroussaillage',
        'lame circulaire',
        'harnais de débroussailleuse',
        'éclaircie',
        'projection de débris',
        'débroussailleuse à lame',
        'taille-bordure',
        'coupe-herbe',
      ],
      en: [
        'brush saw',
        'brush cutter',
        'clearing saw',
        'circular blade',
        'brush saw harness',
        'thinning',
        'flying debris',
        'weed whacker',
        'string trimmer',
        'weed eater',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Débroussaillage mécanisé sur les terrains accessibles.'],
        en: ['Mechanised clearing on accessible terrain.'],
      },
      substitution: {
        fr: ['Lame et protecteur adaptés à la végétation, appareils plus légers et moins vibrants.'],
        en: ['Blade and guard suited to the vegetation, lighter and lower-vibration units.'],
      },
      engineering: {
        fr: ['Protecteur de lame en place, harnais double bien réglé.'],
        en: ['Blade guard in place, properly adjusted double harness.'],
      },
      administrative: {
        fr: ['Distance de 15 m entre les travailleurs, formation, pauses et rotation.'],
        en: ['15 m between workers, training, breaks and rotation.'],
      },
      ppe: {
        fr: ['Visière et lunettes, protecteurs auditifs, bottes de sécurité, gants.'],
        en: ['Visor and glasses, hearing protection, safety boots, gloves.'],
      },
    },
    recommendation: {
      fr: 'Maintenir une distance de sécurité entre les débroussailleurs et exiger protecteur de lame, visière et protection auditive.',
      en: 'Keep a safe distance between brush-saw operators and require the blade guard, visor and hearing protection.',
    },
  },
];
