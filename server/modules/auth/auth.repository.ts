import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authTokens, sessions } from '../../db/schema';

export type TokenPurpose = 'password_reset' | 'invitation' | 'two_factor';

export function createAuthRepository(db: Database) {
  return {
    async insertSession(values: {
      idHash: string;
      userId: string;
      expiresAt: Date;
      userAgent: string | null;
      ip: string | null;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** A session that has not expired, or null. */
    async findLiveSession(idHash: string) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date())));
      return row ?? null;
    },

    async touchSession(options: { idHash: string; expiresAt: Date }): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(), expiresAt: options.expiresAt })
        .where(eq(sessions.idHash, options.idHash));
    },

    async deleteSession(idHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.idHash, idHash));
    },

    async deleteUserSessions(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** The person's live sessions, most recently used first. */
    async listUserSessions(userId: string) {
      return db
        .select({
          idHash: sessions.idHash,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one of the person's sessions by the id the list shows; another person's id matches nothing. */
    async deleteUserSession(options: { userId: string; publicId: string }): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, options.userId), eq(sessions.publicId, options.publicId)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    async deleteOtherSessions(options: { userId: string; keepIdHash: string }): Promise<number> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, options.userId), ne(sessions.idHash, options.keepIdHash)))
        .returning({ idHash: sessions.idHash });
      return rows.length;
    },

    async deleteExpiredSessions(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
    },

    /** Issuing a new link of a kind voids the person's earlier unused links of that kind. */
    async replaceToken(values: {
      userId: string;
      purpose: TokenPurpose;
      tokenHash: string;
      expiresAt: Date;
    }) {
      await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, values.userId),
            eq(authTokens.purpose, values.purpose),
            isNull(authTokens.usedAt),
          ),
        );
      await db.insert(authTokens).values(values);
    },

    async findLiveToken(options: { tokenHash: string; purpose: TokenPurpose }) {
      const [row] = await db
        .select()
        .from(authTokens)
        .where(
          and(
            eq(authTokens.tokenHash, options.tokenHash),
            eq(authTokens.purpose, options.purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        );
      return row ?? null;
    },

    /**
     * Marks a link used in the same statement that checks it is still unused and valid, so two
     * concurrent requests cannot both spend it. Returns its owner, or null.
     */
    async consumeToken(options: { tokenHash: string; purpose: TokenPurpose }): Promise<string | null> {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(authTokens.tokenHash, options.tokenHash),
            eq(authTokens.purpose, options.purpose),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: authTokens.userId });
      return row?.userId ?? null;
    },

    /** Links expired for a month are of no use, even as evidence of what was sent. */
    async deleteDeadTokens(): Promise<void> {
      await db
        .delete(authTokens)
        .where(lt(authTokens.expiresAt, new Date(Date.now() - 30 * 24 * 3600 * 1000)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
