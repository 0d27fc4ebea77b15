import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryCodes, twoFactorSecrets } from '../../db/schema';
import type { SecretBox } from '../../platform/crypto/secret-box';

/**
 * TOTP secrets and recovery codes, always by the owner's id. The secrets are stored sealed with the
 * installation's key: a copy of the database alone cannot make codes.
 */
export function createTwoFactorRepository(db: Database, box: SecretBox) {
  return {
    async findSecret(userId: string) {
      const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      return row ? { ...row, secret: box.open(row.secret) } : null;
    },

    async isEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: twoFactorSecrets.userId })
        .from(twoFactorSecrets)
        .where(and(eq(twoFactorSecrets.userId, userId), isNotNull(twoFactorSecrets.enabledAt)));
      return Boolean(row);
    },

    /** A new secret awaiting its first code; never replaces one already in use. */
    async savePendingSecret(options: { userId: string; secret: string }): Promise<boolean> {
      const secret = box.seal(options.secret);
      const rows = await db
        .insert(twoFactorSecrets)
        .values({ userId: options.userId, secret })
        .onConflictDoUpdate({
          target: twoFactorSecrets.userId,
          set: { secret, lastTimeStep: null, createdAt: new Date() },
          setWhere: isNull(twoFactorSecrets.enabledAt),
        })
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /**
     * Records the time step a code matched, in the same statement that checks it is newer than the
     * last one accepted: a code seen once (or sent twice at the same moment) is refused.
     */
    async claimTimeStep(options: { userId: string; timeStep: number }): Promise<boolean> {
      const rows = await db
        .update(twoFactorSecrets)
        .set({ lastTimeStep: options.timeStep })
        .where(
          and(
            eq(twoFactorSecrets.userId, options.userId),
            or(isNull(twoFactorSecrets.lastTimeStep), lt(twoFactorSecrets.lastTimeStep, options.timeStep)),
          ),
        )
        .returning({ userId: twoFactorSecrets.userId });
      return rows.length > 0;
    },

    /** Turns the pending secret on and replaces any earlier recovery codes, together. */
    async enable(options: { userId: string; codeHashes: string[] }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(twoFactorSecrets)
          .set({ enabledAt: new Date() })
          .where(eq(twoFactorSecrets.userId, options.userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, options.userId));
        await tx
          .insert(recoveryCodes)
          .values(options.codeHashes.map((codeHash) => ({ userId: options.userId, codeHash })));
      });
    },

    async disable(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },

    async unusedRecoveryCodes(userId: string) {
      return db
        .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    },

    /** Spends a recovery code once: two requests with the same code cannot both succeed. */
    async spendRecoveryCode(options: { userId: string; id: string }): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.id, options.id),
            eq(recoveryCodes.userId, options.userId),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
