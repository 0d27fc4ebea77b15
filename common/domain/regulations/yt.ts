import {
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

// The Radiation Protection Regulations are not cited: neither their O.I.C. number nor an official
// consolidation was found, so radiation hazards cite the general duty (s. 27) in Yukon.
// Nor is the Violence and Harassment Prevention Regulation (in force 4 September 2021): the WSCB lists it as
// Part 19 but says Parts 1 to 18 are the Workplace Health and Safety Regulations, so it is not in O.I.C.
// 2006/178, and its own O.I.C. number was not found (https://www.wcb.yk.ca/web-0070, yukon.ca news of the
// regulation, read 2026-11-27). Violence and harassment cite the general duty there until it is.

/**
 * Yukon — Workers' Safety and Compensation Act (SY 2021, c. 12, in force 1 July 2022) and Workplace Health and
 * Safety Regulations (Part titles from the WSCB's list). laws.yukon.ca publishes each instrument as one PDF,
 * `…/cms/images/LEGISLATION/{PRINCIPAL|SUBORDINATE}/{year}/{year}-{number}/{year}-{number}.pdf` (the form of the
 * stored addresses …/SUBORDINATE/2012/2012-0084/2012-0084.pdf for O.I.C. 2012/84 and
 * …/PRINCIPAL/2002/2002-0153/2002-0153.pdf), with no section or Part anchors: regulation entries link the
 * regulation. The general duty links its section on CanLII (`…/en/yk/laws/stat/{id}/latest/{id}.html#secN`,
 * the page form of the stored …/en/yk/laws/stat/rsy-2002-c-6/latest/rsy-2002-c-6.html).
 */

const VERIFIED_ON = '2026-11-25';
const WSCB_PARTS =
  'https://www.wcb.yk.ca/web-0070 (WSCB: list of the Parts of the Workplace Health and Safety Regulations)';
/** The Workplace Health and Safety Regulations (formerly the OHS Regulations), O.I.C. 2006/178. */
const WHSR_URL = 'https://laws.yukon.ca/cms/images/LEGISLATION/SUBORDINATE/2006/2006-0178/2006-0178.pdf';

/** Builds a Workplace Health and Safety Regulations entry for a whole Part (the PDF has no Part anchors). */
function part(number: number, title: { fr: string; en: string }, hazards: readonly string[]): ProvisionDraft {
  return {
    id: `yt-whsr-part-${number}`,
    citation: {
      fr: `Workplace Health and Safety Regulations (Yukon), partie ${number}`,
      en: `Workplace Health and Safety Regulations (Yukon), Part ${number}`,
    },
    title,
    instrument: 'yt-whsr',
    url: WHSR_URL,
    linkScope: 'instrument',
    hazards,
    confidence: 'C2',
    source: `${WSCB_PARTS}; O.I.C. 2006/178 seen only in a secondary listing, PDF not opened`,
    verifiedOn: VERIFIED_ON,
  };
}

export const ytProvisions = defineProvisions('YT', [
  {
    id: 'yt-wsca',
    kind: 'general-duty',
    citation: {
      fr: 'Loi sur la sécurité et l’indemnisation des travailleurs, LY 2021, ch. 12, art. 27',
      en: 'Workers’ Safety and Compensation Act, SY 2021, c. 12, s. 27',
    },
    title: {
      fr: 'Obligations générales de l’employeur en santé et sécurité',
      en: 'General workplace health and safety duties of employers',
    },
    instrument: 'yt-wsca',
    url: 'https://www.canlii.org/en/yk/laws/stat/sy-2021-c-12/latest/sy-2021-c-12.html#sec27',
    linkScope: 'section',
    hazards: [],
    confidence: 'C2',
    source:
      'https://wvhp.ccohs.ca/topics/responsibilities (CCOHS, Yukon: employers "ensure the health and safety of workers [WSC Act, S. 27]", supervisors s. 28, workers s. 29); https://www.legalbrief.ca/ykinjury-vehicle-work-injury-duty-of-employees (the duties listed); https://www.wcb.yk.ca/web-0070 (in force July 1, 2022); CanLII id built from the citation (page not opened)',
    verifiedOn: VERIFIED_ON,
  },
  part(2, { fr: 'Espaces clos', en: 'Confined spaces' }, ['confined-spaces', ...CONFINED_ATMOSPHERE_HAZARDS]),
  part(3, { fr: 'Cadenassage', en: 'Lockout' }, ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS]),
  part(
    4,
    { fr: 'Outils à main et outils portatifs motorisés', en: 'Hand tools and power driven portable tools' },
    ['portable-power-tools', 'sharp-tools'],
  ),
  part(5, { fr: 'Grues, levage et manutention de charges', en: 'Cranes, hoisting and lifting' }, [
    'cranes-rigging',
    'overhead-cranes-hoists',
  ]),
  part(6, { fr: 'Équipement mobile', en: 'Mobile equipment' }, ['mobile-equipment', 'forklifts']),
  part(7, { fr: 'Machines et protecteurs de machines', en: 'Machinery and machinery guarding' }, [
    'machine-guarding',
    'conveyors',
    'power-presses',
    'caught-in-between',
    ...GUARDED_MACHINE_HAZARDS,
  ]),
  part(8, { fr: 'Matériaux et entreposage', en: 'Materials and storage' }, ['racking-collapse']),
  part(9, { fr: 'Sécurité électrique', en: 'Electrical safety' }, [
    'electrical-contact',
    'arc-flash',
    'live-line-work',
    'step-touch-potential',
  ]),
  part(10, { fr: 'Construction et sécurité des bâtiments', en: 'Construction and building safety' }, [
    'scaffolds',
    'excavation-trenching',
    'demolition',
    'formwork-shoring',
  ]),
  part(
    12,
    { fr: 'Exploitation forestière et produits du bois', en: 'Forestry operations and wood products' },
    ['tree-felling', 'chainsaws', 'sawmill-equipment'],
  ),
  part(14, { fr: 'Sautage', en: 'Blasting' }, ['blasting']),
  part(
    15,
    { fr: 'Mines et projets de surface et souterrains', en: 'Surface and underground mines or projects' },
    ['ground-control', 'underground-ventilation'],
  ),
  part(16, { fr: 'Puits de mine et treuils', en: 'Mine shafts and hoists' }, ['shaft-hoisting']),
  part(18, { fr: 'Premiers soins minimaux', en: 'Minimum first aid' }, [
    'first-aid-emergency',
    'remote-work-camps',
  ]),
  {
    id: 'yt-whmis',
    citation: {
      fr: 'Workplace Hazardous Materials Information System Regulation (Yukon), décret 2015/151',
      en: 'Workplace Hazardous Materials Information System Regulation (Yukon), O.I.C. 2015/151',
    },
    title: { fr: 'SIMDUT (en vigueur le 13 juillet 2015)', en: 'WHMIS (effective 13 July 2015)' },
    instrument: 'yt-whmis',
    url: 'https://laws.yukon.ca/cms/images/LEGISLATION/SUBORDINATE/2015/2015-0151/2015-0151.pdf',
    linkScope: 'instrument',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'https://fr.readkong.com/page/occupational-health-and-loi-sur-la-sant-et-la-s-curit-2715162 (copy of O.I.C. 2015/151: regulation made July 13, 2015, table of contents); PDF not opened',
    verifiedOn: VERIFIED_ON,
  },
]);
