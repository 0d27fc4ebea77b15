import { defineProvisions, type ProvisionDraft, WHMIS_HAZARDS } from './types';

/**
 * Saskatchewan — The Saskatchewan Employment Act (SS 2013, c. S-15.1), Part III, and The Occupational Health and
 * Safety Regulations, 2020 (RRS c. S-15.1 Reg 10), re-verified 2026-11-25 (issue 12 item 6). The King's Printer
 * publishes each instrument as one PDF (publications.saskatchewan.ca/#/products/<id>), with no section address,
 * so the links go to CanLII's current consolidation and its `#sec<number>` anchors. No official text of a cited
 * section was read, so every entry is C2 with the secondary source read.
 */

const VERIFIED_ON = '2026-11-25';
const SEA = 'https://www.canlii.org/en/sk/laws/stat/ss-2013-c-s-15.1/latest/ss-2013-c-s-15.1.html';
const REGS = 'https://www.canlii.org/en/sk/laws/regu/rrs-c-s-15.1-reg-10/latest/rrs-c-s-15.1-reg-10.html';
/** Tables of contents of The OHS Regulations, 2020 (unofficial copies of the King's Printer consolidation). */
const REGS_TOC =
  'https://pdfslide.net/documents/oc-5792020-the-occupational-health-and-safety-.html (table of contents of OC 579/2020) ; https://docslib.org/doc/5461094/occupational-health-and-safety-regulations-2020 (table of contents, as amended by SR 31/2021)';

/**
 * Builds an entry of The OHS Regulations, 2020. `section` is the first section linked (e.g. `3-24`); `part`
 * makes the entry cite, and link the start of, the whole Part that section opens.
 */
function regulation(
  section: string,
  title: { fr: string; en: string },
  hazards: readonly string[],
  part?: number,
): ProvisionDraft {
  const cited = part
    ? { fr: `partie ${part}`, en: `Part ${part}` }
    : { fr: `art. ${section}`, en: `s. ${section}` };
  return {
    id: part ? `sk-ohsr-part-${part}` : `sk-ohsr-${section}`,
    citation: { fr: `OHS Regulations, 2020, ${cited.fr}`, en: `OHS Regulations, 2020, ${cited.en}` },
    title,
    instrument: 'sk-ohsr-2020',
    url: `${REGS}#sec${section}`,
    linkScope: part ? 'part' : 'section',
    hazards,
    confidence: 'C2',
    source: `${REGS_TOC} — lists ${cited.en} as “${title.en}”`,
    verifiedOn: VERIFIED_ON,
  };
}

export const skProvisions = defineProvisions('SK', [
  {
    id: 'sk-sea-part-iii',
    kind: 'general-duty',
    citation: {
      fr: 'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1, art. 3-8',
      en: 'The Saskatchewan Employment Act, S.S. 2013, c. S-15.1, s. 3-8',
    },
    title: {
      fr: 'Obligations générales de l’employeur : santé, sécurité et bien-être au travail de tous ses travailleurs, dans la mesure raisonnablement possible',
      en: 'General duties of employers: health, safety and welfare at work of all the employer’s workers, insofar as is reasonably practicable',
    },
    instrument: 'sk-sea',
    url: `${SEA}#sec3-8`,
    linkScope: 'section',
    hazards: [],
    confidence: 'C2',
    source:
      'https://www.mltaikins.com/labour-employment/occupational-health-and-safety-obligations-for-employers/ (MLT Aikins: s. 3-8(a) of The Saskatchewan Employment Act obliges the employer to ensure, insofar as is reasonably practicable, the health, safety and welfare at work of all its workers) ; https://www.saskatchewan.ca/business/safety-in-the-workplace/rights-and-responsibilities-in-the-workplace/duties-of-employers (Government of Saskatchewan summary of the Act’s employer duties)',
    verifiedOn: VERIFIED_ON,
  },
  {
    id: 'sk-whmis',
    citation: {
      fr: 'SEA, art. 3-47 à 3-51 ; OHS Regulations, 2020, partie 22 (art. 22-1 à 22-15)',
      en: 'SEA, ss. 3-47 to 3-51; OHS Regulations, 2020, Part 22 (ss. 22-1 to 22-15)',
    },
    title: { fr: 'SIMDUT', en: 'WHMIS' },
    instrument: 'sk-ohsr-2020',
    url: `${REGS}#sec22-1`,
    linkScope: 'part',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C2',
    source:
      'https://whmis.org/jurisdictions/sk.html (current WHMIS requirements: The Saskatchewan Employment Act, Part III Division 7, ss. 3-47 to 3-51; The OHS Regulations, 2020, Part 22, ss. 22-1 to 22-15). The link opens Part 22 of the Regulations; the Act’s Division 7 is at ' +
      `${SEA}#sec3-47`,
    verifiedOn: VERIFIED_ON,
  },
  regulation(
    '3-23',
    {
      fr: 'Travail ou déplacement sur la glace, au-dessus de l’eau',
      en: 'Work or travel on ice over water, etc.',
    },
    ['working-over-water'],
  ),
  regulation(
    '3-24',
    { fr: 'Travail seul ou dans un lieu isolé', en: 'Working alone or at isolated place of employment' },
    ['working-alone'],
  ),
  regulation('3-25', { fr: 'Harcèlement', en: 'Harassment' }, ['harassment']),
  regulation('3-26', { fr: 'Violence', en: 'Violence' }, [
    'workplace-violence',
    'robbery-cash-handling',
    'shoplifter-intervention',
  ]),
  regulation(
    '5-1',
    { fr: 'Premiers soins', en: 'First aid' },
    ['first-aid-emergency', 'remote-work-camps'],
    5,
  ),
  regulation('6-7', { fr: 'Conditions thermiques', en: 'Thermal conditions' }, [
    'heat-stress',
    'cold-stress',
  ]),
  regulation('6-6', { fr: 'Éclairage', en: 'Lighting' }, ['inadequate-lighting']),
]);
