import type { JurisdictionCode } from '../jurisdictions';
import type { LocalizedText } from '../localized';

/** C1: confirmed in an official source; C2: confirmed only in a secondary source. Unconfirmed facts never ship. */
export type Confidence = 'C1' | 'C2';

/** A general-duty entry is the Act's catch-all duty of the employer; it is cited only when nothing narrower applies. */
export type ProvisionKind = 'provision' | 'general-duty';

export type Provision = {
  /** Stable id, e.g. qc-rsst-33.1; analyses store it, so it never changes when wording does. */
  readonly id: string;
  readonly jurisdiction: JurisdictionCode;
  readonly citation: LocalizedText;
  readonly title: LocalizedText;
  /** Official consolidation (or, when the instrument's own page was not confirmed, the official site). */
  readonly url: string;
  /** Ids of the catalogue hazards this provision addresses. */
  readonly hazards: readonly string[];
  readonly confidence: Confidence;
  /** Where the citation was confirmed (URL or note). */
  readonly source: string;
  readonly kind: ProvisionKind;
};

export type ProvisionDraft = Omit<Provision, 'jurisdiction' | 'kind'> & { readonly kind?: ProvisionKind };

/** Stamps a jurisdiction on its entries so each data file states it once. */
export function defineProvisions(
  jurisdiction: JurisdictionCode,
  drafts: readonly ProvisionDraft[],
): readonly Provision[] {
  return drafts.map((draft) => ({ ...draft, jurisdiction, kind: draft.kind ?? 'provision' }));
}

/** Hazards covered by the employer-side WHMIS rules, which apply to every hazardous product. */
export const WHMIS_HAZARDS = [
  'whmis-hazardous-products',
  'solvents',
  'corrosives',
  'isocyanates',
  'flammable-liquids',
  'compressed-gases',
  'metalworking-fluids',
] as const;
