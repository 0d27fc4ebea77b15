import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../common/contract/routes';
import type { CreateVisitorCodeRequest } from '../../../common/contract/teams';
import { api } from '../../lib/api-client';

const TEAM_KEY = ['team'] as const;
const CODES_KEY = ['team', 'visitor-codes'] as const;

export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: ({ signal }) => api(routes.team, { signal }),
  });
}

export function useVisitorCodes() {
  return useQuery({
    queryKey: CODES_KEY,
    queryFn: ({ signal }) => api(routes.visitorCodes, { signal }),
  });
}

export function useCreateVisitorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVisitorCodeRequest) => api(routes.createVisitorCode, { body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}

export function useRevokeVisitorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(routes.revokeVisitorCode, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}
