import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knownDevices, loginBackoff } from '../../db/schema';
import { AppError } from '../../platform/errors/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import { hashToken } from './tokens';

const FIFTEEN_MINUTES = 15 * 60;
// The first few mistakes cost nothing; then each failure doubles the wait, up to a quarter hour.
const FREE_FAILURES = 4;
const MAX_DELAY_SECONDS = FIFTEEN_MINUTES;
// An address that many guesses hit from many places is under a distributed attack: past this,
// only a browser that signed in to it before still gets through.
const LIMITS = {
  failuresPerEmail: { limit: 10, windowSeconds: FIFTEEN_MINUTES },
  failuresPerEmailDistributed: { limit: 100, windowSeconds: FIFTEEN_MINUTES },
  failuresPerIp: { limit: 50, windowSeconds: FIFTEEN_MINUTES },
} as const;

/**
 * The answer to an attempt that must wait. The growing delays start at seconds: "1 minutes" for a
 * 2-second wait would be both wrong and odd.
 */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  retryAfterSeconds < 120
    ? new AppError({
        code: 'auth.tooManyAttemptsSeconds',
        status: 429,
        params: { seconds: Math.max(1, Math.ceil(retryAfterSeconds)) },
        extra: { retryAfter: retryAfterSeconds },
      })
    : new AppError({
        code: 'auth.tooManyAttempts',
        status: 429,
        params: { minutes: Math.ceil(retryAfterSeconds / 60) },
        extra: { retryAfter: retryAfterSeconds },
      });

/** Seconds to wait after this many consecutive failures of one address from one IP. */
export const backoffSeconds = (failures: number) =>
  failures <= FREE_FAILURES ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));

/**
 * Sign-in throttling per address and per IP together (issue 9, finding 7). Failures of one address
 * from one IP grow a delay; the per-address limit only stops IPs that have themselves failed on that
 * address, so a stranger's guesses never lock the owner out from their own place; a browser that
 * signed in before (its device cookie) passes the per-address and per-IP limits.
 */
export function createLoginThrottle(deps: { db: Database; rateLimiter: RateLimiter }) {
  const pairKey = (options: { email: string; ip: string | null }) =>
    `login:pair:${options.email}:${options.ip}`;
  const emailKey = (email: string) => `login:email:${email}`;
  const ipKey = (ip: string | null) => `login:ip:${ip}`;

  async function pairState(key: string) {
    const [row] = await deps.db
      .select({
        failures: loginBackoff.failures,
        wait: sql<number>`ceil(extract(epoch from ${loginBackoff.blockedUntil} - now()))::int`,
      })
      .from(loginBackoff)
      .where(and(eq(loginBackoff.key, key), sql`${loginBackoff.expiresAt} > now()`));
    return { failures: row?.failures ?? 0, waitSeconds: Math.max(0, row?.wait ?? 0) };
  }

  return {
    /** Seconds this attempt must wait (0: it may go ahead). Counts nothing. */
    async waitBeforeAttempt(options: { email: string; ip: string | null; knownDevice: boolean }) {
      const pair = await pairState(pairKey(options));
      let wait = pair.waitSeconds;
      if (options.knownDevice) return wait;
      const verdicts = await Promise.all([
        deps.rateLimiter.check({ key: emailKey(options.email), ...LIMITS.failuresPerEmail }),
        deps.rateLimiter.check({ key: emailKey(options.email), ...LIMITS.failuresPerEmailDistributed }),
        deps.rateLimiter.check({ key: ipKey(options.ip), ...LIMITS.failuresPerIp }),
      ]);
      const [perEmail, distributed, perIp] = verdicts;
      if (perEmail && !perEmail.allowed && pair.failures > 0)
        wait = Math.max(wait, perEmail.retryAfterSeconds);
      if (distributed && !distributed.allowed) wait = Math.max(wait, distributed.retryAfterSeconds);
      if (perIp && !perIp.allowed) wait = Math.max(wait, perIp.retryAfterSeconds);
      return wait;
    },

    async recordFailure(options: { email: string; ip: string | null }): Promise<void> {
      await deps.rateLimiter.hit({ key: emailKey(options.email), ...LIMITS.failuresPerEmailDistributed });
      await deps.rateLimiter.hit({ key: ipKey(options.ip), ...LIMITS.failuresPerIp });
      const key = pairKey(options);
      const failures = (await pairState(key)).failures + 1;
      const blockedUntil = new Date(Date.now() + backoffSeconds(failures) * 1000);
      const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
      await deps.db
        .insert(loginBackoff)
        .values({ key, failures, blockedUntil, expiresAt })
        .onConflictDoUpdate({ target: loginBackoff.key, set: { failures, blockedUntil, expiresAt } });
    },

    /** The right password forgives this IP's mistakes on this address. */
    async recordSuccess(options: { email: string; ip: string | null }): Promise<void> {
      await deps.db.delete(loginBackoff).where(eq(loginBackoff.key, pairKey(options)));
    },

    async isKnownDevice(options: { token: string | undefined; userId: string | undefined }) {
      if (!options.token || !options.userId) return false;
      const [row] = await deps.db
        .update(knownDevices)
        .set({ lastUsedAt: new Date() })
        .where(
          and(eq(knownDevices.tokenHash, hashToken(options.token)), eq(knownDevices.userId, options.userId)),
        )
        .returning({ userId: knownDevices.userId });
      return Boolean(row);
    },

    async rememberDevice(options: { token: string; userId: string }): Promise<void> {
      await deps.db
        .insert(knownDevices)
        .values({ tokenHash: hashToken(options.token), userId: options.userId })
        .onConflictDoNothing();
    },

    /** Quiet days forget failures; devices unused for half a year are forgotten too. */
    async prune(): Promise<void> {
      await deps.db.delete(loginBackoff).where(lt(loginBackoff.expiresAt, new Date()));
      await deps.db
        .delete(knownDevices)
        .where(lt(knownDevices.lastUsedAt, new Date(Date.now() - 180 * 24 * 3600 * 1000)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
