import type { JurisdictionCode } from '../jurisdictions';
import type { LocalizedList, LocalizedText } from '../localized';
import type { Likelihood, Severity } from '../risk';

export const HAZARD_FAMILIES = [
  'heights',
  'surfaces-and-impacts',
  'machinery',
  'vehicles',
  'lifting-and-storage',
  'electrical',
  'fire-explosion',
  'chemical',
  'atmospheres',
  'dusts-and-fibres',
  'physical-agents',
  'ergonomics',
  'biological',
  'psychosocial',
  'protection-and-emergency',
  'ground-works',
  'mining',
  'forestry',
] as const;
export type HazardFamily = (typeof HAZARD_FAMILIES)[number];

export const HAZARD_FAMILY_LABELS: Readonly<Record<HazardFamily, LocalizedText>> = {
  heights: { fr: 'Travail en hauteur', en: 'Work at height' },
  'surfaces-and-impacts': { fr: 'Chutes de plain-pied et impacts', en: 'Slips, trips and impacts' },
  machinery: { fr: 'Machines et outils', en: 'Machinery and tools' },
  vehicles: { fr: 'Véhicules et équipement mobile', en: 'Vehicles and mobile equipment' },
  'lifting-and-storage': { fr: 'Levage et entreposage', en: 'Lifting and storage' },
  electrical: { fr: 'Électricité', en: 'Electrical' },
  'fire-explosion': { fr: 'Incendie et explosion', en: 'Fire and explosion' },
  chemical: { fr: 'Produits chimiques', en: 'Chemicals' },
  atmospheres: {
    fr: 'Espaces clos et atmosphères dangereuses',
    en: 'Confined spaces and hazardous atmospheres',
  },
  'dusts-and-fibres': { fr: 'Poussières et fibres', en: 'Dusts and fibres' },
  'physical-agents': { fr: 'Agresseurs physiques', en: 'Physical agents' },
  ergonomics: { fr: 'Ergonomie et TMS', en: 'Ergonomics and MSD' },
  biological: { fr: 'Risques biologiques', en: 'Biological hazards' },
  psychosocial: { fr: 'Risques psychosociaux', en: 'Psychosocial risks' },
  'protection-and-emergency': { fr: 'Protection et mesures d’urgence', en: 'Protection and emergencies' },
  'ground-works': { fr: 'Excavation et démolition', en: 'Excavation and demolition' },
  mining: { fr: 'Mines', en: 'Mining' },
  forestry: { fr: 'Foresterie', en: 'Forestry' },
};

/** The hierarchy of prevention measures, most effective first (codified in Quebec by the 2025 regulation). */
export const CONTROL_LEVELS = [
  'elimination',
  'substitution',
  'engineering',
  'administrative',
  'ppe',
] as const;
export type ControlLevel = (typeof CONTROL_LEVELS)[number];

export const CONTROL_LEVEL_LABELS: Readonly<Record<ControlLevel, LocalizedText>> = {
  elimination: { fr: 'Élimination à la source', en: 'Elimination' },
  substitution: { fr: 'Substitution', en: 'Substitution' },
  engineering: { fr: 'Mesures d’ingénierie', en: 'Engineering controls' },
  administrative: { fr: 'Mesures administratives', en: 'Administrative controls' },
  ppe: { fr: 'Équipements de protection individuelle (EPI)', en: 'Personal protective equipment (PPE)' },
};

/** Either concrete measures or the reason why a level of the hierarchy does not apply to this hazard. */
export type ControlMeasure = LocalizedList | { readonly omitted: LocalizedText };
export type ControlMeasures = { readonly [Level in ControlLevel]: ControlMeasure };

export type HazardDefinition = {
  readonly id: string;
  readonly name: LocalizedText;
  readonly description: LocalizedText;
  readonly family: HazardFamily;
  /** Main sectors, sub-sectors or activities (taxonomy ids) where the hazard is typical. */
  readonly sectors: readonly string[];
  /** Words, sign wording and paraphrases that reveal the hazard in a document, instruction or photo. */
  readonly cues: LocalizedList;
  readonly severity: Severity;
  readonly likelihood: Likelihood;
  readonly measures: ControlMeasures;
  readonly recommendation: LocalizedText;
};

export type Hazard = HazardDefinition & {
  /** For each jurisdiction, the catalogue provisions to cite; the general duty when nothing narrower applies. */
  readonly references: Readonly<Record<JurisdictionCode, readonly string[]>>;
};

export function isOmitted(measure: ControlMeasure): measure is { readonly omitted: LocalizedText } {
  return 'omitted' in measure;
}
