import { describe, expect, it } from 'vitest';
import { contrastRatio, WCAG_AA_TEXT } from './contrast';
import {
  LIKELIHOODS,
  normalizeSeverity,
  PRIORITY_MATRIX,
  priorityOf,
  SEVERITIES,
  SEVERITY_COLORS,
  SEVERITY_LABELS,
  SEVERITY_PALETTE,
  type Severity,
  severityColor,
} from './risk';

// Every spelling the spec accepts, with its canonical severity and colour.
const SPELLINGS: ReadonlyArray<[string, Severity, string]> = [
  ['critique', 'critique', 'red'],
  ['critical', 'critique', 'red'],
  ['élevé', 'eleve', 'orange'],
  ['élevée', 'eleve', 'orange'],
  ['eleve', 'eleve', 'orange'],
  ['high', 'eleve', 'orange'],
  ['modéré', 'modere', 'yellow'],
  ['modérée', 'modere', 'yellow'],
  ['modere', 'modere', 'yellow'],
  ['moderate', 'modere', 'yellow'],
  ['medium', 'modere', 'yellow'],
  ['faible', 'faible', 'green'],
  ['low', 'faible', 'green'],
];

describe('severity normalization', () => {
  it.each(SPELLINGS)('reads "%s" as %s', (spelling, severity) => {
    expect(normalizeSeverity(spelling)).toBe(severity);
  });

  it.each(SPELLINGS)('ignores case, accents and surrounding spaces in "%s"', (spelling, severity) => {
    expect(normalizeSeverity(`  ${spelling.toUpperCase()} `)).toBe(severity);
    expect(normalizeSeverity(spelling.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(severity);
  });

  it.each(['', 'urgent', 'très élevé', 'n/a', 'mod'])('rejects the unknown spelling "%s"', (spelling) => {
    expect(normalizeSeverity(spelling)).toBeNull();
  });

  it('labels every severity in both languages', () => {
    expect(SEVERITY_LABELS.eleve).toEqual({ fr: 'Élevé', en: 'High' });
    for (const severity of SEVERITIES) {
      expect(SEVERITY_LABELS[severity].fr).not.toBe('');
      expect(SEVERITY_LABELS[severity].en).not.toBe('');
    }
  });
});

describe('severity colours', () => {
  it.each(SPELLINGS)('colours "%s" (canonical %s) %s', (spelling, _severity, colour) => {
    expect(severityColor(spelling)).toBe(colour);
    expect(severityColor(spelling.toUpperCase())).toBe(colour);
  });

  it.each(['', 'unknown', 'SST_001', 'urgent'])('shows anything else ("%s") in grey', (spelling) => {
    expect(severityColor(spelling)).toBe('grey');
  });

  it('keeps every badge readable with its text colour (WCAG AA)', () => {
    for (const colour of SEVERITY_COLORS) {
      const { background, text } = SEVERITY_PALETTE[colour];
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
    }
  });

  it('uses a red close to #C62828 for critical risks', () => {
    expect(SEVERITY_PALETTE.red.background).toBe('#C62828');
  });
});

describe('priority matrix', () => {
  it('gives a priority from 1 to 4 to every severity and likelihood', () => {
    for (const severity of SEVERITIES) {
      for (const likelihood of LIKELIHOODS) {
        expect([1, 2, 3, 4]).toContain(PRIORITY_MATRIX[severity][likelihood]);
      }
    }
  });

  it('never lowers the urgency when the likelihood increases', () => {
    for (const severity of SEVERITIES) {
      const row = LIKELIHOODS.map((likelihood) => PRIORITY_MATRIX[severity][likelihood]);
      for (let index = 1; index < row.length; index += 1) {
        expect(row[index]).toBeLessThanOrEqual(row[index - 1] ?? 4);
      }
    }
  });

  it('never lowers the urgency when the severity increases', () => {
    // SEVERITIES runs from the most to the least severe.
    for (const likelihood of LIKELIHOODS) {
      const column = SEVERITIES.map((severity) => PRIORITY_MATRIX[severity][likelihood]);
      for (let index = 1; index < column.length; index += 1) {
        expect(column[index]).toBeGreaterThanOrEqual(column[index - 1] ?? 1);
      }
    }
  });

  it('asks for immediate action on a likely critical risk and only monitoring on a rare low one', () => {
    expect(priorityOf({ severity: 'critique', likelihood: 'likely' }).priority).toBe(1);
    expect(priorityOf({ severity: 'faible', likelihood: 'rare' }).priority).toBe(4);
  });

  it('keeps a critical consequence at P2 or above however rare it is', () => {
    expect(priorityOf({ severity: 'critique', likelihood: 'rare' }).priority).toBeLessThanOrEqual(2);
  });

  it('explains each priority in both languages', () => {
    const assessment = priorityOf({ severity: 'modere', likelihood: 'possible' });
    expect(assessment.label.fr).toMatch(/^P3/);
    expect(assessment.label.en).toMatch(/^P3/);
    expect(assessment.justification.fr.length).toBeGreaterThan(10);
    expect(assessment.justification.en.length).toBeGreaterThan(10);
  });
});
