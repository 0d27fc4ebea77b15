import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { Route, RouteSchemas } from '../../../common/contract/route';
import { routeAccess } from '../../../common/contract/route-access';
import { routeSchemas } from '../../../common/contract/route-schemas';
import { type RouteName, type Routes, routes } from '../../../common/contract/routes';
import { assertRouteAccess } from './route-access';

type SchemasOf<K extends RouteName> = (typeof routeSchemas)[K];
type Parsed<S, P extends keyof RouteSchemas> = S extends { [Q in P]: z.ZodType } ? z.output<S[P]> : unknown;

/** The request as the route's schemas leave it: params, query and body parsed and typed. */
export type RouteRequest<K extends RouteName> = FastifyRequest<{
  Params: Parsed<SchemasOf<K>, 'params'>;
  Querystring: Parsed<SchemasOf<K>, 'query'>;
  Body: Parsed<SchemasOf<K>, 'body'>;
}>;

/** A JSON route answers what its response schema accepts; the others send through the reply. */
type Answer<K extends RouteName> = Routes[K]['answer'] extends 'json'
  ? SchemasOf<K> extends { response: z.ZodType }
    ? z.input<SchemasOf<K>['response']> | FastifyReply
    : FastifyReply
  : FastifyReply | undefined;

export type RouteHandler<K extends RouteName> = (
  request: RouteRequest<K>,
  reply: FastifyReply,
) => Promise<Answer<K>>;

// Fastify adds a HEAD to every GET. JSON reads keep it (cheap, and load balancers probe that way);
// a file would be rendered only to be thrown away, so a file's HEAD exists only where the table
// declares one with its own handler.
const autoHead = (definition: Route) => definition.method === 'GET' && definition.answer === 'json';

/**
 * Registers one endpoint of the route table: its method, path, schemas and access level come from
 * the contract, so the handler alone is written here. Who may call it is checked before the
 * request is validated; the success status is set before the handler runs.
 */
export function registerRoute<K extends RouteName>(
  app: FastifyInstance,
  name: K,
  handler: RouteHandler<K>,
): void {
  const definition = routes[name];
  const schemas: RouteSchemas = routeSchemas[name];
  const schema: FastifySchema = {};
  if (schemas.params) schema.params = schemas.params;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.body) schema.body = schemas.body;
  if (schemas.response) schema.response = { [definition.status]: schemas.response };
  app.route({
    method: definition.method,
    url: definition.path,
    schema,
    exposeHeadRoute: autoHead(definition),
    preValidation: async (request) => assertRouteAccess(routeAccess[name], request),
    handler: async (request, reply) => {
      reply.status(definition.status);
      return handler(request as RouteRequest<K>, reply);
    },
  });
}
