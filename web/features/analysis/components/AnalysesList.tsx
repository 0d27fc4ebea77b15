import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { SavedAnalysis } from '../../../../common/contract/analyses-list';
import { formatDate } from '../../../lib/format';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { type AnalysesScope, useAnalysesList, useDeleteAnalysis } from '../analyses-list.queries';
import { AnalysisListItem } from './AnalysisListItem';

/** The anchor the results screen's Dashboard button goes to on the consultant screen. */
export const MY_ANALYSES_ANCHOR = 'my-analyses';

/**
 * A list of analyses from the server, a page at a time: "My analyses" on the consultant screen
 * (`mine`), the team's saved analyses and imported PDF reports on the dashboard (`saved`), where
 * they can also be selected. Deleting asks first.
 */
export function AnalysesList({
  scope,
  anchor,
  selected,
  onSelectedChange,
}: {
  scope: AnalysesScope;
  anchor?: string;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (analysis: SavedAnalysis, on: boolean) => void;
}) {
  const { t, i18n } = useTranslation('analyses');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const list = useAnalysesList(scope);
  const remove = useDeleteAnalysis();
  const [pending, setPending] = useState<SavedAnalysis | null>(null);
  const section = useRef<HTMLElement>(null);
  const location = useLocation();
  const texts = scope === 'mine' ? 'mine' : 'saved';

  // The router does not scroll to a #fragment; the list is below the form, so bring it into view.
  useEffect(() => {
    if (anchor && location.hash === `#${anchor}` && list.isSuccess) section.current?.scrollIntoView();
  }, [anchor, location.hash, list.isSuccess]);

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending, {
      onSuccess: () => {
        onSelectedChange?.(pending, false);
        setPending(null);
        toast({ title: t('deleted'), variant: 'success' });
      },
      onError: (error) => {
        setPending(null);
        toast({ title: t('deleteFailed'), description: error.message, variant: 'destructive' });
      },
    });
  };

  return (
    <section
      ref={section}
      id={anchor}
      aria-labelledby={`${texts}-analyses-title`}
      className="scroll-mt-20 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
      data-testid={`analyses-${scope}`}
    >
      <h2 id={`${texts}-analyses-title`} className="text-lg font-semibold text-slate-900">
        {t(`${texts}.title`)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t(`${texts}.lead`)}</p>
      {list.isPending && (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
      {list.isError && (
        <Alert variant="error" className="mt-4">
          <span>{t('loadError')}</span>{' '}
          <Button size="sm" variant="outline" onClick={() => list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {list.isSuccess && list.analyses.length === 0 && (
        <p className="mt-4 text-sm text-slate-600 italic">{t(`${texts}.empty`)}</p>
      )}
      {list.analyses.length > 0 && (
        <ul className="mt-2 divide-y divide-slate-200">
          {list.analyses.map((analysis) => (
            <AnalysisListItem
              key={analysis.id}
              analysis={analysis}
              onDelete={setPending}
              showSaved={scope === 'mine'}
              selected={selected?.has(analysis.id)}
              onSelectedChange={onSelectedChange}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="outline"
          className="mt-4 w-full sm:w-auto"
          loading={list.isFetchingNextPage}
          onClick={() => list.fetchNextPage()}
        >
          {t('more')}
        </Button>
      )}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        dismissible={!remove.isPending}
        title={t('confirm.title')}
        description={
          pending
            ? t('confirm.text', { title: pending.title, date: formatDate(pending.timestamp, language) })
            : undefined
        }
        footer={
          <>
            <Button variant="outline" onClick={() => setPending(null)} disabled={remove.isPending}>
              {t('confirm.cancel')}
            </Button>
            <Button variant="danger" onClick={confirmDelete} loading={remove.isPending}>
              {t('confirm.confirm')}
            </Button>
          </>
        }
      />
    </section>
  );
}
