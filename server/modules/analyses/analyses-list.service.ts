import type {
  AnalysesListQuery,
  AnalysesListResponse,
  SavedAnalysis,
} from '../../../common/contract/analyses-list';
import { cursorOf, cursorText } from '../../db/keyset-page';
import { AppError, notFound } from '../../platform/errors/app-error';
import type { Logger } from '../../platform/logger/logger';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { UserRecord } from '../accounts/accounts.repository';
import type { AnalysesRepository, AnalysisRow } from './analyses.repository';
import { viewerOf } from './analyses.service';
import type { AnalysesListRepository } from './analyses-list.repository';

const UNFINISHED = new Set<AnalysisRow['status']>(['receiving', 'queued', 'running']);

/** Its owner, or an admin of the team the analysis belongs to. */
const mayDelete = (row: Pick<AnalysisRow, 'ownerUserId' | 'teamId'>, user: UserRecord) =>
  row.ownerUserId === user.id || (user.role === 'admin' && user.team !== null && row.teamId === user.team.id);

type ListedRow = Awaited<ReturnType<AnalysesListRepository['listPage']>>['rows'][number];

const presentAnalysis = (
  row: Extract<ListedRow, { source: 'standard' }>,
  user: UserRecord,
): SavedAnalysis => ({
  id: row.id,
  type: 'analysis',
  title: row.area,
  description: row.description ?? '',
  timestamp: row.createdAt.toISOString(),
  area: row.area,
  province: row.jurisdiction,
  workplaceInfo: { specificActivity: row.specificActivity, province: row.jurisdiction },
  fileNames: row.fileNames,
  files: row.fileNames.map((name) => ({ name })),
  risksCount: row.risksCount,
  bySeverity: row.bySeverity,
  language: row.language,
  sourceInterface: row.sourceInterface,
  savedToStandard: row.savedToStandard,
  source: 'standard',
  canDelete: mayDelete(row, user),
});

/**
 * A PDF report the team imported through the assistant: listed beside the analyses, though nothing
 * is read from it into risks. Only the team's admins use the library's routes, deletion included.
 */
const presentImportedReport = (
  row: Extract<ListedRow, { source: 'imported_pdf' }>,
  user: UserRecord,
): SavedAnalysis => ({
  id: row.id,
  type: 'pdf_report',
  title: row.originalName,
  description: row.description,
  timestamp: row.createdAt.toISOString(),
  area: '',
  province: null,
  workplaceInfo: { specificActivity: null, province: null },
  fileNames: [row.originalName],
  files: [{ name: row.originalName }],
  risksCount: 0,
  bySeverity: { critique: 0, eleve: 0, modere: 0, faible: 0 },
  language: 'fr',
  sourceInterface: 'enterprise',
  savedToStandard: true,
  source: 'imported_pdf',
  canDelete: user.role === 'admin',
});

/** The lists of finished analyses (dashboard, "My analyses") and their deletion. */
export function createAnalysesListService(deps: {
  repository: AnalysesRepository;
  lists: AnalysesListRepository;
  storage: FileStorage;
  logger: Logger;
}) {
  return {
    /** A page of GET /api/analyses, newest first, keyed by id (see analyses-list contract). */
    async listAnalyses(options: {
      user: UserRecord;
      query: AnalysesListQuery;
    }): Promise<AnalysesListResponse> {
      const page = await deps.lists.listPage({
        viewer: viewerOf(options.user),
        scope: options.query.scope,
        cursor: cursorOf(options.query.cursor),
        limit: options.query.limit,
      });
      const analyses: Record<string, SavedAnalysis> = {};
      for (const row of page.rows) {
        analyses[row.id] =
          row.source === 'standard'
            ? presentAnalysis(row, options.user)
            : presentImportedReport(row, options.user);
      }
      return { success: true, analyses, nextCursor: cursorText(page.next) };
    },

    /**
     * Deletes an analysis, its uploaded files, their thumbnails and its saved reports. Someone who
     * cannot see it gets the same 404 as for an unknown id, so ids of others cannot be probed.
     */
    async deleteAnalysis(options: { id: string; user: UserRecord }) {
      const row = await deps.repository.findVisible({ id: options.id, viewer: viewerOf(options.user) });
      if (!row) throw notFound('analysis.notFound');
      if (!mayDelete(row, options.user))
        throw new AppError({ code: 'analyses.deleteForbidden', status: 403 });
      // A running job would write its files and result into a row that no longer exists.
      if (UNFINISHED.has(row.status)) throw new AppError({ code: 'analyses.stillRunning', status: 409 });
      const names = await deps.lists.deleteAnalysis(row.id);
      if (names === null) throw notFound('analysis.notFound');
      // The rows are gone first: a file left behind by a failed removal is an orphan the storage
      // clean-up finds, never a record pointing at nothing.
      const removals = await Promise.allSettled(names.map((name) => deps.storage.remove(name)));
      const failed = removals.filter((removal) => removal.status === 'rejected').length;
      if (failed > 0) deps.logger.warn({ analysisId: row.id, failed }, 'analysis files left in storage');
      return { success: true as const, id: row.id };
    },
  };
}

export type AnalysesListService = ReturnType<typeof createAnalysesListService>;
