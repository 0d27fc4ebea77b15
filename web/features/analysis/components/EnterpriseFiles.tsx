import { Camera, Download, FileText, Image } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_RULES } from '../../../../common/domain/uploads';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { downloadSelection, todayStamp } from '../download-files';
import type { useFileSelection } from '../file-selection';
import { DropZone } from './DropZone';
import { FileButton } from './FileButton';
import { FileList, FileRow } from './FileList';
import { FileNotes } from './FileNotes';

const RULES = UPLOAD_RULES.enterprise;

/**
 * The Enterprise uploader: take a photo, upload images, documents (incl. TXT and RTF), drag and
 * drop, and a list with checkboxes to download the selection as one file or a dated zip.
 */
export function EnterpriseFiles({
  selection,
  disabled,
}: {
  selection: ReturnType<typeof useFileSelection>;
  disabled?: boolean;
}) {
  const { t } = useTranslation('analysis');
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const chosen = selection.files.filter((item) => checked.has(item.id));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    setChecked(next);
  };
  return (
    <div className="flex flex-col gap-4">
      <DropZone onFiles={selection.add} disabled={disabled}>
        <div className="flex flex-wrap justify-center gap-2">
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
          <FileButton
            label={t('files.uploadImage')}
            icon={Image}
            accept="image/*,.heic,.heif"
            onFiles={selection.add}
            disabled={disabled}
            testId="image-input"
          />
          <FileButton
            label={t('files.documents')}
            icon={FileText}
            accept=".pdf,.doc,.docx,.txt,.rtf"
            onFiles={selection.add}
            disabled={disabled}
            variant="primary"
            testId="documents-input"
          />
        </div>
        <p className="text-xs text-slate-500">{t('files.typesEnterprise')}</p>
      </DropZone>
      <FileNotes notes={selection.notes} maxFileBytes={RULES.maxFileBytes} />
      {selection.files.length > 0 && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-slate-800">
              {t('files.listTitle', { count: selection.files.length })}
            </h3>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setChecked(new Set(selection.files.map((item) => item.id)))}
              >
                {t('files.selectAll')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setChecked(new Set())}>
                {t('files.deselectAll')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={chosen.length === 0}
                onClick={() =>
                  downloadSelection(
                    chosen.map((item) => item.file),
                    t('files.zipName', { date: todayStamp() }),
                  )
                }
                data-testid="download-selected"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                {t('files.downloadSelected')}
              </Button>
            </div>
          </div>
          <FileList>
            {selection.files.map(({ id, file }) => (
              <FileRow
                key={id}
                file={file}
                leading={
                  <Checkbox
                    checked={checked.has(id)}
                    onCheckedChange={(on) => toggle(id, on)}
                    aria-label={t('files.select', { name: file.name })}
                  />
                }
                onRemove={() => {
                  toggle(id, false);
                  selection.remove(id);
                }}
                disabled={disabled}
              />
            ))}
          </FileList>
        </div>
      )}
    </div>
  );
}
