import { defineProvisions, WHMIS_HAZARDS } from './types';

/**
 * Quebec — the Act (LSST), WHMIS information, first aid, forestry, psychological harassment and prevention
 * mechanisms. The general regulation (RSST) is in qc-rsst.ts and the construction code (CSTC) in qc-construction.ts.
 */

const LSST_URL = 'https://legisquebec.gouv.qc.ca/en/tdm/cs/S-2.1/20240327?langcont=en&mode=simple';

export const qcProvisions = defineProvisions('QC', [
  {
    id: 'qc-lsst-51',
    kind: 'general-duty',
    citation: {
      fr: 'LSST, RLRQ c. S-2.1, art. 51',
      en: 'Act respecting occupational health and safety, CQLR c. S-2.1, s. 51',
    },
    title: {
      fr: 'Obligations générales de l’employeur (protéger la santé, la sécurité et l’intégrité physique et psychique)',
      en: 'General obligations of the employer (protect health, safety and physical and psychological well-being)',
    },
    url: LSST_URL,
    hazards: [],
    confidence: 'C2',
    source:
      'https://formationsst.csn.info/?p=5477 ; https://apssap.qc.ca/dossiers-thematiques/prise-en-charge-de-la-violence-conjugale-en-milieux-de-travail',
  },
  {
    id: 'qc-lsst-51-16',
    citation: {
      fr: 'LSST, RLRQ c. S-2.1, art. 51, par. 16',
      en: 'Act respecting occupational health and safety, CQLR c. S-2.1, s. 51(16)',
    },
    title: {
      fr: 'Protection des travailleurs exposés à la violence physique ou psychologique, y compris conjugale, familiale ou à caractère sexuel',
      en: 'Protection of workers exposed to physical or psychological violence, including spousal, family or sexual violence',
    },
    url: LSST_URL,
    hazards: ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C2',
    source:
      'Blakes (reference §3.1 #14); https://apssap.qc.ca/dossiers-thematiques/prise-en-charge-de-la-violence-conjugale-en-milieux-de-travail',
  },
  {
    id: 'qc-lsst-62.1',
    citation: {
      fr: 'LSST, RLRQ c. S-2.1, art. 62.1 et suiv.',
      en: 'Act respecting occupational health and safety, CQLR c. S-2.1, s. 62.1 ff.',
    },
    title: {
      fr: 'Information relative aux produits dangereux (SIMDUT) : étiquettes, fiches de données de sécurité, formation',
      en: 'Information on hazardous products (WHMIS): labels, safety data sheets, training',
    },
    url: LSST_URL,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source:
      'LégisQuébec LSST table of contents (Chapter III, Division II, subdivision 5); http://whmis.org/jurisdictions/qc.html',
  },
  {
    id: 'qc-ripd',
    citation: {
      fr: 'RIPD, RLRQ c. S-2.1, r. 8.1',
      en: 'Hazardous Products Information Regulation, CQLR c. S-2.1, r. 8.1',
    },
    title: {
      fr: 'Règlement sur l’information concernant les produits dangereux',
      en: 'Hazardous Products Information Regulation',
    },
    url: 'https://www.legisquebec.gouv.qc.ca/en/document/cr/S-2.1,%20r.%208.1%20/',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'http://www.legisquebec.gouv.qc.ca/en/document/cr/S-2.1,%20r.%208.1%20/',
  },
  {
    id: 'qc-first-aid',
    citation: { fr: 'RLRQ c. A-3.001, r. 10', en: 'CQLR c. A-3.001, r. 10' },
    title: {
      fr: 'Règlement sur les normes minimales de premiers secours et de premiers soins',
      en: 'First-aid Minimum Standards Regulation',
    },
    url: 'https://legisquebec.gouv.qc.ca/fr/ShowDoc/cr/A-3.001,%20r.%2010',
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C1',
    source: 'http://legisquebec.gouv.qc.ca/fr/ShowDoc/cr/A-3.001,%20r.%2010',
  },
  {
    id: 'qc-forest-work',
    citation: { fr: 'RLRQ c. S-2.1, r. 12.1', en: 'CQLR c. S-2.1, r. 12.1' },
    title: {
      fr: 'Règlement sur la santé et la sécurité dans les travaux d’aménagement forestier',
      en: 'Regulation respecting health and safety in forest development work',
    },
    url: 'https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2012.1%20/20210218',
    hazards: ['tree-felling', 'chainsaws', 'brush-saws'],
    confidence: 'C1',
    source: 'https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2012.1%20/20210218',
  },
  {
    id: 'qc-labour-standards-harassment',
    citation: {
      fr: 'Loi sur les normes du travail — harcèlement psychologique (politique de prévention)',
      en: 'Act respecting labour standards — psychological harassment (prevention policy)',
    },
    title: {
      fr: 'Politique de prévention et de traitement des plaintes de harcèlement psychologique, dont le contenu est prescrit depuis le projet de loi 42 (2024)',
      en: 'Psychological harassment prevention and complaint policy, whose content is prescribed since Bill 42 (2024)',
    },
    url: 'https://www.cnesst.gouv.qc.ca',
    hazards: ['harassment'],
    confidence: 'C2',
    source: 'BLG and McMillan bulletins on Bill 42 (reference §3.1 #14, §5); section numbers not confirmed',
  },
  {
    id: 'qc-prevention-mechanisms',
    citation: {
      fr: 'Règlement sur les mécanismes de prévention et de participation en établissement (en vigueur le 1er octobre 2025)',
      en: 'Règlement sur les mécanismes de prévention et de participation en établissement (in force 1 October 2025)',
    },
    title: {
      fr: 'Programme de prévention ou plan d’action, hiérarchie des mesures de prévention, comité et représentant en SST',
      en: 'Prevention program or action plan, hierarchy of prevention measures, health and safety committee and representative',
    },
    url: 'https://www.cnesst.gouv.qc.ca',
    // Framework for every hazard rather than a rule on one, so it maps to none.
    hazards: [],
    confidence: 'C1',
    source:
      'https://www.newswire.ca/fr/news-releases/loi-modernisant-le-regime-de-sante-et-de-securite-du-travail-un-nouveau-reglement-favorisant-la-prevention-des-le-1er-octobre-2025-829862751.html',
  },
]);
