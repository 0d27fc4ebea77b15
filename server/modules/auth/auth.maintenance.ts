import type { Container } from '../../container';

const HOURLY = 60 * 60 * 1000;

/**
 * Clears expired sessions, long-dead links (visitor links too), old sign-in failures and spent
 * rate-limit windows every hour. Every instance may run it: the deletes are idempotent.
 */
export function scheduleAuthMaintenance(
  container: Pick<Container, 'authRepository' | 'rateLimiter' | 'loginThrottle' | 'teams' | 'logger'>,
) {
  const run = async () => {
    try {
      await container.authRepository.deleteExpiredSessions();
      await container.authRepository.deleteDeadTokens();
      await container.rateLimiter.prune();
      await container.loginThrottle.prune();
      await container.teams.pruneVisitorLinks();
    } catch (error) {
      container.logger.warn({ err: error }, 'auth maintenance failed');
    }
  };
  const timer = setInterval(run, HOURLY);
  timer.unref();
  return () => clearInterval(timer);
}
