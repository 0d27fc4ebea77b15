import { defineProvisions } from './types';

/** Quebec — Safety Code for the construction industry (CSTC, CQLR c. S-2.1, r. 4). */

// The CSTC's own LégisQuébec page was not among the confirmed addresses, so entries link to the official site.
const LEGISQUEBEC = 'https://www.legisquebec.gouv.qc.ca/';
const CSTC_SOURCE = 'LégisQuébec, CSTC (S-2.1, r. 4), reference §3.1';

export const qcConstructionProvisions = defineProvisions('QC', [
  {
    id: 'qc-cstc',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4',
    },
    title: {
      fr: 'Code de sécurité pour les travaux de construction (ensemble des règles applicables aux chantiers)',
      en: 'Safety Code for the construction industry (rules applicable on construction sites)',
    },
    url: LEGISQUEBEC,
    hazards: [
      'roof-work',
      'ladders',
      'demolition',
      'formwork-shoring',
      'cranes-rigging',
      'work-zone-traffic',
    ],
    confidence: 'C1',
    source: 'Reference §2 (QC construction_regulation, C1)',
  },
  {
    id: 'qc-cstc-2.20',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4, sous-section 2.20',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4, subdivision 2.20',
    },
    title: {
      fr: 'Cadenassage et autres méthodes de contrôle des énergies sur les chantiers',
      en: 'Lockout and other energy control methods on construction sites',
    },
    url: LEGISQUEBEC,
    hazards: ['hazardous-energy'],
    confidence: 'C1',
    source: `${CSTC_SOURCE}; https://www.acqconstruire.com/sst/2750-methode-de-controle-des-energies`,
  },
  {
    id: 'qc-cstc-3.21',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4, sous-section 3.21',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4, subdivision 3.21',
    },
    title: { fr: 'Espaces clos sur les chantiers', en: 'Confined spaces on construction sites' },
    url: LEGISQUEBEC,
    hazards: ['confined-spaces'],
    confidence: 'C1',
    source: CSTC_SOURCE,
  },
  {
    id: 'qc-cstc-2.11',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4, sous-section 2.11',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4, subdivision 2.11',
    },
    title: { fr: 'Électricité sur les chantiers', en: 'Electricity on construction sites' },
    url: LEGISQUEBEC,
    hazards: ['electrical-contact', 'arc-flash'],
    confidence: 'C1',
    source: CSTC_SOURCE,
  },
  {
    id: 'qc-cstc-5.2.1',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4, art. 5.2.1',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4, s. 5.2.1',
    },
    title: {
      fr: 'Distances d’approche minimales des lignes électriques (3 m sous 125 kV)',
      en: 'Minimum approach distances to power lines (3 m below 125 kV)',
    },
    url: LEGISQUEBEC,
    hazards: ['overhead-power-lines', 'cranes-rigging', 'aerial-work-platforms'],
    confidence: 'C1',
    source: 'LégisQuébec CSTC s. 5.2.1 (text, D. 35-2001); CNESST « Prévenir aussi », printemps 2014',
  },
  {
    id: 'qc-cstc-3.15',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4, sous-section 3.15',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4, subdivision 3.15',
    },
    title: {
      fr: 'Creusements, excavations et tranchées (étançonnement, art. 3.15.3)',
      en: 'Digging, excavations and trenches (shoring, s. 3.15.3)',
    },
    url: LEGISQUEBEC,
    hazards: ['excavation-trenching', 'underground-utilities'],
    confidence: 'C1',
    source: CSTC_SOURCE,
  },
  {
    id: 'qc-cstc-3.9',
    citation: {
      fr: 'CSTC, RLRQ c. S-2.1, r. 4, sous-section 3.9',
      en: 'Safety Code for the construction industry, CQLR c. S-2.1, r. 4, subdivision 3.9',
    },
    title: { fr: 'Échafaudages (art. 3.9.1 et suiv.)', en: 'Scaffolds (s. 3.9.1 ff.)' },
    url: LEGISQUEBEC,
    hazards: ['scaffolds'],
    confidence: 'C1',
    source: CSTC_SOURCE,
  },
]);
