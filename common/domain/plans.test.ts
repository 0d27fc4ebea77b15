import { describe, expect, it } from 'vitest';
import {
  annualSaving,
  ENTERPRISE_SEATS,
  grantsAccess,
  intervalOf,
  isSubscriptionStatus,
  PLAN_PRICES,
  parseBillingPeriod,
  priceInCents,
  SUBSCRIPTION_STATUSES,
  seatsOf,
  TRIAL_DAYS,
} from './plans';

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

describe('plan details for payment', () => {
  it('counts prices in cents without rounding errors', () => {
    expect(priceInCents('conseiller', 'monthly')).toBe(2000);
    expect(priceInCents('conseiller', 'annual')).toBe(20000);
    expect(priceInCents('enterprise', 'monthly')).toBe(20000);
    expect(priceInCents('enterprise', 'annual')).toBe(200000);
  });

  it('maps billing periods to recurring intervals', () => {
    expect(intervalOf('monthly')).toBe('month');
    expect(intervalOf('annual')).toBe('year');
  });

  it('gives enterprise its seats and a consultant one', () => {
    expect(seatsOf('enterprise')).toBe(ENTERPRISE_SEATS);
    expect(ENTERPRISE_SEATS).toBeGreaterThan(1);
    expect(seatsOf('conseiller')).toBe(1);
  });

  it('opens the paid screens only during the trial and while paid', () => {
    expect(grantsAccess('trialing')).toBe(true);
    expect(grantsAccess('active')).toBe(true);
    for (const status of SUBSCRIPTION_STATUSES.filter((s) => s !== 'trialing' && s !== 'active'))
      expect(grantsAccess(status)).toBe(false);
  });

  it('recognises only the known subscription states', () => {
    expect(isSubscriptionStatus('past_due')).toBe(true);
    expect(isSubscriptionStatus('lapsed')).toBe(false);
  });
});
