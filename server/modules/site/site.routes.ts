import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Operator } from '../../config';
import { registerRoute } from '../../platform/http/register-route';

export const siteRoutes =
  (deps: { operator: Operator }): FastifyPluginAsyncZod =>
  async (app) => {
    registerRoute(app, 'siteInfo', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { operator: deps.operator };
    });
  };
