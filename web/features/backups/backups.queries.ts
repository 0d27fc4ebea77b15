import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

const BACKUPS_KEY = ['backups'] as const;

/** The team's backups, newest first; fetched only while the dialog is open. */
export function useBackups(enabled: boolean) {
  return useQuery({
    queryKey: BACKUPS_KEY,
    queryFn: ({ signal }) => api(routes.backupList, { signal }),
    enabled,
  });
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(routes.createBackup),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}
