import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessTierOf } from '../../../common/domain/access';
import type { Tier } from '../../../common/domain/plans';
import { AppError, unauthorized } from '../../platform/errors/app-error';
import { isServerPath, routedPath } from '../../platform/http/routed-path';
import type { UserRecord } from '../accounts/accounts.repository';
import type { SessionManager } from './sessions';

export interface RequestAuth {
  user: UserRecord;
  sessionIdHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, or null; set for every /api and /uploads request. */
    auth: RequestAuth | null;
  }
}

/** Who is asking, for the audit log. */
export const requestOrigin = (request: FastifyRequest) => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent'] ?? null,
});

/** Signs `userId` in on this browser: a new session replaces the one its cookie held, if any. */
export function startSessionFor(options: {
  sessions: SessionManager;
  request: FastifyRequest;
  reply: FastifyReply;
  userId: string;
}): Promise<void> {
  return options.sessions.start({
    reply: options.reply,
    userId: options.userId,
    previousToken: options.request.cookies[options.sessions.cookieName],
    ...requestOrigin(options.request),
  });
}

/** Resolves the session cookie once per request; routes then read `request.auth`. */
export function registerRequestAuth(app: FastifyInstance, deps: { sessions: SessionManager }): void {
  app.decorateRequest('auth', null);
  // Before validation, so each route's access level is checked before its body is read.
  app.addHook('preValidation', async (request, reply) => {
    if (!isServerPath(routedPath(request))) return;
    const token = request.cookies[deps.sessions.cookieName];
    if (!token) return;
    const session = await deps.sessions.resolve({ token, reply });
    if (!session) {
      deps.sessions.clearCookie(reply);
      return;
    }
    request.auth = { user: session.user, sessionIdHash: session.idHash };
  });
}

/** The signed-in person, or a 401: every private route starts with this. */
export function requireUser(request: FastifyRequest): UserRecord {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

/**
 * The signed-in person if their screens are one of `tiers`; the server applies the same rules as
 * the page guards, since a page guard alone protects nothing.
 */
export function requireAccess(request: FastifyRequest, tiers: readonly Tier[]): UserRecord {
  const user = requireUser(request);
  const tier = accessTierOf({ tier: user.tier, role: user.role });
  if (!tier || !tiers.includes(tier)) {
    const code = tiers.length === 1 && tiers[0] === 'enterprise' ? 'auth.enterpriseOnly' : 'auth.forbidden';
    throw new AppError({ code, status: 403 });
  }
  return user;
}

/** A team administrator and their team. */
export function requireTeamAdmin(
  request: FastifyRequest,
): UserRecord & { team: NonNullable<UserRecord['team']> } {
  const user = requireUser(request);
  if (user.role !== 'admin' || !user.team) throw new AppError({ code: 'teams.adminOnly', status: 403 });
  return user as UserRecord & { team: NonNullable<UserRecord['team']> };
}

/** Someone on the enterprise screens, with the team whose libraries and assistant they use. */
export function requireEnterpriseTeam(
  request: FastifyRequest,
): UserRecord & { team: NonNullable<UserRecord['team']> } {
  const user = requireAccess(request, ['enterprise']);
  if (!user.team) throw new AppError({ code: 'assistant.noTeam', status: 403 });
  return user as UserRecord & { team: NonNullable<UserRecord['team']> };
}
