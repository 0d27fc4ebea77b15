import { defineProvisions, FALL_PROTECTION_HAZARDS, WHMIS_HAZARDS } from './types';

/** Manitoba — The Workplace Safety and Health Act and Workplace Safety and Health Regulation, M.R. 217/2006. */

const ACT_URL = 'https://web2.gov.mb.ca/laws/statutes/ccsm/w210.php';
const MB_SAFETY = 'https://www.gov.mb.ca/labour/safety/';

export const mbProvisions = defineProvisions('MB', [
  {
    id: 'mb-wsha-4',
    kind: 'general-duty',
    citation: {
      fr: 'Loi sur la sécurité et l’hygiène du travail, C.P.L.M. c. W210, art. 4',
      en: 'The Workplace Safety and Health Act, C.C.S.M. c. W210, s. 4',
    },
    title: { fr: 'Obligations générales de l’employeur', en: 'General duties of employers' },
    url: ACT_URL,
    hazards: [],
    confidence: 'C1',
    source: 'https://web2.gov.mb.ca/laws/statutes/reccsm/w210ei.php?map=1& (table of contents, s. 4)',
  },
  {
    id: 'mb-reg-part-35',
    citation: { fr: 'R.M. 217/2006, partie 35', en: 'Man. Reg. 217/2006, Part 35' },
    title: { fr: 'SIMDUT (modifiée le 31 juillet 2015)', en: 'WHMIS (amended 31 July 2015)' },
    url: MB_SAFETY,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'whmis.org Manitoba page (reference §2 MB)',
  },
  {
    id: 'mb-reg-part-14',
    citation: {
      fr: 'R.M. 217/2006, partie 14 (art. 14.1 à 14.29)',
      en: 'Man. Reg. 217/2006, Part 14 (ss. 14.1–14.29)',
    },
    title: { fr: 'Protection contre les chutes', en: 'Fall protection' },
    url: MB_SAFETY,
    hazards: ['falls-from-height', 'roof-work', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C2',
    source: 'https://keesafety.ca/standards/ccohs-safety-codes-for-working-at-heights (CCOHS table)',
  },
]);
