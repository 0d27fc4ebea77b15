import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../common/contract/api-paths';
import type {
  CreateVisitorCodeRequest,
  CreateVisitorCodeResponse,
  TeamResponse,
  VisitorCode,
  VisitorCodeListResponse,
} from '../../../common/contract/teams';
import { apiRequest } from '../../lib/api-client';

const TEAM_KEY = ['team'] as const;
const CODES_KEY = ['team', 'visitor-codes'] as const;

export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: ({ signal }) => apiRequest<TeamResponse>(apiPaths.team, { signal }),
  });
}

export function useVisitorCodes() {
  return useQuery({
    queryKey: CODES_KEY,
    queryFn: ({ signal }) => apiRequest<VisitorCodeListResponse>(apiPaths.visitorCodes, { signal }),
  });
}

export function useCreateVisitorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateVisitorCodeRequest) =>
      apiRequest<CreateVisitorCodeResponse>(apiPaths.visitorCodes, { json: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}

export function useRevokeVisitorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<VisitorCode>(apiPaths.visitorCode(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CODES_KEY }),
  });
}
