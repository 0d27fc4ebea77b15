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
      fr: 'RIPD, RLRQ c. S-2.1, r. 8.1, art. 7, 12, 18 et 24',
      en: 'Hazardous Products Information Regulation, CQLR c. S-2.1, r. 8.1, ss. 7, 12, 18 and 24',
    },
    title: {
      fr: 'Règlement sur l’information concernant les produits dangereux : étiquette du lieu de travail, produit transvidé, fiche de données de sécurité du lieu de travail, affiche',
      en: 'Hazardous Products Information Regulation: workplace label, decanted product, workplace safety data sheet, sign',
    },
    instrument: 'qc-ripd',
    // Narrowed on 2026-11-26 from the whole regulation to the sections read; the link lands on the first.
    url: legisQuebecSection(legisQuebec('rc', 'S-2.1, r. 8.1'), '7'),
    linkScope: 'section',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source:
      'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%208.1%20?code=se:7&history=20240517 (official text of s. 7: contents of a workplace label) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%208.1%20?code=se:24&history=20240517 (official text of s. 24: sign for a hazardous product in fugitive emissions, hazardous waste or a product in transit) ; official French text of s. 12 (a decanted product gets a label of the same nature) and s. 18 (headings of the workplace safety data sheet) read in stored LégisQuébec copies whose address was not given ; https://www.legisquebec.gouv.qc.ca:443/fr/document/rc/S-2.1,%20r.%208.1%20/ (current French consolidation, up to date to 1 May 2024: title and s. 1)',
    verifiedOn: '2026-11-26',
  },
  {
    id: 'qc-first-aid',
    citation: {
      fr: 'RLRQ c. A-3.001, r. 10, art. 3, 8, 9, 11 et 18',
      en: 'CQLR c. A-3.001, r. 10, ss. 3, 8, 9, 11 and 18',
    },
    title: {
      fr: 'Règlement sur les normes minimales de premiers secours et de premiers soins : secouristes par quart de travail, trousses sur les chantiers et dans les véhicules, local de premiers secours, frais à la charge de l’employeur',
      en: 'First-aid Minimum Standards Regulation: first-aiders per shift, first-aid kits on construction sites and in vehicles, first-aid room, costs borne by the employer',
    },
    instrument: 'qc-first-aid-reg',
    // Narrowed on 2026-11-26 from the whole regulation to the sections read; the link lands on the first.
    url: legisQuebecSection(legisQuebec('rc', 'A-3.001, r. 10'), '3'),
    linkScope: 'section',
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C1',
    source:
      'http://legisquebec.gouv.qc.ca/en/showversion/cr/A-3.001,%20r.%2010?code=se:3&pointInTime=20180705 (s. 3, first-aiders per shift: one where 50 or fewer workers, one more per additional 100) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/A-3.001,%20r.%2010?code=se:8&history=20240401 (s. 8, first-aid kits on construction sites) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/A-3.001,%20r.%2010?code=se:9&history=20240401 (s. 9, kit in a vehicle carrying workers) ; http://legisquebec.gouv.qc.ca/en/showversion/cr/A-3.001,%20r.%2010?code=se:11&pointInTime=20180705 (s. 11, first-aid room where more than 100 workers) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/A-3.001,%20r.%2010?code=se:18&history=20240401 (s. 18, employer pays for first-aid services) ; https://legisquebec.gouv.qc.ca/en/document/cr/A-3.001,%20r.%2010%20 (English consolidation updated to 1 November 2024: title, s. 1). Ss. 3 and 11 were read in the version of 5 July 2018.',
    verifiedOn: '2026-11-26',
  },
  {
    id: 'qc-forest-work',
    citation: {
      fr: 'RLRQ c. S-2.1, r. 12.1, art. 29, 30, 32 et 47',
      en: 'CQLR c. S-2.1, r. 12.1, ss. 29, 30, 32 and 47',
    },
    title: {
      fr: 'Règlement sur la santé et la sécurité dans les travaux d’aménagement forestier : abattage manuel (zone d’abattage, vérifications avant l’abattage), ébranchage à la scie à chaîne, pantalon de protection des utilisateurs de débroussailleuse',
      en: 'Regulation respecting health and safety in forest development work: manual felling (felling area, checks before felling), chain-saw limbing, protective pants for brush-cutter users',
    },
    instrument: 'qc-forest-work-reg',
    // Narrowed on 2026-11-26 from the whole regulation to the sections read; the link lands on the first.
    url: legisQuebecSection(legisQuebec('rc', 'S-2.1, r. 12.1'), '29'),
    linkScope: 'section',
    hazards: ['tree-felling', 'chainsaws', 'brush-saws'],
    confidence: 'C1',
    source:
      'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2012.1%20?code=se:29&history=20240416 (s. 29: only the feller in the felling area, 45 m between fellers) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2012.1%20?code=se:30&history=20221206 (s. 30: what must be considered in manual felling, trees that may not be felled by hand) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2012.1%20?code=se:32&history=20240416 (s. 32: limbing or slashing with a chain saw) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2012.1%20?code=se:47&history=20240416 (s. 47: forest pants for every worker using a brush cutter) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%2012.1%20?code=se:3&history=20240416 (s. 3, purpose) ; https://www.legisquebec.gouv.qc.ca/fr/document/rc/S-2.1,%20r.%2012.1%20/20210218 (official French title, as of 18 February 2021)',
    verifiedOn: '2026-11-26',
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
