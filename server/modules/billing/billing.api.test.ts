import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTERPRISE_SEATS } from '../../../common/domain/plans';
import { linkIn, PASSWORD, signIn } from '../../test/accounts-helpers';
import { signedEvent, startFakeStripe } from '../../test/fake-stripe';
import { startSmtpCapture } from '../../test/smtp-capture';
import { createTestContext, type TestContext } from '../../test/test-app';

const SECRET_KEY = 'sk_test_risquevision_fake';
const WEBHOOK_SECRET = 'whsec_test_risquevision';

const checkout = (context: TestContext, payload: object, language = 'en') =>
  context.app.inject({
    method: 'POST',
    url: '/api/stripe/checkout',
    payload,
    headers: { 'accept-language': language },
  });

describe('billing without Stripe keys (the default)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('still lists the plans, says payment is off, and takes no money', async () => {
    const tiers = await context.app.inject({ url: '/api/stripe/tiers' });
    expect(tiers.json()).toMatchObject({
      enabled: false,
      currency: 'CAD',
      trialDays: 7,
      tiers: [
        { tier: 'conseiller', prices: { monthly: 20, annual: 200 }, seats: 1 },
        { tier: 'enterprise', prices: { monthly: 200, annual: 2000 }, seats: ENTERPRISE_SEATS },
      ],
    });
    const refused = await checkout(context, { tier: 'conseiller', billing: 'monthly', email: 'a@b.ca' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'billing.notConfigured' });
    const webhook = await context.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(webhook.statusCode).toBe(503);
  });
});

describe('billing with Stripe (the real SDK against a fake Stripe API)', () => {
  let context: TestContext;
  let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
  // The invitations go through a real SMTP server on 127.0.0.1, as in production.
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    smtp = await startSmtpCapture();
    context = await createTestContext({
      env: {
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_TAX: 'true',
        STRIPE_API_URL: stripe.url,
        ADMIN_EMAILS: 'ops@risquevision.ca',
      },
    });
  });
  afterAll(async () => {
    await context.close();
    await stripe.close();
    await smtp.close();
  });

  const deliver = (event: { payload: string; signature: string }) =>
    context.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.payload,
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': event.signature },
    });
  const event = (
    type: string,
    object: Record<string, unknown>,
    extra: { id?: string; timestamp?: number } = {},
  ) => signedEvent({ type, object, secret: WEBHOOK_SECRET, ...extra });
  const completedCheckout = (options: {
    email: string;
    tier: string;
    subscription: string;
    customer: string;
    name?: string;
  }) => ({
    id: 'cs_test_completed',
    object: 'checkout.session',
    mode: 'subscription',
    status: 'complete',
    payment_status: 'no_payment_required',
    customer: options.customer,
    subscription: options.subscription,
    customer_email: options.email,
    customer_details: { email: options.email, name: options.name ?? null, business_name: null },
    client_reference_id: null,
    metadata: { tier: options.tier, billing: 'monthly', language: 'en' },
  });
  const invitationTo = (email: string) =>
    smtp.messages
      .filter((mail) => mail.to && JSON.stringify(mail.to).includes(email))
      .map((mail) => mail.text ?? '');
  const rows = async (sql: string, params: unknown[] = []) =>
    context.database.query<Record<string, unknown>>(sql, params);

  it('starts a Checkout session: subscription, 7-day trial, CAD, the customer’s e-mail, automatic tax', async () => {
    const response = await checkout(
      context,
      { tier: 'enterprise', billing: 'annual', email: 'achat@usine.ca' },
      'fr',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = stripe.requests.find((request) => request.path === '/v1/checkout/sessions');
    expect(sent?.authorized).toBe(true);
    expect(sent?.form).toMatchObject({
      mode: 'subscription',
      customer_email: 'achat@usine.ca',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '200000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][tax_behavior]': 'exclusive',
      'subscription_data[trial_period_days]': '7',
      'automatic_tax[enabled]': 'true',
      'metadata[tier]': 'enterprise',
      'metadata[billing]': 'annual',
      locale: 'fr-CA',
      success_url: 'http://localhost:3000/payment-success?tier=enterprise&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/payment-cancel?tier=enterprise',
    });
  });

  it('asks an anonymous buyer for the address of the account to create', async () => {
    const response = await checkout(context, { tier: 'conseiller', billing: 'monthly' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'billing.emailRequired' });
  });

  let consultantSubscription: string;
  let consultantCheckout: { payload: string; signature: string };

  it('creates the consultant’s account when the checkout completes, and e-mails the set-password invitation', async () => {
    const subscription = stripe.putSubscription({
      customer: 'cus_test_solo',
      status: 'trialing',
      trialDays: 7,
    });
    consultantSubscription = subscription.id;
    consultantCheckout = event(
      'checkout.session.completed',
      completedCheckout({
        email: 'Solo@Conseil.ca',
        tier: 'conseiller',
        subscription: subscription.id,
        customer: 'cus_test_solo',
      }),
    );
    const response = await deliver(consultantCheckout);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(stripe.requests.some((request) => request.path === `/v1/subscriptions/${subscription.id}`)).toBe(
      true,
    );

    const [user] = await rows('select id, tier, preferred_language from users where email = $1', [
      'solo@conseil.ca',
    ]);
    expect(user).toMatchObject({ tier: 'conseiller', preferred_language: 'en' });
    const [saved] = await rows('select * from subscriptions where stripe_subscription_id = $1', [
      subscription.id,
    ]);
    expect(saved).toMatchObject({ user_id: user?.id, team_id: null, status: 'trialing', tier: 'conseiller' });
    expect(saved?.trial_end).toBeTruthy();

    const [invitation] = invitationTo('solo@conseil.ca');
    expect(invitation).toBeDefined();
    const link = linkIn(invitation as string, '/set-password');
    expect(link.searchParams.get('tier')).toBe('conseiller');
    const set = await context.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: link.searchParams.get('token'), password: PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user).toMatchObject({ email: 'solo@conseil.ca', tier: 'conseiller' });
  });

  it('changes nothing when Stripe delivers the same event again', async () => {
    const replay = await deliver(consultantCheckout);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    expect(await rows("select id from users where email = 'solo@conseil.ca'")).toHaveLength(1);
    expect(await rows('select id from subscriptions')).toHaveLength(1);
    expect(invitationTo('solo@conseil.ca')).toHaveLength(1);
  });

  it('refuses a forged or a stale signature, and changes nothing', async () => {
    const object = completedCheckout({
      email: 'pirate@ailleurs.ca',
      tier: 'enterprise',
      subscription: 'sub_x',
      customer: 'cus_x',
    });
    const forged = signedEvent({ type: 'checkout.session.completed', object, secret: 'whsec_not_ours' });
    const stale = event('checkout.session.completed', object, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const unsigned = { payload: forged.payload, signature: '' };
    const tampered = {
      payload: forged.payload.replace('pirate', 'pirat3'),
      signature: event('x', object).signature,
    };
    for (const attempt of [forged, stale, unsigned, tampered]) {
      const response = await deliver(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'billing.badSignature' });
    }
    expect(await rows("select id from users where email = 'pirate@ailleurs.ca'")).toHaveLength(0);
  });

  it('opens the paid calls during the trial, and closes them when the subscription is cancelled; the data stays', async () => {
    const cookie = await signIn(context, 'solo@conseil.ca');
    const before = await context.app.inject({ url: '/api/analyses', headers: { cookie } });
    expect(before.statusCode).toBe(200);

    const cancelled = {
      ...stripe.putSubscription({ customer: 'cus_test_solo', status: 'canceled' }),
      id: consultantSubscription,
    };
    expect((await deliver(event('customer.subscription.deleted', cancelled))).statusCode).toBe(200);

    const after = await context.app.inject({
      url: '/api/analyses',
      headers: { cookie, 'accept-language': 'en' },
    });
    expect(after.statusCode).toBe(402);
    expect(after.json()).toMatchObject({
      code: 'billing.subscriptionInactive',
      renewPath: '/simple/stripe/conseiller?billing=monthly',
    });
    expect(after.json().error).toMatch(/subscription is no longer active/);
    // Still signed in, still described, still able to pay again.
    const subscription = await context.app.inject({ url: '/api/billing/subscription', headers: { cookie } });
    expect(subscription.json().subscription).toMatchObject({
      status: 'canceled',
      access: false,
      canManage: true,
    });
    expect(await rows("select id from users where email = 'solo@conseil.ca'")).toHaveLength(1);
  });

  it('creates an enterprise team with its seats; a failed payment closes it and the next payment opens it again', async () => {
    const subscription = stripe.putSubscription({ customer: 'cus_test_usine', status: 'active' });
    const created = await deliver(
      event(
        'checkout.session.completed',
        completedCheckout({
          email: 'chef@usine.ca',
          tier: 'enterprise',
          subscription: subscription.id,
          customer: 'cus_test_usine',
          name: 'Usine Laval',
        }),
      ),
    );
    expect(created.statusCode).toBe(200);
    const [team] = await rows(
      `select t.name, t.seats, m.role from teams t join team_memberships m on m.team_id = t.id
       join users u on u.id = m.user_id where u.email = 'chef@usine.ca'`,
    );
    expect(team).toMatchObject({ name: 'Usine Laval', seats: ENTERPRISE_SEATS, role: 'admin' });
    const invitation = invitationTo('chef@usine.ca')[0] as string;
    expect(linkIn(invitation, '/set-password').searchParams.get('tier')).toBe('enterprise');
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/set-password',
      payload: { token: linkIn(invitation, '/set-password').searchParams.get('token'), password: PASSWORD },
    });
    const cookie = await signIn(context, 'chef@usine.ca');
    const teamCall = () => context.app.inject({ url: '/api/team', headers: { cookie } });
    expect((await teamCall()).json().team).toMatchObject({ seats: ENTERPRISE_SEATS, seatsUsed: 1 });

    const invoice = (status: 'paid' | 'open', amount: number) => ({
      id: `in_test_${status}`,
      object: 'invoice',
      status,
      amount_paid: status === 'paid' ? amount : 0,
      amount_due: amount,
      currency: 'cad',
      customer: 'cus_test_usine',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      lines: { object: 'list', data: [{ period: { start: 1_900_000_000, end: 1_902_592_000 } }] },
    });
    expect((await deliver(event('invoice.payment_failed', invoice('open', 20000)))).statusCode).toBe(200);
    const lapsed = await teamCall();
    expect(lapsed.statusCode).toBe(402);
    expect(lapsed.json()).toMatchObject({
      code: 'billing.subscriptionInactive',
      renewPath: '/simple/stripe/enterprise?billing=monthly',
    });

    expect((await deliver(event('invoice.paid', invoice('paid', 20000)))).statusCode).toBe(200);
    expect((await teamCall()).statusCode).toBe(200);
    const [saved] = await rows(
      'select status, current_period_end from subscriptions where stripe_subscription_id = $1',
      [subscription.id],
    );
    expect(saved?.status).toBe('active');
    expect(new Date(saved?.current_period_end as string).getTime()).toBe(1_902_592_000_000);

    // An update from Stripe (cancellation scheduled at the period's end) is kept as Stripe says it.
    const scheduled = { ...subscription, status: 'active', cancel_at_period_end: true };
    await deliver(event('customer.subscription.updated', scheduled));
    const described = await context.app.inject({ url: '/api/billing/subscription', headers: { cookie } });
    expect(described.json()).toMatchObject({
      subscription: {
        tier: 'enterprise',
        status: 'active',
        access: true,
        cancelAtPeriodEnd: true,
        canManage: true,
      },
      tier: 'enterprise',
      usage: { analysesThisMonth: 0, seats: { used: 1, total: ENTERPRISE_SEATS } },
      onlinePayment: true,
    });
  });

  it('closes the paid calls within a minute of a lapse another instance handled, and opens them at once on payment', async () => {
    const cookie = await signIn(context, 'chef@usine.ca');
    const teamCall = () => context.app.inject({ url: '/api/team', headers: { cookie } });
    const setStatus = (status: string) =>
      rows("update subscriptions set status = $1 where stripe_customer_id = 'cus_test_usine'", [status]);
    expect((await teamCall()).statusCode).toBe(200);
    // Written as another instance's webhook writes it: this one did not see it happen.
    await setStatus('past_due');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await teamCall()).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await teamCall()).statusCode).toBe(402);
      // A lapsed plan is never remembered: the payment opens the screens on the next call.
      await setStatus('active');
      expect((await teamCall()).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the Customer Portal for the customer who pays', async () => {
    const cookie = await signIn(context, 'chef@usine.ca');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/billing/portal',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const sent = stripe.requests.findLast((request) => request.path === '/v1/billing_portal/sessions');
    expect(sent?.form).toMatchObject({
      customer: 'cus_test_usine',
      return_url: 'http://localhost:3000/profile',
    });
  });

  it('tells the operators, and only them, which e-mail service is configured', async () => {
    const cookie = await signIn(context, 'chef@usine.ca');
    const refused = await context.app.inject({ url: '/api/email/status', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    await context.container.accountsService.createAccount({
      email: 'ops@risquevision.ca',
      tier: null,
      password: PASSWORD,
    });
    const operator = await signIn(context, 'ops@risquevision.ca');
    const status = await context.app.inject({
      url: '/api/email/status',
      headers: { cookie: operator, 'accept-language': 'en' },
    });
    expect(status.statusCode).toBe(200);
    // This context sends through the test SMTP server: it is named, and reached for real.
    expect(status.json().provider).toMatchObject({
      kind: 'smtp',
      configured: true,
      status: { success: true },
    });
    expect(status.json().provider.status.message).toMatch(/^SMTP service 127\.0\.0\.1:\d+ operational$/);
  });
});
