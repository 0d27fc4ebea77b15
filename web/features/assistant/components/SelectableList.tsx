import { Download, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';

export interface SelectableItem {
  id: string;
  name: string;
  detail: string;
  /** Where the item downloads, if it does. */
  href?: string;
}

/**
 * A list of the team's items: a checkbox, the name and its details, the item's actions, download
 * and delete (asked first; a deleted item leaves the selection too), select and deselect all.
 */
export function SelectableList({
  items,
  status,
  onRetry,
  selected,
  onSelectedChange,
  onDelete,
  deleteTexts,
  actions,
  more,
  testId,
}: {
  items: readonly SelectableItem[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onDelete: (item: SelectableItem) => Promise<unknown>;
  /** The question asked before deleting, and the message if it fails (spec part 2 §8). */
  deleteTexts: { confirm: string; error: string };
  actions?: (item: SelectableItem) => ReactNode;
  /** The next server page, when there is one. */
  more?: { hasMore: boolean; loading: boolean; load: () => void };
  testId: string;
}) {
  const { t } = useTranslation('assistant');
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const remove = async (item: SelectableItem) => {
    if (!window.confirm(deleteTexts.confirm)) return;
    try {
      await onDelete(item);
      toggle(item.id, false);
      toast({ title: t('deleted'), variant: 'success' });
    } catch {
      toast({ title: deleteTexts.error, variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onSelectedChange(new Set(items.map((item) => item.id)))}
          disabled={items.length === 0}
        >
          {t('list.selectAll')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onSelectedChange(new Set())}>
          {t('list.deselectAll')}
        </Button>
        <span className="text-slate-600" data-testid="list-selected">
          {t('list.selected', { count: items.filter((item) => selected.has(item.id)).length })}
        </span>
      </div>
      {status === 'pending' && (
        <div className="flex justify-center py-4">
          <Spinner />
        </div>
      )}
      {status === 'error' && (
        <Alert variant="error">
          <span>{t('list.failed')}</span>{' '}
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      {status === 'success' && items.length === 0 && (
        <p className="text-sm text-slate-600">{t('list.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} data-id={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
              <Checkbox
                checked={selected.has(item.id)}
                onCheckedChange={(on) => toggle(item.id, on)}
                aria-label={t('list.select', { name: item.name })}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
                <p className="line-clamp-2 text-xs break-words text-slate-600">{item.detail}</p>
              </div>
              <div className="ml-auto flex shrink-0 items-center">
                {actions?.(item)}
                {item.href && (
                  <Button asChild variant="ghost" size="sm">
                    <a href={item.href} download aria-label={t('list.download', { name: item.name })}>
                      <Download aria-hidden="true" className="h-4 w-4" />
                    </a>
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => remove(item)}
                  aria-label={t('list.delete', { name: item.name })}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {more?.hasMore && (
        <Button variant="outline" size="sm" className="w-fit" loading={more.loading} onClick={more.load}>
          {t('list.more')}
        </Button>
      )}
    </div>
  );
}
