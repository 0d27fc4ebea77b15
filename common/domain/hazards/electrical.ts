import type { HazardDefinition } from './types';

export const electricalHazards: readonly HazardDefinition[] = [
  {
    id: 'electrical-contact',
    name: {
      fr: 'Contact électrique (électrisation, électrocution)',
      en: 'Electrical contact (shock, electrocution)',
    },
    description: {
      fr: 'Contact direct ou indirect avec des conducteurs ou des pièces sous tension : électrisation, brûlures, électrocution.',
      en: 'Direct or indirect contact with energized conductors or parts: shock, burns, electrocution.',
    },
    family: 'electrical',
    sectors: [
      'construction.specialized-trades.electrical',
      'renewable-energy',
      'manufacturing.electrical-equipment.high-voltage-testing',
      'manufacturing.machinery-equipment.maintenance-millwright',
      'professional-services.it-services.server-rooms',
    ],
    cues: {
      fr: [
        'électricité',
        'sous tension',
        'DANGER — HAUTE TENSION',
        'électrisation',
        'électrocution',
        'panneau électrique',
        'disjoncteur',
        'mise à la terre',
        'DDFT',
        'travail hors tension',
      ],
      en: [
        'electrical',
        'energized',
        'live',
        'DANGER HIGH VOLTAGE',
        'shock',
        'electrocution',
        'electrical panel',
        'breaker',
        'grounding',
        'GFCI',
        'de-energized work',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Travailler hors tension : sectionner, cadenasser et vérifier l’absence de tension.'],
        en: ['Work de-energized: isolate, lock out and verify absence of voltage.'],
      },
      substitution: {
        fr: ['Outils à très basse tension ou à batterie en milieu humide.'],
        en: ['Extra-low-voltage or battery tools in wet locations.'],
      },
      engineering: {
        fr: ['Disjoncteurs de fuite à la terre, enveloppes fermées, mise à la terre, écrans isolants.'],
        en: ['Ground fault circuit interrupters, closed enclosures, grounding, insulating barriers.'],
      },
      administrative: {
        fr: [
          'Travaux électriques réservés au personnel qualifié, permis de travail sous tension justifié par écrit.',
          'Application de la norme CSA Z462 et inspection des cordons et rallonges.',
        ],
        en: [
          'Electrical work only by qualified persons, written justification and permit for energized work.',
          'Apply CSA Z462 and inspect cords and extension leads.',
        ],
      },
      ppe: {
        fr: ['Gants isolants de classe appropriée, outils isolés, chaussures diélectriques.'],
        en: ['Insulating gloves of the right class, insulated tools, electrical hazard footwear.'],
      },
    },
    recommendation: {
      fr: 'Mettre hors tension et cadenasser avant toute intervention ; le travail sous tension doit rester l’exception justifiée.',
      en: 'De-energize and lock out before any work; energized work must stay a justified exception.',
    },
  },
  {
    id: 'arc-flash',
    name: { fr: 'Arc électrique', en: 'Arc flash' },
    description: {
      fr: 'Arc électrique lors de manœuvres ou de travaux près d’équipements sous tension : brûlures graves, onde de choc, projections de métal en fusion.',
      en: 'Arc flash during switching or work near energized equipment: severe burns, blast pressure, molten metal.',
    },
    family: 'electrical',
    sectors: [
      'construction.specialized-trades.electrical',
      'renewable-energy.storage-grid.substations',
      'mining-metals.primary-metals',
      'manufacturing',
      'renewable-energy.solar.inverter-wiring',
    ],
    cues: {
      fr: [
        'arc électrique',
        'AVERTISSEMENT — ARC ÉLECTRIQUE',
        'énergie incidente',
        'cal/cm²',
        'frontière d’arc',
        'appareillage',
        'CSA Z462',
      ],
      en: [
        'arc flash',
        'ARC FLASH WARNING',
        'incident energy',
        'cal/cm2',
        'arc flash boundary',
        'switchgear',
        'CSA Z462',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Mettre l’équipement hors tension avant d’ouvrir les enveloppes.'],
        en: ['De-energize equipment before opening enclosures.'],
      },
      substitution: {
        fr: ['Manœuvres à distance et appareillage résistant aux arcs.'],
        en: ['Remote racking and switching, arc-resistant switchgear.'],
      },
      engineering: {
        fr: ['Étude d’arc électrique, réglage des protections, fenêtres infrarouges pour l’inspection.'],
        en: ['Arc flash study, protective device settings, infrared windows for inspection.'],
      },
      administrative: {
        fr: ['Étiquetage de l’énergie incidente, frontières d’approche, permis de travail sous tension.'],
        en: ['Incident energy labels, approach boundaries, energized work permit.'],
      },
      ppe: {
        fr: [
          'Vêtements et cagoule résistants à l’arc de cote adaptée à l’énergie incidente, écran facial, gants.',
        ],
        en: ['Arc-rated clothing and hood matching the incident energy, face shield, gloves.'],
      },
    },
    recommendation: {
      fr: 'Réaliser une étude d’arc électrique, étiqueter l’appareillage et privilégier les manœuvres hors tension ou à distance.',
      en: 'Carry out an arc flash study, label equipment and favour de-energized or remote operation.',
    },
  },
  {
    id: 'overhead-power-lines',
    name: { fr: 'Travail près des lignes électriques aériennes', en: 'Work near overhead power lines' },
    description: {
      fr: 'Contact ou amorçage entre une ligne électrique aérienne et une flèche de grue, une benne, une échelle, un arbre ou une personne.',
      en: 'Contact or arcing between an overhead power line and a crane boom, dump box, ladder, tree or person.',
    },
    family: 'electrical',
    sectors: [
      'construction',
      'forestry-sawmills.arboriculture',
      'construction.suppliers-services.ready-mix-delivery',
      'renewable-energy.storage-grid.transmission-lines',
      'transport-warehousing.trucking',
    ],
    cues: {
      fr: [
        'ligne électrique',
        'lignes aériennes',
        'fils électriques',
        'distance d’approche',
        'Hydro-Québec',
        'poteau',
        'DANGER — LIGNE ÉLECTRIQUE',
      ],
      en: [
        'power line',
        'overhead lines',
        'hydro lines',
        'limit of approach',
        'utility pole',
        'DANGER OVERHEAD POWER LINES',
        'energized line',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Faire mettre la ligne hors tension ou la déplacer par le distributeur avant les travaux.'],
        en: ['Have the utility de-energize or relocate the line before work.'],
      },
      substitution: {
        fr: ['Choisir un équipement de plus faible portée ou une méthode sans flèche près des lignes.'],
        en: ['Choose shorter-reach equipment or a method without a boom near lines.'],
      },
      engineering: {
        fr: [
          'Limiteurs de portée et alarmes de proximité, gaines isolantes posées par le distributeur, portiques de hauteur.',
        ],
        en: ['Range limiters and proximity alarms, utility-installed line covers, height gates.'],
      },
      administrative: {
        fr: [
          'Repérer les lignes, respecter les distances d’approche minimales, signaleur dédié aux manœuvres.',
        ],
        en: ['Locate the lines, respect minimum approach distances, dedicated signaller for manoeuvres.'],
      },
      ppe: {
        fr: [
          'Aucun EPI courant ne protège d’un contact avec une ligne de distribution : la distance est la mesure de protection.',
        ],
        en: [
          'No ordinary PPE protects against contact with a distribution line: distance is the protection.',
        ],
      },
    },
    recommendation: {
      fr: 'Repérer les lignes avant de déployer une flèche et faire respecter les distances d’approche minimales en tout temps.',
      en: 'Locate power lines before raising any boom and enforce minimum approach distances at all times.',
    },
  },
];
