import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The catalogue changes only with a deployment: an hour fresh, then a day served while revalidating. */
export const KNOWLEDGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

export interface CachedJson {
  readonly body: string;
  readonly etag: string;
}

/**
 * Checks static data against its contract schema and serializes it once, at start-up, exactly as the
 * route serializer would; the strong ETag is the hash of those bytes, so it changes whenever they do.
 * A catalogue that does not match its contract stops the server from starting.
 */
export function serializeOnce<Schema extends z.ZodType>(schema: Schema, data: z.input<Schema>): CachedJson {
  const body = JSON.stringify(z.encode(schema, data as z.output<Schema>));
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  return { body, etag: `"${digest}"` };
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not prevent a match. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Answers the pre-serialized body, or 304 with no body when the client already holds these bytes. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('cache-control', KNOWLEDGE_CACHE_CONTROL).header('etag', cached.etag);
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
