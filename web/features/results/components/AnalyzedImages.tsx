import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisFile } from '../../../../common/contract/analysis';
import { urlOf } from '../../../../common/contract/route';
import { routes } from '../../../../common/contract/routes';
import { analysedImagesOf } from '../analysed-images';

/** Tries /uploads/… first, then /api/files/…, then says the image is not available. */
function ResultImage({ file, number }: { file: AnalysisFile; number: number }) {
  const { t } = useTranslation('results');
  const primary = file.thumbnailPath ?? file.path;
  const filename = decodeURIComponent(primary.split('/').at(-1) ?? '');
  const sources = [primary, urlOf(routes.file, { params: { filename } })];
  const [attempt, setAttempt] = useState(0);
  const failed = attempt >= sources.length;
  const label = `${t('images.photo', { number })} — ${file.name}`;
  return (
    <figure className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {failed ? (
        <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-slate-100 text-sm text-slate-500">
          <ImageOff aria-hidden="true" className="h-8 w-8" />
          {t('images.unavailable')}
        </div>
      ) : (
        <img
          src={sources[attempt]}
          alt={label}
          loading="lazy"
          className="aspect-[4/3] w-full object-cover"
          onError={() => setAttempt((value) => value + 1)}
        />
      )}
      <figcaption className="truncate px-3 py-2 text-xs text-slate-600">
        <span className="font-semibold text-slate-800">{t('images.photo', { number })}</span> — {file.name}
      </figcaption>
    </figure>
  );
}

export function AnalyzedImages({ files }: { files: AnalysisFile[] }) {
  const { t } = useTranslation('results');
  const images = analysedImagesOf(files);
  if (images.length === 0) return null;
  return (
    <section aria-labelledby="images-title" className="flex flex-col gap-3">
      <h2 id="images-title" className="text-lg font-semibold text-slate-900">
        {t('images.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" data-testid="analyzed-images">
        {images.map((file, index) => (
          <ResultImage key={file.id} file={file} number={index + 1} />
        ))}
      </div>
    </section>
  );
}
