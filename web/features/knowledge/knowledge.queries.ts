import { useQuery } from '@tanstack/react-query';
import type { JurisdictionCode } from '../../../common/contract/knowledge';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

// The catalogue changes only with a deployment, and the server answers both languages at once: one
// fetch per visit, kept for the whole session, revalidated by the browser's HTTP cache (ETag).
const CATALOGUE = { staleTime: Number.POSITIVE_INFINITY, gcTime: Number.POSITIVE_INFINITY } as const;

/** The 14 jurisdictions (QC first, FEDERAL last), names and laws in both languages. */
export function useJurisdictions() {
  return useQuery({
    queryKey: ['knowledge', 'jurisdictions'],
    queryFn: ({ signal }) => api(routes.jurisdictions, { signal }),
    select: (answer) => answer.jurisdictions,
    ...CATALOGUE,
  });
}

/** The sector taxonomy: main sector → sub-sector → activity. */
export function useSectors() {
  return useQuery({
    queryKey: ['knowledge', 'sectors'],
    queryFn: ({ signal }) => api(routes.sectors, { signal }),
    select: (answer) => answer.sectors,
    ...CATALOGUE,
  });
}

/** The citable provisions of one jurisdiction; waits while no jurisdiction is chosen. */
export function useRegulations(jurisdiction: JurisdictionCode | null | undefined) {
  return useQuery({
    queryKey: ['knowledge', 'regulations', jurisdiction],
    queryFn: ({ signal }) =>
      api(routes.regulations, { query: { jurisdiction: jurisdiction ?? 'QC' }, signal }),
    select: (answer) => answer.provisions,
    enabled: Boolean(jurisdiction),
    ...CATALOGUE,
  });
}

/** Hazard names, families and descriptions (the full records stay on the server). */
export function useHazards() {
  return useQuery({
    queryKey: ['knowledge', 'hazards'],
    queryFn: ({ signal }) => api(routes.hazards, { signal }),
    ...CATALOGUE,
  });
}
