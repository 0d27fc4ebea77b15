import {
  defineProvisions,
  FALL_PROTECTION_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/** Newfoundland and Labrador — OHS Act and OHS Regulations, 2012 (N.L.R. 5/12), as amended by N.L.R. 43/22. */

const REGS_URL = 'https://assembly.nl.ca/Legislation/sr/regulations/rc120005.htm';
const AMENDMENT = 'https://www.assembly.nl.ca/legislation/sr/annualregs/2022/nr220043.htm';

/** Builds an N.L.R. 5/12 entry; section headings were confirmed in the 2022 amending regulation. */
function section(
  sections: { fr: string; en: string },
  title: { fr: string; en: string },
  hazards: readonly string[],
  id: string,
): ProvisionDraft {
  return {
    id,
    citation: { fr: `N.L.R. 5/12, ${sections.fr}`, en: `N.L.R. 5/12, ${sections.en}` },
    title,
    url: REGS_URL,
    hazards,
    confidence: 'C1',
    source: AMENDMENT,
  };
}

export const nlProvisions = defineProvisions('NL', [
  {
    id: 'nl-ohsa-4',
    kind: 'general-duty',
    citation: {
      fr: 'Occupational Health and Safety Act (T.-N.-L.), art. 4',
      en: 'Occupational Health and Safety Act (NL), s. 4',
    },
    title: { fr: 'Obligation générale de l’employeur', en: 'Employers’ general duty' },
    url: 'https://www.assembly.nl.ca/Legislation/sr/Annualstatutes/2023/2315.chp.htm',
    hazards: [],
    confidence: 'C1',
    source:
      'http://www.assembly.nl.ca/Legislation/sr/Annualstatutes/2023/2315.chp.htm (S.N.L. 2023, c. 15 amends s. 4)',
  },
  {
    id: 'nl-whmis-34-18',
    citation: { fr: 'N.L.R. 34/18', en: 'N.L.R. 34/18' },
    title: {
      fr: 'Workplace Hazardous Materials Information System (WHMIS) Regulations, 2018 (SIMDUT)',
      en: 'Workplace Hazardous Materials Information System (WHMIS) Regulations, 2018',
    },
    url: 'https://assembly.nl.ca/Legislation/sr/regulations/rc180034.htm',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'http://assembly.nl.ca/Legislation/sr/regulations/rc180034.htm',
  },
  section(
    { fr: 'art. 24.1', en: 's. 24.1' },
    { fr: 'Plan de prévention du harcèlement', en: 'Harassment prevention plan' },
    ['harassment'],
    'nl-ohsr-24.1',
  ),
  section(
    { fr: 'art. 38 et 41', en: 'ss. 38 and 41' },
    {
      fr: 'Plan d’urgence (évaluation des risques) et formation aux urgences',
      en: 'Emergency plan risk assessment and emergency training',
    },
    ['emergency-preparedness', 'remote-work-camps', 'marine-emergencies'],
    'nl-ohsr-38',
  ),
  section(
    { fr: 'art. 46 et 47', en: 'ss. 46–47' },
    { fr: 'Silice (règles et surveillance médicale)', en: 'Silica (rules and medical surveillance)' },
    ['silica'],
    'nl-ohsr-46',
  ),
  section(
    { fr: 'art. 55', en: 's. 55' },
    { fr: 'Travail assis ou debout', en: 'Seating or standing work' },
    ['prolonged-standing'],
    'nl-ohsr-55',
  ),
  section(
    { fr: 'art. 75', en: 's. 75' },
    { fr: 'Protection des yeux et du visage', en: 'Eye and face protection' },
    ['inadequate-ppe'],
    'nl-ohsr-75',
  ),
  section(
    { fr: 'art. 81', en: 's. 81' },
    { fr: 'Vêtements à haute visibilité', en: 'High visibility apparel' },
    ['pedestrian-vehicle-traffic', 'work-zone-traffic'],
    'nl-ohsr-81',
  ),
  section(
    { fr: 'art. 106', en: 's. 106' },
    { fr: 'Utilisation des outils à cartouche', en: 'Powder actuated tool use' },
    ['portable-power-tools'],
    'nl-ohsr-106',
  ),
  section(
    { fr: 'art. 132 à 134', en: 'ss. 132–134' },
    {
      fr: 'Cadenassage (responsabilités des travailleurs, retrait des cadenas, cadenassage de groupe)',
      en: 'Lockout (worker responsibilities, removal of locks, group lockout procedure)',
    },
    ['hazardous-energy', ...LOCKOUT_MACHINE_HAZARDS],
    'nl-ohsr-132',
  ),
  {
    id: 'nl-ohsr-part-x',
    citation: { fr: 'N.L.R. 5/12, partie X (art. 138 à 146)', en: 'N.L.R. 5/12, Part X (ss. 138–146)' },
    title: { fr: 'Protection contre les chutes', en: 'Fall protection' },
    url: REGS_URL,
    hazards: ['falls-from-height', 'roof-work', ...FALL_PROTECTION_HAZARDS],
    confidence: 'C2',
    source:
      'https://keesafety.ca/standards/ccohs-safety-codes-for-working-at-heights (CCOHS table); s. 139 heading in N.L.R. 43/22',
  },
]);
