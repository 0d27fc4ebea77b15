import { useQuery } from '@tanstack/react-query';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

/** The operator's identity from the server's configuration (legal and contact pages). */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => api(routes.siteInfo, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
