import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A Stripe API on 127.0.0.1 answering what RisqueVision calls, with Stripe's JSON shapes. */
export async function startFakeStripe(options: { secretKey: string }) {
  const requests: { method: string; path: string; form: Record<string, string>; authorized: boolean }[] = [];
  const subscriptions = new Map<string, Record<string, unknown>>();
  const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => resolve(body));
    });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const form = Object.fromEntries(new URLSearchParams(await read(request)));
    const authorized = request.headers.authorization === `Bearer ${options.secretKey}`;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form, authorized });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(body));
    };
    if (!authorized) {
      send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      send(200, {
        id: sessionId,
        object: 'checkout.session',
        mode: form.mode,
        status: 'open',
        payment_status: 'unpaid',
        currency: form['line_items[0][price_data][currency]'],
        amount_total: Number(form['line_items[0][price_data][unit_amount]']),
        customer: form.customer ?? null,
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata: { tier: form['metadata[tier]'], billing: form['metadata[billing]'] },
        success_url: form.success_url,
        cancel_url: form.cancel_url,
        automatic_tax: { enabled: form['automatic_tax[enabled]'] === 'true', status: null },
        livemode: false,
        created: now(),
        expires_at: now() + 86400,
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      });
      return;
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      send(200, {
        id: id('bps'),
        object: 'billing_portal.session',
        customer: form.customer,
        return_url: form.return_url,
        locale: form.locale ?? null,
        livemode: false,
        created: now(),
        url: `https://billing.stripe.com/p/session/${id('test')}`,
      });
      return;
    }
    const subscription = url.pathname.match(/^\/v1\/subscriptions\/([\w]+)$/);
    if (request.method === 'GET' && subscription?.[1] && subscriptions.has(subscription[1])) {
      send(200, subscriptions.get(subscription[1]));
      return;
    }
    send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A subscription as Stripe holds it; the server reads it back after a checkout. */
    putSubscription(options: { customer: string; status: string; trialDays?: number; interval?: string }) {
      const subscriptionId = id('sub');
      const start = now();
      const end = start + (options.trialDays ? options.trialDays * 86400 : 30 * 86400);
      subscriptions.set(subscriptionId, {
        id: subscriptionId,
        object: 'subscription',
        customer: options.customer,
        status: options.status,
        cancel_at_period_end: false,
        currency: 'cad',
        start_date: start,
        trial_start: options.trialDays ? start : null,
        trial_end: options.trialDays ? end : null,
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: end,
              quantity: 1,
              price: {
                id: id('price'),
                object: 'price',
                currency: 'cad',
                recurring: { interval: options.interval ?? 'month' },
              },
            },
          ],
        },
        livemode: false,
      });
      return subscriptions.get(subscriptionId) as Record<string, unknown> & { id: string };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe sends it: the event's JSON and its Stripe-Signature header. */
export function signedEvent(options: {
  type: string;
  object: Record<string, unknown>;
  secret: string;
  id?: string;
  /** Seconds since the epoch the signature claims; now by default. */
  timestamp?: number;
}) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: options.type,
    data: { object: options.object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const signature = new Stripe('sk_test_signing_only').webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}
