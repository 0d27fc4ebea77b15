import type { JurisdictionCode } from '../jurisdictions';
import type { LocalizedText } from '../localized';

/** C1: confirmed in an official source; C2: confirmed only in a secondary source. Unconfirmed facts never ship. */
export type Confidence = 'C1' | 'C2';

/** A general-duty entry is the Act's catch-all duty of the employer; it is cited only when nothing narrower applies. */
export type ProvisionKind = 'provision' | 'general-duty';

/**
 * What a provision's link lands on: the cited section itself, the Part (or Division) that holds the cited
 * sections, or only the instrument (a consolidation without section anchors). Issue 12 item 6: a reviewer
 * clicks a reference and lands on the provision, so `instrument` is the exception, counted in knowledge-base.md.
 */
export type LinkScope = 'section' | 'part' | 'instrument';

export type Provision = {
  /** Stable id, e.g. qc-rsst-33.1; analyses store it, so it never changes when wording does. */
  readonly id: string;
  readonly jurisdiction: JurisdictionCode;
  readonly citation: LocalizedText;
  readonly title: LocalizedText;
  /** The instrument cited (e.g. `qc-rsst`): provisions of one instrument may share a page, two instruments never do. */
  readonly instrument: string;
  /** The cited section or Part in the current official consolidation (CanLII where the jurisdiction has none). */
  readonly url: string;
  readonly linkScope: LinkScope;
  /** Ids of the catalogue hazards this provision addresses. */
  readonly hazards: readonly string[];
  /** C1 only when the official text of the cited section was read (in `source`); C2 otherwise. */
  readonly confidence: Confidence;
  /** The text actually read to confirm the citation (an address, and what was read there). */
  readonly source: string;
  /** When the citation and its link were last checked against `source` (YYYY-MM-DD). */
  readonly verifiedOn: string;
  readonly kind: ProvisionKind;
};

/**
 * The hosts of each jurisdiction's official consolidations, the only places a provision may link (issue 12
 * item 6). CanLII stands in only where the jurisdiction publishes no consolidation with section anchors.
 */
export const OFFICIAL_LAW_HOSTS: Record<JurisdictionCode, readonly string[]> = {
  QC: ['legisquebec.gouv.qc.ca'],
  // e-Laws cannot address a section (its anchors are renumbered with each amendment): sections link CanLII.
  ON: ['ontario.ca', 'canlii.org'],
  BC: ['bclaws.gov.bc.ca', 'worksafebc.com'],
  AB: ['search-ohs-laws.alberta.ca', 'kings-printer.alberta.ca', 'canlii.org'],
  SK: ['publications.saskatchewan.ca', 'canlii.org'],
  MB: ['web2.gov.mb.ca', 'canlii.org'],
  NB: ['laws.gnb.ca'],
  NS: ['nslegislature.ca', 'novascotia.ca', 'canlii.org'],
  // wcb.pe.ca: the regulator's own list of the regulations, for the WHMIS Regulations, whose number (and so
  // their consolidation's address) could not be found; counted as an instrument-only link.
  PE: ['princeedwardisland.ca', 'canlii.org', 'wcb.pe.ca'],
  NL: ['assembly.nl.ca'],
  YT: ['laws.yukon.ca', 'canlii.org'],
  NT: ['justice.gov.nt.ca', 'canlii.org'],
  NU: ['nunavutlegislation.ca', 'canlii.org'],
  FEDERAL: ['laws-lois.justice.gc.ca', 'laws.justice.gc.ca'],
};

/** The host of an address without its `www.`, as OFFICIAL_LAW_HOSTS lists it. */
export function lawHost(url: string): string {
  return (url.replace(/^https?:\/\/(www\.)?/i, '').split(/[/?#:]/)[0] ?? '').toLowerCase();
}

export type ProvisionDraft = Omit<Provision, 'jurisdiction' | 'kind'> & { readonly kind?: ProvisionKind };

/** What a checked entry says of its link: its instrument, the address, what the address lands on, and the day. */
export type VerifiedLink = Pick<ProvisionDraft, 'instrument' | 'url' | 'linkScope' | 'verifiedOn'>;

/**
 * The link of an entry checked on 2026-11-25 (issue 12 item 6), as the ON, MB, PE and NS files write it.
 */
export function verifiedLink(instrument: string, url: string, linkScope: LinkScope): VerifiedLink {
  return { instrument, url, linkScope, verifiedOn: '2026-11-25' };
}

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
  'school-lab-chemicals',
  'chemical-delivery-dosing',
  'wet-cement-burns',
  'epoxy-resins',
  'hydrofluoric-acid',
  'cyanide',
  'chrome-plating-baths',
  'refrigerant-gases',
  'cryogenic-liquids',
  'mercury',
  'beverage-co2',
  'oxygen-deficient-inert-gas',
  'benzene-hydrocarbon-vapours',
] as const;

/** Issue 12 item 3: chemical and dust exposures with exposure limits, for the provisions on chemical agents. */
export const CHEMICAL_AGENT_HAZARDS = [
  'hazardous-drugs',
  'anaesthetic-gases',
  'sterilants-disinfectants',
  'mercury',
  'ozone',
  'benzene-hydrocarbon-vapours',
  'hydrofluoric-acid',
  'cyanide',
  'chrome-plating-baths',
  'epoxy-resins',
  'flour-dust-sensitization',
  'organic-dust-farmers-lung',
  'abrasive-blasting',
  'hot-asphalt-bitumen',
] as const;

/** Issue 12 item 3: infectious agents, for the provisions on biological agents. */
export const INFECTIOUS_AGENT_HAZARDS = ['airborne-infections', 'zoonoses', 'bird-droppings'] as const;

/** Issue 12 item 3: machines whose danger zones need guards, for the machine-guarding provisions. */
export const GUARDED_MACHINE_HAZARDS = [
  'meat-slicers-saws',
  'dough-mixers',
  'cardboard-balers-compactors',
  'grain-augers',
  'crushers-screens',
] as const;

/** Issue 12 item 3: machines whose jams are cleared under lockout, for the lockout provisions. */
export const LOCKOUT_MACHINE_HAZARDS = [
  'cardboard-balers-compactors',
  'crushers-screens',
  'grain-augers',
  'dough-mixers',
] as const;

/** Issue 12 item 3: enclosed atmospheres entered under confined-space rules. */
export const CONFINED_ATMOSPHERE_HAZARDS = [
  'fish-hold-atmospheres',
  'silo-gas',
  'oxygen-deficient-inert-gas',
] as const;

/** Issue 12 item 3: work at height covered by the fall-protection provisions. */
export const FALL_PROTECTION_HAZARDS = [
  'pole-climbing',
  'derrick-monkey-board',
  'roof-snow-removal',
] as const;

/** Issue 12 item 3: handling tasks covered by the ergonomics provisions. */
export const ERGONOMIC_TASK_HAZARDS = [
  'child-care-postures',
  'housekeeping-room-attendants',
  'shopping-cart-retrieval',
] as const;
