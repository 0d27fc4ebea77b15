import { atlanticJurisdictions } from './jurisdiction-data/atlantic';
import { centralJurisdictions } from './jurisdiction-data/central';
import { northernJurisdictions } from './jurisdiction-data/north';
import { westernJurisdictions } from './jurisdiction-data/west';
import type { LocalizedList, LocalizedText } from './localized';

/**
 * The 14 Canadian OHS jurisdictions (10 provinces, 3 territories, federal). Records carry only facts
 * confirmed in an official or secondary source; see docs/knowledge-base.md for what was downgraded.
 */

/** Display order of the spec; QC first because it is the product's default. */
export const JURISDICTION_CODES = [
  'QC',
  'ON',
  'BC',
  'AB',
  'SK',
  'MB',
  'NB',
  'NS',
  'PE',
  'NL',
  'YT',
  'NT',
  'NU',
  'FEDERAL',
] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

export const DEFAULT_JURISDICTION: JurisdictionCode = 'QC';

/** Whether OHS is enforced by the compensation board or by a government department. */
export type RegulatorModel = 'compensation-board' | 'government-department';

export type Jurisdiction = {
  readonly code: JurisdictionCode;
  readonly name: LocalizedText;
  /** Short name of the OHS regulator, e.g. CNESST. */
  readonly agency: LocalizedText;
  /** Full name; where no official name exists in a language, the official one is kept with a gloss. */
  readonly fullName: LocalizedText;
  /** The main OHS statute. */
  readonly law: LocalizedText;
  /** The statutes and regulations used for OHS analysis, in the page language. */
  readonly analysisLaws: LocalizedList;
  readonly website: string;
  /** Map colour; white text on it meets WCAG AA. */
  readonly color: string;
  readonly regulatorModel: RegulatorModel;
  /** NT and NU are served by one regulator (WSCC / CSTIT) enforcing two mirror Safety Acts. */
  readonly sharedRegulatorWith?: JurisdictionCode;
  readonly notes?: LocalizedText;
  /** Official or secondary pages that support the record. */
  readonly sources: readonly string[];
};

export const jurisdictions: readonly Jurisdiction[] = orderByCode([
  ...centralJurisdictions,
  ...westernJurisdictions,
  ...atlanticJurisdictions,
  ...northernJurisdictions,
]);

function orderByCode(records: readonly Jurisdiction[]): readonly Jurisdiction[] {
  return JURISDICTION_CODES.map((code) => {
    const record = records.find((candidate) => candidate.code === code);
    if (!record) throw new Error(`Missing jurisdiction record ${code}`);
    return record;
  });
}

export function isJurisdictionCode(value: unknown): value is JurisdictionCode {
  return typeof value === 'string' && (JURISDICTION_CODES as readonly string[]).includes(value);
}

/** The record of a jurisdiction; undefined only when an unchecked string is passed. */
export function getJurisdiction(code: JurisdictionCode): Jurisdiction;
export function getJurisdiction(code: string): Jurisdiction | undefined;
export function getJurisdiction(code: string): Jurisdiction | undefined {
  return jurisdictions.find((candidate) => candidate.code === code);
}
