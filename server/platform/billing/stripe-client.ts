import type Stripe from 'stripe';
import type { Config } from '../../config';

/** The Stripe SDK, loaded with the first call that needs it: an idle server does not hold it. */
export interface StripeHandle {
  load(): Promise<Stripe>;
}

/**
 * The Stripe SDK for this installation, or null when no secret key is set (online payment off).
 * `apiUrl` points it at another address (a proxy, or the fake Stripe server of the tests).
 */
export function createStripeClient(billing: Config['billing']): StripeHandle | null {
  const { secretKey } = billing;
  if (!secretKey) return null;
  const target = billing.apiUrl ? new URL(billing.apiUrl) : null;
  let client: Promise<Stripe> | null = null;
  return {
    load: () =>
      (client ??= import('stripe').then(
        ({ default: StripeSdk }) =>
          new StripeSdk(secretKey, {
            maxNetworkRetries: 2,
            timeout: 20_000,
            telemetry: false,
            ...(target
              ? {
                  host: target.hostname,
                  port: target.port || (target.protocol === 'https:' ? 443 : 80),
                  protocol: target.protocol === 'https:' ? 'https' : 'http',
                }
              : {}),
          }),
      )),
  };
}

/** Only Stripe's webhooks (signed with the endpoint's secret) are believed. */
export function verifyStripeEvent(options: {
  stripe: Stripe;
  payload: Buffer;
  signature: string | undefined;
  secret: string;
}): Stripe.Event | null {
  if (!options.signature) return null;
  try {
    return options.stripe.webhooks.constructEvent(options.payload, options.signature, options.secret);
  } catch {
    return null;
  }
}
