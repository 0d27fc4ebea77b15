import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsolidatedRequest } from '../../../common/contract/assistant';
import { LIBRARY_PAGE_MAX, type LibraryKind } from '../../../common/contract/library';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

const LIST = {
  imported: routes.importedFiles,
  regulatory: routes.regulatoryFiles,
} as const;
const DELETE = {
  imported: routes.deleteImportedFile,
  regulatory: routes.deleteRegulatoryFile,
  pdf_report: routes.deletePdfReport,
} as const;

const libraryKey = (kind: LibraryKind) => ['library', kind] as const;
const historyKey = ['assistant-history'] as const;

/** A library tab's files, newest first (the first LIBRARY_PAGE_MAX; the count covers them all). */
export function useLibrary(kind: keyof typeof LIST) {
  return useQuery({
    queryKey: libraryKey(kind),
    queryFn: ({ signal }) => api(LIST[kind], { query: { limit: LIBRARY_PAGE_MAX }, signal }),
  });
}

export function useHistory() {
  return useQuery({
    queryKey: historyKey,
    queryFn: ({ signal }) => api(routes.assistantHistory, { query: { limit: LIBRARY_PAGE_MAX }, signal }),
  });
}

/** Uploads files into a library: the PDF tile one call per file, the other tiles all at once. */
export function useUploadLibrary(kind: 'imported' | 'regulatory') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: File[]) => {
      if (kind === 'regulatory') {
        const form = new FormData();
        for (const file of files) form.append('files', file);
        const answer = await api(routes.uploadRegulatory, { form });
        return { kept: answer.files.length, errors: answer.errors.map((error) => error.error) };
      }
      let kept = 0;
      for (const file of files) {
        const form = new FormData();
        form.set('type', 'imported');
        form.set('file', file);
        await api(routes.uploadFile, { form });
        kept += 1;
      }
      return { kept, errors: [] as string[] };
    },
    onSettled: () => client.invalidateQueries({ queryKey: libraryKey(kind) }),
  });
}

export function useImportPdfReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: { file: File; description: string }) => {
      const form = new FormData();
      form.set('category', 'analysis_report');
      form.set('description', options.description);
      form.set('file', options.file);
      return api(routes.importPdfReport, { form });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['analyses-list'] }),
  });
}

export function useDeleteLibraryFile(kind: LibraryKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(DELETE[kind], { params: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: libraryKey(kind) }),
        client.invalidateQueries({ queryKey: ['analyses-list'] }),
      ]),
  });
}

export function useDeleteHistoryItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(routes.deleteHistoryItem, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKey }),
  });
}

export function useAnalyzeConsolidated() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ConsolidatedRequest) => api(routes.analyzeConsolidated, { body: request }),
    onSuccess: () => client.invalidateQueries({ queryKey: historyKey }),
  });
}
