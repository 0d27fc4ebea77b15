import type { FastifyPluginAsync } from 'fastify';
import { accessTierOf, safeReturnPath } from '../../../common/domain/access';
import { registerRoute } from '../../platform/http/register-route';
import { translate } from '../../platform/i18n/translate';
import type { AccountsRepository } from '../accounts/accounts.repository';
import { toAuthUser } from './auth.presenter';
import type { AuthService } from './auth.service';
import { requestOrigin, requireUser, startSessionFor } from './request-auth';
import type { SessionManager } from './sessions';
import type { TwoFactorService } from './two-factor.service';

export const authRoutes =
  (deps: {
    auth: AuthService;
    twoFactor: TwoFactorService;
    sessions: SessionManager;
    accounts: AccountsRepository;
  }): FastifyPluginAsync =>
  async (app) => {
    /**
     * A browser sent here to sign in (spec: the guard's navigation target) lands on the sign-in
     * page, remembering where it came from so it can go back there afterwards.
     */
    registerRoute(app, 'loginRedirect', async (request, reply) => {
      let next = safeReturnPath(request.query.next);
      const referer = request.headers.referer;
      if (!next && referer) {
        try {
          const url = new URL(referer);
          if (url.host === request.host) next = safeReturnPath(url.pathname + url.search);
        } catch {
          next = null;
        }
      }
      return reply.redirect(next ? `/login?next=${encodeURIComponent(next)}` : '/login', 302);
    });

    registerRoute(app, 'login', async (request, reply) => {
      const { user, newDeviceToken, twoFactorRequired } = await deps.auth.login({
        ...request.body,
        deviceToken: request.cookies[deps.sessions.deviceCookieName],
        ...requestOrigin(request),
      });
      if (newDeviceToken) deps.sessions.rememberDevice({ reply, token: newDeviceToken });
      if (twoFactorRequired) {
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          twoFactorRequired: true as const,
          pendingToken: await deps.twoFactor.startChallenge(user.id),
        };
      }
      await startSessionFor({ sessions: deps.sessions, request, reply, userId: user.id });
      return { success: true as const, user: toAuthUser(user) };
    });

    registerRoute(app, 'loginTwoFactor', async (request, reply) => {
      const user = await deps.twoFactor.completeChallenge({ ...request.body, ...requestOrigin(request) });
      await startSessionFor({ sessions: deps.sessions, request, reply, userId: user.id });
      return { success: true as const, user: toAuthUser(user) };
    });

    registerRoute(app, 'logout', async (request, reply) => {
      if (request.auth) {
        await deps.accounts.recordAuditEvent({
          type: 'auth.logout',
          userId: request.auth.user.id,
          ...requestOrigin(request),
        });
      }
      await deps.sessions.end({ reply, idHash: request.auth?.sessionIdHash ?? null });
      return { success: true as const };
    });

    registerRoute(app, 'authCheck', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return request.auth
        ? { authenticated: true, user: toAuthUser(request.auth.user) }
        : { authenticated: false, user: null };
    });

    registerRoute(app, 'forgotPassword', async (request) => {
      await deps.auth.requestPasswordReset({
        email: request.body.email,
        language: request.language,
        deviceToken: request.cookies[deps.sessions.deviceCookieName],
        ...requestOrigin(request),
      });
      return {
        success: true as const,
        message: translate({ language: request.language, namespace: 'api', key: 'passwordResetRequested' }),
      };
    });

    registerRoute(app, 'resetPassword', async (request, reply) => {
      await deps.auth.resetPassword({ ...request.body, ...requestOrigin(request) });
      // The browser's own session, if any, ended with all the others.
      deps.sessions.clearCookie(reply);
      return {
        success: true as const,
        message: translate({ language: request.language, namespace: 'api', key: 'passwordReset' }),
      };
    });

    registerRoute(app, 'verifyToken', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, isExistingUser } = await deps.auth.verifyToken({
        token: request.query.token,
        purpose: request.query.purpose,
        ...requestOrigin(request),
      });
      return {
        success: true as const,
        user: { email: user.email, tier: accessTierOf({ tier: user.tier, role: user.role }) },
        isExistingUser,
      };
    });

    registerRoute(app, 'setPassword', async (request, reply) => {
      const user = await deps.auth.setPassword({ ...request.body, ...requestOrigin(request) });
      await startSessionFor({ sessions: deps.sessions, request, reply, userId: user.id });
      return { success: true as const, user: toAuthUser(user) };
    });

    registerRoute(app, 'preferences', async (request) => {
      const user = requireUser(request);
      await deps.accounts.setPreferredLanguage(user.id, request.body.preferredLanguage);
      return { success: true as const };
    });
  };
