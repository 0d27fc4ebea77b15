import type { HazardDefinition } from './types';

/** Issue 12: hazards of municipal public works, parks and waste collection. */
export const publicServiceHazards: readonly HazardDefinition[] = [
  {
    id: 'snow-removal-plowing',
    name: { fr: 'Déneigement et chasse-neige', en: 'Snow removal and plowing' },
    description: {
      fr: 'Opérations de déneigement de nuit et en tempête : collisions, piétons heurtés par une souffleuse ou un chasse-neige, visibilité nulle, fatigue.',
      en: 'Snow removal at night and in storms: collisions, pedestrians struck by a snow blower or plow, white-outs, fatigue.',
    },
    family: 'vehicles',
    sectors: [
      'public-administration.municipal-services.snow-removal',
      'public-administration.roads-transport.road-maintenance',
      'construction.residential-companies.property-maintenance',
      'education.school-transport.routes-winter',
    ],
    cues: {
      fr: [
        'déneigement des rues',
        'chasse-neige',
        'souffleuse à neige',
        'opération de déneigement',
        'chargement de la neige',
        'épandeuse d’abrasifs',
        'déneigeuse',
        'tracteur à trottoir',
        'chenillette de trottoir',
        'camion de déneigement',
        'charrue à neige',
      ],
      en: [
        'snow removal operations',
        'snowplow',
        'snow plow',
        'snow blower',
        'plowing',
        'sand and salt spreader',
        'sidewalk plow',
        'plow truck',
        'salt truck',
        'snowplough',
        'wing plow',
        'plowing snow',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Interdire la présence de piétons dans la zone de chargement de neige.'],
        en: ['Keep pedestrians out of the snow-loading zone.'],
      },
      substitution: {
        fr: ['Souffleuses équipées de détection de personnes et de caméras.'],
        en: ['Snow blowers fitted with person detection and cameras.'],
      },
      engineering: {
        fr: ['Gyrophares, caméras de recul, éclairage de travail, cabine chauffée et dégivrée.'],
        en: ['Beacons, back-up cameras, work lights, a heated and defrosted cab.'],
      },
      administrative: {
        fr: [
          'Accompagnateur à pied (escorte) pour la souffleuse ; limite des heures de conduite en tempête.',
        ],
        en: ['A walking escort for the snow blower; limits on driving hours during storms.'],
      },
      ppe: {
        fr: ['Vêtement haute visibilité d’hiver et crampons pour les escortes.'],
        en: ['Winter high-visibility clothing and ice cleats for escorts.'],
      },
    },
    recommendation: {
      fr: 'Faire accompagner chaque souffleuse par une escorte à pied et limiter les heures de conduite pendant les tempêtes.',
      en: 'Have every snow blower accompanied by a walking escort and limit driving hours during storms.',
    },
  },
  {
    id: 'roof-snow-removal',
    name: { fr: 'Déneigement de toitures', en: 'Roof snow removal' },
    description: {
      fr: 'Pelletage de la neige sur les toits : chute du toit ou à travers un puits de lumière caché, effondrement, blocs de neige et de glace qui tombent.',
      en: 'Shovelling snow off roofs: falls from the roof or through a hidden skylight, collapse, snow and ice blocks falling.',
    },
    family: 'heights',
    sectors: [
      'construction.residential-companies.property-maintenance',
      'public-administration.municipal-services.public-works',
      'education.schools.custodial',
      'retail.hardware-building',
    ],
    cues: {
      fr: [
        'déneiger la toiture',
        'déneigement de toiture',
        'déneiger le toit',
        'pelleter le toit',
        'accumulation de neige sur le toit',
        'surcharge de neige',
        'neige sur la toiture',
        'pelletage de toiture',
        'déneigement des toits',
        'pelleter la toiture',
      ],
      en: [
        'snow off the roof',
        'shovel the roof',
        'roof snow removal',
        'shovelling the roof',
        'snow load on the roof',
        'clearing snow from the roof',
        'heavy snow on the roof',
        'roof snow',
        'roof shovelling',
        'shovelling roofs',
        'roof shoveling',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Déneiger depuis le sol avec un râteau à toiture.'],
        en: ['Clear from the ground with a roof rake.'],
      },
      substitution: {
        fr: ['Confier le travail à une entreprise spécialisée équipée.'],
        en: ['Hire a specialised, equipped contractor.'],
      },
      engineering: {
        fr: ['Points d’ancrage permanents, garde-corps ; puits de lumière repérés et protégés.'],
        en: ['Permanent anchor points, guardrails; skylights located and covered.'],
      },
      administrative: {
        fr: ['Évaluer la charge et la structure ; périmètre de sécurité au sol ; travail à deux.'],
        en: ['Assess the load and structure; a ground safety perimeter; work in pairs.'],
      },
      ppe: {
        fr: ['Harnais relié à un ancrage ; crampons ; casque pour l’équipe au sol.'],
        en: ['Harness tied to an anchor; ice cleats; hard hats for the ground crew.'],
      },
    },
    recommendation: {
      fr: 'Déneiger depuis le sol quand c’est possible, sinon s’attacher à un ancrage et repérer les puits de lumière avant de monter.',
      en: 'Clear from the ground where possible; otherwise tie off to an anchor and locate skylights before going up.',
    },
  },
  {
    id: 'waste-collection',
    name: { fr: 'Collecte des ordures et du recyclage', en: 'Garbage and recycling collection' },
    description: {
      fr: 'Collecte en bordure de rue : éboueurs heurtés par la circulation ou le camion, chute du marchepied, bras mécanisés, objets tranchants dans les sacs.',
      en: 'Curbside collection: collectors struck by traffic or their own truck, falls from the riding step, automated arms, sharps in bags.',
    },
    family: 'vehicles',
    sectors: [
      'public-administration.municipal-services.waste-collection',
      'public-administration.municipal-services',
      'transport-warehousing.trucking.local-delivery',
    ],
    cues: {
      fr: [
        'collecte des ordures',
        'camion à ordures',
        'éboueur',
        'marchepied arrière',
        'bacs roulants',
        'collecte du recyclage',
        'camion de vidanges',
        'camion à chargement latéral',
        'ramasser les vidanges',
      ],
      en: [
        'garbage truck',
        'waste collection',
        'refuse collector',
        'riding step',
        'curbside collection',
        'recycling truck',
        'trash pickup',
        'rear loader',
        'packer truck',
        'garbage collector',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Interdire de circuler sur le marchepied ; éviter la marche arrière dans les rues.'],
        en: ['No riding on the step; avoid reversing on streets.'],
      },
      substitution: {
        fr: ['Camions à bras automatisé et bacs roulants au lieu de sacs levés à la main.'],
        en: ['Automated-arm trucks and wheeled carts instead of hand-lifted bags.'],
      },
      engineering: {
        fr: ['Caméras latérales et arrière, capteurs de présence, arrêt d’urgence au compacteur.'],
        en: ['Side and rear cameras, presence sensors, an emergency stop at the packer.'],
      },
      administrative: {
        fr: ['Itinéraires sans marche arrière ; règles pour les objets tranchants ; pauses en chaleur.'],
        en: ['Routes planned without reversing; sharps rules; breaks in the heat.'],
      },
      ppe: {
        fr: ['Vêtement haute visibilité, gants résistants aux perforations, bottes de sécurité.'],
        en: ['High-visibility clothing, puncture-resistant gloves, safety boots.'],
      },
    },
    recommendation: {
      fr: 'Interdire de se tenir sur le marchepied en roulant et planifier les circuits de collecte sans marche arrière.',
      en: 'Forbid riding on the step while moving and plan collection routes without reversing.',
    },
  },
  {
    id: 'ride-on-mowers',
    name: { fr: 'Tondeuses et entretien des espaces verts', en: 'Mowers and grounds maintenance' },
    description: {
      fr: 'Renversement d’une tondeuse autoportée en pente, pieds coupés par la lame, projections de pierres lors de la tonte des parcs, talus et terrains.',
      en: 'A ride-on mower rolling over on a slope, feet cut by the blade, stones thrown while mowing parks, banks and grounds.',
    },
    family: 'machinery',
    sectors: [
      'public-administration.municipal-services.parks',
      'construction.residential-companies.property-maintenance',
      'education.post-secondary.facilities',
      'public-administration.roads-transport.road-maintenance',
    ],
    cues: {
      fr: [
        'tondeuse autoportée',
        'tondeuse à gazon',
        'tonte du gazon',
        'tondeuse à rayon de braquage zéro',
        'tonte en pente',
        'fauchage des talus',
        'tracteur à gazon',
        'tondeuse zéro virage',
        'tondeuse à siège',
        'tonte des talus',
      ],
      en: [
        'ride-on mower',
        'lawn mower',
        'mowing',
        'zero-turn mower',
        'mowing on a slope',
        'ditch mowing',
        'riding mower',
        'ride on mower',
        'zero turn',
        'lawn tractor',
        'mower rollover',
        'mowing crew',
      ],
    },
    severity: 'eleve',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne pas tondre les pentes trop raides ; les végétaliser autrement.'],
        en: ['Do not mow slopes that are too steep; plant them differently.'],
      },
      substitution: {
        fr: ['Faucheuse à bras déporté ou tondeuse télécommandée pour les talus.'],
        en: ['A boom flail mower or remote-controlled mower for banks.'],
      },
      engineering: {
        fr: ['Arceau de sécurité et ceinture, interrupteur de présence au siège, déflecteurs.'],
        en: ['ROPS and seat belt, an operator-presence switch, discharge deflectors.'],
      },
      administrative: {
        fr: ['Repérage des pentes et obstacles ; formation ; personne dans la zone de projection.'],
        en: ['Mapping slopes and obstacles; training; no one in the discharge zone.'],
      },
      ppe: {
        fr: ['Protection auditive et oculaire, bottes à embout d’acier.'],
        en: ['Hearing and eye protection, steel-toe boots.'],
      },
    },
    recommendation: {
      fr: 'Cartographier les pentes interdites à la tondeuse autoportée et vérifier l’arceau, la ceinture et l’interrupteur de siège.',
      en: 'Map the slopes where ride-on mowers are forbidden and check the ROPS, seat belt and seat switch.',
    },
  },
];
