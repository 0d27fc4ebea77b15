import { describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_TEXT } from './contrast';
import {
  DEFAULT_JURISDICTION,
  getJurisdiction,
  isJurisdictionCode,
  JURISDICTION_CODES,
  jurisdictions,
} from './jurisdictions';
import { LANGUAGES } from './localized';

const SPEC_ENGLISH_NAMES = [
  'Quebec',
  'Ontario',
  'British Columbia',
  'Alberta',
  'Saskatchewan',
  'Manitoba',
  'New Brunswick',
  'Nova Scotia',
  'Prince Edward Island',
  'Newfoundland and Labrador',
  'Yukon',
  'Northwest Territories',
  'Nunavut',
  'Federal',
];

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

describe('jurisdictions', () => {
  it('lists the 14 jurisdictions in the spec’s order, Quebec first and by default', () => {
    expect(jurisdictions.map((record) => record.code)).toEqual([...JURISDICTION_CODES]);
    expect(JURISDICTION_CODES).toHaveLength(14);
    expect(DEFAULT_JURISDICTION).toBe('QC');
    expect(JURISDICTION_CODES.at(-1)).toBe('FEDERAL');
  });

  it('uses the spec’s English display names', () => {
    expect(jurisdictions.map((record) => record.name.en)).toEqual(SPEC_ENGLISH_NAMES);
    expect(getJurisdiction('QC').name.fr).toBe('Québec');
    expect(getJurisdiction('FEDERAL').name.fr).toBe('Fédéral');
  });

  it.each(JURISDICTION_CODES)('fills every field of %s in both languages', (code) => {
    const record = getJurisdiction(code);
    for (const language of LANGUAGES) {
      for (const text of [record.name, record.agency, record.fullName, record.law]) {
        expect(text[language].trim()).not.toBe('');
      }
      expect(record.analysisLaws[language].length).toBeGreaterThan(0);
      for (const law of record.analysisLaws[language]) expect(law.trim()).not.toBe('');
    }
    expect(record.analysisLaws.fr.length).toBe(record.analysisLaws.en.length);
  });

  it.each(JURISDICTION_CODES)('links %s only to valid https addresses', (code) => {
    const record = getJurisdiction(code);
    expect(isHttpsUrl(record.website)).toBe(true);
    expect(record.sources.length).toBeGreaterThan(0);
    for (const source of record.sources) expect(isHttpsUrl(source)).toBe(true);
  });

  it('gives each jurisdiction its own map colour, readable with white text (WCAG AA)', () => {
    const colours = jurisdictions.map((record) => record.color.toUpperCase());
    expect(new Set(colours).size).toBe(14);
    for (const colour of colours)
      expect(contrastRatio('#FFFFFF', colour)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('models the Northwest Territories and Nunavut as sharing one regulator', () => {
    expect(getJurisdiction('NT').sharedRegulatorWith).toBe('NU');
    expect(getJurisdiction('NU').sharedRegulatorWith).toBe('NT');
    expect(getJurisdiction('NT').fullName).toEqual(getJurisdiction('NU').fullName);
    const others = jurisdictions.filter((record) => record.code !== 'NT' && record.code !== 'NU');
    for (const record of others) expect(record.sharedRegulatorWith).toBeUndefined();
  });

  it('keeps the CNESST’s French name in English, since it has no official English one', () => {
    const quebec = getJurisdiction('QC');
    expect(quebec.agency.en).toBe('CNESST');
    expect(quebec.fullName.en).toBe(quebec.fullName.fr);
  });

  it('marks translations of English-only statutes as unofficial', () => {
    for (const code of ['BC', 'AB', 'SK', 'NS', 'PE', 'NL'] as const) {
      expect(getJurisdiction(code).law.fr).toMatch(/traduction non officielle/);
    }
  });

  it('recognises the 14 codes and nothing else', () => {
    for (const code of JURISDICTION_CODES) expect(isJurisdictionCode(code)).toBe(true);
    for (const value of ['FED', 'qc', 'US', '', null, 42]) expect(isJurisdictionCode(value)).toBe(false);
    expect(getJurisdiction('FED')).toBeUndefined();
  });
});
