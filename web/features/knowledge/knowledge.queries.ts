import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../common/contract/api-paths';
import type {
  HazardsResponse,
  JurisdictionCode,
  JurisdictionsResponse,
  RegulationsResponse,
  SectorsResponse,
} from '../../../common/contract/knowledge';
import { apiRequest } from '../../lib/api-client';

// The catalogue changes only with a deployment, and the server answers both languages at once: one
// fetch per visit, kept for the whole session, revalidated by the browser's HTTP cache (ETag).
const CATALOGUE = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** The 14 jurisdictions (QC first, FEDERAL last), names and laws in both languages. */
export function useJurisdictions() {
  return useQuery({
    queryKey: ['knowledge', 'jurisdictions'],
    queryFn: ({ signal }) => apiRequest<JurisdictionsResponse>(apiPaths.jurisdictions, { signal }),
    select: (answer) => answer.jurisdictions,
    ...CATALOGUE,
  });
}

/** The sector taxonomy: main sector → sub-sector → activity. */
export function useSectors() {
  return useQuery({
    queryKey: ['knowledge', 'sectors'],
    queryFn: ({ signal }) => apiRequest<SectorsResponse>(apiPaths.sectors, { signal }),
    select: (answer) => answer.sectors,
    ...CATALOGUE,
  });
}

/** The citable provisions of one jurisdiction; waits while no jurisdiction is chosen. */
export function useRegulations(jurisdiction: JurisdictionCode | null | undefined) {
  return useQuery({
    queryKey: ['knowledge', 'regulations', jurisdiction],
    queryFn: ({ signal }) =>
      apiRequest<RegulationsResponse>(apiPaths.regulationsFor(jurisdiction ?? ''), { signal }),
    select: (answer) => answer.provisions,
    enabled: Boolean(jurisdiction),
    ...CATALOGUE,
  });
}

/** Hazard names, families and descriptions (the full records stay on the server). */
export function useHazards() {
  return useQuery({
    queryKey: ['knowledge', 'hazards'],
    queryFn: ({ signal }) => apiRequest<HazardsResponse>(apiPaths.hazards, { signal }),
    ...CATALOGUE,
  });
}
