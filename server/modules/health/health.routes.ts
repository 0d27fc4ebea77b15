import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../platform/errors/app-error';
import { registerRoute } from '../../platform/http/register-route';
import type { Metrics } from '../../platform/metrics/metrics';
import type { FileStorage } from '../../platform/storage/file-storage';
import { readMetricsFromDatabase } from './metrics-database';
import { checkReadiness } from './readiness';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Liveness (/api/health: the process and its database answer), readiness (/api/ready: also storage
 * and migrations) and the Prometheus metrics, which only a scraper on the same machine reads: a
 * request that came through a proxy (X-Forwarded-For) is not local, whatever its socket says.
 */
export const healthRoutes =
  (deps: { database: DatabaseHandle; storage: FileStorage; metrics: Metrics }): FastifyPluginAsyncZod =>
  async (app) => {
    registerRoute(app, 'health', async (_request, reply) => {
      const up = await deps.database.ping();
      reply.header('cache-control', 'no-store');
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    });

    registerRoute(app, 'ready', async (_request, reply) => {
      const checks = await checkReadiness(deps);
      const ready = checks.database && checks.storage && checks.migrations;
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', checks });
    });

    registerRoute(app, 'metrics', async (request, reply) => {
      const local = LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
      if (!local) throw new AppError({ code: 'auth.forbidden', status: 403 });
      const extra = await readMetricsFromDatabase(deps.database);
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(deps.metrics.render(extra));
    });
  };
