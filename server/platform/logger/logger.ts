import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type DestinationStream, type Logger, pino } from 'pino';
import { currentLogContext } from './log-context';
import { serializeError } from './log-error';

/**
 * Names this process on each of its lines: start-up and shutdown lines, which belong to no request
 * or job, are found by it, and with several instances it tells which one wrote a line.
 */
export const INSTANCE_ID = randomUUID();

// Query parameters that carry secrets: a logged URL must never hand them to whoever reads the logs.
const SECRET_QUERY_PARAMETERS = ['token', 'code', 'email', 'session'];

/** Replaces the value of secret-bearing query parameters with "[redacted]". */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (params.has(name)) params.set(name, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** The server's logger: secrets in bodies, headers and query strings are censored before writing. */
export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid, hostname: hostname(), instanceId: INSTANCE_ID },
      // A job's id (see log-context.ts) on every line written while it runs.
      mixin: currentLogContext,
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          '*.password',
          '*.newPassword',
          '*.token',
          '*.sessionId',
        ],
        censor: '[redacted]',
      },
      serializers: {
        // Errors without the values they carry (a failed query's parameters): see log-error.ts.
        err: serializeError,
        // Only these three fields of a request are logged: headers (cookies) and bodies never are.
        req: (request: { method?: string; url?: string; id?: string }) => ({
          id: request.id,
          method: request.method,
          url: redactUrl(request.url ?? ''),
        }),
      },
    },
    options.destination,
  );
}

export type { Logger };
