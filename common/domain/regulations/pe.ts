import { defineProvisions, verifiedLink, WHMIS_HAZARDS } from './types';

/**
 * Prince Edward Island — Occupational Health and Safety Act (English only) and its regulations.
 *
 * The province publishes its consolidations as one PDF per instrument
 * (`princeedwardisland.ca/sites/default/files/legislation/<chapter>-<title>.pdf`, seen in stored code), which
 * cannot address a section, so the general duty links CanLII's consolidation
 * (`canlii.org/en/pe/laws/stat/rspei-1988-c-<chapter>/latest/rspei-1988-c-<chapter>.html`, seen in stored code
 * for c-f-2.1, c-c-5.1, c-m-17; section anchors `#secN` as the citation brief lists for CanLII).
 */

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
    ...verifiedLink(
      'pe-ohsa',
      'https://www.canlii.org/en/pe/laws/stat/rspei-1988-c-o-1.01/latest/rspei-1988-c-o-1.01.html#sec12',
      'section',
    ),
    hazards: [],
    confidence: 'C2',
    source:
      'https://www.alertfirstaid.com/onlinecourses_submenu/PEI-Legislation-Supervisor-Due-Diligence (reproduction of Cap. O-1.01 s. 12 "Duties of employers": "(1) An employer shall ensure (a) that every reasonable precaution is taken to protect the occupational health and safety of persons at or near the workplace"); https://ohsguide.wcb.pe.ca/topic/duties_employer.html (WCB guide, OHS Act s. 12(1)(a))',
  },
  {
    // No stored address of these regulations on the province's site or on CanLII was found (their EC number
    // is unconfirmed), so the entry keeps the WCB page that lists them: not an official consolidation.
    id: 'pe-whmis',
    citation: {
      fr: 'Workplace Hazardous Materials Information System Regulations (Î.-P.-É.)',
      en: 'Workplace Hazardous Materials Information System Regulations (PEI)',
    },
    title: {
      fr: 'SIMDUT (SIMDUT 2015 en vigueur le 29 juillet 2017)',
      en: 'WHMIS (WHMIS 2015 in force 29 July 2017)',
    },
    ...verifiedLink('pe-whmis-regs', 'https://www.wcb.pe.ca/Workplace/OHSActAndRegulations', 'instrument'),
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'https://whmis.org/jurisdictions/pe.html (PEI Workplace Hazardous Materials Information System Regulations amended effective July 29, 2017); http://www.wcb.pe.ca/Information/NewsItem/403 (WCB news, provincial WHMIS changes in effect July 29, 2017)',
  },
]);
