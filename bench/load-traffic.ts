// The traffic of the load bench: virtual users browsing through autocannon, analysts posting files
// through the same streamed multipart as the browser, and the timing of each kind of request.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { runAnalysis } from './server-start';

export type Kind = 'sign-in' | 'list mine' | 'list saved' | 'result' | 'PDF' | 'analysis';

export interface Sample {
  kind: Kind;
  ms: number;
  status: number;
}

export interface VirtualUser {
  baseUrl: string;
  cookie: string;
  analysisIds: string[];
}

/**
 * One browsing round of a user, a request a second: the lists, results opened from them, and one report
 * downloaded (rendered for each download) for every seven pages read.
 */
const ROUND: { kind: Kind; path: (id: string) => string }[] = [
  { kind: 'list mine', path: () => '/api/analyses?scope=mine' },
  { kind: 'list saved', path: () => '/api/analyses?scope=saved' },
  { kind: 'result', path: (id) => `/api/analysis/${id}` },
  { kind: 'list saved', path: () => '/api/analyses?scope=saved' },
  { kind: 'result', path: (id) => `/api/analysis/${id}` },
  { kind: 'list mine', path: () => '/api/analyses?scope=mine' },
  { kind: 'result', path: (id) => `/api/analysis/${id}` },
  { kind: 'PDF', path: (id) => `/api/analyses/${id}/pdf` },
];

interface Context {
  user?: number;
  sentAt?: number;
}

// autocannon's client internals this bench leans on (autocannon 9): one request iterator per
// connection, whose context survives between rounds only through its initial context; and the
// per-connection rate window (a count reset by a one-second interval, the request held while paused).
interface ClientInternals {
  rate: number;
  reqsMadeThisSecond: number;
  paused: boolean;
  destroyed: boolean;
  cer: unknown;
  rateInterval: NodeJS.Timeout;
  _doRequest(cer: unknown): void;
  requestIterator: {
    initialContext: Context;
    requests: unknown[];
    currentRequestIndex: number;
    currentRequest: unknown;
    resetContext(): void;
    rebuildRequest(): void;
  };
}

/**
 * `users.length` connections against one instance, one per user, each sending `ratePerUser` requests a
 * second (the time a person takes to read a page), for `seconds`. Every answer becomes a sample.
 */
export async function browse(options: {
  baseUrl: string;
  users: VirtualUser[];
  ratePerUser: number;
  seconds: number;
  samples: Sample[];
}) {
  const { users, samples } = options;
  let nextUser = 0;
  const requests = ROUND.map((step) => ({
    method: 'GET' as const,
    setupRequest: (request: autocannon.Request, context: Context) => {
      const user = users[context.user ?? 0] as VirtualUser;
      const ids = user.analysisIds;
      const pick = ids[Math.floor(Math.random() * Math.min(ids.length, 40))] as string;
      context.sentAt = performance.now();
      return {
        ...request,
        path: step.path(pick),
        headers: { cookie: user.cookie, 'accept-language': 'fr', accept: 'application/json' },
      };
    },
    onResponse: (status: number, _body: string, context: Context) => {
      samples.push({ kind: step.kind, status, ms: performance.now() - (context.sentAt ?? 0) });
    },
  }));
  const result = await autocannon({
    url: options.baseUrl,
    connections: users.length,
    connectionRate: options.ratePerUser,
    duration: options.seconds,
    timeout: 30,
    requests,
    setupClient: (client: unknown) => {
      ownPhase(client as ClientInternals);
      const iterator = (client as ClientInternals).requestIterator;
      iterator.initialContext = { user: nextUser++ % users.length };
      iterator.resetContext();
      // Each user starts at their own step of the round: people do not all open a report at once.
      iterator.currentRequestIndex = Math.floor(Math.random() * ROUND.length);
      iterator.currentRequest = iterator.requests[iterator.currentRequestIndex];
      iterator.rebuildRequest();
    },
  });
  return { errors: result.errors, timeouts: result.timeouts, requests: result.requests.total };
}

/**
 * autocannon opens every connection's one-second rate window at the same instant, so its 200 users
 * clicked in the same millisecond every second, and the bench measured how long a burst of 200
 * requests takes to drain rather than what a person waits for. People are independent: each user here
 * keeps a request a second, in a phase of their own, drawn at random within the second.
 */
function ownPhase(client: ClientInternals) {
  // The first request waits for the user's phase; called before the connection opens.
  client.reqsMadeThisSecond = client.rate;
  const tick = () => {
    client.reqsMadeThisSecond = 0;
    if (client.paused) client._doRequest(client.cer);
    client.paused = false;
  };
  // The client sets its interval right after this call, in its constructor: replaced once it exists.
  setImmediate(() => {
    clearInterval(client.rateInterval);
    setTimeout(() => {
      if (client.destroyed) return;
      // The first request was built when the client was set up: built again, its clock starts when it
      // leaves rather than a phase earlier.
      client.requestIterator.rebuildRequest();
      tick();
      client.rateInterval = setInterval(tick, 1000);
    }, Math.random() * 1000);
  });
}

/** 200 people signing in at once (argon2 verification), each sample timed on its own. */
export async function signInAll(options: {
  accounts: { baseUrl: string; email: string; password: string }[];
  samples: Sample[];
}) {
  return Promise.all(
    options.accounts.map(async (account) => {
      const started = performance.now();
      const response = await fetch(`${account.baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      await response.arrayBuffer();
      options.samples.push({ kind: 'sign-in', status: response.status, ms: performance.now() - started });
      const cookie = response.headers
        .getSetCookie()
        .map((header) => header.split(';')[0] ?? '')
        .find((pair) => /^(__Host-)?rv_session=./.test(pair));
      if (!cookie) throw new Error(`sign-in of ${account.email} failed (${response.status})`);
      return cookie;
    }),
  );
}

const FIXTURES = ['soudure-atelier-fr.txt', 'warehouse-description-en.pdf', 'welding-shop-en.rtf'].map(
  (name) => join(import.meta.dirname, '..', 'fixtures/analysis', name),
);

/** `analysts` people each running analyses back to back with the builtin engine until `until`. */
export async function analyseContinuously(options: {
  analysts: { baseUrl: string; cookie: string }[];
  until: number;
  samples: Sample[];
  missedProgress: { count: number };
}) {
  await Promise.all(
    options.analysts.map(async (analyst, index) => {
      for (let round = 0; performance.now() < options.until; round++) {
        const started = performance.now();
        const file = FIXTURES[(index + round) % FIXTURES.length] as string;
        try {
          await runAnalysis(
            analyst,
            {
              requestId: randomUUID(),
              area: `Atelier ${index}-${round}`,
              jurisdiction: 'QC',
              language: 'français',
              sourceInterface: 'enterprise',
            },
            [file],
          );
          options.samples.push({ kind: 'analysis', status: 200, ms: performance.now() - started });
        } catch (error) {
          const ms = performance.now() - started;
          if (/no "\w+" progress event/.test(String(error))) {
            // The analysis was answered 200; its progress stream, opened 100 ms before the upload as
            // the browser opens it, connected after some events were sent: counted, not an error.
            options.samples.push({ kind: 'analysis', status: 200, ms });
            options.missedProgress.count += 1;
            continue;
          }
          const status = Number(/\((\d{3})\)/.exec(String(error))?.[1] ?? 0);
          options.samples.push({ kind: 'analysis', status, ms });
          console.error(`analysis failed: ${String(error).slice(0, 300)}`);
        }
      }
    }),
  );
}
