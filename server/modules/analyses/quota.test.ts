import { describe, expect, it } from 'vitest';
import { startOfDay } from './quota';

describe('the quota day', () => {
  it('starts at midnight in Toronto in winter (UTC−5)', () => {
    expect(startOfDay(new Date('2026-01-15T03:30:00Z')).toISOString()).toBe('2026-01-14T05:00:00.000Z');
    expect(startOfDay(new Date('2026-01-15T05:00:00Z')).toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });
  it('starts at midnight in Toronto in summer (UTC−4)', () => {
    expect(startOfDay(new Date('2026-07-01T23:59:00Z')).toISOString()).toBe('2026-07-01T04:00:00.000Z');
  });
  it('handles the days the clocks change', () => {
    // 8 March 2026: clocks go forward at 2:00; midnight was still EST.
    expect(startOfDay(new Date('2026-03-08T18:00:00Z')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    // 1 November 2026: clocks go back at 2:00; midnight was still EDT.
    expect(startOfDay(new Date('2026-11-01T18:00:00Z')).toISOString()).toBe('2026-11-01T04:00:00.000Z');
  });
});
