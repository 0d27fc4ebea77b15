import { FileDown, Printer, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HISTORY_PREVIEW_LENGTH } from '../../../../common/contract/assistant';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { plainText } from '../answer-text';
import { useDeleteHistoryItem, type useHistory } from '../assistant.queries';
import { assistantTxtUrl } from '../assistant-reports';
import { useAssistantPdf } from '../use-assistant-pdf';
import { type SelectableItem, SelectableList } from './SelectableList';

/**
 * The History tab (spec part 2 §2.3): past consultations with their type, time, the first 150
 * characters, files, language and province; per item print, TXT, generate report and delete.
 */
export function HistoryList({
  history,
  selected,
  onSelectedChange,
}: {
  history: ReturnType<typeof useHistory>;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
}) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const remove = useDeleteHistoryItem();
  const pdf = useAssistantPdf();
  const items: SelectableItem[] = history.items.map((item) => ({
    id: item.id,
    name: `${item.type === 'direct_gemini' ? t('history.analysis') : t('history.consultation')} — ${formatDateTime(item.timestamp, language)}`,
    detail: [
      plainText(item.analysis).slice(0, HISTORY_PREVIEW_LENGTH),
      item.fileNames.join(', '),
      `${item.language.toUpperCase()} · ${item.province}`,
    ]
      .filter(Boolean)
      .join(' — '),
  }));
  const actions = (item: SelectableItem) => (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('history.print', { name: item.name })}
        onClick={() => pdf.print(item.id)}
      >
        <Printer aria-hidden="true" className="h-4 w-4" />
      </Button>
      <Button asChild variant="ghost" size="sm">
        <a href={assistantTxtUrl(item.id)} download aria-label={t('history.txt', { name: item.name })}>
          TXT
        </a>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('history.generate', { name: item.name })}
        onClick={() => pdf.generate(item.id)}
      >
        <FileDown aria-hidden="true" className="h-4 w-4" />
      </Button>
    </>
  );
  return (
    <div className="flex flex-col gap-3">
      <Button variant="outline" size="sm" className="w-fit" onClick={() => history.refetch()}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('list.refresh')}
      </Button>
      <SelectableList
        testId="tab-history"
        items={items}
        status={history.status}
        onRetry={() => history.refetch()}
        selected={selected}
        onSelectedChange={onSelectedChange}
        onDelete={(item) => remove.mutateAsync(item.id)}
        deleteTexts={{ confirm: t('history.confirmDelete'), error: t('history.deleteError') }}
        actions={actions}
        more={{
          hasMore: history.hasNextPage,
          loading: history.isFetchingNextPage,
          load: () => history.fetchNextPage(),
        }}
      />
    </div>
  );
}
