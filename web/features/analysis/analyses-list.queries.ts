import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAnalysis } from '../../../common/contract/analyses-list';
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

/** Deletes an analysis; every list, and the analysis itself, is read again from the server. */
export function useDeleteAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(routes.deleteAnalysis, { params: { id } }),
    onSuccess: async (_answer, id) => {
      client.removeQueries({ queryKey: ['analysis', id] });
      forgetLatestResult(id);
      await client.invalidateQueries({ queryKey: listKey });
    },
  });
}
