import type Stripe from 'stripe';
import {
  isSubscriptionStatus,
  isTier,
  parseBillingPeriod,
  type SubscriptionStatus,
} from '../../../common/domain/plans';
import type { StripeHandle } from '../../platform/billing/stripe-client';
import type { Logger } from '../../platform/logger/logger';
import type { BillingRepository, SubscriptionState } from './billing.repository';
import type { BillingAccounts } from './billing-accounts';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** The fields of a Stripe subscription this server keeps (the period end lives on its items). */
export function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  const status: SubscriptionStatus = isSubscriptionStatus(subscription.status)
    ? subscription.status
    : 'incomplete';
  const periodEnds = subscription.items?.data?.map((item) => item.current_period_end).filter(Boolean) ?? [];
  return {
    status,
    currentPeriodEnd: dateOf(periodEnds.length ? Math.max(...periodEnds) : null),
    trialEnd: dateOf(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

/**
 * What each Stripe event changes. Events about a subscription this server does not know yet are
 * skipped: the checkout's completion reads the subscription's current state from Stripe anyway.
 */
export function createWebhookHandlers(deps: {
  stripe: StripeHandle;
  repository: BillingRepository;
  accounts: BillingAccounts;
  logger: Logger;
}) {
  async function checkoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
    const subscriptionId = idOf(session.subscription);
    const customerId = idOf(session.customer);
    const email = session.customer_details?.email ?? session.customer_email;
    const tier = session.metadata?.tier;
    const period = parseBillingPeriod(session.metadata?.billing);
    if (
      session.mode !== 'subscription' ||
      !subscriptionId ||
      !customerId ||
      !email ||
      !isTier(tier) ||
      !period
    ) {
      deps.logger.warn(
        { session: session.id },
        'checkout session without a RisqueVision subscription: skipped',
      );
      return;
    }
    const subscription = await (await deps.stripe.load()).subscriptions.retrieve(subscriptionId);
    const account = await deps.accounts.accountFor(
      {
        email: email.toLowerCase(),
        userId: session.client_reference_id ?? null,
        name: session.customer_details?.business_name ?? session.customer_details?.name ?? null,
        language: session.metadata?.language ?? null,
      },
      tier,
    );
    await deps.repository.saveSubscription({
      userId: account.user.id,
      teamId: account.teamId,
      tier,
      billingPeriod: period,
      stripeCustomerId: customerId,
      stripeSubscriptionId: subscriptionId,
      ...stateOf(subscription),
    });
    await deps.accounts.invite(account.user.id);
  }

  async function invoicePaid(invoice: Stripe.Invoice): Promise<void> {
    const id = subscriptionOfInvoice(invoice);
    const row = id ? await deps.repository.findByStripeId(id) : null;
    if (!id || !row || row.status === 'canceled') return;
    // The trial's invoice is paid at zero: the subscription is still in its trial.
    const status = row.status === 'trialing' && invoice.amount_paid === 0 ? 'trialing' : 'active';
    const periodEnd = invoice.lines?.data?.[0]?.period?.end;
    await deps.repository.updateState(id, {
      status,
      ...(periodEnd ? { currentPeriodEnd: dateOf(periodEnd) } : {}),
    });
  }

  async function invoiceFailed(invoice: Stripe.Invoice): Promise<void> {
    const id = subscriptionOfInvoice(invoice);
    const row = id ? await deps.repository.findByStripeId(id) : null;
    if (!id || !row || row.status === 'canceled') return;
    await deps.repository.updateState(id, { status: 'past_due' });
  }

  async function subscriptionChanged(subscription: Stripe.Subscription, deleted: boolean): Promise<void> {
    if (!(await deps.repository.findByStripeId(subscription.id))) return;
    const state = stateOf(subscription);
    await deps.repository.updateState(subscription.id, deleted ? { ...state, status: 'canceled' } : state);
  }

  return {
    /** Handles one verified event; true when its type is one this server acts on. */
    async handle(event: Stripe.Event): Promise<boolean> {
      switch (event.type) {
        case 'checkout.session.completed':
          await checkoutCompleted(event.data.object);
          return true;
        case 'invoice.paid':
          await invoicePaid(event.data.object);
          return true;
        case 'invoice.payment_failed':
          await invoiceFailed(event.data.object);
          return true;
        case 'customer.subscription.updated':
          await subscriptionChanged(event.data.object, false);
          return true;
        case 'customer.subscription.deleted':
          await subscriptionChanged(event.data.object, true);
          return true;
        default:
          return false;
      }
    },
  };
}
