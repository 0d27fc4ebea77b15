import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import type { Mailer } from '../../platform/email/mailer';
import { AppError } from '../../platform/errors/app-error';
import type { Logger } from '../../platform/logger/logger';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import { sendPasswordResetEmail } from './auth.emails';
import type { AuthRepository, TokenPurpose } from './auth.repository';
import { assertPasswordNotCommon } from './common-passwords';
import { type LoginThrottle, tooManyAttempts } from './login-throttle';
import type { PasswordHasher } from './passwords';
import { recordSignIn } from './sign-in-record';
import { createSecretToken, hashToken, TOKEN_LIFETIMES_MS } from './tokens';

interface Origin {
  ip: string | null;
  userAgent: string | null;
}

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

// Reset e-mails per address and IP together: a stranger asking for the owner's address uses up
// their own allowance, not the owner's. The per-address ceiling (mailbox flooding) spares a
// browser that signed in before. Sign-in limits live in login-throttle.ts.
const LIMITS = {
  forgotPerEmailAndIp: { limit: 3, windowSeconds: ONE_HOUR },
  forgotPerEmail: { limit: 10, windowSeconds: ONE_HOUR },
  forgotPerIp: { limit: 20, windowSeconds: ONE_HOUR },
  tokenPerIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES },
} as const;

export interface AuthServiceDependencies {
  accounts: AccountsRepository;
  repository: AuthRepository;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  loginThrottle: LoginThrottle;
  mailer: Mailer;
  config: Config;
  logger: Logger;
  /** Whether an account asks for a second factor after its password (two-factor.repository.ts). */
  twoFactor: { isEnabled(userId: string): Promise<boolean> };
}

/** Signing in, password reset and invitation links: the account rules of spec part 1 §4–§5. */
export function createAuthService(deps: AuthServiceDependencies) {
  async function throttle(checks: { key: string; limit: number; windowSeconds: number }[]) {
    let blocked = 0;
    for (const check of checks) {
      const verdict = await deps.rateLimiter.hit(check);
      if (!verdict.allowed) blocked = Math.max(blocked, verdict.retryAfterSeconds);
    }
    return blocked;
  }

  async function userOfLiveToken(options: {
    token: string;
    purpose: TokenPurpose;
  }): Promise<UserRecord | null> {
    const row = await deps.repository.findLiveToken({
      tokenHash: hashToken(options.token),
      purpose: options.purpose,
    });
    return row ? deps.accounts.findUserById(row.userId) : null;
  }

  return {
    /**
     * Checks an address and password. An unknown address, an account without a password and a
     * wrong password give the same answer in the same time (a dummy hash is checked). A browser
     * that signed in before shows its device cookie; a first sign-in gets one (`newDeviceToken`).
     */
    async login(
      options: { email: string; password: string; deviceToken?: string | undefined } & Origin,
    ): Promise<{ user: UserRecord; newDeviceToken: string | null; twoFactorRequired: boolean }> {
      const email = options.email.toLowerCase();
      const user = await deps.accounts.findUserByEmail(email);
      const knownDevice = await deps.loginThrottle.isKnownDevice({
        token: options.deviceToken,
        userId: user?.id,
      });
      const wait = await deps.loginThrottle.waitBeforeAttempt({ email, ip: options.ip, knownDevice });
      if (wait > 0) {
        await deps.accounts.recordAuditEvent({
          type: 'auth.login_throttled',
          ip: options.ip,
          userAgent: options.userAgent,
          details: { email },
        });
        throw tooManyAttempts(wait);
      }
      const valid = user?.passwordHash
        ? await deps.passwords.verify({ hash: user.passwordHash, password: options.password })
        : await deps.passwords.verifyAgainstDummy(options.password);
      if (!user || !valid) {
        await deps.loginThrottle.recordFailure({ email, ip: options.ip });
        await deps.accounts.recordAuditEvent({
          type: 'auth.login_failed',
          userId: user?.id ?? null,
          ip: options.ip,
          userAgent: options.userAgent,
          details: { email },
        });
        throw new AppError({ code: 'auth.invalidCredentials', status: 401 });
      }
      await deps.loginThrottle.recordSuccess({ email, ip: options.ip });
      const newDeviceToken = knownDevice ? null : createSecretToken();
      if (newDeviceToken) await deps.loginThrottle.rememberDevice({ token: newDeviceToken, userId: user.id });
      // The sign-in is complete only with the code (two-factor.service.ts completes and records it).
      if (await deps.twoFactor.isEnabled(user.id)) return { user, newDeviceToken, twoFactorRequired: true };
      await recordSignIn(deps.accounts, { user, ip: options.ip, userAgent: options.userAgent });
      return { user, newDeviceToken, twoFactorRequired: false };
    },

    /**
     * Changes the password of a signed-in person who proves they know the current one; every other
     * session of the account ends, the one making the change stays open.
     */
    async changePassword(
      options: {
        user: UserRecord;
        currentPassword: string;
        newPassword: string;
        keepSessionIdHash: string;
      } & Origin,
    ): Promise<void> {
      const retryAfter = await throttle([
        { key: `password-change:${options.user.id}`, limit: 5, windowSeconds: FIFTEEN_MINUTES },
      ]);
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
      const valid =
        options.user.passwordHash !== null &&
        (await deps.passwords.verify({ hash: options.user.passwordHash, password: options.currentPassword }));
      if (!valid) throw new AppError({ code: 'auth.currentPasswordWrong', status: 400 });
      if (options.currentPassword === options.newPassword) {
        throw new AppError({ code: 'auth.passwordUnchanged', status: 400 });
      }
      assertPasswordNotCommon(options.newPassword);
      await deps.accounts.setPasswordHash(options.user.id, await deps.passwords.hash(options.newPassword));
      await deps.repository.deleteOtherSessions({
        userId: options.user.id,
        keepIdHash: options.keepSessionIdHash,
      });
      await deps.accounts.recordAuditEvent({
        type: 'auth.password_changed',
        userId: options.user.id,
        ip: options.ip,
        userAgent: options.userAgent,
        details: { via: 'profile' },
      });
    },

    /**
     * Always answers the same, whatever the address. The link is made and mailed after the answer
     * is sent, so neither the answer nor its timing tells whether the address has an account;
     * past the per-address or per-IP limit, simply no more e-mail goes out.
     */
    async requestPasswordReset(
      options: { email: string; language: Language; deviceToken?: string | undefined } & Origin,
    ): Promise<void> {
      const email = options.email.toLowerCase();
      const issue = async () => {
        const user = await deps.accounts.findUserByEmail(email);
        const knownDevice = await deps.loginThrottle.isKnownDevice({
          token: options.deviceToken,
          userId: user?.id,
        });
        const blocked = await throttle([
          { key: `forgot:pair:${email}:${options.ip}`, ...LIMITS.forgotPerEmailAndIp },
          ...(knownDevice ? [] : [{ key: `forgot:email:${email}`, ...LIMITS.forgotPerEmail }]),
          { key: `forgot:ip:${options.ip}`, ...LIMITS.forgotPerIp },
        ]);
        if (!user || blocked > 0) return;
        const token = createSecretToken();
        await deps.repository.replaceToken({
          userId: user.id,
          purpose: 'password_reset',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS.password_reset),
        });
        await deps.accounts.recordAuditEvent({
          type: 'auth.password_reset_requested',
          userId: user.id,
          ip: options.ip,
          userAgent: options.userAgent,
        });
        await sendPasswordResetEmail({ ...deps, user, token, language: options.language });
      };
      setImmediate(() => {
        issue().catch((error: unknown) => deps.logger.error({ err: error }, 'password reset e-mail failed'));
      });
    },

    /** Spends a reset link: sets the new password and ends every session of the account. */
    async resetPassword(options: { token: string; password: string } & Origin): Promise<void> {
      const retryAfter = await throttle([{ key: `token:ip:${options.ip}`, ...LIMITS.tokenPerIp }]);
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
      assertPasswordNotCommon(options.password);
      const userId = await deps.repository.consumeToken({
        tokenHash: hashToken(options.token),
        purpose: 'password_reset',
      });
      if (!userId) throw new AppError({ code: 'auth.resetLinkInvalid', status: 400 });
      await deps.accounts.setPasswordHash(userId, await deps.passwords.hash(options.password));
      await deps.repository.deleteUserSessions(userId);
      await deps.accounts.recordAuditEvent({
        type: 'auth.password_changed',
        userId,
        ...options,
        details: { via: 'reset' },
      });
    },

    /** Who a link is for, without spending it: the set-password and reset pages show it. */
    async verifyToken(options: { token: string | undefined; purpose: TokenPurpose } & Origin) {
      if (!options.token) throw new AppError({ code: 'auth.tokenMissing', status: 400 });
      const retryAfter = await throttle([{ key: `token:ip:${options.ip}`, ...LIMITS.tokenPerIp }]);
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
      const user = await userOfLiveToken({ token: options.token, purpose: options.purpose });
      if (!user) throw new AppError({ code: 'auth.tokenInvalid', status: 400 });
      return { user, isExistingUser: user.passwordHash !== null };
    },

    /** Spends an invitation link: creates or replaces the password; the caller then opens a session. */
    async setPassword(options: { token: string; password: string } & Origin): Promise<UserRecord> {
      const retryAfter = await throttle([{ key: `token:ip:${options.ip}`, ...LIMITS.tokenPerIp }]);
      if (retryAfter > 0) throw tooManyAttempts(retryAfter);
      assertPasswordNotCommon(options.password);
      const userId = await deps.repository.consumeToken({
        tokenHash: hashToken(options.token),
        purpose: 'invitation',
      });
      if (!userId) throw new AppError({ code: 'auth.tokenInvalid', status: 400 });
      await deps.accounts.setPasswordHash(userId, await deps.passwords.hash(options.password));
      await deps.repository.deleteUserSessions(userId);
      await deps.accounts.recordAuditEvent({
        type: 'auth.password_changed',
        userId,
        ...options,
        details: { via: 'invitation' },
      });
      const user = await deps.accounts.findUserById(userId);
      if (!user) throw new AppError({ code: 'auth.tokenInvalid', status: 400 });
      return user;
    },

    /** Makes an invitation link (7 days) for someone who has no password yet, or wants a new one. */
    async createInvitation(userId: string): Promise<string> {
      const token = createSecretToken();
      await deps.repository.replaceToken({
        userId,
        purpose: 'invitation',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TOKEN_LIFETIMES_MS.invitation),
      });
      return token;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
