import { defineProvisions, WHMIS_HAZARDS } from './types';

/** Saskatchewan — The Saskatchewan Employment Act, Part III, and The OHS Regulations, 2020. */

const DUTIES_PAGE =
  'https://www.saskatchewan.ca/business/safety-in-the-workplace/rights-and-responsibilities-in-the-workplace/duties-of-employers';
const SK_SITE = 'https://www.saskatchewan.ca/business/safety-in-the-workplace';
// Section numbers come from unofficial consolidations of the 2020 Regulations (hence C2).
const REGS_TOC =
  'Table of contents of The OHS Regulations, 2020 (https://docslib.org/doc/5461094/occupational-health-and-safety-regulations-2020)';

export const skProvisions = defineProvisions('SK', [
  {
    id: 'sk-sea-part-iii',
    kind: 'general-duty',
    citation: {
      fr: 'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1, partie III',
      en: 'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1, Part III',
    },
    title: {
      fr: 'Obligations de l’employeur : milieu de travail sain et sécuritaire, programme de santé et de sécurité',
      en: 'Duties of employers: safe and healthy workplace, health and safety program',
    },
    url: DUTIES_PAGE,
    hazards: [],
    confidence: 'C1',
    source: DUTIES_PAGE,
  },
  {
    id: 'sk-whmis',
    citation: {
      fr: 'SEA, art. 3-47 à 3-51 ; OHS Regulations, 2020, partie 22 (art. 22-1 à 22-15)',
      en: 'SEA, ss. 3-47 to 3-51; OHS Regulations, 2020, Part 22 (ss. 22-1 to 22-15)',
    },
    title: { fr: 'SIMDUT', en: 'WHMIS' },
    url: SK_SITE,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'https://whmis.org:443/jurisdictions/sk.html',
  },
  {
    id: 'sk-ohsr-3-23',
    citation: { fr: 'OHS Regulations, 2020, art. 3-23', en: 'OHS Regulations, 2020, s. 3-23' },
    title: {
      fr: 'Travail ou déplacement sur la glace, au-dessus de l’eau',
      en: 'Work or travel on ice over water',
    },
    url: SK_SITE,
    hazards: ['working-over-water'],
    confidence: 'C2',
    source: REGS_TOC,
  },
  {
    id: 'sk-ohsr-3-24',
    citation: { fr: 'OHS Regulations, 2020, art. 3-24', en: 'OHS Regulations, 2020, s. 3-24' },
    title: {
      fr: 'Travail seul ou dans un lieu isolé',
      en: 'Working alone or at isolated place of employment',
    },
    url: SK_SITE,
    hazards: ['working-alone'],
    confidence: 'C2',
    source: REGS_TOC,
  },
  {
    id: 'sk-ohsr-3-25',
    citation: { fr: 'OHS Regulations, 2020, art. 3-25', en: 'OHS Regulations, 2020, s. 3-25' },
    title: { fr: 'Harcèlement', en: 'Harassment' },
    url: SK_SITE,
    hazards: ['harassment'],
    confidence: 'C2',
    source: REGS_TOC,
  },
  {
    id: 'sk-ohsr-3-26',
    citation: { fr: 'OHS Regulations, 2020, art. 3-26', en: 'OHS Regulations, 2020, s. 3-26' },
    title: { fr: 'Violence', en: 'Violence' },
    url: SK_SITE,
    hazards: ['workplace-violence', 'robbery-cash-handling', 'shoplifter-intervention'],
    confidence: 'C2',
    source: REGS_TOC,
  },
  {
    id: 'sk-ohsr-part-5',
    citation: { fr: 'OHS Regulations, 2020, partie 5', en: 'OHS Regulations, 2020, Part 5' },
    title: { fr: 'Premiers soins', en: 'First aid' },
    url: SK_SITE,
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C2',
    source: REGS_TOC,
  },
  {
    id: 'sk-ohsr-6-7',
    citation: { fr: 'OHS Regulations, 2020, art. 6-7', en: 'OHS Regulations, 2020, s. 6-7' },
    title: { fr: 'Conditions thermiques', en: 'Thermal conditions' },
    url: SK_SITE,
    hazards: ['heat-stress', 'cold-stress'],
    confidence: 'C2',
    source: REGS_TOC,
  },
  {
    id: 'sk-ohsr-6-6',
    citation: { fr: 'OHS Regulations, 2020, art. 6-6', en: 'OHS Regulations, 2020, s. 6-6' },
    title: { fr: 'Éclairage', en: 'Lighting' },
    url: SK_SITE,
    hazards: ['inadequate-lighting'],
    confidence: 'C2',
    source: REGS_TOC,
  },
]);
