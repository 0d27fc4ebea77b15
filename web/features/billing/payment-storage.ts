import { isTier, type Tier } from '../../../common/domain/plans';

/** The spec's keys for a finished payment (part 2 §3). */
export const PAYMENT_COMPLETED_KEY = 'payment_completed';
export const PAYMENT_TIER_KEY = 'payment_tier';

/** The spec's pause on the success page before going to the tier's home. */
export const PAYMENT_SUCCESS_REDIRECT_MS = 3000;

export function recordPaymentCompleted(tier: Tier | null): void {
  try {
    localStorage.setItem(PAYMENT_COMPLETED_KEY, 'true');
    if (tier) localStorage.setItem(PAYMENT_TIER_KEY, tier);
  } catch {
    // Storage can be disabled; the page still confirms and redirects.
  }
}

export function clearPaymentRecord(): void {
  try {
    localStorage.removeItem(PAYMENT_COMPLETED_KEY);
    localStorage.removeItem(PAYMENT_TIER_KEY);
  } catch {
    // Nothing stored when storage is disabled.
  }
}

/** The tier of a result page's `?tier=`, when it names one. */
export const tierOf = (value: string | null): Tier | null => (isTier(value) ? value : null);
