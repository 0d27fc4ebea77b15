import type { FastifyRequest } from 'fastify';

/**
 * The path a request was routed to: its route's registered path, or, for a request no route
 * matched, its percent-decoded path. Hooks judge this and never the raw URL, since the router
 * decodes `/%61pi/login` into `/api/login` and a raw-URL test would let it skip them.
 */
export function routedPath(request: FastifyRequest): string {
  const registered = request.routeOptions.url;
  if (registered) return registered;
  const raw = request.url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Paths the server answers itself; everything else belongs to the web app's router. */
export function isServerPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/uploads/');
}
