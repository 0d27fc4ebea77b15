import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SavedSource } from '../../../common/contract/analyses-list';
import type { Database } from '../../db/client';
import { cursorTimeOf, olderThan, type PageCursor, pageOf } from '../../db/keyset-page';
import { analyses, analysisFiles, libraryFiles, savedReports } from '../../db/schema';
import type { Viewer } from './analyses.repository';

const SEVERITY_ZERO = { critique: 0, eleve: 0, modere: 0, faible: 0 };

/** Lists and deletions of finished analyses; every query is scoped to what the viewer may see. */
export function createAnalysesListRepository(db: Database) {
  const visibleTo = (viewer: Viewer) =>
    viewer.teamId
      ? or(eq(analyses.ownerUserId, viewer.userId), eq(analyses.teamId, viewer.teamId))
      : eq(analyses.ownerUserId, viewer.userId);

  /**
   * The page's analyses' summaries: the small list summary written with each result, or, for a row
   * older than it (restored from an old team archive), the same fields read from the result.
   */
  async function analysisSummaries(ids: string[]) {
    if (ids.length === 0) return [];
    const field = (key: string) =>
      sql`coalesce(${analyses.listSummary}->${key}, ${analyses.result}->${key === 'total' || key === 'bySeverity' ? sql`'analysis'->'summary'->${key}` : sql`${key}`})`;
    const rows = await db
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
        specificActivity: sql<string | null>`${field('specificActivity')} #>> '{}'`,
        description: sql<string | null>`${field('industrySector')} #>> '{}'`,
        fileNames: sql<string[] | null>`${field('fileNames')}`,
        risksCount: sql<number | null>`(${field('total')} #>> '{}')::int`,
        bySeverity: sql<typeof SEVERITY_ZERO | null>`${field('bySeverity')}`,
      })
      .from(analyses)
      .where(inArray(analyses.id, ids));
    return rows.map((row) => ({
      ...row,
      source: 'standard' as const,
      fileNames: row.fileNames ?? [],
      risksCount: row.risksCount ?? 0,
      bySeverity: { ...SEVERITY_ZERO, ...row.bySeverity },
    }));
  }

  async function importedReports(options: { teamId: string; ids: string[] }) {
    if (options.ids.length === 0) return [];
    const rows = await db
      .select({
        id: libraryFiles.id,
        originalName: libraryFiles.originalName,
        description: libraryFiles.description,
        createdAt: libraryFiles.createdAt,
      })
      .from(libraryFiles)
      .where(and(eq(libraryFiles.teamId, options.teamId), inArray(libraryFiles.id, options.ids)));
    return rows.map((row) => ({ ...row, source: 'imported_pdf' as const }));
  }

  return {
    /**
     * One page, newest first, keyed on (created_at, id) so a page never shifts when rows are added
     * or deleted meanwhile and the indexes on (owner|team, created_at) serve any depth. `saved` also
     * holds the team's imported PDF reports, merged in the same order (ids are unique across both).
     */
    async listPage(options: {
      viewer: Viewer;
      scope: 'saved' | 'mine';
      cursor: PageCursor | null;
      limit: number;
    }) {
      // The page's ids first, then the summaries of those rows only: with the summary in the same
      // query, PostgreSQL reads it from every candidate's result before sorting (a second for 2,000).
      const source = (name: SavedSource) => sql<SavedSource>`${name}::text`.as('source');
      const standard = db
        .select({
          id: analyses.id,
          createdAt: analyses.createdAt,
          cursorAt: cursorTimeOf(analyses.createdAt).as('cursor_at'),
          source: source('standard'),
        })
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
        .limit(options.limit + 1);
      const teamId = options.scope === 'saved' ? options.viewer.teamId : null;
      const fetched = teamId
        ? await unionAll(
            standard,
            db
              .select({
                id: libraryFiles.id,
                createdAt: libraryFiles.createdAt,
                cursorAt: cursorTimeOf(libraryFiles.createdAt).as('cursor_at'),
                source: source('imported_pdf'),
              })
              .from(libraryFiles)
              .where(
                and(
                  eq(libraryFiles.teamId, teamId),
                  eq(libraryFiles.kind, 'pdf_report'),
                  olderThan(libraryFiles.createdAt, libraryFiles.id, options.cursor),
                ),
              )
              .orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
              .limit(options.limit + 1),
          )
            .orderBy(desc(analyses.createdAt), desc(analyses.id))
            .limit(options.limit + 1)
        : await standard;
      const page = pageOf(
        fetched.map((row) => ({ row, cursorAt: row.cursorAt })),
        options.limit,
      );
      const idsOf = (wanted: SavedSource) =>
        page.rows.filter((row) => row.source === wanted).map((row) => row.id);
      const details = new Map(
        [
          ...(await analysisSummaries(idsOf('standard'))),
          ...(teamId ? await importedReports({ teamId, ids: idsOf('imported_pdf') }) : []),
        ].map((row) => [row.id, row]),
      );
      const rows = page.rows.flatMap((row) => {
        const found = details.get(row.id);
        return found ? [found] : [];
      });
      return { rows, next: page.next };
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
