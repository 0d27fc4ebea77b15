import { UploadCloud } from 'lucide-react';
import { type DragEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';

/** Files dropped here are added like browsed ones; the buttons inside stay usable by keyboard. */
export function DropZone({
  onFiles,
  disabled,
  children,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('analysis');
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <section
      aria-label={t('files.drop')}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid="drop-zone"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors',
        over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
      )}
    >
      <UploadCloud aria-hidden="true" className="h-10 w-10 text-brand-600" />
      <p className="text-sm font-medium text-slate-700">{t('files.drop')}</p>
      <p className="text-xs text-slate-500">{t('files.or')}</p>
      {children}
    </section>
  );
}
