import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cursorTimeOf, olderThan, type PageCursor, pageOf } from '../../db/keyset-page';
import { analyses, assistantHistory } from '../../db/schema';

export type HistoryRow = typeof assistantHistory.$inferSelect;
export type NewHistoryRow = typeof assistantHistory.$inferInsert;

/** The assistant's consultations and the team's analyses it reads; every query names the team. */
export function createAssistantRepository(db: Database) {
  return {
    async insertHistory(row: NewHistoryRow): Promise<HistoryRow> {
      const [created] = await db.insert(assistantHistory).values(row).returning();
      if (!created) throw new Error('history item not saved');
      return created;
    },

    /** One page of the team's consultations, newest first, keyed on (created_at, id). */
    async listHistory(options: { teamId: string; cursor: PageCursor | null; limit: number }) {
      const rows = await db
        .select({ row: assistantHistory, cursorAt: cursorTimeOf(assistantHistory.createdAt) })
        .from(assistantHistory)
        .where(
          and(
            eq(assistantHistory.teamId, options.teamId),
            olderThan(assistantHistory.createdAt, assistantHistory.id, options.cursor),
          ),
        )
        .orderBy(desc(assistantHistory.createdAt), desc(assistantHistory.id))
        .limit(options.limit + 1);
      const [total] = await db
        .select({ value: count() })
        .from(assistantHistory)
        .where(eq(assistantHistory.teamId, options.teamId));
      return { ...pageOf(rows, options.limit), total: total?.value ?? 0 };
    },

    async findHistory(options: { teamId: string; id: string }): Promise<HistoryRow | null> {
      const [row] = await db
        .select()
        .from(assistantHistory)
        .where(and(eq(assistantHistory.teamId, options.teamId), eq(assistantHistory.id, options.id)));
      return row ?? null;
    },

    async deleteHistory(options: { teamId: string; id: string }): Promise<boolean> {
      const deleted = await db
        .delete(assistantHistory)
        .where(and(eq(assistantHistory.teamId, options.teamId), eq(assistantHistory.id, options.id)))
        .returning({ id: assistantHistory.id });
      return deleted.length > 0;
    },

    /** The team's finished analyses among `ids`, with their results; ids of anyone else's are not found. */
    async teamAnalyses(options: { teamId: string; ids: string[] }) {
      if (options.ids.length === 0) return [];
      return db
        .select({
          id: analyses.id,
          area: analyses.area,
          jurisdiction: analyses.jurisdiction,
          result: analyses.result,
        })
        .from(analyses)
        .where(
          and(
            eq(analyses.teamId, options.teamId),
            inArray(analyses.id, options.ids),
            eq(analyses.status, 'done'),
          ),
        );
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
