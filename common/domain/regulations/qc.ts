import { defineProvisions, WHMIS_HAZARDS } from './types';

/**
 * Quebec — the Act (LSST), WHMIS information, first aid, forestry, psychological harassment and prevention
 * mechanisms. The general regulation (RSST) is in qc-rsst.ts and the construction code (CSTC) in qc-construction.ts.
 *
 * Re-verified 2026-11-25 (issue 12 item 6). Every link goes to LégisQuébec's current French consolidation
 * (`/fr/document/lc/<chapter>` for an Act, `/fr/document/rc/<chapter>` for a regulation, never a dated
 * `/<yyyymmdd>` version), and a section's link to its `#se:` anchor, the section number with its dots as
 * underscores (s. 33.1 → `#se:33_1`), the id LégisQuébec gives each section (stored evidence: the version pages
 * `…?code=se:33_1&…`, `…?code=se%3A62_1&…`, and `…/document/cs/I-3?langCont=en#se:1029_8_61_18`).
 */

export const QC_VERIFIED_ON = '2026-11-25';

/** LégisQuébec's current consolidation of an Act (`lc`) or a regulation (`rc`), e.g. `rc`, `S-2.1, r. 13`. */
export function legisQuebec(kind: 'lc' | 'rc', chapter: string): string {
  return `https://www.legisquebec.gouv.qc.ca/fr/document/${kind}/${chapter.replaceAll(' ', '%20')}`;
}

/** A section's anchor in a LégisQuébec consolidation: s. 2.20.1 → `#se:2_20_1`. */
export function legisQuebecSection(document: string, section: string): string {
  return `${document}#se:${section.replaceAll('.', '_')}`;
}

const LSST = legisQuebec('lc', 'S-2.1');
const LSST_51 = legisQuebecSection(LSST, '51');
const LSST_51_SOURCE =
  'https://www.preventionautravail.com/violence-affaire-de-tous/ (Prévention au travail, 2022, quotes s. 51 para. 1 opening words — health, safety and physical and psychological well-being — and subpara. 16, in force 6 October 2021) ; https://apssap.qc.ca/dossiers-thematiques/prise-en-charge-de-la-violence-conjugale-en-milieux-de-travail (same, and s. 51 para. 2). No official text of the current s. 51 was found in the stored LégisQuébec pages (only the 2021-07-20 version of its neighbours 49 and 52).';

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
    instrument: 'qc-lsst',
    url: LSST_51,
    linkScope: 'section',
    hazards: [],
    confidence: 'C2',
    source: LSST_51_SOURCE,
    verifiedOn: QC_VERIFIED_ON,
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
    instrument: 'qc-lsst',
    url: LSST_51,
    linkScope: 'section',
    hazards: ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C2',
    source: `${LSST_51_SOURCE} ; https://medial.ca/en/domestic-violence-obligation-employers/ (English wording of subpara. 16)`,
    verifiedOn: QC_VERIFIED_ON,
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
    instrument: 'qc-lsst',
    url: legisQuebecSection(LSST, '62.1'),
    linkScope: 'section',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source:
      'https://legisquebec.gouv.qc.ca:443/fr/version/lc/s-2.1?code=se%3A62_1&historique=20241212 (official text of s. 62.1, 2015, c. 13: no use, handling or storage of a hazardous product without a label and safety data sheet and the worker’s training and information)',
    verifiedOn: QC_VERIFIED_ON,
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
    instrument: 'qc-ripd',
    url: legisQuebec('rc', 'S-2.1, r. 8.1'),
    // The entry cites the whole regulation, so its link is the regulation.
    linkScope: 'instrument',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source:
      'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%208.1%20?code=se:7&history=20240517 (official text of s. 7, workplace label, under the title “Hazardous Products Information Regulation”); official French text of ss. 12 and 18 (transfer labels, workplace safety data sheet) read in stored LégisQuébec copies whose address was not given',
    verifiedOn: QC_VERIFIED_ON,
  },
  {
    id: 'qc-first-aid',
    citation: { fr: 'RLRQ c. A-3.001, r. 10', en: 'CQLR c. A-3.001, r. 10' },
    title: {
      fr: 'Règlement sur les normes minimales de premiers secours et de premiers soins',
      en: 'First-aid Minimum Standards Regulation',
    },
    instrument: 'qc-first-aid-reg',
    url: legisQuebec('rc', 'A-3.001, r. 10'),
    linkScope: 'instrument',
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C1',
    source:
      'http://legisquebec.gouv.qc.ca/en/showversion/cr/A-3.001,%20r.%2010?code=se:3&pointInTime=20180705 (s. 3, first-aiders per shift) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/A-3.001,%20r.%2010?code=se:8&history=20240401 (s. 8, first-aid kits on construction sites) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/A-3.001,%20r.%2010?code=se:18&history=20240401 (s. 18, employer pays for first-aid services)',
    verifiedOn: QC_VERIFIED_ON,
  },
  {
    id: 'qc-forest-work',
    citation: { fr: 'RLRQ c. S-2.1, r. 12.1', en: 'CQLR c. S-2.1, r. 12.1' },
    title: {
      fr: 'Règlement sur la santé et la sécurité dans les travaux d’aménagement forestier',
      en: 'Regulation respecting health and safety in forest development work',
    },
    instrument: 'qc-forest-work-reg',
    url: legisQuebec('rc', 'S-2.1, r. 12.1'),
    linkScope: 'instrument',
    hazards: ['tree-felling', 'chainsaws', 'brush-saws'],
    confidence: 'C1',
    source:
      'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2012.1%20?code=se:3&history=20240416 (s. 3, purpose: felling, brush cutting, hauling, forestry machines, individual protective equipment) ; https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2012.1%20/20210218 (official French title and s. 1, as of 18 February 2021; the catalogue used to link this dated version)',
    verifiedOn: QC_VERIFIED_ON,
  },
  {
    id: 'qc-labour-standards-harassment',
    citation: {
      fr: 'Loi sur les normes du travail, RLRQ c. N-1.1, art. 81.19 (harcèlement psychologique, politique de prévention)',
      en: 'Act respecting labour standards, CQLR c. N-1.1, s. 81.19 (psychological harassment, prevention policy)',
    },
    title: {
      fr: 'Politique de prévention et de traitement des plaintes de harcèlement psychologique, dont le contenu est prescrit depuis le projet de loi 42 (2024)',
      en: 'Psychological harassment prevention and complaint policy, whose content is prescribed since Bill 42 (2024)',
    },
    instrument: 'qc-lnt',
    url: legisQuebecSection(legisQuebec('lc', 'N-1.1'), '81.19'),
    linkScope: 'section',
    hazards: ['harassment'],
    confidence: 'C2',
    source:
      'https://www.cnesst.gouv.qc.ca/en/node/1147646/interpretation-guide/act-respecting-labour-standards/chapter-iv-larbour-standards-section-391-97/division-v2-psychological-harassment-section-8118/section-8119 (CNESST interpretation guide: s. 81.19 obliges the employer to adopt and make available a psychological harassment prevention and complaint processing policy; text as of 2018, c. 21) ; https://nortonrosefulbright.com/en/knowledge/publications/5eb0a5c1/be-proactive-this-summer-review-your-psychological-harassment-policy (minimum content of the policy required from 27 September 2024 under Bill 42). The official text of s. 81.19 as amended in 2024 was not found, so where the Act places the content list is not confirmed.',
    verifiedOn: QC_VERIFIED_ON,
  },
  {
    id: 'qc-prevention-mechanisms',
    citation: {
      fr: 'Règlement sur les mécanismes de prévention et de participation en établissement, RLRQ c. S-2.1, r. 8.3 (en vigueur le 1er octobre 2025)',
      en: 'Règlement sur les mécanismes de prévention et de participation en établissement, CQLR c. S-2.1, r. 8.3 (in force 1 October 2025)',
    },
    title: {
      fr: 'Programme de prévention ou plan d’action, hiérarchie des mesures de prévention, comité et représentant en SST',
      en: 'Prevention program or action plan, hierarchy of prevention measures, health and safety committee and representative',
    },
    instrument: 'qc-rmppe',
    url: legisQuebec('rc', 'S-2.1, r. 8.3'),
    linkScope: 'instrument',
    // Framework for every hazard rather than a rule on one, so it maps to none.
    hazards: [],
    confidence: 'C2',
    source:
      'https://www.newswire.ca/fr/news-releases/loi-modernisant-le-regime-de-sante-et-de-securite-du-travail-un-nouveau-reglement-favorisant-la-prevention-des-le-1er-octobre-2025-829862751.html (government release: the regulation is in force on 1 October 2025) ; chapter number S-2.1, r. 8.3 and its LégisQuébec address as given in a public GitHub repository’s table of Quebec instruments (© Preventera — AgenticX5, “rmppe”, consolidation of 1 April 2026; it places the six-level hierarchy of measures in s. 6). No official text of the regulation was found in the stored pages, so the chapter number is not confirmed on LégisQuébec.',
    verifiedOn: QC_VERIFIED_ON,
  },
]);
