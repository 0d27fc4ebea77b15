import { describe, expect, it } from 'vitest';
import { annualSaving, PLAN_PRICES, parseBillingPeriod, TRIAL_DAYS } from './plans';

describe('plans', () => {
  it("carries the spec's prices in Canadian dollars", () => {
    expect(PLAN_PRICES).toEqual({
      conseiller: { monthly: 20, annual: 200 },
      enterprise: { monthly: 200, annual: 2000 },
    });
    expect(TRIAL_DAYS).toBe(7);
  });

  it('reads annual and yearly as the same billing period', () => {
    expect(parseBillingPeriod('annual')).toBe('annual');
    expect(parseBillingPeriod('yearly')).toBe('annual');
    expect(parseBillingPeriod('YEARLY')).toBe('annual');
    expect(parseBillingPeriod('monthly')).toBe('monthly');
  });

  it('ignores a period it does not know', () => {
    expect(parseBillingPeriod('weekly')).toBeNull();
    expect(parseBillingPeriod(null)).toBeNull();
  });

  it('computes the saving of paying yearly: two months', () => {
    expect(annualSaving('conseiller')).toBe(40);
    expect(annualSaving('enterprise')).toBe(400);
  });
});
