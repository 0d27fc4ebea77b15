import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { twoFactorSecrets, users } from '../../db/schema';

export interface ProfileRecord {
  email: string;
  name: string | null;
  phone: string | null;
  company: string | null;
  position: string | null;
  preferredLanguage: 'fr' | 'en';
  weeklyDigest: boolean;
  twoFactorEnabled: boolean;
}

/** The signed-in person's own profile row: every query is by their id, never by a value they send. */
export function createProfileRepository(db: Database) {
  return {
    async findProfile(userId: string): Promise<ProfileRecord | null> {
      const [row] = await db
        .select({
          email: users.email,
          name: users.name,
          phone: users.phone,
          company: users.company,
          position: users.position,
          preferredLanguage: users.preferredLanguage,
          weeklyDigest: users.weeklyDigest,
          twoFactorEnabled: sql<boolean>`${isNotNull(twoFactorSecrets.enabledAt)}`,
        })
        .from(users)
        .leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id))
        .where(eq(users.id, userId));
      return row ? { ...row, twoFactorEnabled: Boolean(row.twoFactorEnabled) } : null;
    },

    async updateProfile(
      userId: string,
      values: { name: string; phone: string | null; company: string | null; position: string | null },
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async setWeeklyDigest(userId: string, weeklyDigest: boolean): Promise<void> {
      await db.update(users).set({ weeklyDigest, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
