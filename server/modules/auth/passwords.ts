import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum cost: 19 MiB, 2 passes.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(options: { hash: string; password: string }): Promise<boolean>;
  /**
   * Checks a password against a hash of nothing: an unknown address costs the same time as a known
   * one, so the answer's timing does not tell whether an account exists.
   */
  verifyAgainstDummy(password: string): Promise<false>;
}

export function createPasswordHasher(): PasswordHasher {
  let dummyHash: Promise<string> | null = null;
  return {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    async verify(options) {
      try {
        return await verify(options.hash, options.password);
      } catch {
        return false;
      }
    },
    async verifyAgainstDummy(password) {
      dummyHash ??= hash('no account has this password', ARGON2_OPTIONS);
      await verify(await dummyHash, password).catch(() => false);
      return false;
    },
  };
}
