import { Camera, FileText, FolderOpen, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '../../../../common/domain/uploads';
import { formatFileSize, type useFileSelection } from '../file-selection';
import { DropZone } from './DropZone';
import { FileButton } from './FileButton';
import { FileNotes } from './FileNotes';

const RULES = UPLOAD_RULES['conseiller-sst'];

/** The consultant screen's uploader: drop zone, browse, rear camera, and the list with name, size and remove. */
export function ConsultantFiles({
  selection,
  disabled,
}: {
  selection: ReturnType<typeof useFileSelection>;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('analysis');
  return (
    <div className="flex flex-col gap-4">
      <DropZone onFiles={selection.add} disabled={disabled}>
        <div className="flex flex-wrap justify-center gap-2">
          <FileButton
            label={t('files.browse')}
            icon={FolderOpen}
            accept={RULES.accept}
            onFiles={selection.add}
            disabled={disabled}
            variant="primary"
            testId="browse-input"
          />
          <FileButton
            label={t('files.takePhoto')}
            icon={Camera}
            accept="image/*"
            capture
            multiple={false}
            onFiles={selection.add}
            disabled={disabled}
            testId="camera-input"
          />
        </div>
        <p className="text-xs text-slate-500">{t('files.typesConsultant')}</p>
      </DropZone>
      <FileNotes notes={selection.notes} maxFileBytes={RULES.maxFileBytes} />
      {selection.files.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-800">
            {t('files.listTitle', { count: selection.files.length })}
          </h3>
          <ul
            className="flex max-h-64 flex-col divide-y divide-slate-100 overflow-y-auto rounded-xl border border-slate-200 bg-white"
            data-testid="file-list"
          >
            {selection.files.map(({ id, file }) => (
              <li key={id} className="flex items-center gap-3 px-3 py-2 text-sm">
                <FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
                <span className="min-w-0 flex-1 truncate text-slate-800">{file.name}</span>
                <span className="shrink-0 text-xs text-slate-500">
                  {formatFileSize(file.size, i18n.language)}
                </span>
                <button
                  type="button"
                  onClick={() => selection.remove(id)}
                  disabled={disabled}
                  aria-label={t('files.remove', { name: file.name })}
                  className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-severity-critical"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
