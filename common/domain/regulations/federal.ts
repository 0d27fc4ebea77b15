import {
  type Confidence,
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/**
 * Federal — Canada Labour Code Part II, COHSR (SOR/86-304) and the harassment and violence regulations, linked
 * in the current Justice Laws consolidation: a section has its own page (`…/section-124.html`); a Part has no
 * page of its own, so a Part links the full text at the anchor of the Part's first section (`FullText.html#s-16.1`),
 * where the Part's heading and all its sections follow.
 */

const JUSTICE = 'https://laws-lois.justice.gc.ca/eng';
const CLC = `${JUSTICE}/acts/L-2`;
const COHSR = `${JUSTICE}/regulations/SOR-86-304`;
const VERIFIED_ON = '2026-11-25';

/** The COHSR table of contents read in secondary copies (no official table of contents was found). */
const COHSR_TOC = 'COHSR table of contents in http://law.foodmate.net/show-172674.html (secondary copy)';

/** Where a COHSR entry links: its own section page, or the full text at the first section of its Part. */
type CohsrLink = { readonly section: string } | { readonly partFrom: string };

/** Builds a COHSR entry; `where` is the Part or section range in both languages. */
function cohsr(
  id: string,
  where: { fr: string; en: string },
  title: { fr: string; en: string },
  hazards: readonly string[],
  link: CohsrLink,
  confidence: Confidence,
  source: string,
): ProvisionDraft {
  const isSection = 'section' in link;
  return {
    id,
    citation: { fr: `RCSST, DORS/86-304, ${where.fr}`, en: `COHSR, SOR/86-304, ${where.en}` },
    title,
    instrument: 'fed-cohsr',
    url: isSection ? `${COHSR}/section-${link.section}.html` : `${COHSR}/FullText.html#s-${link.partFrom}`,
    linkScope: isSection ? 'section' : 'part',
    hazards,
    confidence,
    source,
    verifiedOn: VERIFIED_ON,
  };
}

export const federalProvisions = defineProvisions('FEDERAL', [
  {
    id: 'fed-clc-124',
    kind: 'general-duty',
    citation: {
      fr: 'Code canadien du travail, L.R.C. 1985, ch. L-2, art. 124',
      en: 'Canada Labour Code, R.S.C. 1985, c. L-2, s. 124',
    },
    title: { fr: 'Obligation générale de l’employeur', en: 'General duty of employer' },
    instrument: 'fed-clc-part-ii',
    url: `${CLC}/section-124.html`,
    linkScope: 'section',
    hazards: [],
    confidence: 'C1',
    source:
      'https://laws-lois.justice.gc.ca/eng/ACTS/L-2/page-15.html (Justice Laws, Act current to 2024-09-16: Part II, s. 124 “General duty of employer” text)',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'fed-clc-125.1',
    citation: { fr: 'Code canadien du travail, art. 125.1', en: 'Canada Labour Code, s. 125.1' },
    title: {
      fr: 'Substances dangereuses : contrôle, étiquetage, fiches de données de sécurité, enquête sur l’exposition',
      en: 'Hazardous substances: control, labelling, safety data sheets, exposure investigation',
    },
    instrument: 'fed-clc-part-ii',
    url: `${CLC}/section-125.1.html`,
    linkScope: 'section',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'Official text read only in superseded versions: https://laws-lois.justice.gc.ca/eng/acts/l-2/section-125.1-20150211.html (version from 2015-02-11 to 2024-04-01, paras. (a) to (g)) and http://laws-lois.justice.gc.ca/eng/acts/L-2/page-24.html (Act current to 2017-03-20); the version in force since 2024-04-01 was not read',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'fed-sor-2020-130',
    citation: { fr: 'DORS/2020-130, art. 10', en: 'SOR/2020-130, s. 10' },
    title: {
      fr: 'Work Place Harassment and Violence Prevention Regulations (traduction non officielle : prévention du harcèlement et de la violence dans le lieu de travail) : politique de prévention élaborée conjointement avec le partenaire (facteurs de risque, formation, processus de règlement, procédures d’urgence)',
      en: 'Work Place Harassment and Violence Prevention Regulations: prevention policy developed jointly with the applicable partner (risk factors, training, resolution process, emergency procedures)',
    },
    instrument: 'fed-sor-2020-130',
    url: `${JUSTICE}/regulations/SOR-2020-130/section-10.html`,
    linkScope: 'section',
    hazards: ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C1',
    source:
      'https://laws-lois.justice.gc.ca/eng/regulations/SOR-2020-130/section-10.html (Justice Laws, current to 2025-06-25: s. 10 joint development and content of the work place harassment and violence prevention policy)',
    verifiedOn: VERIFIED_ON,
  },
  cohsr(
    'fed-cohsr-2.11',
    { fr: 'art. 2.11', en: 's. 2.11' },
    { fr: 'Quais, rampes et plaques de quai', en: 'Docks, ramps and dock plates' },
    ['loading-docks'],
    { section: '2.11' },
    'C2',
    `${COHSR_TOC}: “2.11 - Docks, Ramps and Dock Plates”; the official text of s. 2.11 was not read`,
  ),
  cohsr(
    'fed-cohsr-3.10',
    { fr: 'partie III, art. 3.10', en: 'Part III, s. 3.10' },
    { fr: 'Échafaudages', en: 'Scaffolds' },
    ['scaffolds'],
    { section: '3.10' },
    'C2',
    `${COHSR_TOC}: “3.10 - Scaffolds”; the official text of s. 3.10 was not read`,
  ),
  cohsr(
    'fed-cohsr-3.11',
    { fr: 'partie III, art. 3.11', en: 'Part III, s. 3.11' },
    { fr: 'Échelles portatives', en: 'Portable ladders' },
    ['ladders'],
    { section: '3.11' },
    'C2',
    'Official text read only in a superseded version: https://lois.justice.gc.ca/eng/regulations/SOR-86-304/section-3.11-20190625.html (version from 2019-06-25 to 2022-05-01: portable ladders); the current version was not read',
  ),
  cohsr(
    'fed-cohsr-3.12',
    { fr: 'partie III, art. 3.12', en: 'Part III, s. 3.12' },
    { fr: 'Excavations', en: 'Excavation' },
    ['excavation-trenching'],
    { section: '3.12' },
    'C1',
    'https://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/section-3.12.html (Justice Laws, current to 2026-05-26: s. 3.12 tunnels, excavations and trenches, shoring above 1.4 m)',
  ),
  cohsr(
    'fed-cohsr-part-vi',
    { fr: 'partie VI', en: 'Part VI' },
    { fr: 'Éclairage (dont les postes à écran, art. 6.7)', en: 'Lighting (including VDT work, s. 6.7)' },
    ['inadequate-lighting', 'office-ergonomics'],
    { partFrom: '6.1' },
    'C1',
    `https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-9.html (Justice Laws, current to 2024-11-26: Schedule IV (s. 6.7) “Levels of Lighting — VDT Work”, closing the lighting Part before Part VII); Part VI starts at s. 6.1 per ${COHSR_TOC}`,
  ),
  cohsr(
    'fed-cohsr-part-vii',
    { fr: 'partie VII (art. 7.3 et 7.4)', en: 'Part VII (ss. 7.3 and 7.4)' },
    {
      fr: 'Niveaux acoustiques (enquête à 84 dBA ; limite de 87 dBA Lex,8)',
      en: 'Levels of sound (investigation at 84 dBA; 87 dBA Lex,8 limit)',
    },
    ['noise'],
    { partFrom: '7.1' },
    'C2',
    'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-9.html (current to 2024-11-26: Part VII heading and Lex,8 definition); the figures were read only in superseded official text: https://laws.justice.gc.ca/eng/regulations/SOR-86-304/section-7.3-20190625.html (s. 7.3, 84 dBA, version to 2024-03-06) and http://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/page-26.html (s. 7.4, 87 dBA, current to 2014-06-12)',
  ),
  cohsr(
    'fed-cohsr-part-viii',
    { fr: 'partie VIII', en: 'Part VIII' },
    {
      fr: 'Sécurité électrique (dont la garantie d’isolement)',
      en: 'Electrical safety (including the guarantee of isolation)',
    },
    ['electrical-contact', 'arc-flash', 'hazardous-energy', 'live-line-work', 'step-touch-potential'],
    { partFrom: '8.1' },
    'C1',
    'https://laws.justice.gc.ca/eng/regulations/sor-86-304/page-11.html (Justice Laws, current to 2024-02-20: Part VIII “Electrical Safety”, s. 8.1 definitions incl. guarantor of a guarantee of isolation); the former “e.g. s. 8.18” was dropped: s. 8.18 was not read, the guarantee of isolation was read at s. 8.14 (version from 2019-06-25)',
  ),
  cohsr(
    'fed-cohsr-part-x',
    { fr: 'partie X', en: 'Part X' },
    { fr: 'Substances dangereuses (dont le SIMDUT)', en: 'Hazardous substances (including WHMIS)' },
    [
      ...WHMIS_HAZARDS,
      'silica',
      'asbestos',
      'lead',
      'diesel-exhaust',
      'welding-fumes',
      'carbon-monoxide',
      'sterilants-disinfectants',
      'anaesthetic-gases',
      'ozone',
    ],
    { partFrom: '10.1' },
    'C2',
    'Official text read only in older consolidations: http://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/page-45.html (current to 2013-04-29: Part X, s. 10.2 application, s. 10.4 hazard investigation) and https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/section-10.35-20160614.html (2016 version); no current page of Part X was read',
  ),
  cohsr(
    'fed-cohsr-part-xi',
    { fr: 'partie XI', en: 'Part XI' },
    { fr: 'Espaces clos', en: 'Confined spaces' },
    ['confined-spaces', 'hydrogen-sulfide', 'oxygen-deficient-inert-gas'],
    { partFrom: '11.01' },
    'C2',
    'Part XI was replaced by SOR/2021-143 (Canada Gazette Part II, 2021-07-07: new Part XI “Confined Spaces” starting at s. 11.01; in force 2021-10-01 per canada.ca guidance); the consolidation read is superseded: https://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/section-11.2-20190625.html (version to 2021-09-30)',
  ),
  cohsr(
    'fed-cohsr-12.06',
    { fr: 'partie XII, art. 12.06 à 12.09', en: 'Part XII, ss. 12.06–12.09' },
    {
      fr: 'Protection contre les chutes (plan de protection, système requis à 3 m ou plus)',
      en: 'Fall protection (fall-protection plan, system required at 3 m or more)',
    },
    ['falls-from-height', 'roof-work', 'pole-climbing', 'roof-snow-removal'],
    { section: '12.06' },
    'C2',
    'https://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/section-12.06.html (current to 2025-10-14: fall-protection plan) and …/section-12.09.html (current to 2025-10-28: personal fall-protection systems); the 3 m threshold was read only in the superseded https://lois.justice.gc.ca/eng/regulations/SOR-86-304/section-12.07-20210701.html (version to 2024-11-26)',
  ),
  cohsr(
    'fed-cohsr-part-xii',
    { fr: 'partie XII', en: 'Part XII' },
    {
      fr: 'Équipement de protection et autres mesures de prévention',
      en: 'Protection equipment and other preventive measures',
    },
    ['inadequate-ppe'],
    { partFrom: '12.01' },
    'C2',
    'https://laws.justice.gc.ca/eng/regulations/SOR-86-304/page-33.html (consolidation current to 2021-06-28: Part XII “Protection Equipment and Other Preventive Measures”, definitions of s. 12.01); Part XII as replaced by SOR/2019-243 (Canada Gazette Part II, 2019-07-10); no current page of the Part heading was read',
  ),
  cohsr(
    'fed-cohsr-part-xiii',
    { fr: 'partie XIII', en: 'Part XIII' },
    {
      fr: 'Outils et machines (dont les scies à chaîne, art. 13.8)',
      en: 'Tools and machinery (including chain saws, s. 13.8)',
    },
    ['machine-guarding', 'portable-power-tools', 'chainsaws', ...GUARDED_MACHINE_HAZARDS],
    { partFrom: '13.1' },
    'C2',
    'Official text read only in an old consolidation: http://laws.justice.gc.ca/eng/regulations/SOR-86-304/page-67.html and http://lois-laws.justice.gc.ca/eng/regulations/SOR-86-304/page-68.html (current to 2013-04-29: Part XIII “Tools and Machinery” from s. 13.1, s. 13.8 chain saws)',
  ),
  cohsr(
    'fed-cohsr-13.16',
    { fr: 'partie XIII, art. 13.16 et 13.17', en: 'Part XIII, ss. 13.16–13.17' },
    {
      fr: 'Réparation et entretien avec protecteurs retirés : cadenassage ou autre méthode écrite',
      en: 'Repair and maintenance with guards removed: lock-out or written alternative',
    },
    ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    { section: '13.16' },
    'C2',
    'https://ohsinsider.com/know-the-laws-troubleshooting-exceptions-to-lockout-requirements-under-the-ohs-laws/ (secondary: paraphrase of s. 13.16(2), written instructions, authorization and supervision when lock-out is not practicable, and s. 13.17); the official text of ss. 13.16 and 13.17 was not read',
  ),
  cohsr(
    'fed-cohsr-part-xiv',
    { fr: 'partie XIV (formation des opérateurs, art. 14.23)', en: 'Part XIV (operator training, s. 14.23)' },
    { fr: 'Manutention des matériaux', en: 'Materials handling' },
    ['forklifts', 'mobile-equipment', 'overhead-cranes-hoists'],
    { partFrom: '14.1' },
    'C2',
    'Official text read only in older consolidations: https://laws.justice.gc.ca/eng/regulations/sor-86-304/page-39.html (current to 2019-11-19: Part XIV “Materials Handling”, s. 14.23 instruction and training of operators) and http://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/page-70.html (2016: Part XIV interpretation)',
  ),
  cohsr(
    'fed-cohsr-part-xvi',
    { fr: 'partie XVI', en: 'Part XVI' },
    { fr: 'Premiers soins', en: 'First aid' },
    ['first-aid-emergency', 'remote-work-camps'],
    { partFrom: '16.1' },
    'C1',
    'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-29.html (Justice Laws, current to 2024-10-30: Part XVI “First Aid”, s. 16.1 definitions incl. remote workplace)',
  ),
  cohsr(
    'fed-cohsr-part-xix',
    { fr: 'partie XIX (art. 19.1 et suiv.)', en: 'Part XIX (s. 19.1 ff.)' },
    {
      fr: 'Programme de prévention des risques, dont l’ergonomie',
      en: 'Hazard prevention program, including ergonomics',
    },
    [
      'manual-handling',
      'repetitive-work',
      'awkward-postures',
      'office-ergonomics',
      'heat-stress',
      ...ERGONOMIC_TASK_HAZARDS,
    ],
    { partFrom: '19.1' },
    'C2',
    'Official text read only in versions: https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/section-19.5-20190625.html (s. 19.5 preventive measures for ergonomics-related hazards, version from 2019-06-25), http://laws-lois.justice.gc.ca/eng/regulations/SOR-86-304/section-19.1-20071129.html (s. 19.1 program, 2007 version) and …/section-19.2-20190625.html (version to 2024-11-26: Part XIX was amended on 2024-11-26 and its current text was not read)',
  ),
]);
