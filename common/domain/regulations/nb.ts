import { defineProvisions, type ProvisionDraft, WHMIS_HAZARDS } from './types';

/** New Brunswick — Occupational Health and Safety Act and its regulations (Part titles from laws.gnb.ca). */

const GNB = 'https://laws.gnb.ca';
const REG_91_191 = 'https://laws.gnb.ca/en/tdm/cr/91-191%20';

/** Builds a General Regulation 91-191 entry for a whole Part. */
function part(roman: string, title: { fr: string; en: string }, hazards: readonly string[]): ProvisionDraft {
  return {
    id: `nb-reg-91-191-part-${roman.toLowerCase()}`,
    citation: {
      fr: `Règlement général 91-191, partie ${roman}`,
      en: `General Regulation 91-191, Part ${roman}`,
    },
    title,
    url: REG_91_191,
    hazards,
    confidence: 'C1',
    source: REG_91_191,
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
    url: GNB,
    hazards: [],
    confidence: 'C1',
    source:
      'https://legnb.ca/content/house_business/59/3/bills/Bill-26-e.htm (amends s. 9(2)); text quoted by alertfirstaid.com',
  },
  part(
    'III',
    {
      fr: 'Qualité de l’air intérieur (dont températures extrêmes)',
      en: 'Indoor air quality (including extremes of temperature)',
    },
    ['heat-stress', 'cold-stress', 'indoor-air-quality'],
  ),
  part('III.1', { fr: 'Code de directives sur l’amiante', en: 'Code of practice for asbestos' }, [
    'asbestos',
  ]),
  part('V', { fr: 'Bruit et vibrations', en: 'Noise and vibration' }, [
    'noise',
    'hand-arm-vibration',
    'whole-body-vibration',
  ]),
  part('VI', { fr: 'Rayonnements non ionisants', en: 'Non-ionizing radiation' }, ['non-ionizing-radiation']),
  part(
    'VII',
    {
      fr: 'Équipement de protection (respiratoire, auditif, protection contre les chutes, sécurité nautique)',
      en: 'Protective equipment (respiratory, hearing, fall protection, water safety)',
    },
    ['inadequate-ppe', 'falls-from-height', 'working-over-water'],
  ),
  part(
    'VIII',
    {
      fr: 'Manutention et entreposage des matériaux (objets lourds, bouteilles de gaz comprimé, batteries)',
      en: 'Handling and storage of materials (heavy objects, compressed gas containers, storage batteries)',
    },
    ['manual-handling', 'compressed-gases', 'battery-charging-rooms', 'beverage-co2'],
  ),
  part(
    'IX',
    {
      fr: 'Outils (outils à main motorisés, outils à cartouche)',
      en: 'Tools (portable power tools, powder actuated tools)',
    },
    ['portable-power-tools'],
  ),
  part(
    'X',
    {
      fr: 'Construction, circulation et sécurité des bâtiments (coffrages, circulation)',
      en: 'Construction, traffic and building safety (formwork, traffic safety)',
    },
    ['work-zone-traffic', 'formwork-shoring'],
  ),
  {
    id: 'nb-reg-2016-6',
    citation: { fr: 'Règlement relatif au SIMDUT 2016-6', en: 'WHMIS Regulation 2016-6' },
    title: {
      fr: 'Système d’information sur les matières dangereuses utilisées au travail',
      en: 'Workplace Hazardous Materials Information System',
    },
    url: 'https://laws.gnb.ca/en/showfulldoc/cr/2016-6/',
    hazards: [...WHMIS_HAZARDS],
    confidence: 'C1',
    source: 'http://laws.gnb.ca/en/showfulldoc/cr/2016-6/',
  },
  {
    id: 'nb-reg-2004-130',
    citation: { fr: 'Règlement sur les premiers soins 2004-130', en: 'First Aid Regulation 2004-130' },
    title: { fr: 'Premiers soins', en: 'First aid' },
    url: GNB,
    hazards: ['first-aid-emergency', 'remote-work-camps'],
    confidence: 'C1',
    source: 'http://laws.gnb.ca/en/version/cr/2004-130?code=se:4&history=20150617',
  },
  {
    id: 'nb-reg-92-133',
    citation: { fr: 'Règlement 92-133', en: 'Regulation 92-133' },
    title: {
      fr: 'Code of Practice for Working Alone (code de directives pour le travail isolé — traduction non officielle)',
      en: 'Code of Practice for Working Alone',
    },
    url: GNB,
    hazards: ['working-alone'],
    confidence: 'C1',
    source: 'https://ohsguide.worksafenb.ca./topic/posting.html',
  },
  {
    id: 'nb-reg-96-205',
    citation: { fr: 'Règlement 96-205', en: 'Regulation 96-205' },
    title: {
      fr: 'Underground Mining (mines souterraines — traduction non officielle)',
      en: 'Underground Mining',
    },
    url: GNB,
    hazards: ['ground-control', 'underground-ventilation', 'shaft-hoisting'],
    confidence: 'C1',
    source: 'https://ohsguide.worksafenb.ca./topic/posting.html',
  },
]);
