/** The two paid tiers of RisqueVision. */
export const TIERS = ['conseiller', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Prices in Canadian dollars, before taxes (spec part 1 §9). */
export const PLAN_PRICES: Readonly<Record<Tier, Readonly<Record<BillingPeriod, number>>>> = {
  conseiller: { monthly: 20, annual: 200 },
  enterprise: { monthly: 200, annual: 2000 },
};

export const TRIAL_DAYS = 7;
export const CURRENCY = 'CAD';

export function isTier(value: unknown): value is Tier {
  return value === 'conseiller' || value === 'enterprise';
}

/**
 * Reads a billing period from a query string. The landing page says `annual` and the payment test
 * page says `yearly`: both mean the same period.
 */
export function parseBillingPeriod(value: string | null | undefined): BillingPeriod | null {
  const normalized = value?.trim().toLowerCase();
  if (normalized === 'monthly') return 'monthly';
  if (normalized === 'annual' || normalized === 'yearly') return 'annual';
  return null;
}

/** What a year costs when paid monthly minus the annual price: the saving the landing page shows. */
export function annualSaving(tier: Tier): number {
  return PLAN_PRICES[tier].monthly * 12 - PLAN_PRICES[tier].annual;
}
