import type { HazardDefinition } from './types';

/** Issue 12: hazards of drilling and well servicing rigs. */
export const drillingHazards: readonly HazardDefinition[] = [
  {
    id: 'well-control-blowout',
    name: { fr: 'Contrôle de puits et éruption', en: 'Well control and blowouts' },
    description: {
      fr: 'Venue de fluides non maîtrisée pendant le forage, la complétion ou l’entretien d’un puits : éruption, incendie, libération d’H2S.',
      en: 'An uncontrolled influx during drilling, completion or servicing of a well: blowout, fire, release of H2S.',
    },
    family: 'fire-explosion',
    sectors: [
      'oil-gas.drilling-services',
      'oil-gas.drilling-services.drilling-rigs',
      'oil-gas.drilling-services.well-servicing',
      'oil-gas.production.well-sites',
    ],
    cues: {
      fr: [
        'éruption de puits',
        'contrôle de puits',
        'bloc obturateur',
        'venue de gaz',
        'tête de puits',
        'fermeture du puits',
        'BOP',
        'perte de contrôle du puits',
        'fermer le puits',
        'gain dans les bassins',
        'test du BOP',
        'tuer le puits',
      ],
      en: [
        'blowout',
        'well control',
        'blowout preventer',
        'BOP',
        'well kick',
        'wellhead',
        'lost well control',
        'shut in the well',
        'pit gain',
        'BOP test',
        'kill the well',
        'kick detection',
      ],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Programme de forage fondé sur les pressions connues du réservoir.'],
        en: ['A drilling program based on known reservoir pressures.'],
      },
      substitution: {
        fr: ['Boue de densité adaptée et surveillance des volumes.'],
        en: ['Mud of suitable density and volume monitoring.'],
      },
      engineering: {
        fr: ['Bloc obturateur testé, accumulateur, détection de gaz et alarme de niveau des bassins.'],
        en: ['A tested blowout preventer, accumulator, gas detection and pit-level alarms.'],
      },
      administrative: {
        fr: ['Certification en contrôle de puits ; exercices d’obturation ; plan d’intervention d’urgence.'],
        en: ['Well-control certification; BOP drills; an emergency response plan.'],
      },
      ppe: {
        fr: ['Vêtements ignifuges ; détecteur personnel d’H2S ; appareil respiratoire d’évacuation.'],
        en: ['Flame-resistant clothing; personal H2S monitor; escape breathing apparatus.'],
      },
    },
    recommendation: {
      fr: 'Vérifier les essais du bloc obturateur et la certification en contrôle de puits de l’équipe, et faire un exercice d’obturation.',
      en: 'Check the BOP test records and the crew’s well-control certification, and run a BOP drill.',
    },
  },
  {
    id: 'drill-floor-pipe-handling',
    name: { fr: 'Plancher de forage et manutention des tiges', en: 'Rig floor and pipe handling' },
    description: {
      fr: 'Écrasement et happement par les clés de vissage, la chaîne de vissage, les tiges et les coins de retenue sur le plancher de forage.',
      en: 'Crushing and entanglement by tongs, spinning chain, pipe and elevators on the rig floor.',
    },
    family: 'machinery',
    sectors: [
      'oil-gas.drilling-services',
      'oil-gas.drilling-services.drilling-rigs',
      'oil-gas.drilling-services.well-servicing',
      'mining-metals.exploration.diamond-drilling',
    ],
    cues: {
      fr: [
        'plancher de forage',
        'clés de vissage',
        'chaîne de vissage',
        'tiges de forage',
        'ouvrier de plancher',
        'élévateur de tiges',
        'plancher du derrick',
        'clé automatique',
        'manutention des tiges',
        'ajout de tige',
        'cales de forage',
      ],
      en: [
        'rig floor',
        'drill floor',
        'power tongs',
        'spinning chain',
        'drill pipe',
        'floorhand',
        'roughneck',
        'iron roughneck',
        'tripping pipe',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Personne entre les tiges et le mât pendant les manœuvres.'],
        en: ['No one between the pipe and the mast during trips.'],
      },
      substitution: {
        fr: ['Clé de vissage automatisée (iron roughneck) et manutention mécanisée des tiges.'],
        en: ['An iron roughneck and mechanised pipe handling.'],
      },
      engineering: {
        fr: [
          'Protecteurs sur le tambour et la table de rotation ; arrêts d’urgence ; câble de retenue des clés.',
        ],
        en: ['Guards on the drawworks and rotary table; emergency stops; tong snub lines.'],
      },
      administrative: {
        fr: [
          'Réunion de sécurité au changement d’équipe ; zones interdites ; formation des nouveaux (casque vert).',
        ],
        en: ['Safety meeting at crew change; no-go zones; mentoring of new workers (green hats).'],
      },
      ppe: {
        fr: ['Gants anti-impact, casque, bottes à embout, vêtements ignifuges.'],
        en: ['Impact gloves, hard hat, steel-toe boots, flame-resistant clothing.'],
      },
    },
    recommendation: {
      fr: 'Délimiter les zones interdites du plancher, vérifier les câbles de retenue des clés et encadrer chaque nouvel ouvrier.',
      en: 'Mark the rig floor no-go zones, check the tong snub lines and mentor every new floorhand.',
    },
  },
  {
    id: 'derrick-monkey-board',
    name: { fr: 'Travail dans le mât de forage', en: 'Derrick and monkey board work' },
    description: {
      fr: 'Chute depuis la passerelle d’accrochage du mât, objets échappés sur le plancher, évacuation d’urgence difficile.',
      en: 'Falling from the derrick’s monkey board, dropped objects on the floor below, difficult emergency escape.',
    },
    family: 'heights',
    sectors: [
      'oil-gas.drilling-services.drilling-rigs',
      'oil-gas.drilling-services.well-servicing',
      'oil-gas.drilling-services',
      'oil-gas.drilling-services.rig-moves',
    ],
    cues: {
      fr: [
        'passerelle d’accrochage',
        'accrocheur',
        'mât de forage',
        'derrick',
        'ligne d’évacuation du mât',
        'accrocheur dans le mât',
        'passerelle du mât',
        'ligne de secours du derrick',
        'homme de derrick',
      ],
      en: [
        'monkey board',
        'derrickhand',
        'derrick',
        'racking board',
        'geronimo line',
        'derrick escape line',
        'derrickman',
        'derrick man',
        'monkeyboard',
        'fingerboard',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Manutention automatisée des tiges sans accrocheur dans le mât.'],
        en: ['Automated pipe racking with no derrickhand aloft.'],
      },
      substitution: {
        fr: ['Accès au mât par ascenseur ou échelle avec dispositif antichute.'],
        en: ['Derrick access by climb assist or ladder with fall arrest.'],
      },
      engineering: {
        fr: ['Garde-corps de la passerelle, dispositif d’évacuation rapide, filets et attaches d’outils.'],
        en: ['Monkey board guardrails, an emergency escape device, nets and tool tethers.'],
      },
      administrative: {
        fr: ['Inspection des objets échappés ; plan de sauvetage en hauteur ; zone d’exclusion sous le mât.'],
        en: ['Dropped-object inspections; a rescue-at-height plan; an exclusion zone below the derrick.'],
      },
      ppe: {
        fr: ['Harnais complet avec cordon positionneur et antichute.'],
        en: ['Full-body harness with positioning lanyard and fall arrest.'],
      },
    },
    recommendation: {
      fr: 'Vérifier le harnais de l’accrocheur, la ligne d’évacuation du mât et les attaches des outils utilisés en hauteur.',
      en: 'Check the derrickhand’s harness, the geronimo line and the tethers of tools used aloft.',
    },
  },
];
