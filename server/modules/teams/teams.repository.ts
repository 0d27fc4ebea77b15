import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../common/domain/access';
import type { Database } from '../../db/client';
import { visitorCodes } from '../../db/schema';

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

    /**
     * Counts one use, in the same statement that checks the code is still usable, so a code with
     * one use left cannot be spent twice by two visitors at once.
     */
    async spendCode(id: string): Promise<boolean> {
      const rows = await db
        .update(visitorCodes)
        .set({ uses: sql`${visitorCodes.uses} + 1` })
        .where(
          and(
            eq(visitorCodes.id, id),
            isNull(visitorCodes.revokedAt),
            gt(visitorCodes.expiresAt, new Date()),
            lt(visitorCodes.uses, visitorCodes.maxUses),
          ),
        )
        .returning({ id: visitorCodes.id });
      return rows.length > 0;
    },
  };
}

export type TeamsRepository = ReturnType<typeof createTeamsRepository>;
