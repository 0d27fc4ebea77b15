import { FileText, FileType, Image, PenLine } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../ui/toast-store';
import { type UploadTile, useUploadLibrary } from '../assistant.queries';

const IMAGES = 'image/*,.heic,.heif';
const PDF = 'application/pdf,.pdf';

/** What each tile offers to pick (spec part 2 §5: the handwritten tile also takes PDFs). */
const TILES: readonly { tile: UploadTile; icon: typeof FileText; accept: string }[] = [
  { tile: 'pdf', icon: FileText, accept: PDF },
  {
    tile: 'word',
    icon: FileType,
    accept:
      '.doc,.docx,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { tile: 'photos', icon: Image, accept: IMAGES },
  { tile: 'handwritten', icon: PenLine, accept: `${IMAGES},${PDF}` },
];

/** The four upload tiles of a library tab, with the stated 200 MB per-file limit. */
export function UploadTiles({ kind }: { kind: 'imported' | 'regulatory' }) {
  const { t } = useTranslation('assistant');
  const upload = useUploadLibrary(kind);

  const onChange = (tile: UploadTile) => async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    try {
      const result = await upload.mutateAsync({ tile, files });
      toast({
        title: result.kept > 0 ? t('upload.done', { count: result.kept }) : t('upload.error'),
        description: result.errors.join(' ') || undefined,
        variant: result.errors.length > 0 ? 'destructive' : 'success',
      });
    } catch (error) {
      toast({
        title: t('upload.error'),
        description: error instanceof ApiError ? error.message : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TILES.map(({ tile, icon: Icon, accept }) => (
          <label
            key={tile}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-xl border border-dashed border-brand-400 bg-brand-50 p-3 text-center text-sm text-brand-900 focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-100"
            aria-busy={upload.isPending}
          >
            <Icon aria-hidden="true" className="h-6 w-6 text-brand-700" />
            <span className="font-semibold">{t(`tiles.${tile}.title`)}</span>
            <span className="text-xs text-slate-600">{t(`tiles.${tile}.hint`)}</span>
            <input
              type="file"
              multiple
              className="sr-only"
              accept={accept}
              disabled={upload.isPending}
              data-testid={`upload-${kind}-${tile}`}
              onChange={onChange(tile)}
            />
          </label>
        ))}
      </div>
      <p className="text-xs text-slate-600">{upload.isPending ? t('upload.sending') : t('upload.limit')}</p>
    </div>
  );
}
