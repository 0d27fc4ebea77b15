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

/** Alberta — OHS Act and OHS Code (Alta Reg 191/2021). Part titles checked on search-ohs-laws.alberta.ca. */

const CODE = 'https://search-ohs-laws.alberta.ca/legislation/occupational-health-and-safety-code';

/** Builds an OHS Code entry for a whole Part; `page` is its search-ohs-laws slug when that page was seen. */
function part(
  number: number,
  title: { fr: string; en: string },
  hazards: readonly string[],
  options: { from?: string; page?: string; confidence?: 'C1' | 'C2'; source?: string } = {},
): ProvisionDraft {
  const from = options.from
    ? { fr: ` (art. ${options.from} et suiv.)`, en: ` (s. ${options.from} ff.)` }
    : { fr: '', en: '' };
  const url = options.page ? `${CODE}/${options.page}` : CODE;
  return {
    id: `ab-code-part-${number}`,
    citation: {
      fr: `OHS Code, Alta Reg 191/2021, partie ${number}${from.fr}`,
      en: `OHS Code, Alta Reg 191/2021, Part ${number}${from.en}`,
    },
    title,
    url,
    hazards,
    confidence: options.confidence ?? 'C1',
    source: options.source ?? url,
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
    url: 'https://www.alberta.ca/ohs-act-regulation-code',
    hazards: [],
    confidence: 'C2',
    source: 'https://okaloneworker.com/legislation/ca/lone-working-alberta (quotes s. 3(1))',
  },
  part(
    2,
    {
      fr: 'Évaluation, élimination et contrôle des dangers (art. 7 à 10)',
      en: 'Hazard assessment, elimination and control (ss. 7–10)',
    },
    ['heat-stress', 'cold-stress'],
    { page: 'part-2-hazard-assessment-elimination-and-control/' },
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
    { from: '16', source: `${CODE}/part-2-hazard-assessment-elimination-and-control/ (Code contents)` },
  ),
  part(
    5,
    { fr: 'Espaces clos (art. 44 à 58)', en: 'Confined spaces (ss. 44–58)' },
    ['confined-spaces', ...CONFINED_ATMOSPHERE_HAZARDS],
    {
      source: `${CODE}/part-2-hazard-assessment-elimination-and-control/ (Code contents)`,
    },
  ),
  part(
    6,
    { fr: 'Grues, palans et appareils de levage', en: 'Cranes, hoists and lifting devices' },
    ['cranes-rigging', 'overhead-cranes-hoists'],
    {
      from: '59',
      source: `${CODE}/part-2-hazard-assessment-elimination-and-control/ (Code contents)`,
    },
  ),
  part(
    9,
    {
      fr: 'Protection contre les chutes (3 m ou plus ; plan de protection contre les chutes, art. 140)',
      en: 'Fall protection (3 m or more; fall protection plan, s. 140)',
    },
    ['falls-from-height', 'roof-work', 'wind-turbine-tower-work', ...FALL_PROTECTION_HAZARDS],
    { from: '139', source: 'search-ohs-laws Part 9 (reference §3.4 #1)' },
  ),
  part(
    10,
    { fr: 'Dangers d’incendie et d’explosion', en: 'Fire and explosion hazards' },
    ['hot-work', 'explosive-atmospheres', 'flammable-liquids', 'natural-gas-leaks', 'static-electricity'],
    { from: '161.1', page: 'part-10-fire-and-explosion-hazards/' },
  ),
  part(
    11,
    { fr: 'Premiers soins (art. 177 à 184 et annexe 2)', en: 'First aid (ss. 177–184 and Schedule 2)' },
    ['first-aid-emergency', 'remote-work-camps'],
    { source: 'search-ohs-laws Part 11 (reference §3.4 #15)' },
  ),
  part(
    12,
    {
      fr: 'Précautions générales (entretien des lieux, art. 185 ; palettes et rayonnages, art. 187)',
      en: 'General safety precautions (housekeeping, s. 185; pallets and storage racks, s. 187)',
    },
    ['slips-trips', 'racking-collapse'],
    { page: 'part-12-general-safety-precautions/' },
  ),
  part(
    14,
    { fr: 'Levage et manutention de charges', en: 'Lifting and handling loads' },
    ['manual-handling', 'repetitive-work', 'awkward-postures', ...ERGONOMIC_TASK_HAZARDS],
    {
      page: 'part-14-lifting-and-handling-loads/',
    },
  ),
  part(
    15,
    { fr: 'Maîtrise des énergies dangereuses', en: 'Managing the control of hazardous energy' },
    ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    {
      from: '212',
      source: 'search-ohs-laws Part 15 (reference §3.4 #2)',
    },
  ),
  part(16, { fr: 'Bruit (et annexe 3)', en: 'Noise (and Schedule 3)' }, ['noise'], {
    from: '216',
    page: 'part-16-noise',
  }),
  part(
    17,
    {
      fr: 'Lignes électriques aériennes (distances limites d’approche, art. 225)',
      en: 'Overhead power lines (safe limits of approach, s. 225)',
    },
    ['overhead-power-lines', 'electrical-contact', 'line-clearance-tree-work'],
    { source: 'http://work.alberta.ca/SearchAARC/876.html (Government of Alberta Code explanation guide)' },
  ),
  part(
    18,
    { fr: 'Équipement de protection individuelle', en: 'Personal protective equipment' },
    ['inadequate-ppe'],
    {
      confidence: 'C2',
      source: 'https://www.hsaa.ca/effective-representation/understanding-legislation',
    },
  ),
  part(
    19,
    { fr: 'Équipement mobile motorisé', en: 'Powered mobile equipment' },
    ['forklifts', 'mobile-equipment', 'pedestrian-vehicle-traffic'],
    {
      from: '256',
      page: 'part-19-powered-mobile-equipment',
    },
  ),
  part(
    23,
    {
      fr: 'Échafaudages et plateformes de travail temporaires',
      en: 'Scaffolds and temporary work platforms',
    },
    ['scaffolds'],
    { from: '323', source: 'search-ohs-laws Part 23 (reference §3.4 #12)' },
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
    { from: '362', page: 'part-25-tools-equipment-and-machinery' },
  ),
  part(
    27,
    {
      fr: 'Violence et harcèlement (plan de prévention unique, art. 390 ; violence familiale, art. 390.3)',
      en: 'Violence and harassment (single prevention plan, s. 390; domestic violence, s. 390.3)',
    },
    ['workplace-violence', 'harassment', 'robbery-cash-handling', 'shoplifter-intervention'],
    { source: 'search-ohs-laws Part 27 (reference §3.4 #14)' },
  ),
  part(28, { fr: 'Travail seul (art. 393 et 394)', en: 'Working alone (ss. 393–394)' }, ['working-alone'], {
    confidence: 'C2',
    source:
      'https://okaloneworker.com/legislation/ca/lone-working-alberta ; https://lwsa.ca/lone-worker-legislation/alberta/',
  }),
  part(29, { fr: 'SIMDUT', en: 'WHMIS' }, [...WHMIS_HAZARDS], {
    from: '394.1',
    source: 'search-ohs-laws Part 29 (reference §3.4 #5)',
  }),
  part(
    32,
    { fr: 'Excavation et creusement de tunnels', en: 'Excavating and tunnelling' },
    ['excavation-trenching', 'underground-utilities'],
    { from: '441', source: 'search-ohs-laws Part 32 (reference §3.4 #11)' },
  ),
]);
