import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const PREFIX = 'v1:';
const KEY_BYTES = 32;

/** Seals short secrets kept in the database (AES-256-GCM); a copy of the database alone reveals none. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`the secret key must be ${KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed secret');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key from SECRET_KEY (64 hex characters or 32 bytes in base64), or else from a key file made
 * on the first start (mode 0600): the embedded default needs no setting. Several instances must
 * share SECRET_KEY, since each has its own data folder.
 */
export function loadSecretKey(options: { secretKey: string | null; keyFile: string }): Buffer {
  if (options.secretKey) {
    const key = /^[0-9a-f]{64}$/i.test(options.secretKey)
      ? Buffer.from(options.secretKey, 'hex')
      : Buffer.from(options.secretKey, 'base64');
    if (key.length !== KEY_BYTES)
      throw new Error('SECRET_KEY must be 32 bytes, in hex (64 characters) or base64');
    return key;
  }
  if (!existsSync(options.keyFile)) {
    mkdirSync(dirname(options.keyFile), { recursive: true, mode: 0o700 });
    // `wx`: two processes starting at once cannot both write a different key.
    try {
      writeFileSync(options.keyFile, randomBytes(KEY_BYTES).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(options.keyFile, 'utf8').trim(), 'hex');
}
