import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  CONSOLIDATED_STAGES,
  CONSOLIDATED_TIMEOUT_MS,
  type ConsolidatedRequest,
  type ConsolidatedResponse,
} from '../../../common/contract/assistant';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import { api } from '../../lib/api-client';

export type ConsolidatedStage = 'uploading' | (typeof CONSOLIDATED_STAGES)[number];

/** The question ran 30 s with no word from the server: no answer, no stage, no keep-alive. */
export class ConsolidatedTimeout extends Error {
  constructor() {
    super('consolidated analysis timed out');
    this.name = 'ConsolidatedTimeout';
  }
}

/**
 * Asks a consolidated question. New files from the left panel are imported first, one call each
 * (POST /api/upload-file), and their ids sent as `newFiles`. Then the question is sent with a
 * request id whose stages arrive as server-sent events: the spec's 30 s time-out (part 2 §9)
 * counts from the last sign of life (a stage or the server's keep-alive), so a long question that
 * the server is still working on is never cut off.
 */
export function useConsolidatedAnalysis() {
  const client = useQueryClient();
  const [stage, setStage] = useState<ConsolidatedStage | null>(null);

  const run = useCallback(
    async (
      request: Omit<ConsolidatedRequest, 'newFiles' | 'requestId'> & { newFiles: File[] },
    ): Promise<ConsolidatedResponse> => {
      const { newFiles, ...question } = request;
      try {
        const newFileIds: string[] = [];
        if (newFiles.length > 0) {
          setStage('uploading');
          for (const file of newFiles) {
            const form = new FormData();
            form.set('type', 'imported');
            form.set('file', file);
            newFileIds.push((await api(routes.uploadFile, { form })).file.id);
          }
          await client.invalidateQueries({ queryKey: ['library', 'imported'] });
        }
        setStage('reading');
        const requestId = crypto.randomUUID();
        const controller = new AbortController();
        let timedOut = false;
        let timer = 0;
        const alive = () => {
          window.clearTimeout(timer);
          timer = window.setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, CONSOLIDATED_TIMEOUT_MS);
        };
        const source = new EventSource(urlOf(routes.consolidatedProgress, { params: { requestId } }));
        source.onmessage = (message) => {
          alive();
          const next = (JSON.parse(message.data) as { stage?: ConsolidatedStage }).stage;
          if (next && (CONSOLIDATED_STAGES as readonly string[]).includes(next)) setStage(next);
        };
        source.addEventListener('ping', alive);
        alive();
        try {
          return await api(routes.analyzeConsolidated, {
            body: { ...question, newFiles: newFileIds, requestId },
            signal: controller.signal,
          });
        } catch (error) {
          throw timedOut ? new ConsolidatedTimeout() : error;
        } finally {
          window.clearTimeout(timer);
          source.close();
          // The history refreshes behind the answer: a slow list never holds back the answer itself.
          void client.invalidateQueries({ queryKey: ['assistant-history'] });
        }
      } finally {
        setStage(null);
      }
    },
    [client],
  );

  return { run, stage, pending: stage !== null };
}
