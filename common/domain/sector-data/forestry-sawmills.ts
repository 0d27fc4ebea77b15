import { defineMainSector } from './define';

export const forestrySawmills = defineMainSector(
  'forestry-sawmills',
  { fr: 'Foresterie et scieries', en: 'Forestry and Sawmills' },
  [
    {
      key: 'logging',
      name: { fr: 'Exploitation forestière (récolte)', en: 'Logging (harvesting)' },
      naics: '1133',
      activities: [
        ['manual-felling', 'Abattage manuel à la scie à chaîne', 'Manual felling with a chainsaw'],
        [
          'mechanized-harvesting',
          'Récolte mécanisée (abatteuses, têtes multifonctionnelles)',
          'Mechanized harvesting (feller bunchers, processors)',
        ],
        ['skidding-forwarding', 'Débardage', 'Skidding and forwarding'],
        ['log-loading-hauling', 'Chargement et transport du bois', 'Log loading and hauling'],
        ['forest-roads', 'Construction de chemins forestiers', 'Forest road building'],
      ],
    },
    {
      key: 'silviculture',
      name: { fr: 'Sylviculture et services forestiers', en: 'Silviculture and forestry services' },
      naics: '1153',
      activities: [
        ['tree-planting', 'Reboisement', 'Tree planting'],
        ['brush-clearing', 'Débroussaillage', 'Brush clearing'],
        ['pre-commercial-thinning', 'Éclaircie précommerciale', 'Pre-commercial thinning'],
        ['forest-firefighting', 'Lutte contre les incendies de forêt', 'Forest firefighting'],
        ['forest-inventory', 'Inventaire forestier', 'Forest inventory'],
      ],
    },
    {
      key: 'sawmills',
      name: { fr: 'Scieries', en: 'Sawmills' },
      naics: '321111',
      activities: [
        ['log-yard', 'Cour à bois', 'Log yard'],
        ['debarking', 'Écorçage', 'Debarking'],
        ['sawing-edging', 'Sciage, délignage et éboutage', 'Sawing, edging and trimming'],
        ['sorting-stacking', 'Triage et empilage', 'Sorting and stacking'],
        ['kiln-drying', 'Séchage au séchoir', 'Kiln drying'],
        ['saw-filing', 'Affûtage (limerie)', 'Saw filing'],
      ],
    },
    {
      key: 'wood-products',
      name: { fr: 'Fabrication de produits du bois', en: 'Wood product manufacturing' },
      naics: '3212, 3219',
      activities: [
        ['planing-mill', 'Rabotage', 'Planing mill'],
        ['panel-pressing', 'Pressage de panneaux et de contreplaqué', 'Panel and plywood pressing'],
        ['trusses-prefabrication', 'Fermes de toit et préfabrication', 'Roof trusses and prefabrication'],
        ['finishing-sanding', 'Finition et ponçage', 'Finishing and sanding'],
      ],
    },
    {
      key: 'pulp-paper',
      name: { fr: 'Pâtes et papiers', en: 'Pulp and paper' },
      naics: '3221',
      activities: [
        ['chipping-digesters', 'Copeaux et lessiveurs', 'Chipping and digesters'],
        ['paper-machine', 'Machine à papier', 'Paper machine'],
        ['chemical-recovery', 'Récupération des produits chimiques', 'Chemical recovery'],
        ['roll-handling', 'Manutention des bobines', 'Roll handling'],
      ],
    },
    {
      key: 'arboriculture',
      name: { fr: 'Arboriculture et élagage', en: 'Arboriculture and tree care' },
      naics: '561730',
      activities: [
        ['tree-climbing-pruning', 'Émondage en hauteur', 'Tree climbing and pruning'],
        ['bucket-truck-work', 'Travail en nacelle', 'Bucket truck work'],
        ['utility-line-clearing', 'Dégagement des lignes électriques', 'Utility line clearing'],
        ['stump-grinding-chipping', 'Essouchement et déchiquetage', 'Stump grinding and chipping'],
      ],
    },
  ],
);
