import { defineProvisions, FALL_PROTECTION_HAZARDS, verifiedLink, WHMIS_HAZARDS } from './types';

/**
 * Manitoba — The Workplace Safety and Health Act and Workplace Safety and Health Regulation, M.R. 217/2006.
 *
 * Links: the Act's English consolidation `web2.gov.mb.ca/laws/statutes/ccsm/<cap>e.php` carries section anchors
 * named by the section number (`…/ccsm/m225e.php#87` in stored code; stored official archive pages
 * `…/statutes/archive/w210(2021-05-11)e.php` and `…ei.php` show the same page family). The regulation is linked
 * as `…/laws/regs/current/217-2006.php?lang=en` (seen in stored code); no stored evidence shows how its Parts
 * are anchored, so its entries link the regulation's page.
 */

const REGULATION = verifiedLink(
  'mb-reg-217-2006',
  'https://web2.gov.mb.ca/laws/regs/current/217-2006.php?lang=en',
  'instrument',
);

export const mbProvisions = defineProvisions('MB', [
  {
    id: 'mb-wsha-4',
    kind: 'general-duty',
    citation: {
      fr: 'Loi sur la sécurité et l’hygiène du travail, C.P.L.M. c. W210, art. 4',
      en: 'The Workplace Safety and Health Act, C.C.S.M. c. W210, s. 4',
    },
    title: { fr: 'Obligations générales de l’employeur', en: 'General duties of employers' },
    ...verifiedLink('mb-wsha', 'https://web2.gov.mb.ca/laws/statutes/ccsm/w210e.php#4', 'section'),
    hazards: [],
    confidence: 'C2',
    source:
      'https://web2.gov.mb.ca/laws/statutes/archive/w210(2021-05-11)ei.php (official table of contents: "DUTIES OF EMPLOYERS 4 (1) General duties of employers"); the text of s. 4 itself was read only in secondary copies (docplayer.net 2014 consolidation: "4 Duties of employers")',
  },
  {
    id: 'mb-reg-part-35',
    citation: { fr: 'R.M. 217/2006, partie 35', en: 'Man. Reg. 217/2006, Part 35' },
    title: { fr: 'SIMDUT (modifiée le 31 juillet 2015)', en: 'WHMIS (amended 31 July 2015)' },
    ...REGULATION,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'http://www.gov.mb.ca/labour/safety/index.html (Workplace Safety and Health: WHMIS provisions changed effective July 31, 2015, "the amended Part 35 of the Workplace Safety and Health Regulation"); https://whmis.org/jurisdictions/mb.html (Part 35)',
  },
  {
    id: 'mb-reg-part-14',
    citation: {
      fr: 'R.M. 217/2006, partie 14 (art. 14.1 à 14.29)',
      en: 'Man. Reg. 217/2006, Part 14 (ss. 14.1–14.29)',
    },
    title: { fr: 'Protection contre les chutes', en: 'Fall protection' },
    ...REGULATION,
    hazards: ['falls-from-height', 'roof-work', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C2',
    source:
      'https://keesafety.ca/standards/ccohs-safety-codes-for-working-at-heights (CCOHS table: Part 14, ss. 14.1–14.29); https://alertfirstaid.com/onlinecourses_submenu/Manitoba-Legislation-Fall-Protection (Queen’s Printer reproduction of Part 14, s. 14.1)',
  },
]);
