import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted HTTP server on 127.0.0.1 that stands in for an AI provider, so the engines' real SDK clients
 * are exercised end to end (URL building, headers, bodies, error parsing) without a network or a key.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A status with a JSON or raw body, or 'hang' to accept the request and never answer. */
export type FakeReply = { status: number; json?: unknown; text?: string } | 'hang';

export interface FakeServer {
  /** http://127.0.0.1:<port>, with no trailing slash. */
  url: string;
  requests: RecordedRequest[];
  /** Queues the replies of the next requests, in order. */
  reply(...replies: FakeReply[]): void;
  /** Forgets recorded requests and unused replies, so one test's leftovers never answer the next. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeServer(options: {
  /** Whether a request is for the endpoint the provider serves; others get a 404. */
  accepts: (request: { method: string; path: string }) => boolean;
}): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const queue: FakeReply[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept as text: a test may want to see what was sent.
      }
      requests.push({ method, path, headers: request.headers, body });
      if (!options.accepts({ method, path })) {
        send(response, { status: 404, json: { error: { message: `No route ${method} ${path}` } } });
        return;
      }
      const reply = queue.shift() ?? { status: 500, json: { error: { message: 'No scripted reply' } } };
      if (reply !== 'hang') send(response, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (...replies) => queue.push(...replies),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hanging requests hold their sockets open; without this, close() would wait for them forever.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(response: ServerResponse, reply: { status: number; json?: unknown; text?: string }): void {
  const isJson = reply.json !== undefined;
  response.writeHead(reply.status, { 'content-type': isJson ? 'application/json' : 'text/plain' });
  response.end(isJson ? JSON.stringify(reply.json) : (reply.text ?? ''));
}
