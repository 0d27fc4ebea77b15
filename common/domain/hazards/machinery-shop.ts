import type { HazardDefinition } from './types';

export const shopMachineryHazards: readonly HazardDefinition[] = [
  {
    id: 'power-presses',
    name: { fr: 'Presses et presses plieuses', en: 'Power presses and press brakes' },
    description: {
      fr: 'Amputation ou écrasement des mains dans la zone d’opération d’une presse mécanique, hydraulique ou d’une presse plieuse.',
      en: 'Amputation or crushing of hands in the point of operation of a mechanical or hydraulic press or press brake.',
    },
    family: 'machinery',
    sectors: [
      'automotive.parts-manufacturing.metal-stamping',
      'mining-metals.metal-fabrication.press-brake-forming',
      'manufacturing.machinery-equipment',
      'manufacturing.printing-packaging.die-cutting',
    ],
    cues: {
      fr: [
        'presse',
        'presse plieuse',
        'poinçonneuse',
        'emboutissage',
        'matrice',
        'commande bimanuelle',
        'pédale',
        'coulisseau',
        'presse mécanique',
        'presse hydraulique',
        'presse à poinçonner',
        'presse à estamper',
        'course de la presse',
        'matrice progressive',
      ],
      en: [
        'press',
        'power press',
        'press brake',
        'punch press',
        'stamping',
        'die',
        'two-hand control',
        'foot pedal',
        'ram',
        'mechanical press',
        'hydraulic press',
        'press line',
        'progressive die',
        'stamping press',
        'press stroke',
        'reaching into the die',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: [
          'Alimentation et éjection automatiques pour que les mains n’entrent jamais dans la zone d’opération.',
        ],
        en: ['Automatic feeding and ejection so hands never enter the point of operation.'],
      },
      substitution: {
        fr: ['Outils manuels d’alimentation (pinces, poussoirs) plutôt que les mains.'],
        en: ['Hand-feeding tools (tongs, pushers) instead of hands.'],
      },
      engineering: {
        fr: ['Rideaux optiques, commandes bimanuelles, protecteurs de matrice et surveillance du frein.'],
        en: ['Light curtains, two-hand controls, die guards and brake monitoring.'],
      },
      administrative: {
        fr: [
          'Essais quotidiens des dispositifs de sécurité, changement de matrice sous cadenassage avec cales de sécurité.',
        ],
        en: ['Daily tests of safety devices, die changes under lockout with safety blocks.'],
      },
      ppe: {
        fr: [
          'Lunettes de sécurité, protection auditive, gants résistants aux coupures pour la manutention des pièces.',
        ],
        en: ['Safety glasses, hearing protection, cut-resistant gloves for handling parts.'],
      },
    },
    recommendation: {
      fr: 'Tester chaque jour les dispositifs de protection des presses et n’effectuer les changements de matrice que sous cadenassage.',
      en: 'Test press safeguarding devices daily and change dies only under lockout.',
    },
  },
  {
    id: 'vehicle-lifts',
    name: { fr: 'Ponts élévateurs et véhicules soulevés', en: 'Vehicle lifts and raised vehicles' },
    description: {
      fr: 'Chute d’un véhicule d’un pont élévateur, d’un cric ou de chandelles mal positionnés, écrasant le mécanicien.',
      en: 'A vehicle falling from a lift, jack or poorly placed stands and crushing the mechanic.',
    },
    family: 'machinery',
    sectors: [
      'automotive.repair-maintenance',
      'automotive.body-paint.frame-straightening',
      'transport-warehousing.passenger-transit.transit-maintenance',
      'automotive.towing-roadside.roadside-service',
    ],
    cues: {
      fr: [
        'pont élévateur',
        'élévateur à deux colonnes',
        'cric',
        'chandelles',
        'points de levage',
        'dispositif de verrouillage',
        'sous le véhicule',
        'bras du pont',
        'bras de levage',
        'tampons de levage',
        'pont à deux colonnes',
        'pont à quatre colonnes',
        'ponts élévateurs',
        'verrous des bras',
        'véhicule sur le pont',
      ],
      en: [
        'vehicle lift',
        'two-post lift',
        'hoist',
        'floor jack',
        'jack stands',
        'lifting points',
        'locking latches',
        'under the vehicle',
        'lift arm',
        'lift pads',
        'arm placement',
        'four-post lift',
        'two post lift',
        'car hoist',
        'up on the lift',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Effectuer les tâches accessibles par le dessus sans soulever le véhicule.'],
        en: ['Do tasks accessible from above without raising the vehicle.'],
      },
      substitution: {
        fr: ['Utiliser un pont élévateur certifié plutôt qu’un cric pour les travaux sous le véhicule.'],
        en: ['Use a certified lift rather than a jack for work under the vehicle.'],
      },
      engineering: {
        fr: ['Ponts munis de verrous mécaniques, chandelles de capacité adéquate, cales de roues.'],
        en: ['Lifts with mechanical locks, jack stands of adequate capacity, wheel chocks.'],
      },
      administrative: {
        fr: [
          'Inspection annuelle du pont par une personne compétente, respect des points de levage du fabricant.',
          'Vérifier l’engagement des verrous avant de passer sous le véhicule.',
        ],
        en: [
          'Annual lift inspection by a competent person, use of the manufacturer’s lifting points.',
          'Check that locks are engaged before going under the vehicle.',
        ],
      },
      ppe: {
        fr: ['Casque de protection ou casquette coquée sous le véhicule, chaussures de sécurité, lunettes.'],
        en: ['Bump cap under the vehicle, safety footwear, glasses.'],
      },
    },
    recommendation: {
      fr: 'Ne jamais travailler sous un véhicule retenu seulement par un cric ; verrous engagés ou chandelles en place.',
      en: 'Never work under a vehicle held only by a jack; locks engaged or stands in place.',
    },
  },
  {
    id: 'tire-servicing',
    name: { fr: 'Entretien des pneus et jantes', en: 'Tire and rim servicing' },
    description: {
      fr: 'Éclatement d’un pneu ou projection d’une jante multipièce lors du gonflage ou du démontage, notamment sur les véhicules lourds.',
      en: 'Tire explosion or ejection of a multi-piece rim during inflation or demounting, especially on heavy vehicles.',
    },
    family: 'machinery',
    sectors: [
      'automotive.repair-maintenance.tire-service',
      'automotive.repair-maintenance.heavy-vehicle-repair',
      'mining-metals.open-pit-quarries.haul-trucks',
      'automotive.towing-roadside.roadside-service',
    ],
    cues: {
      fr: [
        'pneu',
        'pneus',
        'jante',
        'jante multipièce',
        'cage de gonflage',
        'gonflage',
        'démonte-pneu',
        'valve',
        'éclatement',
        'cage à pneus',
        'gonfler un pneu',
        'pneus de camion',
        'pneu a éclaté',
        'anneau de verrouillage',
        'changement de pneus',
      ],
      en: [
        'tire',
        'tyre',
        'rim',
        'split rim',
        'multi-piece rim',
        'inflation cage',
        'tire changer',
        'valve stem',
        'tire explosion',
        'tire cage',
        'inflating a tire',
        'tire blew',
        'lock ring',
        'OTR tire',
      ],
    },
    severity: 'critique',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Dégonfler complètement le pneu avant tout démontage de la roue ou de la jante.'],
        en: ['Fully deflate the tire before removing the wheel or rim.'],
      },
      substitution: {
        fr: ['Remplacer les jantes multipièces par des jantes monobloc lorsque c’est possible.'],
        en: ['Replace multi-piece rims with single-piece rims where possible.'],
      },
      engineering: {
        fr: [
          'Cage ou dispositif de retenue pour le gonflage, raccord à pince et manomètre déporté avec tuyau assez long.',
        ],
        en: ['Inflation cage or restraint, clip-on chuck and remote gauge with a long enough hose.'],
      },
      administrative: {
        fr: [
          'Procédure écrite pour les jantes multipièces, formation, se tenir hors de la trajectoire pendant le gonflage.',
        ],
        en: [
          'Written procedure for multi-piece rims, training, stay out of the trajectory during inflation.',
        ],
      },
      ppe: {
        fr: ['Lunettes de sécurité ou écran facial, protection auditive, chaussures de sécurité.'],
        en: ['Safety glasses or face shield, hearing protection, safety footwear.'],
      },
    },
    recommendation: {
      fr: 'Gonfler les pneus de véhicules lourds uniquement dans une cage de retenue et en restant hors de la trajectoire.',
      en: 'Inflate heavy-vehicle tires only in a restraint cage while staying out of the trajectory.',
    },
  },
];
