import { legisQuebec, legisQuebecSection, QC_VERIFIED_ON } from './qc';
import { type Confidence, defineProvisions, type LinkScope, type ProvisionDraft } from './types';

/**
 * Quebec — Safety Code for the construction industry (CSTC, CQLR c. S-2.1, r. 4), re-verified 2026-11-25
 * (issue 12 item 6). The catalogue used to link LégisQuébec's home page; each entry now links the Code's current
 * consolidation: a subdivision entry lands on the `#se:` anchor of its first section (x.y.1), which opens the
 * subdivision, and a section entry on its own anchor.
 */

const CSTC = legisQuebec('rc', 'S-2.1, r. 4');
/** LégisQuébec's per-section version pages of the CSTC, as stored; a source appends `<n>&pointInTime=<date>`. */
const READ_OLD = 'http://legisquebec.gouv.qc.ca/en/showversion/cr/S-2.1,%20r.%204?code=se:';
const READ = 'https://www.legisquebec.gouv.qc.ca/en/version/cr/S-2.1,%20r.%204?code=se:';

/**
 * Builds a CSTC entry. `subdivision` (e.g. `2.20`) cites the whole subdivision and links its first section;
 * otherwise `section` is cited and linked.
 */
function cstc(entry: {
  id: string;
  cited: { subdivision: string } | { section: string };
  title: { fr: string; en: string };
  hazards: readonly string[];
  confidence?: Confidence;
  source: string;
}): ProvisionDraft {
  const whole = 'subdivision' in entry.cited;
  const number = 'subdivision' in entry.cited ? entry.cited.subdivision : entry.cited.section;
  const cited = whole
    ? { fr: `sous-section ${number}`, en: `subdivision ${number}` }
    : { fr: `art. ${number}`, en: `s. ${number}` };
  const scope: LinkScope = whole ? 'part' : 'section';
  return {
    id: entry.id,
    citation: {
      fr: `CSTC, RLRQ c. S-2.1, r. 4, ${cited.fr}`,
      en: `Safety Code for the construction industry, CQLR c. S-2.1, r. 4, ${cited.en}`,
    },
    title: entry.title,
    instrument: 'qc-cstc',
    url: legisQuebecSection(CSTC, whole ? `${number}.1` : number),
    linkScope: scope,
    hazards: entry.hazards,
    confidence: entry.confidence ?? 'C1',
    source: entry.source,
    verifiedOn: QC_VERIFIED_ON,
  };
}

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
    instrument: 'qc-cstc',
    url: CSTC,
    // The entry cites the whole Code, so its link is the Code.
    linkScope: 'instrument',
    hazards: [
      'roof-work',
      'ladders',
      'demolition',
      'formwork-shoring',
      'cranes-rigging',
      'work-zone-traffic',
    ],
    confidence: 'C1',
    source: `http://legisquebec.gouv.qc.ca/fr/ShowDoc/cr/S-2.1,%20r.%204 (official full text, up to date to 12 December 2023: title, enabling s. 223 of the Act, Division I definitions) ; ${READ_OLD}2_1_1&pointInTime=20210106 (s. 2.1.1: the Code applies to any work on a construction site)`,
    verifiedOn: QC_VERIFIED_ON,
  },
  cstc({
    id: 'qc-cstc-2.20',
    cited: { subdivision: '2.20' },
    title: {
      fr: 'Cadenassage et autres méthodes de contrôle des énergies sur les chantiers',
      en: 'Lockout and other energy control methods on construction sites',
    },
    hazards: ['hazardous-energy'],
    source: `${READ}2_20_1&history=20240401 (s. 2.20.1, definitions of the subdivision: energy control method, lockout) ; ${READ_OLD}2_20_2&pointInTime=20180312 (s. 2.20.2: lockout or an equivalent method before any work in a machine’s danger zone) ; ${READ_OLD}2_20_7&pointInTime=20210106 (s. 2.20.7, lockout steps)`,
  }),
  cstc({
    id: 'qc-cstc-3.21',
    cited: { subdivision: '3.21' },
    title: { fr: 'Espaces clos sur les chantiers', en: 'Confined spaces on construction sites' },
    hazards: ['confined-spaces'],
    source: `${READ_OLD}3_21_1&pointInTime=20210106 (s. 3.21.1: before work begins in a confined space, hazards, contaminants and emergency measures in writing) ; ${READ_OLD}3_21_2&pointInTime=20210106 (s. 3.21.2, atmosphere limits for entry) ; https://www.legisquebec.gouv.qc.ca/en/version/cr/s-2.1,%20r.%204?code=se:3_21_6&history=20231206 (s. 3.21.6, emergency)`,
  }),
  cstc({
    id: 'qc-cstc-2.11',
    cited: { subdivision: '2.11' },
    title: { fr: 'Électricité sur les chantiers', en: 'Electricity on construction sites' },
    hazards: ['electrical-contact', 'arc-flash'],
    source: `${READ}2_11_8&history=20240401 (s. 2.11.8, O.C. 483-2021: switches of a service box, feeder or branch circuit) ; ${READ}2_11_6&history=20230206 (s. 2.11.6, O.C. 483-2021: extension cords) ; ${READ_OLD}2_11_3&pointInTime=20210106 (s. 2.11.3, extension cords). The link lands on s. 2.11.1, the subdivision’s first section, whose text was not itself read.`,
  }),
  cstc({
    id: 'qc-cstc-5.2.1',
    cited: { section: '5.2.1' },
    title: {
      fr: 'Distances d’approche minimales des lignes électriques (3 m sous 125 kV)',
      en: 'Minimum approach distances to power lines (3 m below 125 kV)',
    },
    hazards: ['overhead-power-lines', 'cranes-rigging', 'aerial-work-platforms'],
    confidence: 'C2',
    source:
      'Official French text of s. 5.2.1 (D. 35-2001: minimum approach distance 3 m below 125 000 V, 5 m to 250 000 V, 8 m to 550 000 V, 12 m above) read in a stored LégisQuébec copy whose address was not given, so not tagged C1 ; http://legisquebec.gouv.qc.ca/en/version/cr/s-2.1,%20r.%204?code=se:5_2_2&history=20240416 (s. 5.2.2, work closer than the minimum approach distance “specified in section 5.2.1”)',
  }),
  cstc({
    id: 'qc-cstc-3.15',
    cited: { subdivision: '3.15' },
    title: {
      fr: 'Creusements, excavations et tranchées (étançonnement, art. 3.15.3)',
      en: 'Digging, excavations and trenches (shoring, s. 3.15.3)',
    },
    hazards: ['excavation-trenching', 'underground-utilities'],
    source: `${READ_OLD}3_15_1&pointInTime=20210106 (s. 3.15.1, underground piping before digging) ; ${READ_OLD}3_15_3&pointInTime=20210106 (s. 3.15.3, shoring of the banks of an excavation or trench) ; ${READ}3_15_4&history=20180312 (s. 3.15.4, ladders and supervision in trenches)`,
  }),
  cstc({
    id: 'qc-cstc-3.9',
    cited: { subdivision: '3.9' },
    title: { fr: 'Échafaudages (art. 3.9.1 et suiv.)', en: 'Scaffolds (s. 3.9.1 ff.)' },
    hazards: ['scaffolds'],
    source: `${READ_OLD}3_9_1&pointInTime=20210106 (s. 3.9.1, when scaffolds are required) ; ${READ_OLD}3_9_2&pointInTime=20210106 (s. 3.9.2, construction of scaffolds) ; ${READ_OLD}3_9_20&pointInTime=20210106 (s. 3.9.20, metal scaffolding)`,
  }),
]);
