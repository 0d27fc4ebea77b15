import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateRequest } from '../../../common/contract/profile';
import { routes } from '../../../common/contract/routes';
import type { CreateVisitorCodeRequest } from '../../../common/contract/teams';
import { api } from '../../lib/api-client';
import { AUTH_CHECK_KEY } from '../auth/session';

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

const PROFILE_KEY = ['me', 'profile'] as const;
const SESSIONS_KEY = ['me', 'sessions'] as const;

/** The signed-in person's own profile, fresh from the server (nothing of it is kept in storage). */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => api(routes.profile, { signal }),
    select: (data) => data.profile,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) => api(routes.updateProfile, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(PROFILE_KEY, data);
      // The name shows in the menus too.
      void queryClient.invalidateQueries({ queryKey: AUTH_CHECK_KEY });
    },
  });
}

export function useUpdateNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weeklyDigest: boolean) => api(routes.updateNotifications, { body: { weeklyDigest } }),
    onSuccess: (data) => queryClient.setQueryData(PROFILE_KEY, data),
  });
}

/** After two-factor is turned on or off, the profile says so. */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
}

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api(routes.sessions, { signal }),
    select: (data) => data.sessions,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(routes.revokeSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(routes.revokeOtherSessions),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}
