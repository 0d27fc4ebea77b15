import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../platform/errors/app-error';
import { registerRoute } from '../../platform/http/register-route';
import { translate } from '../../platform/i18n/translate';
import type { AccountsRepository } from '../accounts/accounts.repository';
import type { AuthRepository } from './auth.repository';
import type { AuthService } from './auth.service';
import { requestOrigin, requireUser } from './request-auth';
import type { SessionManager } from './sessions';
import type { TwoFactorService } from './two-factor.service';

/** The Security tab: password change, two-factor sign-in and the person's own sessions. */
export const securityRoutes =
  (deps: {
    auth: AuthService;
    twoFactor: TwoFactorService;
    authRepository: AuthRepository;
    sessions: SessionManager;
    accounts: AccountsRepository;
  }): FastifyPluginAsync =>
  async (app) => {
    const currentSession = (request: { auth: { sessionIdHash: string } | null }) =>
      request.auth?.sessionIdHash ?? '';

    registerRoute(app, 'changePassword', async (request) => {
      const user = requireUser(request);
      await deps.auth.changePassword({
        user,
        ...request.body,
        keepSessionIdHash: currentSession(request),
        ...requestOrigin(request),
      });
      return {
        success: true as const,
        message: translate({ language: request.language, namespace: 'api', key: 'passwordChanged' }),
      };
    });

    registerRoute(app, 'twoFactorSetup', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(request);
      return { success: true as const, ...(await deps.twoFactor.setup(user)) };
    });

    registerRoute(app, 'twoFactorEnable', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(request);
      const recoveryCodes = await deps.twoFactor.enable({
        user,
        code: request.body.code,
        ...requestOrigin(request),
      });
      return { success: true as const, recoveryCodes };
    });

    registerRoute(app, 'twoFactorDisable', async (request) => {
      const user = requireUser(request);
      await deps.twoFactor.disable({ user, ...request.body, ...requestOrigin(request) });
      return { success: true as const };
    });

    registerRoute(app, 'sessions', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const user = requireUser(request);
      const rows = await deps.authRepository.listUserSessions(user.id);
      return {
        success: true as const,
        sessions: rows.map((row) => ({
          id: row.publicId,
          userAgent: row.userAgent,
          ip: row.ip,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          current: row.idHash === currentSession(request),
        })),
      };
    });

    registerRoute(app, 'revokeSession', async (request, reply) => {
      const user = requireUser(request);
      const revoked = await deps.authRepository.deleteUserSession({
        userId: user.id,
        publicId: request.params.id,
      });
      // Another person's session is as unknown as one that never was: no id can be probed.
      if (revoked === 0) throw notFound('sessions.notFound');
      // Signing this very browser out from the list ends its cookie too.
      if (revoked > 0 && !(await deps.authRepository.findLiveSession(currentSession(request)))) {
        deps.sessions.clearCookie(reply);
      }
      await deps.accounts.recordAuditEvent({
        type: 'auth.session_revoked',
        userId: user.id,
        ...requestOrigin(request),
        details: { revoked },
      });
      return { success: true as const, revoked };
    });

    registerRoute(app, 'revokeOtherSessions', async (request) => {
      const user = requireUser(request);
      const revoked = await deps.authRepository.deleteOtherSessions({
        userId: user.id,
        keepIdHash: currentSession(request),
      });
      await deps.accounts.recordAuditEvent({
        type: 'auth.sessions_revoked',
        userId: user.id,
        ...requestOrigin(request),
        details: { revoked },
      });
      return { success: true as const, revoked };
    });
  };
