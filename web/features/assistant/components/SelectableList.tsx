import { Download, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';

export interface SelectableItem {
  id: string;
  name: string;
  detail: string;
  href: string;
}

/** A tab's list: a checkbox, the name and its details, download and delete per item, select all. */
export function SelectableList({
  items,
  selected,
  onSelectedChange,
  onDelete,
  testId,
}: {
  items: readonly SelectableItem[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onDelete: (item: SelectableItem) => void;
  testId: string;
}) {
  const { t } = useTranslation('assistant');
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onSelectedChange(new Set(items.map((item) => item.id)))}
        >
          {t('list.selectAll')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onSelectedChange(new Set())}>
          {t('list.deselectAll')}
        </Button>
        <span className="text-slate-600">
          {t('list.selected', { count: items.filter((item) => selected.has(item.id)).length })}
        </span>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.map((item) => (
            <li key={item.id} data-id={item.id} className="flex items-center gap-3 p-3">
              <Checkbox
                checked={selected.has(item.id)}
                onCheckedChange={(on) => toggle(item.id, on)}
                aria-label={t('list.select', { name: item.name })}
              />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{item.name}</p>
                <p className="truncate text-xs text-slate-600">{item.detail}</p>
              </div>
              <Button asChild variant="ghost" size="sm">
                <a href={item.href} download aria-label={t('list.download', { name: item.name })}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                </a>
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDelete(item)}
                aria-label={t('list.delete', { name: item.name })}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
