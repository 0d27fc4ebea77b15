import {
  CONFINED_ATMOSPHERE_HAZARDS,
  defineProvisions,
  GUARDED_MACHINE_HAZARDS,
  LOCKOUT_MACHINE_HAZARDS,
  type ProvisionDraft,
  WHMIS_HAZARDS,
} from './types';

/** Yukon — Workers' Safety and Compensation Act and Workplace Health and Safety Regulations (Part titles from WSCB). */

const WSCB_LEGISLATION = 'https://www.wcb.yk.ca/web-0070';

/** Builds a Workplace Health and Safety Regulations entry for a whole Part. */
function part(number: number, title: { fr: string; en: string }, hazards: readonly string[]): ProvisionDraft {
  return {
    id: `yt-whsr-part-${number}`,
    citation: {
      fr: `Workplace Health and Safety Regulations (Yukon), partie ${number}`,
      en: `Workplace Health and Safety Regulations (Yukon), Part ${number}`,
    },
    title,
    url: WSCB_LEGISLATION,
    hazards,
    confidence: 'C1',
    source: WSCB_LEGISLATION,
  };
}

export const ytProvisions = defineProvisions('YT', [
  {
    // The section holding the employer's duties in the 2021 Act was not confirmed: the entry cites the Act.
    id: 'yt-wsca',
    kind: 'general-duty',
    citation: {
      fr: 'Loi sur la sécurité et l’indemnisation des travailleurs — obligations de l’employeur',
      en: 'Workers’ Safety and Compensation Act — duties of employers',
    },
    title: {
      fr: 'Obligations générales de l’employeur en santé et sécurité',
      en: 'General workplace health and safety duties of employers',
    },
    url: WSCB_LEGISLATION,
    hazards: [],
    confidence: 'C1',
    source: WSCB_LEGISLATION,
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
  part(19, { fr: 'Prévention de la violence et du harcèlement', en: 'Violence and harassment prevention' }, [
    'workplace-violence',
    'harassment',
    'robbery-cash-handling',
    'shoplifter-intervention',
  ]),
  {
    id: 'yt-whmis',
    citation: {
      fr: 'Workplace Hazardous Materials Information System Regulation (Yukon)',
      en: 'Workplace Hazardous Materials Information System Regulation (Yukon)',
    },
    title: { fr: 'SIMDUT (en vigueur le 13 juillet 2015)', en: 'WHMIS (effective 13 July 2015)' },
    url: WSCB_LEGISLATION,
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: WSCB_LEGISLATION,
  },
  {
    id: 'yt-radiation',
    citation: {
      fr: 'Radiation Protection Regulations (Yukon)',
      en: 'Radiation Protection Regulations (Yukon)',
    },
    title: { fr: 'Radioprotection', en: 'Radiation protection' },
    url: WSCB_LEGISLATION,
    hazards: ['ionizing-radiation', 'norm-radioactive-scale'],
    confidence: 'C1',
    source: WSCB_LEGISLATION,
  },
]);
