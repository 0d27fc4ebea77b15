import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyses, assistantHistory } from '../../db/schema';
import type { PageCursor } from '../analyses/analyses-list.repository';

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
        .select({
          row: assistantHistory,
          cursorAt: sql<string>`to_char(${assistantHistory.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        })
        .from(assistantHistory)
        .where(
          and(
            eq(assistantHistory.teamId, options.teamId),
            options.cursor
              ? sql`(${assistantHistory.createdAt}, ${assistantHistory.id}) < (${options.cursor.createdAt}::timestamptz, ${options.cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(assistantHistory.createdAt), desc(assistantHistory.id))
        .limit(options.limit + 1);
      const [total] = await db
        .select({ value: count() })
        .from(assistantHistory)
        .where(eq(assistantHistory.teamId, options.teamId));
      const page = rows.slice(0, options.limit);
      const last = page.at(-1);
      return {
        rows: page.map((entry) => entry.row),
        total: total?.value ?? 0,
        next: rows.length > options.limit && last ? { createdAt: last.cursorAt, id: last.row.id } : null,
      };
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
