import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/contract/api-paths';
import type { SiteInfoResponse } from '../../../common/contract/site';
import { apiRequest } from '../../lib/api-client';

/** The operator's identity from the server's configuration (legal and contact pages). */
export function useSiteInfo() {
  return useQuery({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => apiRequest<SiteInfoResponse>(apiPaths.siteInfo, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
