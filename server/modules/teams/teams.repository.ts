import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../common/domain/access';
import type { Language } from '../../../common/i18n/language';
import type { Database } from '../../db/client';
import { visitorCodes, visitorVerifications } from '../../db/schema';

export type VisitorCodeRow = typeof visitorCodes.$inferSelect;

export function createTeamsRepository(db: Database) {
  return {
    async insertCode(values: {
      teamId: string;
      codeHash: string;
      codeHint: string;
      role: TeamRole;
      email: string | null;
      maxUses: number;
      expiresAt: Date;
      createdBy: string;
    }): Promise<VisitorCodeRow> {
      const [row] = await db.insert(visitorCodes).values(values).returning();
      if (!row) throw new Error('visitor code insert returned nothing');
      return row;
    },

    async listCodes(teamId: string): Promise<VisitorCodeRow[]> {
      return db
        .select()
        .from(visitorCodes)
        .where(eq(visitorCodes.teamId, teamId))
        .orderBy(desc(visitorCodes.createdAt));
    },

    /** Revokes a code of this team only; false when the team has no such code. */
    async revokeCode(options: { id: string; teamId: string }): Promise<VisitorCodeRow | null> {
      const [row] = await db
        .update(visitorCodes)
        .set({ revokedAt: sql`coalesce(${visitorCodes.revokedAt}, now())` })
        .where(and(eq(visitorCodes.id, options.id), eq(visitorCodes.teamId, options.teamId)))
        .returning();
      return row ?? null;
    },

    async findCodeByHash(codeHash: string): Promise<VisitorCodeRow | null> {
      const [row] = await db.select().from(visitorCodes).where(eq(visitorCodes.codeHash, codeHash));
      return row ?? null;
    },

    /** A visitor's pending link; only its hash is stored. */
    async insertVerification(values: {
      tokenHash: string;
      codeId: string;
      email: string;
      name: string;
      language: Language;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(visitorVerifications).values(values);
    },

    /** Links expired for a day are of no use. */
    async deleteDeadVerifications(): Promise<void> {
      await db
        .delete(visitorVerifications)
        .where(lt(visitorVerifications.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
