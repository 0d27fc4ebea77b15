import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cursorTimeOf, olderThan, type PageCursor } from '../../db/keyset-page';
import { analyses, analysisFiles, savedReports } from '../../db/schema';
import type { Viewer } from './analyses.repository';

const SEVERITY_ZERO = { critique: 0, eleve: 0, modere: 0, faible: 0 };

/** Lists and deletions of finished analyses; every query is scoped to what the viewer may see. */
export function createAnalysesListRepository(db: Database) {
  const visibleTo = (viewer: Viewer) =>
    viewer.teamId
      ? or(eq(analyses.ownerUserId, viewer.userId), eq(analyses.teamId, viewer.teamId))
      : eq(analyses.ownerUserId, viewer.userId);

  return {
    /**
     * One page, newest first, keyed on (created_at, id) so a page never shifts when analyses are
     * added or deleted meanwhile and the index on (owner|team, created_at) serves any depth. The
     * summary is read from the stored result rather than the whole result, which may be large.
     */
    async listPage(options: {
      viewer: Viewer;
      scope: 'saved' | 'mine';
      cursor: PageCursor | null;
      limit: number;
    }) {
      // The page's ids first, then the summary of those rows only: with the summary in the same
      // query, PostgreSQL reads it from every candidate's result before sorting (a second for 2,000).
      const page = db.$with('page').as(
        db
          .select({ pageId: analyses.id })
          .from(analyses)
          .where(
            and(
              options.scope === 'mine'
                ? eq(analyses.ownerUserId, options.viewer.userId)
                : visibleTo(options.viewer),
              options.scope === 'saved' ? eq(analyses.savedToStandard, true) : undefined,
              eq(analyses.status, 'done'),
              isNotNull(analyses.result),
              olderThan(analyses.createdAt, analyses.id, options.cursor),
            ),
          )
          .orderBy(desc(analyses.createdAt), desc(analyses.id))
          .limit(options.limit + 1),
      );
      const summary = sql`${analyses.result}->'analysis'->'summary'`;
      const rows = await db
        .with(page)
        .select({
          id: analyses.id,
          ownerUserId: analyses.ownerUserId,
          teamId: analyses.teamId,
          area: analyses.area,
          jurisdiction: analyses.jurisdiction,
          language: analyses.language,
          sourceInterface: analyses.sourceInterface,
          savedToStandard: analyses.savedToStandard,
          createdAt: analyses.createdAt,
          cursorAt: cursorTimeOf(analyses.createdAt),
          specificActivity: sql<string | null>`${analyses.result}->>'specificActivity'`,
          description: sql<string | null>`${analyses.result}->>'industrySector'`,
          fileNames: sql<string[] | null>`${analyses.result}->'fileNames'`,
          risksCount: sql<number | null>`(${summary}->>'total')::int`,
          bySeverity: sql<typeof SEVERITY_ZERO | null>`${summary}->'bySeverity'`,
        })
        .from(analyses)
        .innerJoin(page, eq(analyses.id, page.pageId))
        .orderBy(desc(analyses.createdAt), desc(analyses.id));
      const found = rows.slice(0, options.limit).map((row) => ({
        ...row,
        fileNames: row.fileNames ?? [],
        risksCount: row.risksCount ?? 0,
        bySeverity: { ...SEVERITY_ZERO, ...row.bySeverity },
      }));
      const last = found.at(-1);
      const more = rows.length > options.limit && last;
      return { rows: found, next: more ? { createdAt: last.cursorAt, id: last.id } : null };
    },

    /**
     * Deletes an analysis with its files' records and its saved reports in one transaction, and
     * answers the storage names they held, for the caller to remove once the rows are gone.
     */
    async deleteAnalysis(id: string): Promise<string[] | null> {
      return db.transaction(async (tx) => {
        const files = await tx.delete(analysisFiles).where(eq(analysisFiles.analysisId, id)).returning({
          storedName: analysisFiles.storedName,
          thumbnailName: analysisFiles.thumbnailName,
          normalizedName: analysisFiles.normalizedName,
        });
        const reports = await tx
          .delete(savedReports)
          .where(eq(savedReports.analysisId, id))
          .returning({ storedName: savedReports.storedName });
        const deleted = await tx.delete(analyses).where(eq(analyses.id, id)).returning({ id: analyses.id });
        if (deleted.length === 0) return null;
        return [
          ...files.flatMap((file) => [file.storedName, file.thumbnailName, file.normalizedName]),
          ...reports.map((report) => report.storedName),
        ].filter((name): name is string => Boolean(name));
      });
    },
  };
}

export type AnalysesListRepository = ReturnType<typeof createAnalysesListRepository>;
