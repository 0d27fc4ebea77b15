import type { DatabaseHandle } from '../../db/client';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every server instance shares them (and the
 * embedded install needs no Redis). One upsert per counted attempt.
 */
export function createRateLimiter(database: DatabaseHandle) {
  return {
    async hit(options: { key: string; limit: number; windowSeconds: number }): Promise<RateLimitVerdict> {
      const [row] = await database.query<{ count: number; retry_after: number }>(
        `insert into rate_limits (key, count, reset_at)
           values ($1, 1, now() + make_interval(secs => $2))
         on conflict (key) do update set
           count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
           reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => $2) else rate_limits.reset_at end
         returning count, ceil(extract(epoch from reset_at - now()))::int as retry_after`,
        [options.key, options.windowSeconds],
      );
      return {
        allowed: (row?.count ?? 0) <= options.limit,
        retryAfterSeconds: Math.max(1, row?.retry_after ?? options.windowSeconds),
      };
    },
    /** Whether a counter is already past its limit, without counting this request. */
    async check(options: { key: string; limit: number }): Promise<RateLimitVerdict> {
      const [row] = await database.query<{ count: number; retry_after: number }>(
        `select count, ceil(extract(epoch from reset_at - now()))::int as retry_after
           from rate_limits where key = $1 and reset_at > now()`,
        [options.key],
      );
      return {
        allowed: !row || row.count < options.limit,
        retryAfterSeconds: Math.max(1, row?.retry_after ?? 1),
      };
    },
    /** Old windows are only dead rows; clear them now and then. */
    async prune(): Promise<void> {
      await database.query('delete from rate_limits where reset_at < now()');
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
