import type { BillingPeriod, Tier } from '../../../common/domain/plans';

/** The spec's pause between the redirect toast and the payment tab. */
export const PAYMENT_REDIRECT_DELAY_MS = 1500;

export const paymentPagePath = (tier: Tier, period: BillingPeriod) =>
  `/simple/stripe/${tier}?billing=${period}`;

/** Remembers what the visitor chose, under the spec's keys, for the payment and result pages. */
export function rememberPurchaseIntent(tier: Tier, period: BillingPeriod): void {
  localStorage.setItem('requested_tier', tier);
  localStorage.setItem('requested_billing', period);
  localStorage.setItem('payment_intent', 'subscription');
}

/**
 * Opens the payment page in a new tab; false when the browser blocked it. The new tab's opener is
 * cut so the payment page cannot navigate this one.
 */
export function openPaymentPage(tier: Tier, period: BillingPeriod): boolean {
  const opened = window.open(paymentPagePath(tier, period), '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}
