import type { HazardDefinition } from './types';

/** Issue 12: fishing hazards the spec's eight sectors did not need. */
export const fishingHazards: readonly HazardDefinition[] = [
  {
    id: 'falls-overboard',
    name: { fr: 'Chute par-dessus bord', en: 'Falls overboard' },
    description: {
      fr: 'Chute à la mer depuis le pont d’un bateau de pêche, souvent entraîné par un cordage ou un casier ; noyade et hypothermie en eau froide.',
      en: 'Falling into the sea from a fishing vessel’s deck, often dragged by a rope or trap; drowning and cold-water hypothermia.',
    },
    family: 'heights',
    sectors: ['fishing-seafood', 'fishing-seafood.commercial-fishing', 'fishing-seafood.aquaculture'],
    cues: {
      fr: [
        'par-dessus bord',
        'tombé à l’eau',
        'homme à la mer',
        'pont du bateau',
        'bastingage',
        'casiers',
        'tombé par-dessus bord',
        'tombé à la mer',
        'VFI',
        'gilet de flottaison',
        'passé par-dessus bord',
        'entraîné par-dessus bord',
      ],
      en: [
        'traps',
        'overboard',
        'man overboard',
        'fell into the water',
        'deckhand',
        'gunwale',
        'went overboard',
        'PFD',
        'lifejacket',
        'life jacket',
        'pulled overboard',
        'MOB',
      ],
    },
    severity: 'critique',
    likelihood: 'possible',
    measures: {
      elimination: {
        fr: ['Garder le pont dégagé des cordages lors de la mise à l’eau des engins.'],
        en: ['Keep the deck clear of rope while gear is set.'],
      },
      substitution: {
        fr: ['Empiler moins de casiers par sortie.'],
        en: ['Stack fewer traps per trip.'],
      },
      engineering: {
        fr: ['Bastingage à hauteur suffisante, goulottes pour les cordages, échelle de remontée.'],
        en: ['Rails of adequate height, rope chutes, a recovery ladder.'],
      },
      administrative: {
        fr: ['Exercices d’homme à la mer ; procédure de récupération connue de tout l’équipage.'],
        en: ['Man-overboard drills; a recovery procedure the whole crew knows.'],
      },
      ppe: {
        fr: ['Vêtement de flottaison individuel porté en tout temps sur le pont.'],
        en: ['Personal flotation device worn at all times on deck.'],
      },
    },
    recommendation: {
      fr: 'Faire porter un VFI sur le pont en tout temps et pratiquer la récupération d’une personne à la mer.',
      en: 'Have PFDs worn on deck at all times and practise recovering a person overboard.',
    },
  },
];
