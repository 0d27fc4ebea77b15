import i18n from 'i18next';
import { useCallback, useRef, useState } from 'react';
import type {
  AnalyzeResponse,
  ProgressEvent,
  SourceInterface,
  WorkplaceAnalysis,
} from '../../../common/contract/analysis';
import { urlOf } from '../../../common/contract/route';
import { routes } from '../../../common/contract/routes';
import type { Language } from '../../../common/i18n/language';

export type SubmissionProblem =
  | { kind: 'quota'; message: string }
  | { kind: 'analysis'; message: string }
  | { kind: 'connection'; message: string };

export type SubmissionState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number; events: ProgressEvent[] }
  | { status: 'processing'; percent: 100; events: ProgressEvent[] }
  | { status: 'failed'; problem: SubmissionProblem; events: ProgressEvent[] };

export interface AnalysisRequest {
  sourceInterface: SourceInterface;
  area: string;
  jurisdiction: string;
  mainSector: string;
  subSector: string;
  activity: string;
  instructions: string;
  files: File[];
}

/** The multipart form of spec part 1 §3: text fields first (the server creates the analysis from them), then the files. */
export function analysisFormData(
  request: AnalysisRequest & { requestId: string; language: Language },
): FormData {
  const form = new FormData();
  form.append('requestId', request.requestId);
  form.append('area', request.area.trim());
  form.append('jurisdiction', request.jurisdiction);
  form.append('language', request.language === 'fr' ? 'français' : 'english');
  form.append('mainSector', request.mainSector);
  form.append('subSector', request.subSector);
  form.append(
    request.sourceInterface === 'enterprise' ? 'specificActivity' : 'specificSector',
    request.activity,
  );
  form.append('customInstructions', request.instructions);
  form.append('sourceInterface', request.sourceInterface);
  for (const file of request.files) form.append('files', file, file.name);
  return form;
}

/**
 * Sends an analysis and follows it: the upload percentage from the browser, then the stages the
 * server records (server-sent events). No client time-out: a long analysis is waited for.
 */
export function useAnalysisSubmission() {
  const [state, setState] = useState<SubmissionState>({ status: 'idle' });
  const events = useRef<ProgressEvent[]>([]);

  const submit = useCallback((request: AnalysisRequest): Promise<WorkplaceAnalysis | null> => {
    const requestId = crypto.randomUUID();
    const language = i18n.language === 'en' ? 'en' : 'fr';
    events.current = [];
    setState({ status: 'uploading', percent: 0, events: [] });

    const source = new EventSource(urlOf(routes.analysisProgress, { params: { requestId } }));
    source.onmessage = (message) => {
      const event = JSON.parse(message.data) as ProgressEvent;
      events.current = [...events.current, event];
      setState((current) =>
        current.status === 'failed'
          ? current
          : { status: 'processing', percent: 100, events: events.current },
      );
      if (event.stage === 'done' || event.stage === 'failed') source.close();
    };

    return new Promise((resolve) => {
      const xhr = new XMLHttpRequest();
      xhr.open(
        'POST',
        urlOf(request.sourceInterface === 'enterprise' ? routes.analyzeEnterprise : routes.analyzeConsultant),
      );
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('accept-language', language);
      xhr.upload.onprogress = (progress) => {
        if (!progress.lengthComputable) return;
        const percent = Math.min(99, Math.round((progress.loaded / progress.total) * 100));
        setState((current) => (current.status === 'uploading' ? { ...current, percent } : current));
      };
      xhr.upload.onload = () =>
        setState((current) =>
          current.status === 'uploading'
            ? { status: 'processing', percent: 100, events: events.current }
            : current,
        );
      const fail = (problem: SubmissionProblem) => {
        source.close();
        setState({ status: 'failed', problem, events: events.current });
        resolve(null);
      };
      xhr.onerror = () => fail({ kind: 'connection', message: '' });
      xhr.onload = () => {
        source.close();
        let body: (Partial<AnalyzeResponse> & { error?: string; quotaExceeded?: boolean }) | null = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = null;
        }
        if (xhr.status === 200 && body?.analysisData) {
          setState({ status: 'idle' });
          return resolve(body.analysisData);
        }
        if (xhr.status === 429 && body?.quotaExceeded)
          return fail({ kind: 'quota', message: body.error ?? '' });
        fail({ kind: 'analysis', message: body?.error ?? xhr.statusText ?? String(xhr.status) });
      };
      xhr.send(analysisFormData({ ...request, requestId, language }));
    });
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, submit, reset };
}
