import {
  CHEMICAL_AGENT_HAZARDS,
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  INFECTIOUS_AGENT_HAZARDS,
  WHMIS_HAZARDS,
} from './types';

/** British Columbia — Workers Compensation Act and OHS Regulation Parts 3 to 9. Parts 10 and up: bc-industry.ts. */

const OHSR_URL = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/296_97_00';
const WCA_URL = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/19001_00_multi';
const WSBC_REG =
  'https://www.worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation';
const PART_4_GUIDELINES = `${WSBC_REG}/ohs-guidelines/guidelines-part-04`;
const PART_6 = `${WSBC_REG}/ohs-regulation/part-06-substance-specific-requirements`;
const PART_7 =
  'https://www.worksafebc.com/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-07-noise-vibration-radiation-and-temperature';

export const bcProvisions = defineProvisions('BC', [
  {
    id: 'bc-wca-21',
    kind: 'general-duty',
    citation: {
      fr: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, art. 21',
      en: 'Workers Compensation Act, R.S.B.C. 2019, c. 1, s. 21',
    },
    title: { fr: 'Obligations générales de l’employeur', en: 'General duties of employers' },
    url: WCA_URL,
    hazards: [],
    confidence: 'C1',
    source: 'Reference §2 BC (WCA s. 21 general duties, guideline G-P2-21(1)-3)',
  },
  {
    // Mines are outside the WCA's OHS provisions: citing WCA s. 21 for mining hazards would be wrong.
    id: 'bc-wca-3-mines',
    citation: {
      fr: 'Workers Compensation Act, art. 3 (mines exclues)',
      en: 'Workers Compensation Act, s. 3 (mines excluded)',
    },
    title: {
      fr: 'Les mines sont régies par la Mines Act et non par les dispositions SST de la WCA',
      en: 'Mines are governed by the Mines Act, not by the OHS provisions of the WCA',
    },
    url: WCA_URL,
    hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting'],
    confidence: 'C1',
    source: 'Reference §2 BC (other_notes, exclusion heading C1)',
  },
  {
    id: 'bc-ohsr-3.14',
    citation: {
      fr: 'OHSR, B.C. Reg. 296/97, art. 3.14 à 3.21 et annexe 3-A',
      en: 'OHSR, B.C. Reg. 296/97, ss. 3.14–3.21 and Schedule 3-A',
    },
    title: { fr: 'Premiers soins en milieu de travail', en: 'Occupational first aid' },
    url: OHSR_URL,
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C1',
    source: 'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_00_multi (table of contents)',
  },
  {
    id: 'bc-ohsr-4.13',
    citation: { fr: 'OHSR, art. 4.13 et suiv.', en: 'OHSR, s. 4.13 ff.' },
    title: { fr: 'Préparation et intervention en cas d’urgence', en: 'Emergency preparedness and response' },
    url: PART_4_GUIDELINES,
    hazards: ['emergency-preparedness', 'remote-work-camps', 'marine-emergencies'],
    confidence: 'C1',
    source: PART_4_GUIDELINES,
  },
  {
    id: 'bc-ohsr-4.19',
    citation: { fr: 'OHSR, art. 4.19 et 4.20', en: 'OHSR, ss. 4.19–4.20' },
    title: {
      fr: 'Facultés affaiblies (incapacité physique ou mentale, alcool, drogue ou autre substance)',
      en: 'Impairment (physical or mental impairment, alcohol, drugs or other substances)',
    },
    url: PART_4_GUIDELINES,
    hazards: ['impairment', 'fatigue-shift-work'],
    confidence: 'C2',
    source: `${PART_4_GUIDELINES} (G4.19); section list in a copy of Part 4`,
  },
  {
    id: 'bc-ohsr-4.20.1',
    citation: { fr: 'OHSR, art. 4.20.1 à 4.23', en: 'OHSR, ss. 4.20.1–4.23' },
    title: {
      fr: 'Travail seul ou isolé (identification des dangers, procédure de vérification du bien-être)',
      en: 'Working alone or in isolation (hazard identification, well-being check procedure)',
    },
    url: PART_4_GUIDELINES,
    hazards: ['working-alone'],
    confidence: 'C1',
    source: PART_4_GUIDELINES,
  },
  {
    id: 'bc-ohsr-4.24',
    citation: { fr: 'OHSR, art. 4.24 à 4.26', en: 'OHSR, ss. 4.24–4.26' },
    title: {
      fr: 'Conduite en milieu de travail (conduite inappropriée)',
      en: 'Workplace conduct (improper activity or behaviour)',
    },
    url: OHSR_URL,
    hazards: ['harassment'],
    confidence: 'C1',
    source: 'WorkSafeBC policies and guidelines (reference §3.3 #14)',
  },
  {
    id: 'bc-ohsr-4.27',
    citation: { fr: 'OHSR, art. 4.27 à 4.31', en: 'OHSR, ss. 4.27–4.31' },
    title: {
      fr: 'Violence en milieu de travail (évaluation des risques, procédures, formation)',
      en: 'Violence in the workplace (risk assessment, procedures, instruction)',
    },
    url: OHSR_URL,
    hazards: ['workplace-violence', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C1',
    source: 'WorkSafeBC policies and guidelines (reference §3.3 #14)',
  },
  {
    id: 'bc-ohsr-4.43.1',
    citation: { fr: 'OHSR, art. 4.43.1', en: 'OHSR, s. 4.43.1' },
    title: { fr: 'Rayonnages d’entreposage', en: 'Storage racks' },
    url: PART_4_GUIDELINES,
    hazards: ['racking-collapse'],
    confidence: 'C1',
    source: `${PART_4_GUIDELINES} (G4.43.1)`,
  },
  {
    id: 'bc-ohsr-4.46',
    citation: { fr: 'OHSR, art. 4.46 à 4.53', en: 'OHSR, ss. 4.46–4.53' },
    title: {
      fr: 'Exigences en ergonomie (lésions musculosquelettiques : identification, évaluation, contrôle, formation)',
      en: 'Ergonomics (MSI) requirements: identification, assessment, control, training',
    },
    url: PART_4_GUIDELINES,
    hazards: [
      'manual-handling',
      'repetitive-work',
      'awkward-postures',
      'office-ergonomics',
      'prolonged-standing',
      ...ERGONOMIC_TASK_HAZARDS,
    ],
    confidence: 'C1',
    source: PART_4_GUIDELINES,
  },
  {
    id: 'bc-ohsr-5.3',
    citation: { fr: 'OHSR, art. 5.3 à 5.19', en: 'OHSR, ss. 5.3–5.19' },
    title: { fr: 'Exigences du SIMDUT', en: 'WHMIS requirements' },
    url: OHSR_URL,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'https://whmis.org:443/jurisdictions/bc.html',
  },
  {
    id: 'bc-ohsr-part-5',
    citation: { fr: 'OHSR, partie 5', en: 'OHSR, Part 5' },
    title: {
      fr: 'Agents chimiques et biologiques (limites d’exposition, plans de contrôle de l’exposition)',
      en: 'Chemical and biological agents (exposure limits, exposure control plans)',
    },
    url: OHSR_URL,
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
    source: 'https://whmis.org:443/jurisdictions/bc.html (Part 5 title)',
  },
  {
    id: 'bc-ohsr-6.1',
    citation: { fr: 'OHSR, art. 6.1 à 6.32', en: 'OHSR, ss. 6.1–6.32' },
    title: { fr: 'Amiante', en: 'Asbestos' },
    url: PART_6,
    hazards: ['asbestos'],
    confidence: 'C1',
    source: PART_6,
  },
  {
    id: 'bc-ohsr-6.33',
    citation: { fr: 'OHSR, art. 6.33 à 6.41', en: 'OHSR, ss. 6.33–6.41' },
    title: { fr: 'Agents biologiques', en: 'Biological agents' },
    url: PART_6,
    hazards: ['biological-agents', 'mould', ...INFECTIOUS_AGENT_HAZARDS],
    confidence: 'C1',
    source: PART_6,
  },
  {
    id: 'bc-ohsr-6.58.1',
    citation: { fr: 'OHSR, art. 6.58.1 et suiv.', en: 'OHSR, s. 6.58.1 ff.' },
    title: { fr: 'Plomb', en: 'Lead' },
    url: PART_6,
    hazards: ['lead'],
    confidence: 'C1',
    source: PART_6,
  },
  {
    id: 'bc-ohsr-7.1',
    citation: {
      fr: 'OHSR, partie 7, section 1, art. 7.1 à 7.9',
      en: 'OHSR, Part 7, Division 1, ss. 7.1–7.9',
    },
    title: {
      fr: 'Exposition au bruit (85 dBA Lex, 140 dBC en crête, programme de conservation de l’ouïe)',
      en: 'Noise exposure (85 dBA Lex, 140 dBC peak, hearing conservation program)',
    },
    url: PART_7,
    hazards: ['noise'],
    confidence: 'C1',
    source: PART_7,
  },
  {
    id: 'bc-ohsr-7.10',
    citation: {
      fr: 'OHSR, partie 7, section 2, art. 7.10 à 7.16',
      en: 'OHSR, Part 7, Division 2, ss. 7.10–7.16',
    },
    title: { fr: 'Exposition aux vibrations', en: 'Vibration exposure' },
    url: PART_7,
    hazards: ['hand-arm-vibration', 'whole-body-vibration'],
    confidence: 'C1',
    source: PART_7,
  },
  {
    id: 'bc-ohsr-7.17',
    citation: {
      fr: 'OHSR, partie 7, section 3, art. 7.17 à 7.25',
      en: 'OHSR, Part 7, Division 3, ss. 7.17–7.25',
    },
    title: { fr: 'Exposition aux rayonnements', en: 'Radiation exposure' },
    url: PART_7,
    hazards: ['ionizing-radiation', 'non-ionizing-radiation', 'norm-radioactive-scale'],
    confidence: 'C1',
    source: PART_7,
  },
  {
    id: 'bc-ohsr-7.26',
    citation: {
      fr: 'OHSR, partie 7, section 4, art. 7.26 à 7.32',
      en: 'OHSR, Part 7, Division 4, ss. 7.26–7.32',
    },
    title: {
      fr: 'Exposition à la chaleur (limites, évaluation et plan de contrôle, eau potable, retrait)',
      en: 'Heat exposure (limits, assessment and exposure control plan, water, removal)',
    },
    url: PART_7,
    hazards: ['heat-stress'],
    confidence: 'C1',
    source: PART_7,
  },
  {
    id: 'bc-ohsr-7.33',
    citation: {
      fr: 'OHSR, partie 7, section 4, art. 7.33 à 7.38',
      en: 'OHSR, Part 7, Division 4, ss. 7.33–7.38',
    },
    title: {
      fr: 'Exposition au froid (évaluation, abris chauffés, vêtements)',
      en: 'Cold exposure (assessment, heated shelters, clothing)',
    },
    url: PART_7,
    hazards: ['cold-stress'],
    confidence: 'C1',
    source: PART_7,
  },
  {
    id: 'bc-ohsr-part-8',
    citation: { fr: 'OHSR, partie 8', en: 'OHSR, Part 8' },
    title: {
      fr: 'Vêtements et équipements de protection individuelle',
      en: 'Personal protective clothing and equipment',
    },
    url: OHSR_URL,
    hazards: ['inadequate-ppe'],
    confidence: 'C2',
    source: 'Reference §3.3 #13 (bcfed.ca)',
  },
  {
    id: 'bc-ohsr-part-9',
    citation: { fr: 'OHSR, partie 9', en: 'OHSR, Part 9' },
    title: { fr: 'Espaces clos', en: 'Confined spaces' },
    url: `${WSBC_REG}/ohs-guidelines/guidelines-part-09`,
    hazards: ['confined-spaces', 'hydrogen-sulfide', 'carbon-monoxide', ...CONFINED_ATMOSPHERE_HAZARDS],
    confidence: 'C1',
    source: `${WSBC_REG}/ohs-guidelines/guidelines-part-09`,
  },
]);
