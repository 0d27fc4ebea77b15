import type { FastifyRequest } from 'fastify';
import type { RouteAccess } from '../../../common/contract/route-access';
import { accessTierOf } from '../../../common/domain/access';
import { AppError, unauthorized } from '../errors/app-error';

/**
 * Refuses a caller the route's access level does not admit, before the request is read: 401
 * without a session, 403 with one. The route's own checks (ownership, team, operator list) follow.
 */
export function assertRouteAccess(access: RouteAccess, request: FastifyRequest): void {
  if (access === 'public' || access === 'loopback') return;
  const user = request.auth?.user;
  if (!user) throw unauthorized();
  const tier = accessTierOf({ tier: user.tier, role: user.role });
  if (access === 'conseiller' && tier !== 'conseiller')
    throw new AppError({ code: 'auth.forbidden', status: 403 });
  if (access === 'enterprise' && tier !== 'enterprise')
    throw new AppError({ code: 'auth.enterpriseOnly', status: 403 });
  if (access === 'teamAdmin' && (user.role !== 'admin' || !user.team))
    throw new AppError({ code: 'teams.adminOnly', status: 403 });
}
