import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../common/contract/api-paths';
import { siteInfoResponseSchema } from '../../../common/contract/site';
import type { Operator } from '../../config';

export const siteRoutes =
  (deps: { operator: Operator }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      apiPaths.siteInfo,
      { schema: { response: { 200: siteInfoResponseSchema } } },
      async (_r, reply) => {
        reply.header('cache-control', 'public, max-age=300');
        return { operator: deps.operator };
      },
    );
  };
