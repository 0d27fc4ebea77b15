import { randomInt } from 'node:crypto';
import { AppError } from '../../platform/errors/app-error';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';
import type { AccountsRepository, UserRecord } from '../accounts/accounts.repository';
import type { AuthRepository } from './auth.repository';
import { type LoginThrottle, tooManyAttempts } from './login-throttle';
import type { PasswordHasher } from './passwords';
import { recordSignIn } from './sign-in-record';
import { createSecretToken, hashToken } from './tokens';
import type { TwoFactorRepository } from './two-factor.repository';

interface Origin {
  ip: string | null;
  userAgent: string | null;
}

const ISSUER = 'RisqueVision';
const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L: a code copied from paper is read back without doubt.
const RECOVERY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** How long the password step stays valid while the code is awaited. */
export const TWO_FACTOR_PENDING_MS = 5 * 60 * 1000;
// A pending sign-in is voided after this many wrong codes; the sign-in throttle then slows the next.
const ATTEMPTS_PER_PENDING_TOKEN = 5;

/** The time step a TOTP code matched, or null when it does not match. */
async function matchingTimeStep(options: { secret: string; code: string }): Promise<number | null> {
  // otplib and qrcode load with the first two-factor step: an idle server does not hold them.
  const { verify } = await import('otplib');
  const result = await verify({
    secret: options.secret,
    token: options.code.replace(/\s/g, ''),
    // One step either side: a phone clock a little off still works.
    epochTolerance: 30,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
const isTotpShaped = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

function createRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 10; index += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export interface TwoFactorServiceDependencies {
  repository: TwoFactorRepository;
  authRepository: AuthRepository;
  accounts: AccountsRepository;
  passwords: PasswordHasher;
  loginThrottle: LoginThrottle;
  rateLimiter: RateLimiter;
}

/** Two-factor sign-in with an authenticator app (TOTP) and one-time recovery codes (issue 14). */
export function createTwoFactorService(deps: TwoFactorServiceDependencies) {
  const codeInvalid = () => new AppError({ code: 'twoFactor.codeInvalid', status: 400 });

  /** A current app code (once per time step) or an unused recovery code (spent here). */
  async function checkSecondFactor(options: {
    userId: string;
    code: string;
  }): Promise<'totp' | 'recovery' | null> {
    const secret = await deps.repository.findSecret(options.userId);
    if (!secret?.enabledAt) return null;
    if (isTotpShaped(options.code)) {
      const timeStep = await matchingTimeStep({ secret: secret.secret, code: options.code });
      if (timeStep === null) return null;
      const claimed = await deps.repository.claimTimeStep({ userId: options.userId, timeStep });
      return claimed ? 'totp' : null;
    }
    const normalized = normalizeRecoveryCode(options.code);
    for (const candidate of await deps.repository.unusedRecoveryCodes(options.userId)) {
      if (await deps.passwords.verify({ hash: candidate.codeHash, password: normalized })) {
        return (await deps.repository.spendRecoveryCode({ userId: options.userId, id: candidate.id }))
          ? 'recovery'
          : null;
      }
    }
    return null;
  }

  return {
    isEnabled: (userId: string) => deps.repository.isEnabled(userId),

    /** A new secret, its otpauth URL and QR code; it does nothing until confirmed with a first code. */
    async setup(user: UserRecord) {
      if (await deps.repository.isEnabled(user.id)) {
        throw new AppError({ code: 'twoFactor.alreadyEnabled', status: 409 });
      }
      const [{ generateSecret, generateURI }, { toDataURL }] = await Promise.all([
        import('otplib'),
        import('qrcode'),
      ]);
      const secret = generateSecret();
      await deps.repository.savePendingSecret({ userId: user.id, secret });
      const otpauthUrl = generateURI({ issuer: ISSUER, label: user.email, secret });
      const qrCode = await toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
      return { secret, otpauthUrl, qrCode };
    },

    /** Confirms the pending secret with a first code; answers ten recovery codes, shown once. */
    async enable(options: { user: UserRecord; code: string } & Origin): Promise<string[]> {
      const retry = await deps.rateLimiter.hit({
        key: `2fa:enable:${options.user.id}`,
        limit: 10,
        windowSeconds: 15 * 60,
      });
      if (!retry.allowed) throw new AppError({ code: 'request.rateLimited', status: 429 });
      const secret = await deps.repository.findSecret(options.user.id);
      if (!secret) throw new AppError({ code: 'twoFactor.notPending', status: 409 });
      if (secret.enabledAt) throw new AppError({ code: 'twoFactor.alreadyEnabled', status: 409 });
      const timeStep = await matchingTimeStep({ secret: secret.secret, code: options.code });
      if (timeStep === null) throw codeInvalid();
      await deps.repository.claimTimeStep({ userId: options.user.id, timeStep });
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
      const codeHashes = await Promise.all(
        codes.map((code) => deps.passwords.hash(normalizeRecoveryCode(code))),
      );
      await deps.repository.enable({ userId: options.user.id, codeHashes });
      await deps.accounts.recordAuditEvent({
        type: 'auth.two_factor_enabled',
        userId: options.user.id,
        ip: options.ip,
        userAgent: options.userAgent,
      });
      return codes;
    },

    /** Turns two-factor off with a current code, a recovery code or the password. */
    async disable(
      options: { user: UserRecord; code?: string | undefined; password?: string | undefined } & Origin,
    ) {
      const retry = await deps.rateLimiter.hit({
        key: `2fa:disable:${options.user.id}`,
        limit: 10,
        windowSeconds: 15 * 60,
      });
      if (!retry.allowed) throw new AppError({ code: 'request.rateLimited', status: 429 });
      if (!(await deps.repository.isEnabled(options.user.id))) {
        throw new AppError({ code: 'twoFactor.notEnabled', status: 409 });
      }
      if (options.code) {
        if (!(await checkSecondFactor({ userId: options.user.id, code: options.code }))) throw codeInvalid();
      } else {
        const valid =
          options.user.passwordHash !== null &&
          (await deps.passwords.verify({
            hash: options.user.passwordHash,
            password: options.password ?? '',
          }));
        if (!valid) throw new AppError({ code: 'auth.currentPasswordWrong', status: 400 });
      }
      await deps.repository.disable(options.user.id);
      await deps.accounts.recordAuditEvent({
        type: 'auth.two_factor_disabled',
        userId: options.user.id,
        ip: options.ip,
        userAgent: options.userAgent,
      });
    },

    /** After a right password: a short-lived token that stands for it while the code is awaited. */
    async startChallenge(userId: string): Promise<string> {
      const token = createSecretToken();
      await deps.authRepository.replaceToken({
        userId,
        purpose: 'two_factor',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TWO_FACTOR_PENDING_MS),
      });
      return token;
    },

    /**
     * The second step of a sign-in: the pending token and a code. Wrong codes are throttled like wrong
     * passwords (per address and IP, growing delays) and void the pending token after five.
     */
    async completeChallenge(options: { pendingToken: string; code: string } & Origin): Promise<UserRecord> {
      const tokenHash = hashToken(options.pendingToken);
      const pending = await deps.authRepository.findLiveToken({ tokenHash, purpose: 'two_factor' });
      const user = pending ? await deps.accounts.findUserById(pending.userId) : null;
      if (!pending || !user) throw new AppError({ code: 'twoFactor.pendingExpired', status: 401 });
      const throttleKey = { email: `2fa:${user.email.toLowerCase()}`, ip: options.ip };
      const wait = await deps.loginThrottle.waitBeforeAttempt({ ...throttleKey, knownDevice: false });
      if (wait > 0) throw tooManyAttempts(wait);
      const method = await checkSecondFactor({ userId: user.id, code: options.code });
      if (!method) {
        await deps.loginThrottle.recordFailure(throttleKey);
        await deps.accounts.recordAuditEvent({
          type: 'auth.two_factor_failed',
          userId: user.id,
          ip: options.ip,
          userAgent: options.userAgent,
        });
        const attempts = await deps.rateLimiter.hit({
          key: `2fa:pending:${tokenHash}`,
          limit: ATTEMPTS_PER_PENDING_TOKEN - 1,
          windowSeconds: TWO_FACTOR_PENDING_MS / 1000,
        });
        if (!attempts.allowed) {
          await deps.authRepository.consumeToken({ tokenHash, purpose: 'two_factor' });
          throw new AppError({ code: 'twoFactor.pendingExpired', status: 401 });
        }
        throw codeInvalid();
      }
      // Spent now: the same password step cannot open a second session.
      if (!(await deps.authRepository.consumeToken({ tokenHash, purpose: 'two_factor' }))) {
        throw new AppError({ code: 'twoFactor.pendingExpired', status: 401 });
      }
      await deps.loginThrottle.recordSuccess(throttleKey);
      await recordSignIn(deps.accounts, {
        user,
        ip: options.ip,
        userAgent: options.userAgent,
        details: { secondFactor: method },
      });
      return user;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
