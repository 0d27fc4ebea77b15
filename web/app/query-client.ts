import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Back-off doubling from 1 s and capped at 30 s, as the spec's data-query defaults say. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Three retries, except for answers a retry cannot change (a 4xx other than 408/429).
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            return (error.status === 408 || error.status === 429) && failureCount < 3;
          }
          return failureCount < 3;
        },
        retryDelay,
        staleTime: 5 * 60_000,
        gcTime: 5 * 60_000,
      },
    },
  });
}
