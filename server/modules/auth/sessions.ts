import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import type { AuthRepository } from './auth.repository';
import { createSecretToken, hashToken } from './tokens';

// However active, a session ends after this; inactivity ends it sooner (SESSION_IDLE_HOURS).
const ABSOLUTE_LIFETIME_MS = 30 * 24 * 3600 * 1000;
// Sliding the expiry on every request would write on every request; once a minute is enough.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** `__Host-` binds the cookie to this exact origin over HTTPS; plain HTTP (local use) cannot use it. */
export const sessionCookieName = (config: Pick<Config, 'env'>) =>
  config.env === 'production' ? '__Host-rv_session' : 'rv_session';

/** A browser that signed in before (login-throttle.ts): same prefix rule as the session cookie. */
export const deviceCookieName = (config: Pick<Config, 'env'>) =>
  config.env === 'production' ? '__Host-rv_device' : 'rv_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

export interface ResolvedSession {
  idHash: string;
  user: UserRecord;
}

/** Server sessions named by an httpOnly, SameSite=Lax cookie that holds only a random token. */
export function createSessionManager(deps: {
  repository: AuthRepository;
  accounts: AccountsRepository;
  config: Config;
}) {
  const idleMs = deps.config.sessionIdleHours * 3600 * 1000;
  const cookieName = sessionCookieName(deps.config);
  // Clearing a cookie must repeat the attributes it was set with: a browser ignores a
  // `__Host-` cookie without Secure and Path=/, so a bare clear would leave the session cookie.
  const cookieAttributes = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.config.env === 'production',
  };
  const cookieOptions = { ...cookieAttributes, maxAge: Math.round(idleMs / 1000) };

  const setCookie = (reply: FastifyReply, token: string) => reply.setCookie(cookieName, token, cookieOptions);

  return {
    cookieName,
    deviceCookieName: deviceCookieName(deps.config),

    rememberDevice(options: { reply: FastifyReply; token: string }): void {
      options.reply.setCookie(deviceCookieName(deps.config), options.token, {
        ...cookieAttributes,
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
    },

    /**
     * Opens a new session for the person and sets its cookie. Any session the browser already had
     * is ended first, so a sign-in always rotates the identifier (no session fixation).
     */
    async start(options: {
      reply: FastifyReply;
      userId: string;
      previousToken?: string | undefined;
      ip: string | null;
      userAgent: string | null;
    }): Promise<void> {
      if (options.previousToken) await deps.repository.deleteSession(hashToken(options.previousToken));
      const token = createSecretToken();
      await deps.repository.insertSession({
        idHash: hashToken(token),
        userId: options.userId,
        expiresAt: new Date(Date.now() + idleMs),
        ip: options.ip,
        userAgent: options.userAgent?.slice(0, 300) ?? null,
      });
      setCookie(options.reply, token);
    },

    /**
     * The live session a cookie names and its person, its inactivity deadline pushed back (and the
     * cookie renewed).
     */
    async resolve(options: { token: string; reply: FastifyReply }): Promise<ResolvedSession | null> {
      const idHash = hashToken(options.token);
      const session = await deps.accounts.findPersonOfSession(idHash);
      if (!session) return null;
      const now = Date.now();
      if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        const expiresAt = new Date(
          Math.min(now + idleMs, session.createdAt.getTime() + ABSOLUTE_LIFETIME_MS),
        );
        await deps.repository.touchSession({ idHash, expiresAt });
        setCookie(options.reply, options.token);
      }
      return { idHash, user: session.user };
    },

    async end(options: { reply: FastifyReply; idHash: string | null }): Promise<void> {
      if (options.idHash) await deps.repository.deleteSession(options.idHash);
      options.reply.clearCookie(cookieName, cookieAttributes);
    },

    clearCookie(reply: FastifyReply): void {
      reply.clearCookie(cookieName, cookieAttributes);
    },
  };
}

export type SessionManager = ReturnType<typeof createSessionManager>;
