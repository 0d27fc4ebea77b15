import {
  CHEMICAL_AGENT_HAZARDS,
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  FALL_PROTECTION_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  INFECTIOUS_AGENT_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  WHMIS_HAZARDS,
} from './types';

/** Ontario — the Act and the regulations outside construction. Construction (O. Reg. 213/91) is in on-construction.ts. */

// e-Laws pages of these instruments were seen only as dated versions, so entries link to the e-Laws home.
const ELAWS = 'https://www.ontario.ca/laws';

export const onProvisions = defineProvisions('ON', [
  {
    id: 'on-ohsa-25',
    kind: 'general-duty',
    citation: { fr: 'LSST (Ont.), L.R.O. 1990, chap. O.1, art. 25', en: 'OHSA, R.S.O. 1990, c. O.1, s. 25' },
    title: { fr: 'Obligations de l’employeur', en: 'Duties of employers' },
    url: ELAWS,
    hazards: [],
    confidence: 'C2',
    source: 'Reference §3.2 #7, §4.1 (thehumlawfirm.ca; mannlawyers.com)',
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
    url: ELAWS,
    hazards: [
      'manual-handling',
      'repetitive-work',
      'awkward-postures',
      'heat-stress',
      ...ERGONOMIC_TASK_HAZARDS,
    ],
    confidence: 'C2',
    source: 'Reference §3.2 #7–8 (thehumlawfirm.ca; hicksmorley.com 2023-08-14)',
  },
  {
    id: 'on-ohsa-part-iii-0-1',
    citation: {
      fr: 'LSST (Ont.), partie III.0.1, art. 32.0.1 à 32.0.6',
      en: 'OHSA, Part III.0.1, ss. 32.0.1–32.0.6',
    },
    title: {
      fr: 'Violence et harcèlement au travail (politiques, programmes, évaluation des risques, violence familiale)',
      en: 'Workplace violence and harassment (policies, programs, risk assessment, domestic violence)',
    },
    url: ELAWS,
    hazards: ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C1',
    source: 'e-Laws explanatory note (reference §3.2 #14)',
  },
  {
    id: 'on-ohsa-part-iv',
    citation: { fr: 'LSST (Ont.), partie IV', en: 'OHSA, Part IV' },
    title: { fr: 'Substances toxiques', en: 'Toxic substances' },
    url: 'https://www.ontario.ca/fr/document/guide-de-la-loi-sur-la-sante-et-la-securite-au-travail/partie-iv-substances-toxiques',
    hazards: [
      'whmis-hazardous-products',
      'silica',
      'asbestos',
      'lead',
      'solvents',
      'benzene-hydrocarbon-vapours',
      'mercury',
    ],
    confidence: 'C1',
    source:
      'https://www.ontario.ca/fr/document/guide-de-la-loi-sur-la-sante-et-la-securite-au-travail/partie-iv-substances-toxiques',
  },
  {
    id: 'on-reg-860',
    citation: { fr: 'Règl. 860, R.R.O. 1990 (Simdut)', en: 'R.R.O. 1990, Reg. 860 (WHMIS)' },
    title: {
      fr: 'Système d’information sur les matières dangereuses utilisées au travail',
      en: 'Workplace Hazardous Materials Information System',
    },
    url: 'https://www.ontario.ca/laws/regulation/900860',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'https://www.ontario.ca/laws/regulation/900860',
  },
  {
    id: 'on-reg-833',
    citation: { fr: 'Règl. 833, R.R.O. 1990', en: 'R.R.O. 1990, Reg. 833' },
    title: {
      fr: 'Control of Exposure to Biological or Chemical Agents (contrôle de l’exposition — traduction non officielle)',
      en: 'Control of Exposure to Biological or Chemical Agents',
    },
    url: ELAWS,
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
    source: 'Cited in O. Reg. 492/09 (reference §2 ON)',
  },
  {
    id: 'on-reg-490-09',
    citation: { fr: 'Règl. de l’Ont. 490/09', en: 'O. Reg. 490/09' },
    title: {
      fr: 'Designated Substances (substances désignées — traduction non officielle)',
      en: 'Designated Substances',
    },
    url: ELAWS,
    hazards: [
      'silica',
      'lead',
      'asbestos',
      'benzene-hydrocarbon-vapours',
      'mercury',
      'sterilants-disinfectants',
    ],
    confidence: 'C1',
    source: 'Cited in O. Reg. 492/09 (reference §2 ON)',
  },
  {
    id: 'on-reg-381-15',
    citation: { fr: 'Règl. de l’Ont. 381/15', en: 'O. Reg. 381/15' },
    title: {
      fr: 'Noise — bruit (85 dBA Lex,8, hiérarchie des mesures, signalisation, formation sur les protecteurs auditifs)',
      en: 'Noise (85 dBA Lex,8, hierarchy of controls, signage, hearing protection training)',
    },
    url: 'https://www.ontario.ca/laws/regulation/150381',
    hazards: ['noise'],
    confidence: 'C1',
    source: 'https://www.ontario.ca/laws/regulation/150381',
  },
  {
    id: 'on-reg-632-05',
    citation: { fr: 'Règl. de l’Ont. 632/05', en: 'O. Reg. 632/05' },
    title: {
      fr: 'Confined Spaces — espaces clos (tous les secteurs depuis le 1er juillet 2011)',
      en: 'Confined Spaces (all sectors since 1 July 2011)',
    },
    url: 'https://www.ontario.ca/document/guideline-working-confined-spaces/application',
    hazards: ['confined-spaces', 'hydrogen-sulfide', 'carbon-monoxide', ...CONFINED_ATMOSPHERE_HAZARDS],
    confidence: 'C1',
    source: 'https://www.ontario.ca/document/guideline-working-confined-spaces/application',
  },
  {
    id: 'on-reg-851-24',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 24 à 44.2', en: 'R.R.O. 1990, Reg. 851, ss. 24–44.2' },
    title: {
      fr: 'Protection des machines (établissements industriels)',
      en: 'Machine guarding (industrial establishments)',
    },
    url: ELAWS,
    hazards: [
      'machine-guarding',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'sawmill-equipment',
      'caught-in-between',
      ...GUARDED_MACHINE_HAZARDS,
    ],
    confidence: 'C1',
    source: 'https://www.ontario.ca/laws/regulation/900851/v11 (table of contents)',
  },
  {
    id: 'on-reg-851-42',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 42', en: 'R.R.O. 1990, Reg. 851, s. 42' },
    title: {
      fr: 'Installations électriques : sectionner, cadenasser et étiqueter (procédures écrites, par. 42 (7))',
      en: 'Electrical installations: disconnect, lock out and tag (written procedures, s. 42(7))',
    },
    url: ELAWS,
    hazards: ['hazardous-energy', 'electrical-contact'],
    confidence: 'C2',
    source: 'Reference §3.2 #2 (olelearning; safety.inc)',
  },
  {
    id: 'on-reg-851-76',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 76', en: 'R.R.O. 1990, Reg. 851, s. 76' },
    title: {
      fr: 'Machines : empêcher la mise en marche pendant l’entretien (cadenassage)',
      en: 'Machinery: preventing start-up during maintenance (lockout)',
    },
    url: ELAWS,
    hazards: ['hazardous-energy', 'conveyors', ...LOCKOUT_MACHINE_HAZARDS],
    confidence: 'C2',
    source: 'Reference §3.2 #2 (safety.inc)',
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
    url: ELAWS,
    hazards: ['forklifts', 'overhead-cranes-hoists'],
    confidence: 'C1',
    source: 'MLITSD lift-truck guideline (reference §3.2 #9)',
  },
  {
    id: 'on-reg-851-79',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 79 à 86', en: 'R.R.O. 1990, Reg. 851, ss. 79–86' },
    title: {
      fr: 'Équipement de protection (formation, art. 79 ; vêtements de protection, art. 84)',
      en: 'Protective equipment (training, s. 79; protective apparel, s. 84)',
    },
    url: ELAWS,
    hazards: ['inadequate-ppe'],
    confidence: 'C2',
    source: 'Reference §3.2 #13 (uOttawa; ontario-safety.ca)',
  },
  {
    id: 'on-reg-851-85',
    citation: { fr: 'Règl. 851, R.R.O. 1990, art. 85', en: 'R.R.O. 1990, Reg. 851, s. 85' },
    title: {
      fr: 'Système d’arrêt de chute au-delà de 3 m (établissements industriels)',
      en: 'Fall arrest where a worker may fall more than 3 m (industrial establishments)',
    },
    url: ELAWS,
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
    url: 'https://www.ontario.ca/page/achieve-compliance-construction-sites-fall-prevention',
    hazards: ['falls-from-height', 'roof-work'],
    confidence: 'C1',
    source: 'https://www.ontario.ca/page/achieve-compliance-construction-sites-fall-prevention',
  },
  {
    id: 'on-reg-854',
    citation: { fr: 'Règl. 854, R.R.O. 1990', en: 'R.R.O. 1990, Reg. 854' },
    title: {
      fr: 'Mines and Mining Plants (mines et installations minières — traduction non officielle)',
      en: 'Mines and Mining Plants',
    },
    url: ELAWS,
    hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting', 'blasting'],
    confidence: 'C2',
    source: 'Reference §2 ON (other_key_regulations, C2)',
  },
  {
    id: 'on-reg-1101',
    citation: { fr: 'Règl. 1101, R.R.O. 1990', en: 'R.R.O. 1990, Reg. 1101' },
    title: {
      fr: 'First Aid Requirements — premiers soins (Loi sur la sécurité professionnelle et l’assurance contre les accidents du travail)',
      en: 'First Aid Requirements (Workplace Safety and Insurance Act)',
    },
    url: ELAWS,
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C2',
    source: 'Reference §3.2 #15 (WSIB brochure; firstaid4u)',
  },
]);
