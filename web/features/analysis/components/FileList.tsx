import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../file-selection';

/** The scrolling list of chosen files that both upload screens show. */
export function FileList({ children }: { children: ReactNode }) {
  return (
    <ul
      className="flex max-h-64 flex-col divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white"
      data-testid="file-list"
    >
      {children}
    </ul>
  );
}

/** One chosen file: what comes first (an icon or a checkbox), its name, its size and a remove button. */
export function FileRow({
  file,
  leading,
  onRemove,
  disabled,
}: {
  file: File;
  leading: ReactNode;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('analysis');
  return (
    <li className="flex items-center gap-3 px-3 py-2 text-sm">
      {leading}
      <span className="min-w-0 flex-1 truncate text-slate-800">{file.name}</span>
      <span className="shrink-0 text-xs text-slate-500">{formatFileSize(file.size, i18n.language)}</span>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={t('files.remove', { name: file.name })}
        className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-severity-critical"
      >
        <X aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
