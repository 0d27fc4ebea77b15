import { z } from 'zod';
import { BILLING_PERIODS, SUBSCRIPTION_STATUSES, TIERS } from '../domain/plans';

export const tierSchema = z.enum(TIERS);
export const billingPeriodSchema = z.enum(BILLING_PERIODS);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** GET /api/stripe/tiers: the plans from common/domain/plans.ts and whether online payment is on. */
export const stripeTiersResponseSchema = z.object({
  success: z.literal(true),
  /** Stripe keys are set: the payment pages start a Checkout session. */
  enabled: z.boolean(),
  automaticTax: z.boolean(),
  currency: z.string(),
  trialDays: z.number().int(),
  tiers: z.array(
    z.object({
      tier: tierSchema,
      seats: z.number().int(),
      prices: z.object({ monthly: z.number(), annual: z.number() }),
      paymentPaths: z.object({ monthly: z.string(), annual: z.string() }),
    }),
  ),
});
export type StripeTiersResponse = z.infer<typeof stripeTiersResponseSchema>;

/** POST /api/stripe/checkout: a signed-in person pays for their own account; others give an address. */
export const checkoutRequestSchema = z.object({
  tier: tierSchema,
  billing: billingPeriodSchema,
  email: z.email().max(254).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ success: z.literal(true), url: z.url() });

/** POST /api/stripe/webhook: Stripe reads only the status; `duplicate` says a replay changed nothing. */
export const webhookResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

export const portalResponseSchema = z.object({ success: z.literal(true), url: z.url() });

export const subscriptionSchema = z.object({
  tier: tierSchema,
  billingPeriod: billingPeriodSchema,
  status: subscriptionStatusSchema,
  /** Whether this subscription opens the paid screens now. */
  access: z.boolean(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  trialEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** Only the person who paid (or a team administrator) manages it in Stripe's portal. */
  canManage: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/billing/subscription: the plan, its state and what is used of it, counted from the records. */
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: subscriptionSchema.nullable(),
  /** The person's screens (null without a plan). */
  tier: tierSchema.nullable(),
  usage: z.object({
    analysesThisMonth: z.number().int(),
    seats: z.object({ used: z.number().int(), total: z.number().int() }).nullable(),
  }),
  onlinePayment: z.boolean(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET /api/email/status (operators): the e-mail service actually configured, and whether it answers. */
export const emailStatusResponseSchema = z.object({
  timestamp: z.iso.datetime(),
  provider: z.object({
    kind: z.enum(['smtp', 'outbox']),
    /** The SMTP host and port, or the outbox folder; never credentials. */
    name: z.string(),
    configured: z.boolean(),
    status: z.object({ success: z.boolean(), message: z.string() }),
  }),
});
export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;
