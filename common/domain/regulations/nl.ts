import {
  defineProvisions,
  FALL_PROTECTION_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/**
 * Newfoundland and Labrador — Occupational Health and Safety Act (RSNL 1990, c. O-3), OHS Regulations, 2012
 * (NLR 5/12) and WHMIS Regulations, 2018 (NLR 34/18), linked in the House of Assembly's consolidations.
 * Those pages put `<A NAME=N_>` before section N (seen in the stored consolidation of NLR 39/17,
 * rc170039.htm), so `#N_` lands on an integer section; no anchor form was seen for a decimal section (24.1).
 */

const VERIFIED_ON = '2026-11-25';
const ACT_URL = 'https://www.assembly.nl.ca/Legislation/sr/statutes/o03.htm';
const REGS_URL = 'https://www.assembly.nl.ca/Legislation/sr/regulations/rc120005.htm';
/** The 2022 amending regulation, an official text whose analysis gives the headings of the sections cited. */
const HEADINGS =
  'https://www.assembly.nl.ca/legislation/sr/annualregs/2022/nr220043.htm (NLR 43/22, official amending regulation: section headings; the consolidated NLR 5/12 page itself was not in the stored copies)';

/** Builds an NLR 5/12 entry linked to the anchor of the first section it cites. */
function section(
  first: number,
  sections: { fr: string; en: string },
  title: { fr: string; en: string },
  hazards: readonly string[],
  id: string,
): ProvisionDraft {
  return {
    id,
    citation: { fr: `N.L.R. 5/12, ${sections.fr}`, en: `N.L.R. 5/12, ${sections.en}` },
    title,
    instrument: 'nl-ohsr-5-12',
    url: `${REGS_URL}#${first}_`,
    linkScope: 'section',
    hazards,
    confidence: 'C2',
    source: HEADINGS,
    verifiedOn: VERIFIED_ON,
  };
}

export const nlProvisions = defineProvisions('NL', [
  {
    id: 'nl-ohsa-4',
    kind: 'general-duty',
    citation: {
      fr: 'Occupational Health and Safety Act, RSNL 1990, ch. O-3, art. 4',
      en: 'Occupational Health and Safety Act, RSNL 1990, c. O-3, s. 4',
    },
    title: { fr: 'Obligation générale de l’employeur', en: 'Employers’ general duty' },
    instrument: 'nl-ohsa',
    url: `${ACT_URL}#4_`,
    linkScope: 'section',
    hazards: [],
    confidence: 'C2',
    source:
      'http://www.assembly.nl.ca/legislation/sr/annualstatutes/RSN1990/O03.c90.htm (RSN 1990, c. O-3 as enacted: s. 4 "Employers\' general duty"); http://www.assembly.nl.ca/Legislation/sr/Annualstatutes/2023/2315.chp.htm (SNL 2023, c. 15 amends s. 4, same heading); the current consolidation o03.htm was not in the stored copies',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'nl-whmis-34-18',
    citation: { fr: 'N.L.R. 34/18', en: 'N.L.R. 34/18' },
    title: {
      fr: 'Workplace Hazardous Materials Information System (WHMIS) Regulations, 2018 (SIMDUT)',
      en: 'Workplace Hazardous Materials Information System (WHMIS) Regulations, 2018',
    },
    instrument: 'nl-whmis-34-18',
    // The entry cites the whole regulation, so it links the regulation.
    url: 'https://www.assembly.nl.ca/Legislation/sr/regulations/rc180034.htm',
    linkScope: 'instrument',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source:
      'http://assembly.nl.ca/Legislation/sr/regulations/rc180034.htm (official consolidation: title, s. 1 short title, s. 2 definitions)',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'nl-ohsr-24.1',
    citation: { fr: 'N.L.R. 5/12, art. 24.1', en: 'N.L.R. 5/12, s. 24.1' },
    title: { fr: 'Plan de prévention du harcèlement', en: 'Harassment prevention plan' },
    instrument: 'nl-ohsr-5-12',
    // No anchor form for a decimal section was seen in the consolidations: the link is the regulation's.
    url: REGS_URL,
    linkScope: 'instrument',
    hazards: ['harassment'],
    confidence: 'C2',
    source: HEADINGS,
    verifiedOn: VERIFIED_ON,
  },
  section(
    38,
    { fr: 'art. 38 et 41', en: 'ss. 38 and 41' },
    {
      fr: 'Plan d’urgence (évaluation des risques) et formation aux urgences',
      en: 'Emergency plan risk assessment and emergency training',
    },
    ['emergency-preparedness', 'remote-work-camps', 'marine-emergencies'],
    'nl-ohsr-38',
  ),
  section(
    46,
    { fr: 'art. 46 et 47', en: 'ss. 46–47' },
    { fr: 'Silice (règles et surveillance médicale)', en: 'Silica (rules and medical surveillance)' },
    ['silica'],
    'nl-ohsr-46',
  ),
  section(
    55,
    { fr: 'art. 55', en: 's. 55' },
    { fr: 'Travail assis ou debout', en: 'Seating or standing work' },
    ['prolonged-standing'],
    'nl-ohsr-55',
  ),
  section(
    75,
    { fr: 'art. 75', en: 's. 75' },
    { fr: 'Protection des yeux et du visage', en: 'Eye and face protection' },
    ['inadequate-ppe'],
    'nl-ohsr-75',
  ),
  section(
    81,
    { fr: 'art. 81', en: 's. 81' },
    { fr: 'Vêtements à haute visibilité', en: 'High visibility apparel' },
    ['pedestrian-vehicle-traffic', 'work-zone-traffic'],
    'nl-ohsr-81',
  ),
  section(
    106,
    { fr: 'art. 106', en: 's. 106' },
    { fr: 'Utilisation des outils à cartouche', en: 'Powder actuated tool use' },
    ['portable-power-tools'],
    'nl-ohsr-106',
  ),
  section(
    132,
    { fr: 'art. 132 à 134', en: 'ss. 132–134' },
    {
      fr: 'Cadenassage (responsabilités des travailleurs, retrait des cadenas, cadenassage de groupe)',
      en: 'Lockout (worker responsibilities, removal of locks, group lockout procedure)',
    },
    ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    'nl-ohsr-132',
  ),
  {
    id: 'nl-ohsr-part-x',
    citation: { fr: 'N.L.R. 5/12, partie X (art. 138 à 146)', en: 'N.L.R. 5/12, Part X (ss. 138–146)' },
    title: { fr: 'Protection contre les chutes', en: 'Fall protection' },
    instrument: 'nl-ohsr-5-12',
    // The consolidation has no Part anchors; the Part X heading stands just above s. 138's anchor.
    url: `${REGS_URL}#138_`,
    linkScope: 'part',
    hazards: ['falls-from-height', 'roof-work', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C2',
    source:
      'https://keesafety.ca/standards/ccohs-safety-codes-for-working-at-heights (CCOHS table: Part X, ss. 138–146); s. 139 "Training requirement" in https://www.assembly.nl.ca/legislation/sr/annualregs/2022/nr220043.htm',
    verifiedOn: VERIFIED_ON,
  },
]);
