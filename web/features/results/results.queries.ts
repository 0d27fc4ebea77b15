import { useQuery } from '@tanstack/react-query';
import type { WorkplaceAnalysis } from '../../../common/contract/analysis';
import { apiPaths } from '../../../common/contract/api-paths';
import { apiRequest } from '../../lib/api-client';

/** A saved analysis by its id (the advisor and document result screens). */
export function useAnalysis(id: string | null) {
  return useQuery({
    queryKey: ['analysis', id],
    queryFn: ({ signal }) => apiRequest<WorkplaceAnalysis>(apiPaths.analysis(id ?? ''), { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
