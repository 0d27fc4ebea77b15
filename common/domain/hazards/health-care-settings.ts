import type { HazardDefinition } from './types';

/** Issue 12: hazards of care settings: clients’ homes, imaging, laundries, gloves. */
export const healthCareSettingHazards: readonly HazardDefinition[] = [
  {
    id: 'home-care-environments',
    name: { fr: 'Domicile des clients', en: 'Clients’ homes as workplaces' },
    description: {
      fr: 'Le domicile du client est un milieu non contrôlé : encombrement, escaliers, fumée, animaux, armes, proches agressifs, salubrité.',
      en: 'The client’s home is an uncontrolled workplace: clutter, stairs, smoke, pets, weapons, aggressive relatives, poor sanitation.',
    },
    family: 'protection-and-emergency',
    sectors: [
      'health-care.home-community-care',
      'health-care.home-community-care.home-support',
      'health-care.home-community-care.home-nursing',
      'construction.residential-companies.property-maintenance',
    ],
    cues: {
      fr: [
        'domicile du client',
        'visite à domicile',
        'soins à domicile',
        'logement encombré',
        'syllogomanie',
        'fume pendant la visite',
        'soutien à domicile',
        'maintien à domicile',
        'domicile de l’usager',
        'auxiliaire aux services de santé et sociaux',
        'visites à domicile',
        'chez le bénéficiaire',
      ],
      en: [
        'client’s home',
        'home visit',
        'home care visit',
        'cluttered home',
        'hoarding',
        'smoking during the visit',
        'home support worker',
        'home health aide',
        'home care client',
        'community care visit',
        'patient’s home',
        'client’s house',
      ],
    },
    severity: 'modere',
    likelihood: 'likely',
    measures: {
      elimination: {
        fr: ['Reporter la visite tant qu’un danger connu (arme, proche agressif) n’est pas réglé.'],
        en: ['Postpone the visit until a known danger (weapon, aggressive relative) is dealt with.'],
      },
      substitution: {
        fr: ['Suivi par téléphone ou vidéo quand la visite n’est pas nécessaire.'],
        en: ['Phone or video follow-up when a visit is not needed.'],
      },
      engineering: {
        fr: [
          'Équipement portatif d’aide (lève-personne, barres d’appui) installé avant le début des services.',
        ],
        en: ['Portable aids (lift, grab bars) installed before services start.'],
      },
      administrative: {
        fr: [
          'Évaluation du domicile avant la première visite ; dossier d’alerte ; visites à deux si besoin.',
        ],
        en: [
          'Home safety assessment before the first visit; an alert flag on the file; paired visits where needed.',
        ],
      },
      ppe: {
        fr: ['Couvre-chaussures, gants et dispositif d’alerte personnel.'],
        en: ['Shoe covers, gloves and a personal alert device.'],
      },
    },
    recommendation: {
      fr: 'Évaluer chaque domicile avant la première visite et signaler au dossier les dangers connus.',
      en: 'Assess each home before the first visit and flag known dangers on the client’s file.',
    },
  },
  {
    id: 'latex-allergy',
    name: { fr: 'Allergie au latex', en: 'Latex allergy' },
    description: {
      fr: 'Sensibilisation au latex naturel des gants et du matériel médical : urticaire, asthme et choc anaphylactique.',
      en: 'Sensitisation to natural rubber latex in gloves and medical supplies: hives, asthma and anaphylactic shock.',
    },
    family: 'biological',
    sectors: [
      'health-care',
      'health-care.clinics.dental-offices',
      'food-services',
      'health-care.hospitals.laboratories',
    ],
    cues: {
      fr: [
        'gants en latex',
        'allergie au latex',
        'latex naturel',
        'gants poudrés',
        'réaction au latex',
        'gants de latex',
        'sensibilité au latex',
        'urticaire causée par les gants',
      ],
      en: [
        'latex gloves',
        'latex allergy',
        'natural rubber latex',
        'powdered gloves',
        'reaction to latex',
        'latex sensitivity',
        'rubber latex allergy',
        'hives from the gloves',
      ],
    },
    severity: 'modere',
    likelihood: 'unlikely',
    measures: {
      elimination: {
        fr: ['Milieu sans latex : retirer le latex naturel des achats.'],
        en: ['A latex-free workplace: take natural rubber latex out of purchasing.'],
      },
      substitution: {
        fr: ['Gants en nitrile ou en vinyle non poudrés.'],
        en: ['Powder-free nitrile or vinyl gloves.'],
      },
      engineering: {
        omitted: {
          fr: 'Aucune mesure d’ingénierie n’est utile une fois le latex remplacé.',
          en: 'No engineering control is needed once latex is replaced.',
        },
      },
      administrative: {
        fr: ['Questionnaire sur les allergies ; affichage des produits avec latex ; suivi des symptômes.'],
        en: ['An allergy questionnaire; labelling of latex products; symptom follow-up.'],
      },
      ppe: {
        fr: ['Gants sans latex pour les personnes sensibilisées.'],
        en: ['Latex-free gloves for sensitised workers.'],
      },
    },
    recommendation: {
      fr: 'Remplacer les gants en latex par des gants en nitrile non poudrés.',
      en: 'Replace latex gloves with powder-free nitrile gloves.',
    },
  },
  {
    id: 'mri-magnetic-fields',
    name: { fr: 'Champ magnétique de l’IRM', en: 'MRI magnetic field' },
    description: {
      fr: 'Objets ferromagnétiques projetés par l’aimant d’un appareil d’IRM, dispositifs médicaux implantés déréglés, brûlures et bruit intense.',
      en: 'Ferromagnetic objects pulled into an MRI magnet, implanted medical devices disrupted, burns and loud noise.',
    },
    family: 'physical-agents',
    sectors: [
      'health-care.hospitals',
      'health-care.clinics.medical-clinics',
      'professional-services.laboratories',
    ],
    cues: {
      fr: [
        'IRM',
        'imagerie par résonance magnétique',
        'salle de l’aimant',
        'objet ferromagnétique',
        'effet projectile',
        'zone IV de l’IRM',
        'résonance magnétique',
        'salle IRM',
        'technologue en IRM',
        'champ magnétique statique',
        'appareil d’IRM',
      ],
      en: [
        'MRI',
        'magnetic resonance imaging',
        'magnet room',
        'ferromagnetic object',
        'projectile effect',
        'MRI zone IV',
        'MRI suite',
        'MRI scanner',
        'MRI technologist',
        'static magnetic field',
        'magnet quench',
      ],
    },
    severity: 'critique',
    likelihood: 'rare',
    measures: {
      elimination: {
        fr: ['Aucun objet métallique non testé dans la zone de l’aimant.'],
        en: ['No untested metal object in the magnet zone.'],
      },
      substitution: {
        fr: ['Équipement certifié compatible IRM (civières, bouteilles, extincteurs).'],
        en: ['MR-conditional equipment (stretchers, cylinders, extinguishers).'],
      },
      engineering: {
        fr: ['Zonage à accès contrôlé, détecteur de métaux ferromagnétiques à l’entrée.'],
        en: ['Controlled-access zoning, a ferromagnetic detector at the entrance.'],
      },
      administrative: {
        fr: [
          'Questionnaire de sécurité pour toute personne qui entre, y compris entretien et pompiers ; formation.',
        ],
        en: ['Screening of everyone who enters, including cleaning staff and firefighters; training.'],
      },
      ppe: {
        fr: ['Protection auditive pendant les séquences.'],
        en: ['Hearing protection during scans.'],
      },
    },
    recommendation: {
      fr: 'Contrôler l’accès à la salle de l’aimant et faire passer le questionnaire de sécurité IRM à tout le personnel, y compris l’entretien.',
      en: 'Control access to the magnet room and screen all staff, cleaning staff included, before they enter.',
    },
  },
  {
    id: 'soiled-linen-laundry',
    name: { fr: 'Linge souillé et buanderie', en: 'Soiled linen and laundry' },
    description: {
      fr: 'Objets tranchants oubliés dans le linge, liquides biologiques, sacs lourds et chaleur des séchoirs dans les buanderies d’hôpitaux, de CHSLD et d’hôtels.',
      en: 'Sharps left in linen, body fluids, heavy bags and dryer heat in hospital, long-term care and hotel laundries.',
    },
    family: 'biological',
    sectors: [
      'health-care.long-term-care.laundry',
      'food-services.bars-hotels.housekeeping',
      'health-care.hospitals.environmental-services',
    ],
    cues: {
      fr: [
        'linge souillé',
        'sacs de linge',
        'tri du linge',
        'linge contaminé',
        'aiguilles dans le linge',
        'chute à linge',
        'tri du linge souillé',
        'sacs de linge souillé',
        'linge sale',
        'buanderie hospitalière',
        'linge des patients',
      ],
      en: [
        'soiled linen',
        'linen bags',
        'sorting laundry',
        'handling dirty laundry',
        'sharps in the linen',
        'laundry chute',
        'dirty linen',
        'soiled laundry',
        'linen sorting',
        'hospital laundry',
        'laundry sorting',
      ],
    },
    severity: 'modere',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Ne pas trier le linge souillé à la main ; le laver tel quel dans des sacs hydrosolubles.'],
        en: ['No hand sorting of soiled linen; wash it as is in water-soluble bags.'],
      },
      substitution: {
        fr: ['Sous-traiter à une buanderie industrielle équipée.'],
        en: ['Contract out to an equipped industrial laundry.'],
      },
      engineering: {
        fr: ['Chariots à fond remontant, sacs de poids limité, ventilation des séchoirs.'],
        en: ['Spring-lift carts, bags of limited weight, dryer ventilation.'],
      },
      administrative: {
        fr: ['Vérifier les poches et les draps aux étages ; vaccination contre l’hépatite B.'],
        en: ['Check pockets and sheets on the units; hepatitis B vaccination.'],
      },
      ppe: {
        fr: ['Gants résistants aux perforations et blouse pour le linge souillé.'],
        en: ['Puncture-resistant gloves and a gown for soiled linen.'],
      },
    },
    recommendation: {
      fr: 'Interdire le tri manuel du linge souillé et fournir des gants résistants aux perforations.',
      en: 'Forbid hand sorting of soiled linen and provide puncture-resistant gloves.',
    },
  },
];
