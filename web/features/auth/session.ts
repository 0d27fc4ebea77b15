import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuthCheckResponse, AuthUser } from '../../../common/contract/auth';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';
import {
  clearStoredSession,
  readStoredUser,
  STORED_USER_KEY,
  type StoredUser,
  storeUser,
} from './auth-storage';

export const AUTH_CHECK_KEY = ['auth', 'check'] as const;

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: StoredUser | AuthUser; confirmed: boolean };

/**
 * Who is signed in (spec part 1 §4 Session): while the server has not answered, a stored user with
 * its marker counts as signed in; the answer is cached 2 minutes and checked again on focus and on
 * mount; a change of the stored user in another tab triggers a new check.
 */
export function useSession(): Session {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: AUTH_CHECK_KEY,
    queryFn: ({ signal }) => api(routes.authCheck, { signal }),
    staleTime: 2 * 60_000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
  });

  useEffect(() => {
    if (!query.data) return;
    if (query.data.authenticated && query.data.user) storeUser(query.data.user);
    else clearStoredSession();
  }, [query.data]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORED_USER_KEY || event.key === null) {
        void queryClient.invalidateQueries({ queryKey: AUTH_CHECK_KEY });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  if (query.data) {
    return query.data.authenticated && query.data.user
      ? { status: 'authenticated', user: query.data.user, confirmed: true }
      : { status: 'anonymous', user: null };
  }
  const stored = readStoredUser();
  if (stored) return { status: 'authenticated', user: stored, confirmed: false };
  return query.isError ? { status: 'anonymous', user: null } : { status: 'loading', user: null };
}

/** After a sign-in of any kind: remember the user for display and seed the check's cache. */
export function useRecordSignIn() {
  const queryClient = useQueryClient();
  return (user: AuthUser) => {
    storeUser(user);
    queryClient.setQueryData<AuthCheckResponse>(AUTH_CHECK_KEY, { authenticated: true, user });
  };
}

/** Ends the session on the server, forgets the stored user and every cached query. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    try {
      await api(routes.logout);
    } finally {
      clearStoredSession();
      queryClient.clear();
      queryClient.setQueryData<AuthCheckResponse>(AUTH_CHECK_KEY, { authenticated: false, user: null });
    }
  };
}
