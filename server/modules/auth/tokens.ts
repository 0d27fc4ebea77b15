import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session ids and e-mailed links. */
export const createSecretToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so reading the database does not open sessions or links. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const TOKEN_LIFETIMES_MS = {
  password_reset: 60 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
} as const;
