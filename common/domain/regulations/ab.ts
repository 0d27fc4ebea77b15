import {
  CHEMICAL_AGENT_HAZARDS,
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  ERGONOMIC_TASK_HAZARDS,
  FALL_PROTECTION_HAZARDS,
  GUARDED_MACHINE_HAZARDS,
  INFECTIOUS_AGENT_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/**
 * Alberta — OHS Act (SA 2020, c. O-2.2) and OHS Code (Alta Reg 191/2021), re-verified 2026-11-25 (issue 12
 * item 6). The Code is consolidated on search-ohs-laws.alberta.ca one page per Part
 * (`…/occupational-health-and-safety-code/part-<n>-<title>`); no section anchors were seen there, so each Code
 * entry links its Part. The Act's general duty links CanLII's `#sec3` anchor, the only section-level address
 * seen for the Act.
 */

const CODE = 'https://search-ohs-laws.alberta.ca/legislation/occupational-health-and-safety-code';
const VERIFIED_ON = '2026-11-25';
/** The Government of Alberta's 2009 OHS Code explanation pages: secondary (the AR 87/2009 edition) but official. */
const GUIDE_2009 = 'http://work.alberta.ca/SearchAARC';

/**
 * Builds an OHS Code entry that links its Part's page. `page` is the Part's slug on search-ohs-laws; `read`
 * says what was read: on that page itself (C1), or elsewhere (C2, with the address in `source`).
 */
function part(
  number: number,
  title: { fr: string; en: string },
  hazards: readonly string[],
  options: { page: string; from?: string } & ({ read: string } | { source: string }),
): ProvisionDraft {
  const from = options.from
    ? { fr: ` (art. ${options.from} et suiv.)`, en: ` (s. ${options.from} ff.)` }
    : { fr: '', en: '' };
  const url = `${CODE}/${options.page}`;
  const official = 'read' in options;
  return {
    id: `ab-code-part-${number}`,
    citation: {
      fr: `OHS Code, Alta Reg 191/2021, partie ${number}${from.fr}`,
      en: `OHS Code, Alta Reg 191/2021, Part ${number}${from.en}`,
    },
    title,
    instrument: 'ab-ohs-code',
    url,
    linkScope: 'part',
    hazards,
    confidence: official ? 'C1' : 'C2',
    source: official ? `${url} (${options.read})` : options.source,
    verifiedOn: VERIFIED_ON,
  };
}

export const abProvisions = defineProvisions('AB', [
  {
    id: 'ab-ohsa-3',
    kind: 'general-duty',
    citation: { fr: 'OHS Act, SA 2020, c. O-2.2, art. 3', en: 'OHS Act, SA 2020, c. O-2.2, s. 3' },
    title: {
      fr: 'Obligations de l’employeur (santé, sécurité et bien-être, dans la mesure raisonnablement possible)',
      en: 'Obligations of employers (health, safety and welfare, as far as reasonably practicable)',
    },
    instrument: 'ab-ohsa',
    url: 'https://www.canlii.org/en/ab/laws/stat/sa-2020-c-o-2.2/latest/sa-2020-c-o-2.2.html#sec3',
    linkScope: 'section',
    hazards: [],
    confidence: 'C2',
    source:
      'https://okaloneworker.com/legislation/ca/lone-working-alberta (quotes the Act, Part 1 General Obligations, s. 3(1) “Obligations of employers”: health, safety and welfare of workers, as far as reasonably practicable) ; http://ccinfoweb2.ccohs.ca/legislation/documents/notes/oshleg/leg_own.htm (CCOHS, Nov. 2022: S.A. 2020, c. O-2.2, Part 1, s. 3 Obligations of employers). The official text of s. 3 was not read: the stored CanLII copy of the Act shows only its opening (s. 1)',
    verifiedOn: VERIFIED_ON,
  },
  part(
    2,
    {
      fr: 'Évaluation, élimination et contrôle des dangers (art. 7 à 10)',
      en: 'Hazard assessment, elimination and control (ss. 7–10)',
    },
    ['heat-stress', 'cold-stress'],
    {
      page: 'part-2-hazard-assessment-elimination-and-control/',
      read: 'Part 2 text: s. 7 hazard assessment, s. 8 worker participation, s. 9 hazard elimination and control',
    },
  ),
  part(
    4,
    {
      fr: 'Dangers chimiques et biologiques et substances nocives (amiante, silice, plomb, art. 28 à 43 ; moisissures, art. 43.1)',
      en: 'Chemical hazards, biological hazards and harmful substances (asbestos, silica, lead, ss. 28–43; mould, s. 43.1)',
    },
    [
      'solvents',
      'isocyanates',
      'diesel-exhaust',
      'welding-fumes',
      'metalworking-fluids',
      'wood-dust',
      'silica',
      'asbestos',
      'lead',
      'mould',
      'biological-agents',
      'carbon-monoxide',
      'hydrogen-sulfide',
      'corrosives',
      ...CHEMICAL_AGENT_HAZARDS,
      ...INFECTIOUS_AGENT_HAZARDS,
    ],
    {
      from: '16',
      page: 'part-4-chemical-hazards-biological-hazards-and-harmful-substances/',
      read: 'Part 4 text from s. 16 worker exposure to harmful substances; the Code menu lists ss. 28–43 asbestos, silica, coal dust and lead and s. 43.1 controlling mould exposure',
    },
  ),
  part(
    5,
    { fr: 'Espaces clos (art. 44 à 58)', en: 'Confined spaces (ss. 44–58)' },
    ['confined-spaces', ...CONFINED_ATMOSPHERE_HAZARDS],
    {
      page: 'part-5-confined-spaces/',
      source: `${CODE}/part-14-lifting-and-handling-loads/ (official Code menu: Part 5 Confined Spaces, ss. 44 code of practice to 58 retaining records; the Part 5 page itself was not read) ; ${GUIDE_2009}/1935.html (s. 44 text, 2009 edition)`,
    },
  ),
  part(
    6,
    { fr: 'Grues, palans et appareils de levage', en: 'Cranes, hoists and lifting devices' },
    ['cranes-rigging', 'overhead-cranes-hoists'],
    {
      from: '59',
      page: 'part-6-cranes-hoists-and-lifting-devices/',
      read: 'Part 6 text from s. 59 application to lifting devices, cranes and hoists',
    },
  ),
  part(
    9,
    {
      fr: 'Protection contre les chutes (3 m ou plus ; plan de protection contre les chutes, art. 140)',
      en: 'Fall protection (3 m or more; fall protection plan, s. 140)',
    },
    ['falls-from-height', 'roof-work', 'wind-turbine-tower-work', ...FALL_PROTECTION_HAZARDS],
    {
      from: '139',
      page: 'part-9-fall-protection',
      read: 'Part 9 text: s. 139 protection from falls of 3 m or more, s. 140 fall protection plan',
    },
  ),
  part(
    10,
    { fr: 'Dangers d’incendie et d’explosion', en: 'Fire and explosion hazards' },
    ['hot-work', 'explosive-atmospheres', 'flammable-liquids', 'natural-gas-leaks', 'static-electricity'],
    {
      from: '161.1',
      page: 'part-10-fire-and-explosion-hazards/',
      read: 'Part 10 text: s. 161.1 flammable or explosive atmospheres, s. 162 prohibitions',
    },
  ),
  part(
    11,
    { fr: 'Premiers soins (art. 177 à 184 et annexe 2)', en: 'First aid (ss. 177–184 and Schedule 2)' },
    ['first-aid-emergency', 'remote-work-camps'],
    {
      page: 'part-11-first-aid',
      read: 'Part 11 text: s. 177 training standards, s. 178 first aiders, supplies and rooms under Schedule 2',
    },
  ),
  part(
    12,
    {
      fr: 'Précautions générales (entretien des lieux, art. 185 ; palettes et rayonnages, art. 187)',
      en: 'General safety precautions (housekeeping, s. 185; pallets and storage racks, s. 187)',
    },
    ['slips-trips', 'racking-collapse'],
    {
      page: 'part-12-general-safety-precautions/',
      read: 'Part 12 text: s. 185 housekeeping (slips and trips), s. 186 lighting, s. 187 pallets and storage racks',
    },
  ),
  part(
    14,
    { fr: 'Levage et manutention de charges', en: 'Lifting and handling loads' },
    ['manual-handling', 'repetitive-work', 'awkward-postures', ...ERGONOMIC_TASK_HAZARDS],
    {
      page: 'part-14-lifting-and-handling-loads/',
      source: `${GUIDE_2009}/697.html (Part 14 Lifting and Handling Loads, ss. 208–211.1, 2009 edition; the stored official page showed only its menu)`,
    },
  ),
  part(
    15,
    { fr: 'Maîtrise des énergies dangereuses', en: 'Managing the control of hazardous energy' },
    ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    {
      from: '212',
      page: 'part-15-managing-the-control-of-hazardous-energy/',
      read: 'Part 15 text: s. 212 isolation of machinery, equipment or powered mobile equipment, s. 213 verifying isolation',
    },
  ),
  part(16, { fr: 'Bruit (et annexe 3)', en: 'Noise (and Schedule 3)' }, ['noise'], {
    from: '216',
    page: 'part-16-noise',
    read: 'Part 16 text: s. 216 duty to reduce, s. 218 exposure limits of Schedule 3, s. 219 noise exposure assessment',
  }),
  part(
    17,
    {
      fr: 'Lignes électriques aériennes (distances limites d’approche, art. 225)',
      en: 'Overhead power lines (safe limits of approach, s. 225)',
    },
    ['overhead-power-lines', 'electrical-contact', 'line-clearance-tree-work'],
    {
      page: 'part-17-overhead-power-lines/',
      source: `${GUIDE_2009}/876.html (s. 225 safe limit of approach distances, Government of Alberta explanation guide, 2009 edition)`,
    },
  ),
  part(
    18,
    { fr: 'Équipement de protection individuelle', en: 'Personal protective equipment' },
    ['inadequate-ppe'],
    {
      page: 'part-18-personal-protective-equipment',
      read: 'Part 18 text: s. 228 duty to use personal protective equipment, s. 229 eye and face protectors',
    },
  ),
  part(
    19,
    { fr: 'Équipement mobile motorisé', en: 'Powered mobile equipment' },
    ['forklifts', 'mobile-equipment', 'pedestrian-vehicle-traffic'],
    {
      from: '256',
      page: 'part-19-powered-mobile-equipment',
      read: 'Part 19 text: s. 256 operator responsibilities, s. 257 visual inspection',
    },
  ),
  part(
    23,
    {
      fr: 'Échafaudages et plateformes de travail temporaires',
      en: 'Scaffolds and temporary work platforms',
    },
    ['scaffolds'],
    {
      from: '323',
      page: 'part-23-scaffolds-and-temporary-work-platforms',
      source: `${GUIDE_2009}/801.html (Part 23 Scaffolds and Temporary Work Platforms, ss. 326–351, 2009 edition; the Part's page on search-ohs-laws was not found in the stored copies)`,
    },
  ),
  part(
    25,
    { fr: 'Outils, équipements et machines', en: 'Tools, equipment and machinery' },
    [
      'machine-guarding',
      'portable-power-tools',
      'conveyors',
      'caught-in-between',
      ...GUARDED_MACHINE_HAZARDS,
    ],
    {
      from: '362',
      page: 'part-25-tools-equipment-and-machinery',
      source: `${GUIDE_2009}/840.html (Part 25 Tools, Equipment and Machinery, ss. 364–384, 2009 edition)`,
    },
  ),
  part(
    27,
    {
      fr: 'Violence et harcèlement (plan de prévention unique, art. 390 ; violence familiale, art. 390.3)',
      en: 'Violence and harassment (single prevention plan, s. 390; domestic violence, s. 390.3)',
    },
    ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    {
      page: 'part-27-violence-and-harassment',
      read: 'Part 27 text as amended by Alta Reg 202/2024: s. 390 violence and harassment prevention plan, s. 390.3 domestic violence',
    },
  ),
  part(28, { fr: 'Travail seul (art. 393 et 394)', en: 'Working alone (ss. 393–394)' }, ['working-alone'], {
    page: 'part-28-working-alone',
    source:
      'https://okaloneworker.com/legislation/ca/lone-working-alberta ; https://lwsa.ca/lone-worker-legislation/alberta/ (both quote Alta Reg 191/2021, Part 28, s. 393 application and s. 394 communication)',
  }),
  part(29, { fr: 'SIMDUT', en: 'WHMIS' }, [...WHMIS_HAZARDS], {
    from: '394.1',
    page: 'part-29-workplace-hazardous-materials-information-system-whmis/',
    read: 'Part 29 text: s. 394.1 definitions (hazardous product, label, safety data sheet)',
  }),
  part(
    32,
    { fr: 'Excavation et creusement de tunnels', en: 'Excavating and tunnelling' },
    ['excavation-trenching', 'underground-utilities'],
    {
      from: '441',
      page: 'part-32-excavating-and-tunnelling/',
      read: 'Part 32 text: s. 441 disturbing the ground, s. 442 classification of soil type',
    },
  ),
]);
