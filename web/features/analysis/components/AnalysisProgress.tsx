import { CheckCircle2, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProgressEvent } from '../../../../common/contract/analysis';
import type { SubmissionState } from '../use-analysis-submission';

function describeEvent(
  event: ProgressEvent,
  t: (key: string, values?: Record<string, unknown>) => string,
): string {
  const file = { file: event.fileName, index: event.index, total: event.total };
  return t(`progress.${event.stage}`, file);
}

/** The upload percentage, then each stage the server reports, newest last. */
export function AnalysisProgress({ state }: { state: SubmissionState }) {
  const { t } = useTranslation('analysis');
  if (state.status === 'idle') return null;
  const percent = state.status === 'uploading' ? state.percent : 100;
  // Keep one line per file: its "read" line replaces its "reading" line.
  const lines = state.events.filter(
    (event, index, all) =>
      !(
        event.stage === 'extracting' &&
        all.slice(index + 1).some((later) => later.stage === 'extracted' && later.index === event.index)
      ),
  );
  const running = state.status !== 'failed';
  return (
    <section
      aria-labelledby="progress-title"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-testid="analysis-progress"
    >
      <h2 id="progress-title" className="mb-3 text-sm font-semibold text-brand-900">
        {t('progress.title')}
      </h2>
      <div
        className="h-2 overflow-hidden rounded-full bg-white"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('progress.uploading', { percent })}
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 flex flex-col gap-1.5 text-sm" aria-live="polite">
        <li className="flex items-center gap-2 text-slate-700">
          {percent < 100 ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
          )}
          {t('progress.uploading', { percent })}
        </li>
        {lines.map((event, index) => {
          const current = index === lines.length - 1 && running && event.stage !== 'done';
          return (
            <li
              key={`${event.stage}-${event.index ?? index}`}
              className="flex items-center gap-2 text-slate-700"
              data-stage={event.stage}
            >
              {current ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
              )}
              {describeEvent(event, t)}
            </li>
          );
        })}
      </ol>
      {running && <p className="mt-3 text-xs text-slate-500">{t('progress.note')}</p>}
    </section>
  );
}
