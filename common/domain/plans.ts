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

/** Seats an enterprise subscription includes: its administrator and the people the team adds. */
export const ENTERPRISE_SEATS = 5;

/** Seats that come with a tier: a consultant works alone. */
export function seatsOf(tier: Tier): number {
  return tier === 'enterprise' ? ENTERPRISE_SEATS : 1;
}

/** A price in cents, as the card processor counts it (no floating-point rounding on the way). */
export function priceInCents(tier: Tier, period: BillingPeriod): number {
  return Math.round(PLAN_PRICES[tier][period] * 100);
}

/** The card processor's recurring interval for a billing period. */
export function intervalOf(period: BillingPeriod): 'month' | 'year' {
  return period === 'monthly' ? 'month' : 'year';
}

/** The states a paid subscription goes through, as the card processor names them. */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly unknown[]).includes(value);
}

/**
 * Whether a subscription opens the paid screens: during the trial and while paid. A failed payment
 * (past_due) closes them until a payment succeeds; the data stays.
 */
export function grantsAccess(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active';
}
