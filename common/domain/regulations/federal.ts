import {
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/** Federal — Canada Labour Code Part II, COHSR (SOR/86-304) and the harassment and violence regulations. */

const JUSTICE = 'https://laws-lois.justice.gc.ca';
const COHSR_TOC_SOURCE =
  'COHSR table of contents (http://law.foodmate.net/show-172674.html; http://gopolicy.las.ac.cn/service/pread?id=3616756)';

/** Builds a COHSR entry; `where` is the Part or section range in both languages. */
function cohsr(
  id: string,
  where: { fr: string; en: string },
  title: { fr: string; en: string },
  hazards: readonly string[],
  options: { url?: string; confidence?: 'C1' | 'C2'; source?: string } = {},
): ProvisionDraft {
  return {
    id,
    citation: { fr: `RCSST, DORS/86-304, ${where.fr}`, en: `COHSR, SOR/86-304, ${where.en}` },
    title,
    url: options.url ?? JUSTICE,
    hazards,
    confidence: options.confidence ?? 'C1',
    source: options.source ?? COHSR_TOC_SOURCE,
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
    url: 'https://laws-lois.justice.gc.ca/eng/ACTS/L-2/page-15.html',
    hazards: [],
    confidence: 'C1',
    source: 'https://laws-lois.justice.gc.ca/eng/ACTS/L-2/page-15.html',
  },
  {
    id: 'fed-clc-125.1',
    citation: { fr: 'Code canadien du travail, art. 125.1', en: 'Canada Labour Code, s. 125.1' },
    title: {
      fr: 'Substances dangereuses : contrôle, étiquetage, fiches de données de sécurité, enquête sur l’exposition',
      en: 'Hazardous substances: control, labelling, safety data sheets, exposure investigation',
    },
    url: JUSTICE,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'http://laws-lois.justice.gc.ca/eng/acts/L-2/page-24.html',
  },
  {
    id: 'fed-sor-2020-130',
    citation: { fr: 'DORS/2020-130', en: 'SOR/2020-130' },
    title: {
      fr: 'Work Place Harassment and Violence Prevention Regulations (prévention du harcèlement et de la violence dans le lieu de travail — traduction non officielle ; en vigueur le 1er janvier 2021)',
      en: 'Work Place Harassment and Violence Prevention Regulations (in force 1 January 2021)',
    },
    url: JUSTICE,
    hazards: ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C1',
    source:
      'https://oba.org/Sections/Labour-Employment-Law/Articles/Articles-2021/January-2021/New-Federal-Workplace-Harassment-and-Violence-Prev',
  },
  cohsr(
    'fed-cohsr-2.11',
    { fr: 'art. 2.11', en: 's. 2.11' },
    { fr: 'Quais, rampes et plaques de quai', en: 'Docks, ramps and dock plates' },
    ['loading-docks'],
  ),
  cohsr(
    'fed-cohsr-3.10',
    { fr: 'partie III, art. 3.10', en: 'Part III, s. 3.10' },
    { fr: 'Échafaudages', en: 'Scaffolds' },
    ['scaffolds'],
  ),
  cohsr(
    'fed-cohsr-3.11',
    { fr: 'partie III, art. 3.11', en: 'Part III, s. 3.11' },
    { fr: 'Échelles portatives', en: 'Portable ladders' },
    ['ladders'],
  ),
  cohsr(
    'fed-cohsr-3.12',
    { fr: 'partie III, art. 3.12', en: 'Part III, s. 3.12' },
    { fr: 'Excavations', en: 'Excavation' },
    ['excavation-trenching'],
  ),
  cohsr(
    'fed-cohsr-part-vi',
    { fr: 'partie VI', en: 'Part VI' },
    { fr: 'Éclairage (dont les postes à écran, art. 6.7)', en: 'Lighting (including VDT work, s. 6.7)' },
    ['inadequate-lighting', 'office-ergonomics'],
  ),
  cohsr(
    'fed-cohsr-part-vii',
    { fr: 'partie VII (art. 7.3 et 7.4)', en: 'Part VII (ss. 7.3 and 7.4)' },
    {
      fr: 'Niveaux acoustiques (enquête à 84 dBA ; limite de 87 dBA Lex,8)',
      en: 'Levels of sound (investigation at 84 dBA; 87 dBA Lex,8 limit)',
    },
    ['noise'],
    { source: 'laws-lois COHSR Part VII (reference §3.5 #6)' },
  ),
  cohsr(
    'fed-cohsr-part-viii',
    { fr: 'partie VIII', en: 'Part VIII' },
    {
      fr: 'Sécurité électrique (garantie d’isolement, p. ex. art. 8.18)',
      en: 'Electrical safety (guarantee of isolation, e.g. s. 8.18)',
    },
    ['electrical-contact', 'arc-flash', 'hazardous-energy', 'live-line-work', 'step-touch-potential'],
    { source: 'Canada Gazette SOR/2021-122 (reference §3.5 #2, #10)' },
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
    { source: 'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/section-10.35-20160614.html' },
  ),
  cohsr(
    'fed-cohsr-part-xi',
    { fr: 'partie XI', en: 'Part XI' },
    { fr: 'Espaces clos', en: 'Confined spaces' },
    ['confined-spaces', 'hydrogen-sulfide', 'oxygen-deficient-inert-gas'],
  ),
  cohsr(
    'fed-cohsr-12.06',
    { fr: 'partie XII, art. 12.06 à 12.09', en: 'Part XII, ss. 12.06–12.09' },
    {
      fr: 'Protection contre les chutes (plan de protection, système requis à 3 m ou plus)',
      en: 'Fall protection (fall-protection plan, system required at 3 m or more)',
    },
    ['falls-from-height', 'roof-work', 'pole-climbing', 'roof-snow-removal'],
    { source: 'laws-lois ss. 12.06 (current) and 12.07 (2021 version), reference §3.5 #1' },
  ),
  cohsr(
    'fed-cohsr-part-xii',
    { fr: 'partie XII', en: 'Part XII' },
    {
      fr: 'Équipement de protection et autres mesures de prévention',
      en: 'Protection equipment and other preventive measures',
    },
    ['inadequate-ppe'],
    {
      confidence: 'C2',
      source: 'Reference §3.5 #13 (ohsinsider; Canada Gazette 2017)',
    },
  ),
  cohsr(
    'fed-cohsr-part-xiii',
    { fr: 'partie XIII', en: 'Part XIII' },
    {
      fr: 'Outils et machines (dont les scies à chaîne, art. 13.8)',
      en: 'Tools and machinery (including chain saws, s. 13.8)',
    },
    ['machine-guarding', 'portable-power-tools', 'chainsaws', ...GUARDED_MACHINE_HAZARDS],
    {
      // The page seen is a 2013 version whose page numbering has since changed: link to the site instead.
      source: 'http://laws.justice.gc.ca/eng/regulations/SOR-86-304/page-67.html',
    },
  ),
  cohsr(
    'fed-cohsr-13.16',
    { fr: 'partie XIII, art. 13.16 et 13.17', en: 'Part XIII, ss. 13.16–13.17' },
    {
      fr: 'Réparation et entretien avec protecteurs retirés : cadenassage ou autre méthode écrite',
      en: 'Repair and maintenance with guards removed: lock-out or written alternative',
    },
    ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    { confidence: 'C2', source: 'Reference §3.5 #2 (ohsinsider)' },
  ),
  cohsr(
    'fed-cohsr-part-xiv',
    { fr: 'partie XIV (formation des opérateurs, art. 14.23)', en: 'Part XIV (operator training, s. 14.23)' },
    { fr: 'Manutention des matériaux', en: 'Materials handling' },
    ['forklifts', 'mobile-equipment', 'overhead-cranes-hoists'],
    {
      url: 'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-25.html',
      source: 'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-25.html',
    },
  ),
  cohsr(
    'fed-cohsr-part-xvi',
    { fr: 'partie XVI', en: 'Part XVI' },
    { fr: 'Premiers soins', en: 'First aid' },
    ['first-aid-emergency', 'remote-work-camps'],
    {
      url: 'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-29.html',
      source: 'https://laws-lois.justice.gc.ca/eng/regulations/sor-86-304/page-29.html',
    },
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
    { source: 'laws-lois ss. 19.4 and 19.5 (reference §3.5 #7)' },
  ),
]);
