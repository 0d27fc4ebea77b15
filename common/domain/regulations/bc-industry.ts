import { bcLaws, ohsr, wsbcPart } from './bc';
import {
  defineProvisions,
  FALL_PROTECTION_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
} from './types';

/** British Columbia — OHS Regulation Parts 10 to 27 (equipment, construction and industry-specific rules). */

const PART_13 = 'part-13-ladders-scaffolds-and-temporary-work-platforms';
const PART_20 = 'part-20-construction-excavation-and-demolition';
const PART_13_COPY =
  'https://zh.scribd.com/document/260995410/Part-13-Ladder-Scaffold-Plat-Forms (copy of Part 13: contents by Division)';
const PART_TITLES =
  'https://worksafebc.com/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-guidelines/guidelines-part-15 (WorkSafeBC’s list of the Regulation’s Part titles)';

export const bcIndustryProvisions = defineProvisions('BC', [
  ohsr({
    id: 'bc-ohsr-part-10',
    citation: { fr: 'OHSR, partie 10 (art. 10.2)', en: 'OHSR, Part 10 (s. 10.2)' },
    title: { fr: 'Mise hors tension et cadenassage', en: 'De-energization and lockout' },
    url: bcLaws('296_97_08', '10.2'),
    linkScope: 'section',
    hazards: ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    confidence: 'C1',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_08 (official, last amended Jan. 1, 2024: heading “Part 10 — De-energization and Lockout”, s. 10.1 “lockout”, s. 10.2 energy source to be isolated and effectively controlled)',
  }),
  ohsr({
    id: 'bc-ohsr-part-11',
    citation: { fr: 'OHSR, partie 11', en: 'OHSR, Part 11' },
    title: {
      fr: 'Protection contre les chutes (3 m, ou moins si le risque est plus grand)',
      en: 'Fall protection (3 m, or less where the risk is greater)',
    },
    url: wsbcPart('part-11-fall-protection'),
    linkScope: 'part',
    hazards: ['falls-from-height', 'roof-work', 'wind-turbine-tower-work', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C2',
    source:
      'https://keesafety.ca/standards/british-columbia-fall-protection-regulation (s. 11.2 (1) quoted as amended in 2015: 3 m, or less where the risk is greater than impact on a flat surface); the official text was not read',
  }),
  ohsr({
    id: 'bc-ohsr-part-12',
    citation: { fr: 'OHSR, partie 12', en: 'OHSR, Part 12' },
    title: { fr: 'Outils, machines et équipements', en: 'Tools, machinery and equipment' },
    // BC Laws document 296_97_09 holds Part 12 alone; the anchor is its first section.
    url: bcLaws('296_97_09', '12.1'),
    linkScope: 'part',
    hazards: [
      'machine-guarding',
      'conveyors',
      'power-presses',
      'industrial-robots',
      'portable-power-tools',
      'caught-in-between',
      ...GUARDED_MACHINE_HAZARDS,
    ],
    confidence: 'C1',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_09 (official, last amended Jan. 1, 2024: heading “Part 12 — Tools, Machinery and Equipment”, s. 12.1 definitions, s. 12.2 safeguards)',
  }),
  ohsr({
    id: 'bc-ohsr-13.4',
    citation: { fr: 'OHSR, art. 13.4 à 13.6', en: 'OHSR, ss. 13.4–13.6' },
    title: { fr: 'Échelles', en: 'Ladders' },
    url: wsbcPart(PART_13, '13.4'),
    linkScope: 'section',
    hazards: ['ladders'],
    confidence: 'C2',
    source: `${PART_13_COPY}: Division 2 “Ladders”, ss. 13.4–13.6`,
  }),
  ohsr({
    id: 'bc-ohsr-13.13',
    citation: { fr: 'OHSR, art. 13.13 à 13.19', en: 'OHSR, ss. 13.13–13.19' },
    title: { fr: 'Échafaudages', en: 'Scaffolds' },
    url: wsbcPart(PART_13, '13.13'),
    linkScope: 'section',
    hazards: ['scaffolds'],
    confidence: 'C2',
    source: `${PART_13_COPY}: Division 4 “Scaffolds”, ss. 13.13–13.19`,
  }),
  ohsr({
    id: 'bc-ohsr-13.20',
    citation: { fr: 'OHSR, art. 13.20 à 13.33', en: 'OHSR, ss. 13.20–13.33' },
    title: {
      fr: 'Plateformes de travail mobiles et élévatrices',
      en: 'Movable and elevating work platforms',
    },
    url: wsbcPart(PART_13, '13.20'),
    linkScope: 'section',
    hazards: ['aerial-work-platforms'],
    confidence: 'C2',
    source: `${PART_13_COPY}: Division 5 “Movable work platforms”, ss. 13.20–13.33`,
  }),
  ohsr({
    id: 'bc-ohsr-part-14',
    citation: { fr: 'OHSR, partie 14', en: 'OHSR, Part 14' },
    title: { fr: 'Grues et palans', en: 'Cranes and hoists' },
    url: wsbcPart('part-14-cranes-and-hoists'),
    linkScope: 'part',
    hazards: ['cranes-rigging', 'overhead-cranes-hoists'],
    confidence: 'C2',
    source:
      'http://www2.worksafebc.com/Publications/OHSRegulation/Part14.asp?ReportID=18526 (WorkSafeBC’s former page of Part 14: s. 14.1 definitions); https://www.worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-guidelines/guidelines-part-14 (guideline titles); the current text was not read',
  }),
  ohsr({
    id: 'bc-ohsr-part-15',
    citation: { fr: 'OHSR, partie 15', en: 'OHSR, Part 15' },
    title: { fr: 'Gréage', en: 'Rigging' },
    url: wsbcPart('part-15-rigging'),
    linkScope: 'part',
    hazards: ['cranes-rigging'],
    confidence: 'C2',
    source: `${PART_TITLES}: “15. Rigging”; https://bccranesafety.ca/rigger-competency-a-critical-safety-standard-under-ohsr-part-15 (s. 15.2 qualified riggers quoted)`,
  }),
  ohsr({
    id: 'bc-ohsr-part-16',
    citation: { fr: 'OHSR, partie 16', en: 'OHSR, Part 16' },
    title: {
      fr: 'Équipement mobile (formation des caristes selon CSA B335)',
      en: 'Mobile equipment (lift truck operator training to CSA B335)',
    },
    // BC Laws document 296_97_13 holds Part 16; the anchor is its first section.
    url: bcLaws('296_97_13', '16.1'),
    linkScope: 'part',
    hazards: ['forklifts', 'mobile-equipment', 'pedestrian-vehicle-traffic'],
    confidence: 'C2',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_13 (official: s. 16.1 definitions of mobile equipment); https://getraining.ca/worksafe-regulations/ (Part 16 requires lift truck operator training to CSA B335-15); https://worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-guidelines/guidelines-part-16 (G16.43(2)-1 lift truck operator training); the B335 requirement was not read in the official text',
  }),
  ohsr({
    id: 'bc-ohsr-part-17',
    citation: { fr: 'OHSR, partie 17', en: 'OHSR, Part 17' },
    title: { fr: 'Transport des travailleurs', en: 'Transportation of workers' },
    url: wsbcPart('part-17-transportation-of-workers'),
    linkScope: 'part',
    hazards: ['road-traffic-driving'],
    confidence: 'C1',
    source:
      'http://www.worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-17-transportation-of-workers (official contents and ss. 17.01–17.1); https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_14 (heading “Part 17 — Transportation of Workers”)',
  }),
  ohsr({
    id: 'bc-ohsr-part-18',
    citation: { fr: 'OHSR, partie 18', en: 'OHSR, Part 18' },
    title: { fr: 'Contrôle de la circulation (signaleurs)', en: 'Traffic control (traffic control persons)' },
    url: wsbcPart('part-18-traffic-control'),
    linkScope: 'part',
    hazards: ['work-zone-traffic'],
    confidence: 'C1',
    source:
      'https://www.worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-18-traffic-control (official contents of Part 18, incl. “Traffic control persons (TCPs)”, ss. 18.6–18.8; s. 18.1 definitions)',
  }),
  ohsr({
    id: 'bc-ohsr-part-19',
    citation: { fr: 'OHSR, partie 19', en: 'OHSR, Part 19' },
    title: { fr: 'Sécurité électrique', en: 'Electrical safety' },
    // BC Laws document 296_97_15 holds Part 19; the anchor is its first section.
    url: bcLaws('296_97_15', '19.1'),
    linkScope: 'part',
    hazards: [
      'electrical-contact',
      'arc-flash',
      'live-line-work',
      'step-touch-potential',
      'line-clearance-tree-work',
    ],
    confidence: 'C1',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/296_97_15 (a search view of it, official, current to Jan. 28, 2025: heading “Part 19 — Electrical Safety”, s. 19.1 definitions incl. certified utility arborist)',
  }),
  ohsr({
    id: 'bc-ohsr-part-20',
    citation: { fr: 'OHSR, partie 20', en: 'OHSR, Part 20' },
    title: { fr: 'Construction, excavation et démolition', en: 'Construction, excavation and demolition' },
    url: wsbcPart(PART_20),
    linkScope: 'part',
    hazards: ['demolition', 'formwork-shoring'],
    confidence: 'C1',
    source:
      'https://www.worksafebc.com/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-20-construction-excavation-and-demolition (official contents of Part 20, incl. concrete falsework and formwork)',
  }),
  ohsr({
    id: 'bc-ohsr-20.78',
    citation: { fr: 'OHSR, art. 20.78 et suiv.', en: 'OHSR, s. 20.78 ff.' },
    title: {
      fr: 'Excavations (services publics, art. 20.79 ; talutage ou étançonnement au-delà de 1,2 m, art. 20.81)',
      en: 'Excavations (utilities, s. 20.79; sloping or shoring beyond 1.2 m, s. 20.81)',
    },
    url: wsbcPart(PART_20, '20.78'),
    linkScope: 'section',
    hazards: ['excavation-trenching', 'underground-utilities'],
    confidence: 'C2',
    source:
      'https://worksafebc.com/en/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-guidelines/guidelines-part-20 (guideline titles under “Excavations”: G20.78, G20.79 underground utilities, G20.81 sloping and shoring); http://www2.worksafebc.com/Publications/OHSRegulation/GuidelinePart20.asp?ReportID=18783 (s. 20.78 quoted); the 1.2 m threshold was not read',
  }),
  ohsr({
    id: 'bc-ohsr-part-21',
    citation: { fr: 'OHSR, partie 21', en: 'OHSR, Part 21' },
    title: { fr: 'Travaux de sautage', en: 'Blasting operations' },
    url: wsbcPart('part-21-blasting-operations'),
    linkScope: 'part',
    hazards: ['blasting'],
    confidence: 'C1',
    source:
      'https://worksafebc.com/law-policy/occupational-health-safety/searchable-ohs-regulation/ohs-regulation/part-21-blasting-operations (official contents of Part 21); https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_17 (heading “Part 21 — Blasting Operations”, s. 21.1)',
  }),
  ohsr({
    id: 'bc-ohsr-part-26',
    citation: { fr: 'OHSR, partie 26', en: 'OHSR, Part 26' },
    title: {
      fr: 'Exploitation forestière et activités semblables (abattage et tronçonnage, arbres dangereux)',
      en: 'Forestry operations and similar activities (falling and bucking, dangerous trees)',
    },
    // BC Laws document 296_97_21 holds Parts 25 and 26; the anchor is the first section of Part 26.
    url: bcLaws('296_97_21', '26.1'),
    linkScope: 'part',
    hazards: ['tree-felling', 'chainsaws', 'brush-saws'],
    confidence: 'C1',
    source:
      'https://www.bclaws.gov.bc.ca/civix/document/id/lc/statreg/296_97_21 (official, current to Sept. 24, 2024: heading “Part 26 — Forestry Operations and Similar Activities”, s. 26.1 definitions of faller, bucker, dangerous tree)',
  }),
  ohsr({
    id: 'bc-ohsr-part-27',
    citation: { fr: 'OHSR, partie 27', en: 'OHSR, Part 27' },
    title: {
      fr: 'Fabrication de produits du bois (protection contre les projections, rebonds des déligneuses)',
      en: 'Wood products manufacturing (flying debris, edger kickback)',
    },
    // BC Laws document 296_97_22 holds Part 27; the anchor is its first section.
    url: bcLaws('296_97_22', '27.1'),
    linkScope: 'part',
    hazards: ['sawmill-equipment'],
    confidence: 'C2',
    source:
      'http://www.bclaws.ca/EPLibraries/bclaws_new/document/ID/freeside/296_97_22 (BC Laws consolidation current to March 19, 2019, at its former address: Part 27, s. 27.2 flying debris, s. 27.3 edger kickback); the current consolidation was not read',
  }),
]);
