import { and, count, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { Language } from '../../../common/i18n/language';
import type { Database } from '../../db/client';
import { cursorTimeOf, olderThan, type PageCursor, pageOf } from '../../db/keyset-page';
import { analyses, assistantHistory, passages } from '../../db/schema';

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

    /** Answers an AI engine wrote for this person since `since` (they count against the AI quota). */
    async countEngineAnswersSince(options: { userId: string; since: Date }): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(assistantHistory)
        .where(
          and(
            eq(assistantHistory.userId, options.userId),
            ne(assistantHistory.engine, 'builtin'),
            gte(assistantHistory.createdAt, options.since),
          ),
        );
      return row?.value ?? 0;
    },

    /** The team's consultations among `ids` (an id of another team's finds nothing). */
    async teamHistory(options: { teamId: string; ids: string[] }): Promise<HistoryRow[]> {
      if (options.ids.length === 0) return [];
      return db
        .select()
        .from(assistantHistory)
        .where(and(eq(assistantHistory.teamId, options.teamId), inArray(assistantHistory.id, options.ids)));
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

    /**
     * The team's passages of the given analyses and files that hold any of `words`, best first:
     * ranked in the question's language first, then, for passages only the other language's
     * configuration matches (a French team keeps English standards), in that one.
     */
    async searchPassages(options: {
      teamId: string;
      analysisIds: string[];
      fileIds: string[];
      words: string[];
      language: Language;
      limit: number;
    }) {
      const items = [
        options.analysisIds.length > 0 ? inArray(passages.analysisId, options.analysisIds) : undefined,
        options.fileIds.length > 0 ? inArray(passages.libraryFileId, options.fileIds) : undefined,
      ].filter((item) => item !== undefined);
      if (items.length === 0 || options.words.length === 0) return [];
      const query = options.words.slice(0, 40).join(' or ');
      const french = { column: passages.tsvFrench, query: sql`websearch_to_tsquery('french', ${query})` };
      const english = { column: passages.tsvEnglish, query: sql`websearch_to_tsquery('english', ${query})` };
      const [own, other] = options.language === 'fr' ? [french, english] : [english, french];
      return db
        .select({
          analysisId: passages.analysisId,
          libraryFileId: passages.libraryFileId,
          page: passages.page,
          riskId: passages.riskId,
          text: passages.text,
        })
        .from(passages)
        .where(
          and(
            eq(passages.teamId, options.teamId),
            or(...items),
            sql`(${own.column} @@ ${own.query} or ${other.column} @@ ${other.query})`,
          ),
        )
        .orderBy(
          sql`ts_rank(${own.column}, ${own.query}) desc`,
          sql`ts_rank(${other.column}, ${other.query}) desc`,
        )
        .limit(options.limit);
    },
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
