import { Camera, FileText, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '../../../../common/domain/uploads';
import type { useFileSelection } from '../file-selection';
import { DropZone } from './DropZone';
import { FileButton } from './FileButton';
import { FileList, FileRow } from './FileList';
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
  const { t } = useTranslation('analysis');
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
          <FileList>
            {selection.files.map(({ id, file }) => (
              <FileRow
                key={id}
                file={file}
                leading={<FileText aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />}
                onRemove={() => selection.remove(id)}
                disabled={disabled}
              />
            ))}
          </FileList>
        </div>
      )}
    </div>
  );
}
