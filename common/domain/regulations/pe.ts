import { defineProvisions, WHMIS_HAZARDS } from './types';

/** Prince Edward Island — Occupational Health and Safety Act (English only) and its regulations. */

const DUTIES_PAGE = 'https://ohsguide.wcb.pe.ca/topic/duties_employer.html';

export const peProvisions = defineProvisions('PE', [
  {
    id: 'pe-ohsa-12',
    kind: 'general-duty',
    citation: {
      fr: 'Occupational Health and Safety Act, R.S.P.E.I. 1988, Cap. O-1.01, art. 12',
      en: 'Occupational Health and Safety Act, R.S.P.E.I. 1988, Cap. O-1.01, s. 12',
    },
    title: {
      fr: 'Obligations de l’employeur (toutes les précautions raisonnables pour les personnes au lieu de travail ou à proximité)',
      en: 'Duties of employers (every reasonable precaution for persons at or near the workplace)',
    },
    url: DUTIES_PAGE,
    hazards: [],
    confidence: 'C1',
    source: DUTIES_PAGE,
  },
  {
    id: 'pe-whmis',
    citation: {
      fr: 'Workplace Hazardous Materials Information System Regulations (Î.-P.-É.)',
      en: 'Workplace Hazardous Materials Information System Regulations (PEI)',
    },
    title: {
      fr: 'SIMDUT (SIMDUT 2015 en vigueur le 29 juillet 2017)',
      en: 'WHMIS (WHMIS 2015 in force 29 July 2017)',
    },
    url: 'https://www.wcb.pe.ca',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'whmis.org Prince Edward Island page (reference §2 PE)',
  },
]);
