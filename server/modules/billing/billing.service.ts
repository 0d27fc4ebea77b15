import type { CheckoutRequest, Subscription, SubscriptionResponse } from '../../../common/contract/billing';
import { accessTierOf } from '../../../common/domain/access';
import {
  type BillingPeriod,
  CURRENCY,
  grantsAccess,
  intervalOf,
  PLAN_PRICES,
  priceInCents,
  seatsOf,
  TIERS,
  type Tier,
  TRIAL_DAYS,
} from '../../../common/domain/plans';
import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import { type StripeHandle, verifyStripeEvent } from '../../platform/billing/stripe-client';
import { AppError } from '../../platform/errors/app-error';
import { translate } from '../../platform/i18n/translate';
import type { Logger } from '../../platform/logger/logger';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import { QUOTA_TIME_ZONE, startOfDay } from '../analyses/quota';
import type { BillingRepository, SubscriptionRow } from './billing.repository';
import { createWebhookHandlers } from './billing.webhooks';
import type { BillingAccounts } from './billing-accounts';

/** The payment page of a plan, as the landing page opens it. */
export const paymentPathOf = (tier: Tier, period: BillingPeriod) =>
  `/simple/stripe/${tier}?billing=${period}`;

const notConfigured = () => new AppError({ code: 'billing.notConfigured', status: 503 });
const stripeUnavailable = () => new AppError({ code: 'billing.stripeUnavailable', status: 502 });

/** The first instant of the current month in Toronto, where the product's days and months end. */
export function startOfMonth(now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: QUOTA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  })
    .formatToParts(now)
    .map((part) => [part.type, Number(part.value)]);
  const { year = 1970, month = 1 } = Object.fromEntries(parts) as Record<string, number>;
  // Noon UTC on the 1st is the 1st in Toronto too; its day began at local midnight.
  return startOfDay(new Date(Date.UTC(year, month - 1, 1, 12)));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The subscription that decides: one that grants access if any, otherwise the latest. */
const currentOf = (rows: SubscriptionRow[]) =>
  rows.find((row) => grantsAccess(row.status)) ?? rows[0] ?? null;

/**
 * Every paid call asks whether the person's plan lapsed. An open plan is remembered for a minute per
 * person and team (a lapse handled by another instance takes effect within it); a lapsed one is asked
 * again each time, so a payment opens the screens at once.
 */
const OPEN_PLAN_MEMORY_MS = 60_000;
const OPEN_PLAN_MEMORY_LIMIT = 10_000;

const canManage = (row: SubscriptionRow, user: UserRecord) =>
  row.userId === user.id || (row.teamId !== null && user.role === 'admin' && user.team?.id === row.teamId);

/**
 * Plans, Stripe Checkout and Customer Portal sessions, the signed webhooks that create the accounts
 * and follow the subscriptions, and the access rule a lapsed subscription closes.
 */
export function createBillingService(deps: {
  stripe: StripeHandle | null;
  repository: BillingRepository;
  accounts: AccountsRepository;
  billingAccounts: BillingAccounts;
  config: Config;
  logger: Logger;
}) {
  const { stripe, config } = deps;
  const webhookSecret = config.billing.webhookSecret;
  const openPlans = new Map<string, number>();
  const handlers = stripe
    ? createWebhookHandlers({
        stripe,
        repository: deps.repository,
        accounts: deps.billingAccounts,
        logger: deps.logger,
      })
    : null;

  async function callStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      // Stripe's message may name the account's settings; the log keeps its type and code only.
      const failure = error as { type?: string; code?: string; statusCode?: number };
      deps.logger.error(
        { type: failure.type, code: failure.code, status: failure.statusCode },
        `stripe ${what} failed`,
      );
      throw stripeUnavailable();
    }
  }

  return {
    onlinePayment: stripe !== null,

    tiers() {
      return {
        success: true as const,
        enabled: stripe !== null,
        automaticTax: stripe !== null && config.billing.automaticTax,
        currency: CURRENCY,
        trialDays: TRIAL_DAYS,
        tiers: TIERS.map((tier) => ({
          tier,
          seats: seatsOf(tier),
          prices: { ...PLAN_PRICES[tier] },
          paymentPaths: { monthly: paymentPathOf(tier, 'monthly'), annual: paymentPathOf(tier, 'annual') },
        })),
      };
    },

    /** Starts a Stripe Checkout session for a plan: the subscription, its trial, in Canadian dollars. */
    async createCheckout(options: {
      user: UserRecord | null;
      request: CheckoutRequest;
      language: Language;
    }): Promise<{ success: true; url: string }> {
      if (!stripe) throw notConfigured();
      const { tier, billing } = options.request;
      const email = options.user?.email ?? options.request.email;
      if (!email) throw new AppError({ code: 'billing.emailRequired', status: 400 });
      const previous = options.user
        ? await deps.repository.findForPerson({ userId: options.user.id, teamId: null })
        : [];
      const customer = previous[0]?.stripeCustomerId;
      const tierName = translate({ language: options.language, namespace: 'common', key: `tiers.${tier}` });
      const tax = config.billing.automaticTax;
      const metadata = { tier, billing, language: options.language };
      const session = await callStripe('checkout', async () =>
        (await stripe.load()).checkout.sessions.create({
          mode: 'subscription',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY.toLowerCase(),
                unit_amount: priceInCents(tier, billing),
                recurring: { interval: intervalOf(billing) },
                product_data: { name: `RisqueVision — ${tierName}`, metadata: { tier } },
                ...(tax ? { tax_behavior: 'exclusive' as const } : {}),
              },
            },
          ],
          // One free trial per person: someone paying again after a lapse starts paying at once.
          subscription_data: { ...(previous.length ? {} : { trial_period_days: TRIAL_DAYS }), metadata },
          ...(customer
            ? { customer, ...(tax ? { customer_update: { address: 'auto' as const } } : {}) }
            : { customer_email: email }),
          ...(options.user ? { client_reference_id: options.user.id } : {}),
          metadata,
          locale: options.language === 'fr' ? 'fr-CA' : 'en',
          automatic_tax: { enabled: tax },
          billing_address_collection: tax ? 'required' : 'auto',
          success_url: `${config.publicUrl}/payment-success?tier=${tier}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.publicUrl}/payment-cancel?tier=${tier}`,
        }),
      );
      if (!session.url) throw stripeUnavailable();
      return { success: true, url: session.url };
    },

    /** A Stripe Customer Portal session for the person who pays (or the team's administrator). */
    async createPortal(options: {
      user: UserRecord;
      language: Language;
    }): Promise<{ success: true; url: string }> {
      if (!stripe) throw notConfigured();
      const rows = await deps.repository.findForPerson({
        userId: options.user.id,
        teamId: options.user.team?.id ?? null,
      });
      const row = rows.find((candidate) => canManage(candidate, options.user));
      if (!row) throw new AppError({ code: 'billing.noSubscription', status: 404 });
      const session = await callStripe('portal', async () =>
        (await stripe.load()).billingPortal.sessions.create({
          customer: row.stripeCustomerId,
          return_url: `${config.publicUrl}/profile`,
          locale: options.language === 'fr' ? 'fr-CA' : 'en',
        }),
      );
      return { success: true, url: session.url };
    },

    /** The plan, its state and its use, counted from the records, for the profile's Subscription tab. */
    async describe(user: UserRecord, now = new Date()): Promise<SubscriptionResponse> {
      const teamId = user.team?.id ?? null;
      const current = currentOf(await deps.repository.findForPerson({ userId: user.id, teamId }));
      const subscription: Subscription | null = current && {
        tier: current.tier,
        billingPeriod: current.billingPeriod,
        status: current.status,
        access: grantsAccess(current.status),
        currentPeriodEnd: iso(current.currentPeriodEnd),
        trialEnd: iso(current.trialEnd),
        cancelAtPeriodEnd: current.cancelAtPeriodEnd,
        canManage: canManage(current, user),
      };
      const admin = user.role === 'admin' && user.team;
      return {
        success: true,
        subscription,
        tier: accessTierOf({ tier: user.tier, role: user.role }),
        usage: {
          analysesThisMonth: await deps.repository.countAnalysesSince({
            userId: user.id,
            teamId: admin ? (user.team?.id ?? null) : null,
            since: startOfMonth(now),
          }),
          seats: user.team
            ? { used: await deps.accounts.countMembers(user.team.id), total: user.team.seats }
            : null,
        },
        onlinePayment: stripe !== null,
      };
    },

    /**
     * Whether a person's subscription has lapsed: they had one (theirs or their team's) and none
     * grants access now. Accounts an operator created without Stripe have none and are never lapsed.
     */
    async lapsedPlan(user: UserRecord): Promise<{ tier: Tier; billingPeriod: BillingPeriod } | null> {
      const key = `${user.id}:${user.team?.id ?? ''}`;
      const now = Date.now();
      if ((openPlans.get(key) ?? 0) > now) return null;
      const rows = await deps.repository.findForPerson({ userId: user.id, teamId: user.team?.id ?? null });
      if (!rows.length || rows.some((row) => grantsAccess(row.status))) {
        openPlans.delete(key);
        openPlans.set(key, now + OPEN_PLAN_MEMORY_MS);
        // The oldest answers go first (a Map keeps insertion order).
        for (const oldest of openPlans.keys()) {
          if (openPlans.size <= OPEN_PLAN_MEMORY_LIMIT) break;
          openPlans.delete(oldest);
        }
        return null;
      }
      const latest = rows[0] as SubscriptionRow;
      return { tier: latest.tier, billingPeriod: latest.billingPeriod };
    },

    /** Verifies Stripe's signature on the raw bytes, then handles the event once. */
    async receiveWebhook(options: { payload: Buffer; signature: string | undefined }): Promise<{
      received: true;
      duplicate: boolean;
    }> {
      if (!stripe || !handlers || !webhookSecret) throw notConfigured();
      const event = verifyStripeEvent({
        stripe: await stripe.load(),
        payload: options.payload,
        signature: options.signature,
        secret: webhookSecret,
      });
      if (!event) throw new AppError({ code: 'billing.badSignature', status: 400 });
      if (!(await deps.repository.claimEvent({ id: event.id, type: event.type }))) {
        return { received: true, duplicate: true };
      }
      try {
        const handled = await handlers.handle(event);
        // A subscription this instance saw change is asked again at once.
        openPlans.clear();
        deps.logger.info({ event: event.id, type: event.type, handled }, 'stripe event received');
      } catch (error) {
        // Released so that Stripe's next delivery of this event is handled, not taken for a replay.
        await deps.repository.releaseEvent(event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
