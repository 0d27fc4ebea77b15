import { useTranslation } from 'react-i18next';
import { bytesToMegabytes, MAX_FILES_PER_ANALYSIS } from '../../../../common/domain/uploads';
import { Alert } from '../../../ui/Alert';
import type { PickNotes } from '../file-selection';

/** The short note about files that were not added (the spec drops them silently; we say so). */
export function FileNotes({ notes, maxFileBytes }: { notes: PickNotes | null; maxFileBytes: number }) {
  const { t } = useTranslation('analysis');
  if (!notes) return null;
  return (
    <Alert variant="warning">
      <ul className="flex flex-col gap-1" data-testid="file-notes">
        {notes.tooLarge.length > 0 && (
          <li>
            {t('files.tooLarge', {
              count: notes.tooLarge.length,
              limit: bytesToMegabytes(maxFileBytes),
              names: notes.tooLarge.join(', '),
            })}
          </li>
        )}
        {notes.notAccepted.length > 0 && (
          <li>{t('files.notAccepted', { names: notes.notAccepted.join(', ') })}</li>
        )}
        {notes.tooMany && <li>{t('files.tooMany', { max: MAX_FILES_PER_ANALYSIS })}</li>}
      </ul>
    </Alert>
  );
}
