import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { requireUser } from '../auth/request-auth';
import type { BillingService } from './billing.service';
import { checkEmailService } from './email-status';

/** Payment, subscription and the operators' e-mail check. */
export const billingRoutes =
  (deps: { billing: BillingService; config: Config }): FastifyPluginAsync =>
  async (app) => {
    const requireOperator = (request: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(request);
      if (!deps.config.adminEmails.includes(user.email.toLowerCase()))
        throw new AppError({ code: 'auth.forbidden', status: 403 });
      return user;
    };

    registerRoute(app, 'stripeTiers', async () => deps.billing.tiers());

    registerRoute(app, 'checkout', async (request) =>
      deps.billing.createCheckout({
        user: request.auth?.user ?? null,
        request: request.body,
        language: request.language,
      }),
    );

    registerRoute(app, 'billingPortal', async (request) =>
      deps.billing.createPortal({ user: requireUser(request), language: request.language }),
    );

    registerRoute(app, 'subscription', async (request) => deps.billing.describe(requireUser(request)));

    registerRoute(app, 'emailStatus', async (request) => {
      requireOperator(request);
      return checkEmailService({
        smtpUrl: deps.config.smtpUrl,
        outboxDir: join(deps.config.dataDir, 'outbox'),
        language: request.language,
      });
    });

    // Stripe signs the exact bytes it sends: this route alone reads its body raw, whatever its type.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      registerRoute(raw, 'stripeWebhook', async (request) => {
        const signature = request.headers['stripe-signature'];
        return deps.billing.receiveWebhook({
          payload: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: typeof signature === 'string' ? signature : undefined,
        });
      });
    });
  };
