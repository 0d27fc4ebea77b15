import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { isServerPath, routedPath } from './routed-path';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing API calls made by a page of another site. The session cookie is already
 * SameSite=Lax; this check also covers same-site subdomains and browsers that ignore SameSite.
 * Calls without Origin or Fetch Metadata (curl, server-to-server) carry no ambient cookie risk.
 */
export function registerSameOriginCheck(app: FastifyInstance, options: { publicUrl: string }): void {
  const allowed = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isServerPath(routedPath(request))) return;
    const origin = request.headers.origin;
    if (origin) {
      const sameHost = `${request.protocol}://${request.host}`;
      if (origin === allowed || origin === sameHost) return;
      throw new AppError({ code: 'request.crossOrigin', status: 403 });
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError({ code: 'request.crossOrigin', status: 403 });
    }
  });
}
