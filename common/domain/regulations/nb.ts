import { type Confidence, defineProvisions, type ProvisionDraft, WHMIS_HAZARDS } from './types';

/**
 * New Brunswick — Occupational Health and Safety Act (S.N.B. 1983, c. O-0.2) and its regulations, linked in the
 * current consolidation on laws.gnb.ca: the full text of an instrument (`/en/showfulldoc/cr/91-191`) with a
 * section anchor (`#se:20`, the form the site's own section addresses use: `?code=se:20`). The site has no Part
 * page or Part anchor, so a Part links the anchor of a section of that Part that was read; where no section of
 * the Part could be placed, the entry links the regulation and says so.
 */

const FULL_DOC = 'https://laws.gnb.ca/en/showfulldoc';
const REG_91_191 = `${FULL_DOC}/cr/91-191`;
const VERIFIED_ON = '2026-11-25';
const PART_TITLES_UNREAD = 'the Part heading itself was not read in a stored official page';

/** Builds a General Regulation 91-191 entry for a whole Part, linked at a section read in it, if any. */
function part(
  roman: string,
  title: { fr: string; en: string },
  hazards: readonly string[],
  anchorSection: string | null,
  confidence: Confidence,
  source: string,
): ProvisionDraft {
  return {
    id: `nb-reg-91-191-part-${roman.toLowerCase()}`,
    citation: {
      fr: `Règlement général 91-191, partie ${roman}`,
      en: `General Regulation 91-191, Part ${roman}`,
    },
    title,
    instrument: 'nb-reg-91-191',
    url: anchorSection === null ? REG_91_191 : `${REG_91_191}#se:${anchorSection}`,
    linkScope: anchorSection === null ? 'instrument' : 'part',
    hazards,
    confidence,
    source,
    verifiedOn: VERIFIED_ON,
  };
}

export const nbProvisions = defineProvisions('NB', [
  {
    id: 'nb-ohsa-9',
    kind: 'general-duty',
    citation: {
      fr: 'Loi sur l’hygiène et la sécurité au travail, L.N.-B. 1983, ch. O-0.2, art. 9',
      en: 'Occupational Health and Safety Act, S.N.B. 1983, c. O-0.2, s. 9',
    },
    title: {
      fr: 'Obligations de l’employeur (prendre toutes les précautions raisonnables)',
      en: 'Duties of employers (take every reasonable precaution)',
    },
    instrument: 'nb-ohsa',
    url: `${FULL_DOC}/cs/O-0.2#se:9`,
    linkScope: 'section',
    hazards: [],
    confidence: 'C2',
    source:
      'No stored official consolidation page of the Act was found. Read: https://www.alertfirstaid.com/onlinecourses_submenu/New-Brunswick-Legislation-Supervisor-Due-Diligence (Queen’s Printer extract, not official: s. 9(1)(a) “take every reasonable precaution to ensure the health and safety of his employees”); https://legnb.ca/content/house_business/59/3/bills/Bill-26-e.htm and https://legnb.ca/content/house_business\\60\\1\\bills\\Bill-111-e.htm (amending bills: s. 9(1)(a) and 9(2) of “chapter O-0.2 of the Acts of New Brunswick, 1983”)',
    verifiedOn: VERIFIED_ON,
  },
  part(
    'III',
    {
      fr: 'Qualité de l’air intérieur (dont températures extrêmes)',
      en: 'Indoor air quality (including extremes of temperature)',
    },
    ['heat-stress', 'cold-stress', 'indoor-air-quality'],
    '20',
    'C2',
    `Link lands on s. 20 (ventilation) of Part III. Read: http://laws.gnb.ca/en/version/cr/91-191?code=se:20&history=20170329 (official text of s. 20 as amended by 2022-27 and 2022-79: ventilation, replacement air heated to the minimum temperature of s. 21); ${PART_TITLES_UNREAD}`,
  ),
  part(
    'III.1',
    { fr: 'Code de directives sur l’amiante', en: 'Code of practice for asbestos' },
    ['asbestos'],
    null,
    'C2',
    `No section of Part III.1 could be placed, so the link is the regulation. Read: https://ohsguide.worksafenb.ca./topic/posting.html (WorkSafeNB: “Code of Practice – Working with Materials Containing Asbestos in New Brunswick”) and https://www.worksafenb.ca/safety-topics/general-regulation-91-191-legislative-amendments-and-regulatory-review/ (2022 amendments on asbestos); ${PART_TITLES_UNREAD}`,
  ),
  part(
    'V',
    { fr: 'Bruit et vibrations', en: 'Noise and vibration' },
    ['noise', 'hand-arm-vibration', 'whole-body-vibration'],
    '30',
    'C2',
    `Link lands on s. 30 (noise exposure limits) of Part V. Read: https://laws.gnb.ca/en/version/cr/91-191?code=se:29_1&history=20240726 (official text of s. 29.1, added by 2024-38: hearing conservation code of practice where noise exceeds the limits “set out in section 30”); vibration provisions not read; ${PART_TITLES_UNREAD}`,
  ),
  part(
    'VI',
    { fr: 'Rayonnements non ionisants', en: 'Non-ionizing radiation' },
    ['non-ionizing-radiation'],
    null,
    'C2',
    `No section of Part VI could be placed, so the link is the regulation. Read: https://ohsguide.worksafenb.ca./topic/non_ionizing.html (WorkSafeNB guide: lasers, infrared, ultraviolet and radiofrequency covered by the legislation); ${PART_TITLES_UNREAD}`,
  ),
  part(
    'VII',
    {
      fr: 'Équipement de protection (respiratoire, auditif, protection contre les chutes, sécurité nautique)',
      en: 'Protective equipment (respiratory, hearing, fall protection, water safety)',
    },
    ['inadequate-ppe', 'falls-from-height', 'working-over-water'],
    '38',
    'C2',
    `Link lands on s. 38 (employer provides protective equipment). Read: https://worksafenb.ca/general-resources/frequently-asked-questions?page=0 (WorkSafeNB FAQ: “Under Section 38(1), an employer must provide PPE”); no official text of Part VII was read; ${PART_TITLES_UNREAD}`,
  ),
  part(
    'VIII',
    {
      fr: 'Manutention et entreposage des matériaux (objets lourds, bouteilles de gaz comprimé, batteries)',
      en: 'Handling and storage of materials (heavy objects, compressed gas containers, storage batteries)',
    },
    ['manual-handling', 'compressed-gases', 'battery-charging-rooms', 'beverage-co2'],
    null,
    'C2',
    `No section of Part VIII could be placed, so the link is the regulation; Part titles from the previous catalogue review of laws.gnb.ca, not re-read today; ${PART_TITLES_UNREAD}`,
  ),
  part(
    'IX',
    {
      fr: 'Outils (outils à main motorisés, outils à cartouche)',
      en: 'Tools (portable power tools, powder actuated tools)',
    },
    ['portable-power-tools'],
    '80',
    'C2',
    `Link lands on s. 80 (general duties of the owner of a tool), followed by s. 81 (duties of the employer). Read: https://www.alertfirstaid.com/onlinecourses_submenu/New-Brunswick-Legislation-Office-Ergonomics (Queen’s Printer extract, not official: ss. 80–81) and http://laws.gnb.ca/en/version/cr/91-191?code=se%3A89&history=20141015 (official text of s. 89: use of powder actuated tools); that s. 80 opens Part IX is inferred, not read; ${PART_TITLES_UNREAD}`,
  ),
  part(
    'X',
    {
      fr: 'Construction, circulation et sécurité des bâtiments (coffrages, circulation)',
      en: 'Construction, traffic and building safety (formwork, traffic safety)',
    },
    ['work-zone-traffic', 'formwork-shoring'],
    '94_1',
    'C2',
    `Link lands on s. 94.1 (formwork and shoring); the anchor id follows the site’s own section code (code=se:94_1). Read: http://laws.gnb.ca/en/version/cr/91-191?code=se:94_1&history=20170329 (official text of s. 94.1: formwork and shoring designed by an engineer) and https://worksafenb.ca/general-resources/frequently-asked-questions?page=0 (WorkSafeNB FAQ quoting s. 91(2): high-visibility apparel against vehicular traffic); that these sections sit in Part X is inferred from the Part title, not read; ${PART_TITLES_UNREAD}`,
  ),
  {
    id: 'nb-reg-2016-6',
    citation: { fr: 'Règlement relatif au SIMDUT 2016-6', en: 'WHMIS Regulation 2016-6' },
    title: {
      fr: 'Système d’information sur les matières dangereuses utilisées au travail',
      en: 'Workplace Hazardous Materials Information System',
    },
    instrument: 'nb-reg-2016-6',
    url: `${FULL_DOC}/cr/2016-6/`,
    linkScope: 'instrument',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source:
      'http://laws.gnb.ca/en/showfulldoc/cr/2016-6/ (current to 1 January 2024: title “Workplace Hazardous Materials Information System”, s. 1 citation, ss. 2–3 definitions); the whole regulation is cited, so the link is the regulation',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'nb-reg-2004-130',
    citation: {
      fr: 'Règlement sur les premiers soins 2004-130, art. 4',
      en: 'First Aid Regulation 2004-130, s. 4',
    },
    title: {
      fr: 'Premiers soins : trousses, secouristes et salles de premiers soins selon l’annexe A, ajustés aux risques du lieu de travail',
      en: 'First aid: kits, first aid providers and first aid rooms per Schedule A, adjusted to the risks of the place of employment',
    },
    instrument: 'nb-reg-2004-130',
    url: `${FULL_DOC}/cr/2004-130#se:4`,
    linkScope: 'section',
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C1',
    source:
      'http://laws.gnb.ca/en/version/cr/2004-130?code=se:4&history=20150617 (official text of s. 4 as amended by 2023-45: employer provides first aid kits, providers and rooms per s. 7(0.1) and Schedule A, and assesses the risks)',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'nb-reg-92-133',
    citation: { fr: 'Règlement 92-133, art. 2 à 4', en: 'Regulation 92-133, ss. 2–4' },
    title: {
      fr: 'Code of Practice for Working Alone (code de directives pour le travail isolé — traduction non officielle) : code établi par l’employeur, risques, procédures et secours d’urgence',
      en: 'Code of Practice for Working Alone: employer’s code covering risks, procedures and emergency assistance',
    },
    instrument: 'nb-reg-92-133',
    url: `${FULL_DOC}/cr/92-133#se:2`,
    linkScope: 'section',
    hazards: ['working-alone'],
    confidence: 'C1',
    source:
      'https://laws.gnb.ca/en/document/cr/92-133 (current to 1 January 2024: s. 2 employer establishes a code of practice for an employee who works alone, s. 3 its contents incl. risks, procedures and emergency assistance, s. 4 equipment and adherence)',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'nb-reg-96-205',
    citation: { fr: 'Règlement 96-105', en: 'Regulation 96-105' },
    title: {
      fr: 'Underground Mine (mines souterraines — traduction non officielle)',
      en: 'Underground Mine',
    },
    instrument: 'nb-reg-96-105',
    url: `${FULL_DOC}/cr/96-105`,
    linkScope: 'instrument',
    hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting'],
    confidence: 'C1',
    source:
      'The regulation is 96-105, not 96-205 (id kept). Read: http://laws.gnb.ca/en/document/cr/96-105/20101001 (s. 1 “Underground Mine Regulation - Occupational Health and Safety Act”), https://laws.gnb.ca/en/version/cr/96-105?code=se:5&history=20230609 (s. 5 notice of opening) and http://laws.gnb.ca/en/document/ar/2010-130 (amendments to ss. 13 unsafe ground, 22 hoists, 46 mechanical ventilation); the whole regulation is cited, so the link is the regulation',
    verifiedOn: VERIFIED_ON,
  },
]);
