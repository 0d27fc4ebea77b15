import { canLii } from './on';
import { defineProvisions, type ProvisionDraft } from './types';

/**
 * Ontario — O. Reg. 213/91, Construction Projects. Section ranges come from the regulation's table of contents;
 * every entry links the first section of its range on CanLII (see `canLii` in on.ts for why not e-Laws).
 */
const TOC_SOURCE =
  'https://docsbay.net/occupational-health-and-safety-act-o-reg-213-91 (copy of the e-Laws table of contents, 2006–2009 version: section ranges and headings)';

/** Builds a 213/91 entry from a section range; the range also makes the id (e.g. on-reg-213-125). */
function section(
  range: { fr: string; en: string },
  title: { fr: string; en: string },
  hazards: readonly string[],
  extra: Partial<ProvisionDraft> & { id: string },
): ProvisionDraft {
  return {
    citation: { fr: `Règl. de l’Ont. 213/91, ${range.fr}`, en: `O. Reg. 213/91, ${range.en}` },
    title,
    // The range's first section, which the id names (on-reg-213-125 → s. 125).
    ...canLii(
      'on-reg-213-91',
      'regu/o-reg-213-91',
      extra.id.replace('on-reg-213-', ''),
      extra.linkScope === 'part' ? 'part' : 'section',
    ),
    hazards,
    confidence: 'C2',
    source: TOC_SOURCE,
    ...extra,
  };
}

export const onConstructionProvisions = defineProvisions('ON', [
  section(
    { fr: 'art. 26 à 26.9', en: 'ss. 26–26.9' },
    {
      fr: 'Protection contre les chutes sur les chantiers (garde-corps d’abord, puis retenue, limitation, arrêt de chute, filet)',
      en: 'Fall protection on construction projects (guardrail first, then travel restraint, fall restricting, fall arrest, net)',
    },
    ['falls-from-height', 'roof-work'],
    {
      id: 'on-reg-213-26',
      source:
        'https://www.ontario.ca/page/achieve-compliance-construction-sites-fall-prevention (ministry compliance page citing ss. 26.1(2), 26.2, 26.4, 26.8); range per reference §3.2 #1',
    },
  ),
  section(
    { fr: 'art. 21 à 27', en: 'ss. 21–27' },
    {
      fr: 'Vêtements, équipements et dispositifs de protection',
      en: 'Protective clothing, equipment and devices',
    },
    ['inadequate-ppe'],
    { id: 'on-reg-213-21' },
  ),
  section(
    { fr: 'art. 181 à 195.3', en: 'ss. 181–195.3' },
    {
      fr: 'Dangers électriques (y compris le cadenassage des installations)',
      en: 'Electrical hazards (including lockout of installations)',
    },
    ['electrical-contact', 'arc-flash', 'overhead-power-lines', 'hazardous-energy'],
    {
      id: 'on-reg-213-181',
      source: `${TOC_SOURCE}; https://www.ontario.ca/page/achieve-compliance-construction-sites-electrical-hazards (ministry compliance page)`,
    },
  ),
  section(
    { fr: 'partie III, art. 222 à 242', en: 'Part III, ss. 222–242' },
    {
      fr: 'Excavations (types de sol, services souterrains, systèmes de soutènement)',
      en: 'Excavations (soil types, underground services, support systems)',
    },
    ['excavation-trenching', 'underground-utilities'],
    { id: 'on-reg-213-222', linkScope: 'part' },
  ),
  section(
    { fr: 'art. 125 à 142.8', en: 'ss. 125–142.8' },
    {
      fr: 'Échafaudages et plateformes de travail, plateformes suspendues et échafaudages suspendus multipoints',
      en: 'Scaffolds and work platforms, suspended platforms and multi-point suspended scaffolds',
    },
    ['scaffolds'],
    { id: 'on-reg-213-125' },
  ),
  section(
    { fr: 'art. 143 à 149', en: 'ss. 143–149' },
    { fr: 'Plateformes de travail élévatrices', en: 'Elevating work platforms' },
    ['aerial-work-platforms'],
    { id: 'on-reg-213-143' },
  ),
  section({ fr: 'art. 78 à 86', en: 'ss. 78–86' }, { fr: 'Échelles', en: 'Ladders' }, ['ladders'], {
    id: 'on-reg-213-78',
  }),
  section(
    { fr: 'art. 87 à 92', en: 'ss. 87–92' },
    { fr: 'Coffrages, étaiements et réétaiement', en: 'Forms, formwork, falsework and re-shoring' },
    ['formwork-shoring'],
    { id: 'on-reg-213-87' },
  ),
  section(
    { fr: 'art. 93 à 116', en: 'ss. 93–116' },
    { fr: 'Équipement (dispositions générales)', en: 'Equipment, general' },
    ['mobile-equipment'],
    { id: 'on-reg-213-93' },
  ),
  section(
    { fr: 'art. 67 à 69.1', en: 'ss. 67–69.1' },
    { fr: 'Contrôle de la circulation', en: 'Traffic control' },
    ['work-zone-traffic', 'pedestrian-vehicle-traffic'],
    { id: 'on-reg-213-67' },
  ),
  section(
    { fr: 'art. 122 à 124', en: 'ss. 122–124' },
    { fr: 'Soudage et coupage', en: 'Welding and cutting' },
    ['hot-work', 'compressed-gases'],
    { id: 'on-reg-213-122' },
  ),
  section(
    { fr: 'art. 150 à 180', en: 'ss. 150–180' },
    {
      fr: 'Grues, levage et gréage (grues à tour, derricks, câbles et élingues)',
      en: 'Cranes, hoisting and rigging (tower cranes, derricks, cables and slings)',
    },
    ['cranes-rigging'],
    { id: 'on-reg-213-150' },
  ),
  section({ fr: 'art. 196 à 206', en: 'ss. 196–206' }, { fr: 'Explosifs', en: 'Explosives' }, ['blasting'], {
    id: 'on-reg-213-196',
  }),
  section(
    { fr: 'art. 207 à 210', en: 'ss. 207–210' },
    { fr: 'Travaux de toiture', en: 'Roofing' },
    ['roof-work'],
    { id: 'on-reg-213-207' },
  ),
  section(
    { fr: 'art. 212 à 221', en: 'ss. 212–221' },
    { fr: 'Démolition et structures endommagées', en: 'Demolition and damaged structures' },
    ['demolition'],
    { id: 'on-reg-213-212' },
  ),
]);
