import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client';
import { registerRoute } from '../../platform/http/register-route';

/** Load balancers and the bench poll this: healthy means the database answers. */
export const healthRoutes =
  (deps: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    registerRoute(app, 'health', async (_request, reply) => {
      const up = await deps.database.ping();
      reply.header('cache-control', 'no-store');
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    });
  };
