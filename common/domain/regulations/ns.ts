import { defineProvisions, WHMIS_HAZARDS } from './types';

/** Nova Scotia — Occupational Health and Safety Act and Workplace Health and Safety Regulations. */

const NS_SAFETY = 'https://novascotia.ca/workplace-and-technical-safety/';

export const nsProvisions = defineProvisions('NS', [
  {
    // The section number of the employer's duties was not confirmed, so the entry cites the Act itself.
    id: 'ns-ohsa',
    kind: 'general-duty',
    citation: {
      fr: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7 — obligations de l’employeur',
      en: 'Occupational Health and Safety Act, S.N.S. 1996, c. 7 — duties of employers',
    },
    title: {
      fr: 'Obligations générales de l’employeur (système de responsabilité interne)',
      en: 'General duties of employers (internal responsibility system)',
    },
    url: 'https://bac-lac.wayback.archive-it.org/web/20061028204531/http://www.gov.ns.ca/legislature/legc/statutes/occph_s.htm',
    hazards: [],
    confidence: 'C1',
    source: 'Office of the Legislative Counsel text (archived by Library and Archives Canada)',
  },
  {
    id: 'ns-whsr-part-3',
    citation: { fr: 'N.S. Reg. 52/2013, partie 3', en: 'N.S. Reg. 52/2013, Part 3' },
    title: {
      fr: 'Workplace Health and Safety Regulations — SIMDUT (harmonisé en juillet 2024)',
      en: 'Workplace Health and Safety Regulations — WHMIS (aligned in July 2024)',
    },
    url: NS_SAFETY,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'whmis.org Nova Scotia page; news.novascotia.ca 2024-07-12 (reference §2 NS)',
  },
  {
    id: 'ns-whsr-part-4',
    citation: { fr: 'N.S. Reg. 52/2013, partie 4', en: 'N.S. Reg. 52/2013, Part 4' },
    title: {
      fr: 'Workplace Health and Safety Regulations — premiers soins',
      en: 'Workplace Health and Safety Regulations — First aid',
    },
    url: NS_SAFETY,
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C2',
    source: 'Reference §2 NS (registry note and secondary sources)',
  },
]);
