import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsolidatedRequest } from '../../../common/contract/assistant';
import { LIBRARY_PAGE_SIZE, type LibraryKind } from '../../../common/contract/library';
import { routes } from '../../../common/contract/routes';
import { ApiError, api } from '../../lib/api-client';

const LIST = {
  imported: routes.importedFiles,
  regulatory: routes.regulatoryFiles,
} as const;
const DELETE = {
  imported: routes.deleteImportedFile,
  regulatory: routes.deleteRegulatoryFile,
} as const;

const libraryKey = (kind: LibraryKind) => ['library', kind] as const;
const historyKey = ['assistant-history'] as const;

/**
 * A library tab's files, newest first, a server page at a time (LIBRARY_PAGE_SIZE); `files` holds
 * every page loaded so far and `total` counts them all.
 */
export function useLibrary(kind: keyof typeof LIST) {
  const query = useInfiniteQuery({
    queryKey: libraryKey(kind),
    queryFn: ({ pageParam, signal }) =>
      api(LIST[kind], { query: { limit: LIBRARY_PAGE_SIZE, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const pages = query.data?.pages ?? [];
  return { ...query, files: pages.flatMap((page) => page.files), total: pages[0]?.total };
}

/** The team's consultations, newest first, a page at a time. */
export function useHistory() {
  const query = useInfiniteQuery({
    queryKey: historyKey,
    queryFn: ({ pageParam, signal }) =>
      api(routes.assistantHistory, {
        query: { limit: LIBRARY_PAGE_SIZE, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const pages = query.data?.pages ?? [];
  return { ...query, items: pages.flatMap((page) => page.items), total: pages[0]?.total };
}

/** The four upload tiles of a library tab (spec part 2 §2.3). */
export type UploadTile = 'pdf' | 'word' | 'photos' | 'handwritten';

/**
 * Uploads files into a library as the spec's tiles do: the Imported Files tab's PDF tile one call
 * per file (POST /api/upload-file), every other tile all at once (POST /api/upload-regulatory,
 * whose `type` field says which library keeps them). A refused file is named; the rest are kept.
 */
export function useUploadLibrary(kind: 'imported' | 'regulatory') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ tile, files }: { tile: UploadTile; files: File[] }) => {
      if (kind === 'imported' && tile === 'pdf') {
        let kept = 0;
        const errors: string[] = [];
        for (const file of files) {
          const form = new FormData();
          form.set('type', 'imported');
          form.set('file', file);
          try {
            await api(routes.uploadFile, { form });
            kept += 1;
          } catch (error) {
            if (!(error instanceof ApiError) || error.status === 0) throw error;
            errors.push(`${file.name} — ${error.message}`);
          }
        }
        return { kept, errors };
      }
      const form = new FormData();
      form.set('type', kind);
      for (const file of files) form.append('files', file);
      const answer = await api(routes.uploadRegulatory, { form });
      return {
        kept: answer.files.length,
        errors: answer.errors.map((error) => `${error.file} — ${error.error}`),
      };
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

export function useDeleteLibraryFile(kind: keyof typeof DELETE) {
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

/**
 * 'Save': the recent answer goes into the team's Analysis Reports (POST /api/save-analysis with the
 * assistant's payload, spec part 2 §7): one risk holding the answer, severity 'Modéré', its sources.
 */
export function useSaveAnswer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: {
      analysisId: string;
      timestamp: string;
      question: string;
      province: ConsolidatedRequest['province'];
      analysis: string;
      fileNames: string[];
      citations: { kind: string; name: string }[];
      language: 'fr' | 'en';
    }) =>
      api(routes.saveAnalysis, {
        body: {
          timestamp: answer.timestamp,
          workplaceInfo: { specificActivity: answer.question.slice(0, 300), province: answer.province },
          documentAnalyses: [
            {
              analysis: {
                risksIdentified: [
                  {
                    riskId: 'R1',
                    description: answer.analysis,
                    severity: 'Modéré',
                    recommendations: [],
                    regulatoryReferences: answer.citations
                      .filter((citation) => citation.kind === 'regulatory')
                      .map((citation) => citation.name),
                  },
                ],
              },
            },
          ],
          fileNames: answer.fileNames,
          language: answer.language,
          historyItemId: answer.analysisId,
        },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['analyses-list'] }),
  });
}
