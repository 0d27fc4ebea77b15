import {
  CHEMICAL_AGENT_HAZARDS,
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  INFECTIOUS_AGENT_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/**
 * British Columbia — Workers Compensation Act and OHS Regulation Parts 3 to 9. Parts 10 and up: bc-industry.ts.
 *
 * Links go to the two official publishers of the texts (issue 12 item 6): BC Laws, the King's Printer's
 * consolidation, whose documents anchor each section as `#section<n>` (the Act is one document; the Regulation
 * is one document per Part or pair of Parts, e.g. 296_97_03 is Part 5), and WorkSafeBC's searchable OHS
 * Regulation, one page per Part with each section anchored as `#SectionNumber:<n>`. An entry links the page
 * whose official text was read for it (C1), else the WorkSafeBC page of its Part.
 */

export const VERIFIED_ON = '2026-11-25';
const BC_LAWS = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg';
const WSBC_OHSR =
  'https://www.worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation';

/** A section of a BC Laws document, e.g. bcLaws('19001_00_multi', '21') for WCA s. 21. */
export function bcLaws(document: string, section: string): string {
  return `${BC_LAWS}/${document}#section${section}`;
}

/** WorkSafeBC's page of an OHS Regulation Part (its slug, e.g. part-04-general-conditions), or one of its sections. */
export function wsbcPart(slug: string, section?: string): string {
  return section === undefined ? `${WSBC_OHSR}/${slug}` : `${WSBC_OHSR}/${slug}#SectionNumber:${section}`;
}

type BcDraft = Omit<ProvisionDraft, 'instrument' | 'verifiedOn'>;

/** An entry of the OHS Regulation (B.C. Reg. 296/97), checked on VERIFIED_ON. */
export function ohsr(draft: BcDraft): ProvisionDraft {
  return { ...draft, instrument: 'bc-ohsr', verifiedOn: VERIFIED_ON };
}

function wca(draft: BcDraft): ProvisionDraft {
  return { ...draft, instrument: 'bc-wca', verifiedOn: VERIFIED_ON };
}

const PART_3 = 'part-03-rights-and-responsibilities';
const PART_4 = 'part-04-general-conditions';
const PART_6 = 'part-06-substance-specific-requirements';
const PART_7 = 'part-07-noise-vibration-radiation-and-temperature';
const PART_5_DOC = '296_97_03';

const WCA_TOC =
  'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/19001_00_multi (official consolidation, current to Dec. 10, 2024: table of contents)';
const PART_4_COPY =
  'http://zjjv.com/aspshell17113.html (copy of WorkSafeBC’s Part 4 page: sections listed under their headings)';
const PART_4_GUIDELINES =
  'https://worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-guidelines/guidelines-part-04 (guideline titles, not the regulation)';
const PART_6_READ = `${wsbcPart(PART_6)} (official contents of Part 6)`;
const PART_7_READ =
  'https://www.worksafebc.com/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-07-noise-vibration-radiation-and-temperature (official contents of Part 7 by Division; text of ss. 7.1–7.2)';

export const bcProvisions = defineProvisions('BC', [
  wca({
    id: 'bc-wca-21',
    kind: 'general-duty',
    citation: {
      fr: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, art. 21',
      en: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, s. 21',
    },
    title: { fr: 'Obligations générales de l’employeur', en: 'General duties of employers' },
    url: bcLaws('19001_00_multi', '21'),
    linkScope: 'section',
    confidence: 'C2',
    hazards: [],
    source: `${WCA_TOC}, its stored copy stops before s. 21; https://wixlib.com/document/55c25_c-rs1-workers-compensation-act-gov.html (copy of the official print: Part 2, Division 4, s. 21 “General duties of employers”); https://b4pace.go2hr.ca/legal/workers-compensation/employer-responsibilities-under-the-workers-compensation-act (the duties of s. 21 (1)–(2) restated)`,
  }),
  wca({
    // Mines are outside the WCA's OHS provisions: citing WCA s. 21 for mining hazards would be wrong.
    id: 'bc-wca-3-mines',
    citation: {
      fr: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, art. 3 (mines exclues)',
      en: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, s. 3 (mines excluded)',
    },
    title: {
      fr: 'Les mines sont régies par la Mines Act et non par les dispositions SST de la WCA',
      en: 'Mines are governed by the Mines Act, not by the OHS provisions of the WCA',
    },
    url: bcLaws('19001_00_multi', '3'),
    linkScope: 'section',
    hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting'],
    confidence: 'C2',
    source: `${WCA_TOC}: Part 1, Division 2 “Scope of OHS Provisions”, s. 3 “Exceptions from application — mines and industrial camps”; https://www.worksafebc.com/law-policy/occupational-health-safety/searchable-ohs-regulation/workers-compensation-act/part-1-scope-of-act (same heading). The text of s. 3 was not read`,
  }),
  ohsr({
    id: 'bc-ohsr-3.14',
    // Schedule 3-A dropped from the citation: ss. 3.14–3.21 were replaced on Nov. 1, 2024 and WorkSafeBC's current
    // Part 3 guidelines no longer refer to the Schedule, so it could not be confirmed as still in force.
    citation: { fr: 'OHSR, B.C. Reg. 296/97, art. 3.14 à 3.21', en: 'OHSR, B.C. Reg. 296/97, ss. 3.14–3.21' },
    title: { fr: 'Premiers soins en milieu de travail', en: 'Occupational first aid' },
    url: wsbcPart(PART_3, '3.14'),
    linkScope: 'section',
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C2',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_00_multi (official contents, current to Sept. 24, 2024: “Occupational First Aid”, ss. 3.14–3.21); https://worksafebc.com/en/resources/law-policy/discussion-papers/prospective-guidelines/g3-occupational-first-aid (ss. 3.14–3.21 amended effective Nov. 1, 2024); the amended text was not read',
  }),
  ohsr({
    id: 'bc-ohsr-4.13',
    citation: { fr: 'OHSR, art. 4.13 et suiv.', en: 'OHSR, s. 4.13 ff.' },
    title: { fr: 'Préparation et intervention en cas d’urgence', en: 'Emergency preparedness and response' },
    url: wsbcPart(PART_4, '4.13'),
    linkScope: 'section',
    hazards: ['emergency-preparedness', 'remote-work-camps', 'marine-emergencies'],
    confidence: 'C2',
    source: `${PART_4_COPY}: “Emergency preparedness and response”, ss. 4.13–4.18; ${PART_4_GUIDELINES}: G4.13(1)`,
  }),
  ohsr({
    id: 'bc-ohsr-4.19',
    citation: { fr: 'OHSR, art. 4.19 et 4.20', en: 'OHSR, ss. 4.19–4.20' },
    title: {
      fr: 'Facultés affaiblies (incapacité physique ou mentale, alcool, drogue ou autre substance)',
      en: 'Impairment (physical or mental impairment, alcohol, drugs or other substances)',
    },
    url: wsbcPart(PART_4, '4.19'),
    linkScope: 'section',
    hazards: ['impairment', 'fatigue-shift-work'],
    confidence: 'C2',
    source: `${PART_4_COPY}: “Impairment”, s. 4.19 and s. 4.20 “Impairment by alcohol, drug or other substance”; ${PART_4_GUIDELINES}: G4.19`,
  }),
  ohsr({
    id: 'bc-ohsr-4.20.1',
    citation: { fr: 'OHSR, art. 4.20.1 à 4.23', en: 'OHSR, ss. 4.20.1–4.23' },
    title: {
      fr: 'Travail seul ou isolé (identification des dangers, procédure de vérification du bien-être)',
      en: 'Working alone or in isolation (hazard identification, well-being check procedure)',
    },
    url: wsbcPart(PART_4, '4.20.1'),
    linkScope: 'section',
    hazards: ['working-alone'],
    confidence: 'C2',
    source: `${PART_4_COPY}: “Working alone or in isolation”, ss. 4.20.1–4.23; ${PART_4_GUIDELINES}: G4.20.2 hazard identification, G4.21 procedures for checking the well-being of workers`,
  }),
  ohsr({
    id: 'bc-ohsr-4.24',
    citation: { fr: 'OHSR, art. 4.24 à 4.26', en: 'OHSR, ss. 4.24–4.26' },
    title: {
      fr: 'Conduite en milieu de travail (conduite inappropriée)',
      en: 'Workplace conduct (improper activity or behaviour)',
    },
    url: wsbcPart(PART_4, '4.24'),
    linkScope: 'section',
    hazards: ['harassment'],
    confidence: 'C2',
    source: `${PART_4_COPY}: “Workplace conduct”, ss. 4.24–4.26; https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_pit (official point-in-time list: s. 4.24 amended Aug. 22, 2022)`,
  }),
  ohsr({
    id: 'bc-ohsr-4.27',
    citation: { fr: 'OHSR, art. 4.27 à 4.31', en: 'OHSR, ss. 4.27–4.31' },
    title: {
      fr: 'Violence en milieu de travail (évaluation des risques, procédures, formation)',
      en: 'Violence in the workplace (risk assessment, procedures, instruction)',
    },
    url: wsbcPart(PART_4, '4.27'),
    linkScope: 'section',
    hazards: ['workplace-violence', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C2',
    source: `${PART_4_COPY}: “Violence in the workplace”, ss. 4.27–4.31`,
  }),
  ohsr({
    id: 'bc-ohsr-4.43.1',
    citation: { fr: 'OHSR, art. 4.43.1', en: 'OHSR, s. 4.43.1' },
    title: { fr: 'Rayonnages d’entreposage', en: 'Storage racks' },
    url: wsbcPart(PART_4, '4.43.1'),
    linkScope: 'section',
    hazards: ['racking-collapse'],
    confidence: 'C2',
    source: `https://www.worksafebc.com/en/health-safety/tools-machinery-equipment/storage-racks/law-policy (WorkSafeBC: storage rack regulations in force Jan. 1, 2018 as s. 4.43.1 “Storage Racks” of Part 4); ${PART_4_GUIDELINES}: G4.43.1; https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_pit (official point-in-time list: s. 4.43.1, Jan. 1, 2018)`,
  }),
  ohsr({
    id: 'bc-ohsr-4.46',
    citation: { fr: 'OHSR, art. 4.46 à 4.53', en: 'OHSR, ss. 4.46–4.53' },
    title: {
      fr: 'Exigences en ergonomie (lésions musculosquelettiques : identification, évaluation, contrôle, formation)',
      en: 'Ergonomics (MSI) requirements: identification, assessment, control, training',
    },
    url: wsbcPart(PART_4, '4.46'),
    linkScope: 'section',
    hazards: [
      'manual-handling',
      'repetitive-work',
      'awkward-postures',
      'office-ergonomics',
      'prolonged-standing',
      ...ERGONOMIC_TASK_HAZARDS,
    ],
    confidence: 'C2',
    source: `${PART_4_COPY}: “Ergonomics (MSI) requirements”, ss. 4.46–4.53; ${PART_4_GUIDELINES}: G4.47 risk identification, G4.48 assessment, G4.50 control, G4.51 education and training`,
  }),
  ohsr({
    id: 'bc-ohsr-5.3',
    citation: { fr: 'OHSR, art. 5.3 à 5.19', en: 'OHSR, ss. 5.3–5.19' },
    title: { fr: 'Exigences du SIMDUT', en: 'WHMIS requirements' },
    url: bcLaws(PART_5_DOC, '5.3'),
    linkScope: 'section',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'http://www2.worksafebc.com/Publications/OHSRegulation/Part5.asp (WorkSafeBC’s former page, pre-2015 text: “Sections 5.3 to 5.19 (the WHMIS Requirements) apply…”); https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_pit (ss. 5.3–5.19 amended Aug. 4, 2015); the current s. 5.3 was not read',
  }),
  ohsr({
    id: 'bc-ohsr-part-5',
    citation: { fr: 'OHSR, partie 5', en: 'OHSR, Part 5' },
    title: {
      fr: 'Agents chimiques et biologiques (limites d’exposition, plans de contrôle de l’exposition)',
      en: 'Chemical and biological agents (exposure limits, exposure control plans)',
    },
    // BC Laws document 296_97_03 holds Part 5 alone; the anchor is its first section.
    url: bcLaws(PART_5_DOC, '5.1'),
    linkScope: 'part',
    hazards: [
      'solvents',
      'isocyanates',
      'diesel-exhaust',
      'welding-fumes',
      'metalworking-fluids',
      'wood-dust',
      'silica',
      'carbon-monoxide',
      'hydrogen-sulfide',
      'corrosives',
      ...CHEMICAL_AGENT_HAZARDS,
    ],
    confidence: 'C1',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_03 (official, last amended Nov. 1, 2024: heading “Part 5 — Chemical Agents and Biological Agents”, s. 5.1 definitions incl. 8-hour TWA limit and ACGIH limits); the exposure control plan sections were not read',
  }),
  ohsr({
    id: 'bc-ohsr-6.1',
    citation: { fr: 'OHSR, art. 6.1 à 6.32', en: 'OHSR, ss. 6.1–6.32' },
    title: { fr: 'Amiante', en: 'Asbestos' },
    url: wsbcPart(PART_6, '6.1'),
    linkScope: 'section',
    hazards: ['asbestos'],
    confidence: 'C1',
    source: `${PART_6_READ}: “Asbestos”, ss. 6.1–6.32`,
  }),
  ohsr({
    id: 'bc-ohsr-6.33',
    citation: { fr: 'OHSR, art. 6.33 à 6.41', en: 'OHSR, ss. 6.33–6.41' },
    title: { fr: 'Agents biologiques', en: 'Biological agents' },
    url: wsbcPart(PART_6, '6.33'),
    linkScope: 'section',
    hazards: ['biological-agents', 'mould', ...INFECTIOUS_AGENT_HAZARDS],
    confidence: 'C1',
    source: `${PART_6_READ}: “Biological agents”, ss. 6.33–6.41`,
  }),
  ohsr({
    id: 'bc-ohsr-6.58.1',
    citation: { fr: 'OHSR, art. 6.58.1 et suiv.', en: 'OHSR, s. 6.58.1 ff.' },
    title: { fr: 'Plomb', en: 'Lead' },
    url: wsbcPart(PART_6, '6.58.1'),
    linkScope: 'section',
    hazards: ['lead'],
    confidence: 'C1',
    source: `${PART_6_READ}: “Lead”, s. 6.58.1 Definitions and following`,
  }),
  ohsr({
    id: 'bc-ohsr-7.1',
    citation: {
      fr: 'OHSR, partie 7, section 1, art. 7.1 à 7.9',
      en: 'OHSR, Part 7, Division 1, ss. 7.1–7.9',
    },
    title: {
      fr: 'Exposition au bruit (85 dBA Lex, 140 dBC en crête, programme de conservation de l’ouïe)',
      en: 'Noise exposure (85 dBA Lex, 140 dBC peak, hearing conservation program)',
    },
    url: wsbcPart(PART_7, '7.1'),
    linkScope: 'section',
    hazards: ['noise'],
    confidence: 'C1',
    source: `${PART_7_READ}: s. 7.2 limits 85 dBA Lex and 140 dBC peak, s. 7.5 noise control and hearing conservation program`,
  }),
  ohsr({
    id: 'bc-ohsr-7.10',
    citation: {
      fr: 'OHSR, partie 7, section 2, art. 7.10 à 7.16',
      en: 'OHSR, Part 7, Division 2, ss. 7.10–7.16',
    },
    title: { fr: 'Exposition aux vibrations', en: 'Vibration exposure' },
    url: wsbcPart(PART_7, '7.10'),
    linkScope: 'section',
    hazards: ['hand-arm-vibration', 'whole-body-vibration'],
    confidence: 'C1',
    source: `${PART_7_READ}: Division 2 “Vibration exposure”, ss. 7.10–7.16`,
  }),
  ohsr({
    id: 'bc-ohsr-7.17',
    citation: {
      fr: 'OHSR, partie 7, section 3, art. 7.17 à 7.25',
      en: 'OHSR, Part 7, Division 3, ss. 7.17–7.25',
    },
    title: { fr: 'Exposition aux rayonnements', en: 'Radiation exposure' },
    url: wsbcPart(PART_7, '7.17'),
    linkScope: 'section',
    hazards: ['ionizing-radiation', 'non-ionizing-radiation', 'norm-radioactive-scale'],
    confidence: 'C1',
    source: `${PART_7_READ}: Division 3 “Radiation exposure”, ss. 7.17–7.25`,
  }),
  ohsr({
    id: 'bc-ohsr-7.26',
    citation: {
      fr: 'OHSR, partie 7, section 4, art. 7.26 à 7.32',
      en: 'OHSR, Part 7, Division 4, ss. 7.26–7.32',
    },
    title: {
      fr: 'Exposition à la chaleur (limites, évaluation et plan de contrôle, eau potable, retrait)',
      en: 'Heat exposure (limits, assessment and exposure control plan, water, removal)',
    },
    url: wsbcPart(PART_7, '7.26'),
    linkScope: 'section',
    hazards: ['heat-stress'],
    confidence: 'C1',
    source: `${PART_7_READ}: Division 4, “Heat exposure”, ss. 7.27–7.32 (limits, heat stress assessment and exposure control plan, provision of water, removal)`,
  }),
  ohsr({
    id: 'bc-ohsr-7.33',
    citation: {
      fr: 'OHSR, partie 7, section 4, art. 7.33 à 7.38',
      en: 'OHSR, Part 7, Division 4, ss. 7.33–7.38',
    },
    title: {
      fr: 'Exposition au froid (évaluation, abris chauffés, vêtements)',
      en: 'Cold exposure (assessment, heated shelters, clothing)',
    },
    url: wsbcPart(PART_7, '7.33'),
    linkScope: 'section',
    hazards: ['cold-stress'],
    confidence: 'C1',
    source: `${PART_7_READ}: Division 4, “Cold exposure”, ss. 7.33–7.38 (assessment, heated shelters, clothing and PPE)`,
  }),
  ohsr({
    id: 'bc-ohsr-part-8',
    citation: { fr: 'OHSR, partie 8', en: 'OHSR, Part 8' },
    title: {
      fr: 'Vêtements et équipements de protection individuelle',
      en: 'Personal protective clothing and equipment',
    },
    url: wsbcPart('part-08-personal-protective-clothing-and-equipment'),
    linkScope: 'part',
    hazards: ['inadequate-ppe'],
    confidence: 'C1',
    source:
      'https://worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-08-personal-protective-clothing-and-equipment (official contents of Part 8 and s. 8.1)',
  }),
  ohsr({
    id: 'bc-ohsr-part-9',
    citation: { fr: 'OHSR, partie 9', en: 'OHSR, Part 9' },
    title: { fr: 'Espaces clos', en: 'Confined spaces' },
    // BC Laws document 296_97_07 holds Part 9 alone; the anchor is its first section.
    url: bcLaws('296_97_07', '9.1'),
    linkScope: 'part',
    hazards: ['confined-spaces', 'hydrogen-sulfide', 'carbon-monoxide', ...CONFINED_ATMOSPHERE_HAZARDS],
    confidence: 'C1',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_07 (official, current to Sept. 24, 2024: heading “Part 9 — Confined Spaces”, s. 9.1 definitions)',
  }),
]);
