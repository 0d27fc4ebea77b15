import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAnalysis } from '../../../common/contract/analyses-list';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';
import { forgetLatestResult } from './latest-result';

export type AnalysesScope = 'saved' | 'mine';

const listKey = ['analyses-list'] as const;

/**
 * A list of analyses, a server page at a time (newest first); `analyses` holds every page loaded so
 * far, in order. `saved` is the team's saved analyses (the dashboard), `mine` the person's own.
 */
export function useAnalysesList(scope: AnalysesScope) {
  const query = useInfiniteQuery({
    queryKey: [...listKey, scope],
    queryFn: ({ pageParam, signal }) =>
      api(routes.analyses, { query: { scope, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const analyses: SavedAnalysis[] = (query.data?.pages ?? []).flatMap((page) => Object.values(page.analyses));
  return { ...query, analyses };
}

/** Where a listed report downloads: an analysis's PDF, or the imported PDF report itself. */
export const reportPdfHref = (report: Pick<SavedAnalysis, 'id' | 'source'>) =>
  report.source === 'standard'
    ? urlOf(routes.analysisPdf, { params: { id: report.id }, query: {} })
    : urlOf(routes.pdfReportDownload, { params: { id: report.id } });

/**
 * Deletes a listed report: an analysis (DELETE /api/analyses/{id}) or an imported PDF report
 * (DELETE /api/pdf-reports/{id}), as its source says (spec part 2 §2.3). Every list, and the
 * analysis itself, is read again from the server.
 */
export function useDeleteAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (report: Pick<SavedAnalysis, 'id' | 'source'>) =>
      report.source === 'standard'
        ? api(routes.deleteAnalysis, { params: { id: report.id } })
        : api(routes.deletePdfReport, { params: { id: report.id } }),
    onSuccess: async (_answer, { id }) => {
      client.removeQueries({ queryKey: ['analysis', id] });
      forgetLatestResult(id);
      await client.invalidateQueries({ queryKey: listKey });
    },
  });
}
