import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SavedSource } from '../../../common/contract/analyses-list';
import type { Database } from '../../db/client';
import { cursorTimeOf, olderThan, type PageCursor, pageOf } from '../../db/keyset-page';
import { analyses, analysisFiles, libraryFiles, savedReports } from '../../db/schema';
import { type Viewer, visibleTo } from './analyses.repository';

const SEVERITY_ZERO = { critique: 0, eleve: 0, modere: 0, faible: 0 };

type ListedColumns = Pick<
  typeof analyses.$inferSelect,
  | 'ownerUserId'
  | 'teamId'
  | 'area'
  | 'jurisdiction'
  | 'language'
  | 'sourceInterface'
  | 'savedToStandard'
  | 'createdAt'
>;

interface Summary {
  id: string;
  fileNames: string[];
  risksCount: number;
  bySeverity: typeof SEVERITY_ZERO;
  specificActivity: string | null;
  description: string | null;
}

type Nullable<Row> = { [Key in keyof Row]: Row[Key] | null };

type JoinedRow = Pick<Summary, 'id' | 'specificActivity' | 'description'> &
  Nullable<Omit<Summary, 'id'> & ListedColumns> & {
    source: SavedSource;
    imported: { originalName: string; description: string; createdAt: Date } | null;
  };

type ListedRow =
  | (Summary & ListedColumns & { source: 'standard' })
  | { id: string; originalName: string; description: string; createdAt: Date; source: 'imported_pdf' };

/** A row of the page as the lists show it: an analysis with its summary, or an imported report. */
function listedRow({ imported, ...row }: JoinedRow): ListedRow[] {
  if (row.source === 'imported_pdf') {
    return imported ? [{ id: row.id, ...imported, source: 'imported_pdf' as const }] : [];
  }
  return [
    {
      // One query, one snapshot: a listed analysis always joins its row.
      ...(row as typeof row & ListedColumns),
      source: 'standard' as const,
      fileNames: row.fileNames ?? [],
      risksCount: row.risksCount ?? 0,
      bySeverity: { ...SEVERITY_ZERO, ...row.bySeverity },
    },
  ];
}

/** Lists and deletions of finished analyses; every query is scoped to what the viewer may see. */
export function createAnalysesListRepository(db: Database) {
  // One statement serves viewers with and without a team (see visibleTo).
  const userId = sql.placeholder('userId');
  const teamId = sql.placeholder('teamId');
  const fetchLimit = sql.placeholder('fetchLimit');

  /**
   * A page, newest first, keyed on (created_at, id) so a page never shifts when rows are added or
   * deleted meanwhile and the indexes on (owner|team, created_at) serve any depth. `saved` also holds
   * the team's imported PDF reports, merged in the same order (ids are unique across both). Built
   * once for each scope, first page or later: the lists are read on most requests.
   */
  function pageStatement(scope: 'saved' | 'mine', after: boolean) {
    const cursor = after ? { createdAt: sql.placeholder('cursorAt'), id: sql.placeholder('cursorId') } : null;
    // The page's rows first (a sub-query with its limit), then their summaries, in one query: with
    // the summary beside the sort, PostgreSQL reads it from every candidate's result before sorting
    // (a second for 2,000); joined to the page, from the page's rows only.
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
          scope === 'mine'
            ? eq(analyses.ownerUserId, userId)
            : and(visibleTo({ userId, teamId }), eq(analyses.savedToStandard, true)),
          eq(analyses.status, 'done'),
          isNotNull(analyses.result),
          olderThan(analyses.createdAt, analyses.id, cursor),
        ),
      )
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(fetchLimit);
    const page = db.$with('page').as(
      scope === 'saved'
        ? unionAll(
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
                  olderThan(libraryFiles.createdAt, libraryFiles.id, cursor),
                ),
              )
              .orderBy(desc(libraryFiles.createdAt), desc(libraryFiles.id))
              .limit(fetchLimit),
          )
            .orderBy(desc(analyses.createdAt), desc(analyses.id))
            .limit(fetchLimit)
        : standard,
    );
    // A summary's field, or, for a row older than the summary (restored from an old team archive),
    // the same field read from the result.
    const field = (key: string) =>
      sql`coalesce(${analyses.listSummary}->${key}, ${analyses.result}->${key === 'total' || key === 'bySeverity' ? sql`'analysis'->'summary'->${key}` : sql`${key}`})`;
    return db
      .with(page)
      .select({
        id: page.id,
        cursorAt: page.cursorAt,
        source: page.source,
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
        imported: {
          originalName: libraryFiles.originalName,
          description: libraryFiles.description,
          createdAt: libraryFiles.createdAt,
        },
      })
      .from(page)
      .leftJoin(analyses, and(eq(page.source, 'standard'), eq(analyses.id, page.id)))
      .leftJoin(libraryFiles, and(eq(page.source, 'imported_pdf'), eq(libraryFiles.id, page.id)))
      .orderBy(desc(page.createdAt), desc(page.id))
      .prepare(`analyses_page_${scope}_${after ? 'after' : 'first'}`);
  }
  const pages = {
    mine: { first: pageStatement('mine', false), after: pageStatement('mine', true) },
    saved: { first: pageStatement('saved', false), after: pageStatement('saved', true) },
  };

  return {
    async listPage(options: {
      viewer: Viewer;
      scope: 'saved' | 'mine';
      cursor: PageCursor | null;
      limit: number;
    }) {
      const { cursor, viewer } = options;
      const parameters = { userId: viewer.userId, teamId: viewer.teamId, fetchLimit: options.limit + 1 };
      const fetched = cursor
        ? await pages[options.scope].after.execute({
            ...parameters,
            cursorAt: cursor.createdAt,
            cursorId: cursor.id,
          })
        : await pages[options.scope].first.execute(parameters);
      const { rows, next } = pageOf(
        fetched.map(({ cursorAt, ...row }) => ({ row, cursorAt })),
        options.limit,
      );
      return { rows: rows.flatMap(listedRow), next };
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
