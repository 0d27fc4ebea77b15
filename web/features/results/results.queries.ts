import { useQuery } from '@tanstack/react-query';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

/** A saved analysis by its id (the advisor and document result screens). */
export function useAnalysis(id: string | null) {
  return useQuery({
    queryKey: ['analysis', id],
    queryFn: ({ signal }) => api(routes.analysis, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    retry: false,
  });
}
