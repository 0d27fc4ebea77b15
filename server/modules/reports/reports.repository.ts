import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyses, savedReports } from '../../db/schema';
import type { AnalysisRow, Viewer } from '../analyses/analyses.repository';
import { listSummaryOf } from '../analyses/list-summary';

export type SavedReportRow = typeof savedReports.$inferSelect;

export function createReportsRepository(db: Database) {
  return {
    /** Records an analysis made elsewhere (the assistant's saved answer) as finished, with its result. */
    async insertFinishedAnalysis(row: AnalysisRow): Promise<void> {
      await db.insert(analyses).values({ ...row, listSummary: row.result && listSummaryOf(row.result) });
    },

    async insert(values: Omit<SavedReportRow, 'id' | 'createdAt'>): Promise<SavedReportRow> {
      const [row] = await db.insert(savedReports).values(values).returning();
      if (!row) throw new Error('saved report insert returned nothing');
      return row;
    },

    /** A saved report its owner or the owner's team may download. */
    async findVisible(options: { id: string; viewer: Viewer }): Promise<SavedReportRow | null> {
      const visible = options.viewer.teamId
        ? or(
            eq(savedReports.ownerUserId, options.viewer.userId),
            eq(savedReports.teamId, options.viewer.teamId),
          )
        : eq(savedReports.ownerUserId, options.viewer.userId);
      const [row] = await db
        .select()
        .from(savedReports)
        .where(and(eq(savedReports.id, options.id), visible));
      return row ?? null;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
