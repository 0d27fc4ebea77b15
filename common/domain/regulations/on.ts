import {
  CHEMICAL_AGENT_HAZARDS,
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  FALL_PROTECTION_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  INFECTIOUS_AGENT_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type VerifiedLink,
  verifiedLink,
  WHMIS_HAZARDS,
} from './types';

/** Ontario — the Act and the regulations outside construction. Construction (O. Reg. 213/91) is in on-construction.ts. */

/**
 * The current e-Laws consolidation of an instrument: `ontario.ca/laws/statute/<id>` or `…/regulation/<id>`,
 * the address without the `/vNN` of a dated version (stored pages show both forms, e.g. regulation/900860 as
 * "Consolidation Period: From January 21, 2019 to the e-Laws currency date" and regulation/900851/v11 as a
 * historical version). e-Laws numbers its section anchors `#BK0`, `#BK1`… in table-of-contents order (stored
 * e-Laws HTML of O. Reg. 34/10), so an anchor shifts whenever a section or heading is added before it; no
 * stored copy of these instruments' current table of contents lets one be derived, so every Ontario entry
 * links its instrument's page and says so (`linkScope: 'instrument'`), unless it cites a section (`canLii`).
 */
export function eLaws(instrument: string, path: string): VerifiedLink {
  return verifiedLink(instrument, `https://www.ontario.ca/laws/${path}`, 'instrument');
}

/**
 * A section (or the first section of a Part) of an Ontario instrument, on CanLII: the official e-Laws
 * consolidation cannot address a section (its `#BK` anchors are renumbered with every amendment, see `eLaws`),
 * and issue 12 asks for CanLII where the official site has no section links. CanLII's consolidations are
 * addressed `…/en/on/laws/{stat|regu}/<id>/latest/<id>.html#sec<N>` (stored addresses such as
 * `stat/rso-1990-c-e23`, `regu/o-reg-170-03`, `regu/rro-1990-reg-194/…#sec37.12.1`). Instruments cited whole
 * keep their e-Laws page.
 */
export function canLii(
  instrument: string,
  path: string,
  section: string,
  linkScope: 'section' | 'part' = 'section',
): VerifiedLink {
  const id = path.slice(path.indexOf('/') + 1);
  return verifiedLink(
    instrument,
    `https://www.canlii.org/en/on/laws/${path}/latest/${id}.html#sec${section}`,
    linkScope,
  );
}

const OHSA = eLaws('on-ohsa', 'statute/90o01');
const REG_851_TOC =
  'https://docsbay.net/occupational-health-and-safety-act-r-r-o-1990-reg-851-s1 (table of contents, 2007 version: Machine Guarding 24-44.2, Material Handling 45-67, Maintenance and Repairs 72-78, Protective Equipment 79-86)';

export const onProvisions = defineProvisions('ON', [
  {
    id: 'on-ohsa-25',
    kind: 'general-duty',
    citation: { fr: 'LSST (Ont.), L.R.O. 1990, chap. O.1, art. 25', en: 'OHSA, R.S.O. 1990, c. O.1, s. 25' },
    title: { fr: 'Obligations de l’employeur', en: 'Duties of employers' },
    ...canLii('on-ohsa', 'stat/rso-1990-c-o1', '25'),
    hazards: [],
    confidence: 'C2',
    source:
      'http://www.csao.org/WebHelp/Occupational_Health_and_Safety_Act/Duties_of_Employers_and_Other_Persons/Duties_of_employers.htm (s. 25 text: "Duties of employers"); https://www.labour.gov.on.ca/english/hs/pubs/compacting/compacting_12.php (ministry guide quoting s. 25); no stored e-Laws text of s. 25, and its #BK anchor cannot be derived',
  },
  {
    // Cited on its own because MLITSD guidance applies this paragraph to heat stress and MSD, for which
    // Ontario has no dedicated regulation; the catch-all duty of s. 25 stays the general-duty entry.
    id: 'on-ohsa-25-2-h',
    citation: {
      fr: 'LSST (Ont.), L.R.O. 1990, chap. O.1, al. 25 (2) h)',
      en: 'OHSA, R.S.O. 1990, c. O.1, s. 25(2)(h)',
    },
    title: {
      fr: 'Prendre toutes les précautions raisonnables dans les circonstances (appliqué à la contrainte thermique et aux TMS)',
      en: 'Take every precaution reasonable in the circumstances (applied to heat stress and MSD)',
    },
    ...canLii('on-ohsa', 'stat/rso-1990-c-o1', '25'),
    hazards: [
      'manual-handling',
      'repetitive-work',
      'awkward-postures',
      'heat-stress',
      ...ERGONOMIC_TASK_HAZARDS,
    ],
    confidence: 'C2',
    source:
      'http://www.csao.org/WebHelp/Occupational_Health_and_Safety_Act/Duties_of_Employers_and_Other_Persons/Duties_of_employers.htm (s. 25(2)(h) text); heat stress and MSD per reference §3.2 #7–8 (thehumlawfirm.ca; hicksmorley.com 2023-08-14)',
  },
  {
    id: 'on-ohsa-part-iii-0-1',
    citation: {
      fr: 'LSST (Ont.), partie III.0.1, art. 32.0.1 à 32.0.8',
      en: 'OHSA, Part III.0.1, ss. 32.0.1–32.0.8',
    },
    title: {
      fr: 'Violence et harcèlement au travail (politiques, programmes, évaluation des risques, violence familiale, enquêtes sur le harcèlement, information et directives)',
      en: 'Workplace violence and harassment (policies, programs, risk assessment, domestic violence, harassment investigations, information and instruction)',
    },
    ...canLii('on-ohsa', 'stat/rso-1990-c-o1', '32.0.1', 'part'),
    hazards: ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C2',
    source:
      'https://www.labour.gov.on.ca/english/hs/pubs/harassment/part4.php (ministry Code of Practice quoting s. 32.0.8: information and instruction on the harassment policy and program); https://firstreference.com/?p=40876 (quotes s. 32.0.7(1)(a): investigation of incidents and complaints of workplace harassment); https://safetyfirstconsulting.ca/blog_post/workplace-violence-and-harassment-ohsa-s-32/ (ss. 32.0.2(2), 32.0.3(1)); the Part was not read on e-Laws',
  },
  {
    id: 'on-ohsa-part-iv',
    citation: { fr: 'LSST (Ont.), partie IV', en: 'OHSA, Part IV' },
    title: { fr: 'Substances toxiques', en: 'Toxic substances' },
    ...OHSA,
    hazards: [
      'whmis-hazardous-products',
      'silica',
      'asbestos',
      'lead',
      'solvents',
      'benzene-hydrocarbon-vapours',
      'mercury',
    ],
    confidence: 'C2',
    source:
      'https://www.ontario.ca/fr/document/guide-de-la-loi-sur-la-sante-et-la-securite-au-travail/partie-iv-substances-toxiques (ministry guide to the Act, Part IV "Substances toxiques"; not the Act’s text)',
  },
  {
    id: 'on-reg-860',
    citation: {
      fr: 'Règl. 860, R.R.O. 1990 (Simdut), art. 7 et 8',
      en: 'R.R.O. 1990, Reg. 860 (WHMIS), ss. 7 and 8',
    },
    title: {
      fr: 'Système d’information sur les matières dangereuses utilisées au travail : instruction des travailleurs (étiquettes, fiches de données de sécurité, procédures) et étiquettes du fournisseur',
      en: 'Workplace Hazardous Materials Information System: worker instruction (labels, safety data sheets, procedures) and supplier labels',
    },
    // Narrowed on 2026-11-26 from the whole regulation to the two sections read; CanLII, as for every
    // Ontario section (see `canLii`).
    ...canLii('on-reg-860', 'regu/rro-1990-reg-860', '7'),
    verifiedOn: '2026-11-26',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'https://ohsguide.ihsa.ca/en/topic/whmis (IHSA guide reproducing Reg. 860 s. 7, instruction of every worker who works with or may be exposed to a hazardous product, and s. 8, supplier labels, with the history “O. Reg. 168/16, s. 7; 458/18, s. 2”: a secondary copy); https://www.ontario.ca/laws/regulation/900860?search=construction%2Bprojects (e-Laws current consolidation from January 21, 2019, legislative history 356/91 … 458/18, 3/19: title and s. 1 only); the official text of ss. 7 and 8 was not read',
  },
  {
    id: 'on-reg-833',
    citation: { fr: 'Règl. 833, R.R.O. 1990', en: 'R.R.O. 1990, Reg. 833' },
    title: {
      fr: 'Control of Exposure to Biological or Chemical Agents (contrôle de l’exposition — traduction non officielle)',
      en: 'Control of Exposure to Biological or Chemical Agents',
    },
    ...eLaws('on-reg-833', 'regulation/900833'),
    hazards: [
      'solvents',
      'isocyanates',
      'diesel-exhaust',
      'welding-fumes',
      'metalworking-fluids',
      'wood-dust',
      'carbon-monoxide',
      'corrosives',
      ...CHEMICAL_AGENT_HAZARDS,
      ...INFECTIOUS_AGENT_HAZARDS,
    ],
    confidence: 'C1',
    source:
      'https://www.ontario.ca/laws/regulation/900833/v25 (e-Laws version of December 2019: "R.R.O. 1990, REGULATION 833 CONTROL OF EXPOSURE TO BIOLOGICAL OR CHEMICAL AGENTS", s. 1 with the ACGIH Table); https://www.ontario.ca/laws/regulation/r09492 (O. Reg. 492/09 names it)',
  },
  {
    id: 'on-reg-490-09',
    citation: { fr: 'Règl. de l’Ont. 490/09', en: 'O. Reg. 490/09' },
    title: {
      fr: 'Designated Substances (substances désignées — traduction non officielle)',
      en: 'Designated Substances',
    },
    ...eLaws('on-reg-490-09', 'regulation/090490'),
    hazards: [
      'silica',
      'lead',
      'asbestos',
      'benzene-hydrocarbon-vapours',
      'mercury',
      'sterilants-disinfectants',
    ],
    confidence: 'C2',
    source:
      'https://www.ontario.ca/laws/regulation/r09492 (O. Reg. 492/09 on e-Laws names "Ontario Regulation 490/09 (Designated Substances) made under the Act"; the text of O. Reg. 490/09 itself was not read)',
  },
  {
    id: 'on-reg-381-15',
    citation: { fr: 'Règl. de l’Ont. 381/15', en: 'O. Reg. 381/15' },
    title: {
      fr: 'Noise — bruit (85 dBA Lex,8, hiérarchie des mesures, signalisation, formation sur les protecteurs auditifs)',
      en: 'Noise (85 dBA Lex,8, hierarchy of controls, signage, hearing protection training)',
    },
    ...eLaws('on-reg-381-15', 'regulation/150381'),
    hazards: ['noise'],
    confidence: 'C2',
    source:
      'https://www.ontario.ca/laws/regulation/150381?search=Occupational+Health+and+Safety+Act (e-Laws consolidation from July 1, 2016, no amendments: "ONTARIO REGULATION 381/15 NOISE", s. 1 with Lex,8); the 85 dBA limit, controls, signs and training were read only in https://www.ontario.ca/document/guide-noise-regulation-under-occupational-health-and-safety-act (ministry guide)',
  },
  {
    id: 'on-reg-632-05',
    citation: { fr: 'Règl. de l’Ont. 632/05', en: 'O. Reg. 632/05' },
    title: {
      fr: 'Confined Spaces — espaces clos (tous les secteurs depuis le 1er juillet 2011)',
      en: 'Confined Spaces (all sectors since 1 July 2011)',
    },
    ...eLaws('on-reg-632-05', 'regulation/050632'),
    hazards: ['confined-spaces', 'hydrogen-sulfide', 'carbon-monoxide', ...CONFINED_ATMOSPHERE_HAZARDS],
    confidence: 'C2',
    source:
      'https://www.ontario.ca/document/guideline-working-confined-spaces/application (ministry guideline: sector provisions consolidated into O. Reg. 632/05); https://www.ontario.ca/laws/regulation/r09492 (amending O. Reg. 632/05 "(Confined Spaces)"); 1 July 2011 per staging.aws.pshsa.ca',
  },
  {
    id: 'on-reg-851-24',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 24 à 44.2', en: 'R.R.O. 1990, Reg. 851, ss. 24–44.2' },
    title: {
      fr: 'Protection des machines (établissements industriels)',
      en: 'Machine guarding (industrial establishments)',
    },
    ...canLii('on-reg-851', 'regu/rro-1990-reg-851', '24'),
    hazards: [
      'machine-guarding',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'sawmill-equipment',
      'caught-in-between',
      ...GUARDED_MACHINE_HAZARDS,
    ],
    confidence: 'C2',
    source: `${REG_851_TOC}; https://www.ontario.ca/laws/regulation/900851/v11 (2010–2011 e-Laws table of contents lists the range 24-44.2)`,
  },
  {
    id: 'on-reg-851-42',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 42', en: 'R.R.O. 1990, Reg. 851, s. 42' },
    title: {
      fr: 'Installations électriques : sectionner, cadenasser et étiqueter (procédures écrites, par. 42 (7))',
      en: 'Electrical installations: disconnect, lock out and tag (written procedures, s. 42(7))',
    },
    ...canLii('on-reg-851', 'regu/rro-1990-reg-851', '42'),
    hazards: ['hazardous-energy', 'electrical-contact'],
    confidence: 'C2',
    source:
      'Reference §3.2 #2 (olelearning; safety.inc); s. 42 falls in Machine Guarding 24-44.2 per the table of contents',
  },
  {
    id: 'on-reg-851-76',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 76', en: 'R.R.O. 1990, Reg. 851, s. 76' },
    title: {
      fr: 'Machines : empêcher la mise en marche pendant l’entretien (cadenassage)',
      en: 'Machinery: preventing start-up during maintenance (lockout)',
    },
    ...canLii('on-reg-851', 'regu/rro-1990-reg-851', '76'),
    hazards: ['hazardous-energy', 'conveyors', ...LOCKOUT_MACHINE_HAZARDS],
    confidence: 'C2',
    source:
      'Reference §3.2 #2 (safety.inc); s. 76 falls in Maintenance and Repairs 72-78 per the table of contents',
  },
  {
    id: 'on-reg-851-51',
    citation: {
      fr: 'Règl. 851, R.R.O. 1990, art. 51, 52 et 54 à 59',
      en: 'R.R.O. 1990, Reg. 851, ss. 51, 52 and 54–59',
    },
    title: {
      fr: 'Appareils de levage, dont les chariots élévateurs (opérateur compétent, examen annuel)',
      en: 'Lifting devices including lift trucks (competent operator, annual examination)',
    },
    ...canLii('on-reg-851', 'regu/rro-1990-reg-851', '51'),
    hazards: ['forklifts', 'overhead-cranes-hoists'],
    confidence: 'C2',
    source:
      'MLITSD lift-truck guideline (reference §3.2 #9, address not recorded); ss. 51–59 fall in Material Handling 45-67 per the table of contents',
  },
  {
    id: 'on-reg-851-79',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 79 à 86', en: 'R.R.O. 1990, Reg. 851, ss. 79–86' },
    title: {
      fr: 'Équipement de protection (formation, art. 79 ; vêtements de protection, art. 84)',
      en: 'Protective equipment (training, s. 79; protective apparel, s. 84)',
    },
    ...canLii('on-reg-851', 'regu/rro-1990-reg-851', '79'),
    hazards: ['inadequate-ppe'],
    confidence: 'C2',
    source: `${REG_851_TOC}; http://www.uottawa.ca/services/ehss/OReg851-IndEst.html (s. 84 protective apparel); s. 79 training per reference §3.2 #13 (uOttawa; ontario-safety.ca)`,
  },
  {
    id: 'on-reg-851-85',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 85', en: 'R.R.O. 1990, Reg. 851, s. 85' },
    title: {
      fr: 'Système d’arrêt de chute au-delà de 3 m (établissements industriels)',
      en: 'Fall arrest where a worker may fall more than 3 m (industrial establishments)',
    },
    ...canLii('on-reg-851', 'regu/rro-1990-reg-851', '85'),
    hazards: ['falls-from-height', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C2',
    source:
      'http://www.labortek.com/safety_training/mobile/courses-and-schedule.php?id=9 (quotes s. 85 as amended by O. Reg. 420/10)',
  },
  {
    id: 'on-reg-297-13',
    citation: { fr: 'Règl. de l’Ont. 297/13, art. 6 et 7', en: 'O. Reg. 297/13, ss. 6 and 7' },
    title: {
      fr: 'Formation sur le travail en hauteur approuvée par le directeur général de la prévention',
      en: 'Working at heights training approved by the Chief Prevention Officer',
    },
    ...canLii('on-reg-297-13', 'regu/o-reg-297-13', '6'),
    hazards: ['falls-from-height', 'roof-work'],
    confidence: 'C1',
    source:
      'https://www.ontario.ca/laws/regulation/r20751 (O. Reg. 751/20 on e-Laws, s. 7 as remade: a worker who may use a method of fall protection listed in section 6 completes a working at heights program approved by the Chief Prevention Officer); s. 6 list per O. Reg. 253/14 (global-regulation.com copy)',
  },
  {
    id: 'on-reg-854',
    citation: { fr: 'Règl. 854, R.R.O. 1990', en: 'R.R.O. 1990, Reg. 854' },
    title: {
      fr: 'Mines and Mining Plants (mines et installations minières — traduction non officielle)',
      en: 'Mines and Mining Plants',
    },
    ...eLaws('on-reg-854', 'regulation/900854'),
    hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting', 'blasting'],
    confidence: 'C2',
    source:
      'Reference §2 ON (other_key_regulations, C2); https://acoustical-consultants.com/?p=3068 (names Reg. 854 "Mines and Mining Plants")',
  },
  {
    id: 'on-reg-1101',
    citation: { fr: 'Règl. 1101, R.R.O. 1990', en: 'R.R.O. 1990, Reg. 1101' },
    title: {
      fr: 'First Aid Requirements — premiers soins (Loi sur la sécurité professionnelle et l’assurance contre les accidents du travail)',
      en: 'First Aid Requirements (Workplace Safety and Insurance Act)',
    },
    ...eLaws('on-reg-1101', 'regulation/901101'),
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C2',
    source: 'Reference §3.2 #15 (WSIB brochure; firstaid4u)',
  },
]);
