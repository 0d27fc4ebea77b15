import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/contract/api-paths';
import { healthResponseSchema } from '../../../common/contract/site';
import type { DatabaseHandle } from '../../db/client';

/** Load balancers and the bench poll this: healthy means the database answers. */
export const healthRoutes =
  (deps: { database: DatabaseHandle }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.health,
      { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
      async (_request, reply) => {
        const up = await deps.database.ping();
        reply.header('cache-control', 'no-store');
        return reply
          .status(up ? 200 : 503)
          .send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
      },
    );
  };
