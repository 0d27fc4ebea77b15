import { defineProvisions, verifiedLink, WHMIS_HAZARDS } from './types';

/**
 * Nova Scotia — Occupational Health and Safety Act and Workplace Health and Safety Regulations.
 *
 * The Legislature publishes its statutes as one PDF each (`nslegislature.ca/sites/default/files/legc/statutes/
 * <title>.pdf`, seen in stored code), which cannot address a section, so the general duty links CanLII's
 * consolidation (`canlii.org/en/ns/laws/stat/sns-<year>-c-<n>/latest/sns-<year>-c-<n>.html`, seen in stored code
 * for sns-2008-c-33; section anchors `#secN` as the citation brief lists for CanLII). The regulations link the
 * Registry of Regulations page stored as https://novascotia.ca/Just/Regulations/regs/ohsworkplace.htm (amended to
 * N.S. Reg. 119/2024); no stored evidence shows how its Parts are anchored, so both entries link that page.
 */

const REGULATIONS = verifiedLink(
  'ns-whsr',
  'https://novascotia.ca/Just/Regulations/regs/ohsworkplace.htm',
  'instrument',
);

export const nsProvisions = defineProvisions('NS', [
  {
    id: 'ns-ohsa',
    kind: 'general-duty',
    citation: {
      fr: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7, art. 13',
      en: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7, s. 13',
    },
    title: {
      fr: 'Obligations de l’employeur (toutes les précautions raisonnables dans les circonstances pour assurer la santé et la sécurité des personnes au lieu de travail ou à proximité)',
      en: 'Duties of employers (every precaution that is reasonable in the circumstances to ensure the health and safety of persons at or near the workplace)',
    },
    ...verifiedLink(
      'ns-ohsa',
      'https://www.canlii.org/en/ns/laws/stat/sns-1996-c-7/latest/sns-1996-c-7.html#sec13',
      'section',
    ),
    hazards: [],
    confidence: 'C2',
    source:
      'http://safetycheck.ca/course-training.asp?name=occupational-health-and-safety-act&id=16 (quotes s. 13(1): "Every employer shall take every precaution that is reasonable in the circumstances to (a) ensure the health and safety of persons at or near the workplace; … (f) conduct the employer\'s undertaking so that employees are not exposed to health or safety hazards"); https://encodersstandbyresearch.pages.dev/589770.html (copy of the Construction Safety Nova Scotia OHS guide: the general duty clause, "taking every precaution that is reasonable in the circumstances to ensure the health and safety of persons at or near the workplace", is the employer’s under S.N.S. 1996, c. 7, s. 13(1)(a)); https://novascotia.ca/lae/healthandsafety/SharedResponsibility.asp (employers must take every reasonable precaution); the Act’s own text of s. 13 was not read',
  },
  {
    id: 'ns-whsr-part-3',
    citation: { fr: 'N.S. Reg. 52/2013, partie 3', en: 'N.S. Reg. 52/2013, Part 3' },
    title: {
      fr: 'Workplace Health and Safety Regulations — SIMDUT (harmonisé en juillet 2024)',
      en: 'Workplace Health and Safety Regulations — WHMIS (aligned in July 2024)',
    },
    ...REGULATIONS,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'https://whmis.org/jurisdictions/ns.html (WHMIS requirements are Part 3 of the Workplace Health and Safety Regulations); https://news.novascotia.ca/en/2024/07/12/nova-scotia-updates-regulations-align-federal-governments-whmis (news release: regulations updated to align with WHMIS)',
  },
  {
    id: 'ns-whsr-part-4',
    citation: { fr: 'N.S. Reg. 52/2013, partie 4', en: 'N.S. Reg. 52/2013, Part 4' },
    title: {
      fr: 'Workplace Health and Safety Regulations — premiers soins',
      en: 'Workplace Health and Safety Regulations — First aid',
    },
    ...REGULATIONS,
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C2',
    source:
      'https://nscosmetology.ca/health-safety/occupational-health-safety-in-nova-scotia (first aid requirements are Part 4 of the Workplace Health and Safety Regulations, updated July 10, 2024)',
  },
]);
