import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../errors/error-handler';
import { isServerPath, routedPath } from './routed-path';

/**
 * Serves the built web app with a history fallback: any GET outside /api and /uploads gets
 * index.html, and the app's router decides (unknown paths show the landing page).
 * Hashed assets are cached for a year; index.html is revalidated so a deploy is seen at once.
 */
export async function registerWebApp(app: FastifyInstance, options: { root: string }): Promise<void> {
  const built = existsSync(join(options.root, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(options.root, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isServerPath(routedPath(request)) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(reply, request, { status: 404, code: 'request.notFound' });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The RisqueVision web app is not built yet: run `npm run build`.');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
