import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/contract/api-paths';
import {
  authCheckResponseSchema,
  forgotPasswordRequestSchema,
  loginRedirectQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  preferencesRequestSchema,
  resetPasswordRequestSchema,
  setPasswordRequestSchema,
  setPasswordResponseSchema,
  successResponseSchema,
  verifyTokenQuerySchema,
  verifyTokenResponseSchema,
} from '../../../common/contract/auth';
import { accessTierOf, safeReturnPath } from '../../../common/domain/access';
import { translate } from '../../platform/i18n/translate';
import type { AccountsRepository } from '../accounts/accounts.repository';
import { toAuthUser } from './auth.presenter';
import type { AuthService } from './auth.service';
import { requestOrigin, requireUser } from './request-auth';
import type { SessionManager } from './sessions';

export const authRoutes =
  (deps: {
    auth: AuthService;
    sessions: SessionManager;
    accounts: AccountsRepository;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * A browser sent here to sign in (spec: the guard's navigation target) lands on the sign-in
     * page, remembering where it came from so it can go back there afterwards.
     */
    app.get(apiPaths.login, { schema: { querystring: loginRedirectQuerySchema } }, async (request, reply) => {
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

    app.post(
      apiPaths.login,
      { schema: { body: loginRequestSchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const { user, newDeviceToken } = await deps.auth.login({
          ...request.body,
          deviceToken: request.cookies[deps.sessions.deviceCookieName],
          ...requestOrigin(request),
        });
        if (newDeviceToken) deps.sessions.rememberDevice({ reply, token: newDeviceToken });
        await deps.sessions.start({
          reply,
          userId: user.id,
          previousToken: request.cookies[deps.sessions.cookieName],
          ...requestOrigin(request),
        });
        return { success: true as const, user: toAuthUser(user) };
      },
    );

    app.post(
      apiPaths.logout,
      { schema: { response: { 200: successResponseSchema } } },
      async (request, reply) => {
        if (request.auth) {
          await deps.accounts.recordAuditEvent({
            type: 'auth.logout',
            userId: request.auth.user.id,
            ...requestOrigin(request),
          });
        }
        await deps.sessions.end({ reply, idHash: request.auth?.sessionIdHash ?? null });
        return { success: true as const };
      },
    );

    app.get(
      apiPaths.authCheck,
      { schema: { response: { 200: authCheckResponseSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return request.auth
          ? { authenticated: true, user: toAuthUser(request.auth.user) }
          : { authenticated: false, user: null };
      },
    );

    app.post(
      apiPaths.forgotPassword,
      { schema: { body: forgotPasswordRequestSchema, response: { 200: successResponseSchema } } },
      async (request) => {
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
      },
    );

    app.post(
      apiPaths.resetPassword,
      { schema: { body: resetPasswordRequestSchema, response: { 200: successResponseSchema } } },
      async (request, reply) => {
        await deps.auth.resetPassword({ ...request.body, ...requestOrigin(request) });
        // The browser's own session, if any, ended with all the others.
        deps.sessions.clearCookie(reply);
        return {
          success: true as const,
          message: translate({ language: request.language, namespace: 'api', key: 'passwordReset' }),
        };
      },
    );

    app.get(
      apiPaths.verifyToken,
      { schema: { querystring: verifyTokenQuerySchema, response: { 200: verifyTokenResponseSchema } } },
      async (request, reply) => {
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
      },
    );

    app.post(
      apiPaths.setPassword,
      { schema: { body: setPasswordRequestSchema, response: { 200: setPasswordResponseSchema } } },
      async (request, reply) => {
        const user = await deps.auth.setPassword({ ...request.body, ...requestOrigin(request) });
        await deps.sessions.start({
          reply,
          userId: user.id,
          previousToken: request.cookies[deps.sessions.cookieName],
          ...requestOrigin(request),
        });
        return { success: true as const, user: toAuthUser(user) };
      },
    );

    app.patch(
      apiPaths.preferences,
      { schema: { body: preferencesRequestSchema, response: { 200: successResponseSchema } } },
      async (request) => {
        const user = requireUser(request);
        await deps.accounts.setPreferredLanguage(user.id, request.body.preferredLanguage);
        return { success: true as const };
      },
    );
  };
