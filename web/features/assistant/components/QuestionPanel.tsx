import { Paperclip, Save, X } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { getJurisdiction, JURISDICTION_CODES } from '../../../../common/domain/jurisdictions';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Textarea } from '../../../ui/Textarea';
import { DictationButton } from '../../analysis/components/InstructionsField';
import { plainText } from '../answer-text';
import type { PreloadedSelection } from '../preloaded-selection';
import type { ConsolidatedStage } from '../use-consolidated-analysis';
import { kb } from './LibraryFileList';

/** The spec's 13 provinces and territories of the assistant (part 2 §2.3): no federal entry. */
const PROVINCES = JURISDICTION_CODES.filter((code) => code !== 'FEDERAL');
const PRELOADED_SHOWN = 3;

/**
 * The assistant's left panel (spec part 2 §2.3): the dashboard's preloaded context, new files,
 * the province, the question with dictation, Analyze with the answer's progress, and the recent
 * result with its Save button.
 */
export function QuestionPanel({
  preloaded,
  onClearPreloaded,
  newFiles,
  onNewFilesChange,
  province,
  onProvinceChange,
  question,
  onQuestionChange,
  onAnalyze,
  stage,
  recent,
  onSave,
  saving,
}: {
  preloaded: PreloadedSelection | null;
  onClearPreloaded: () => void;
  newFiles: File[];
  onNewFilesChange: (files: File[]) => void;
  province: string;
  onProvinceChange: (province: string) => void;
  question: string;
  onQuestionChange: (question: string) => void;
  onAnalyze: () => void;
  stage: ConsolidatedStage | null;
  recent: { analysis: string; timestamp: string } | null;
  onSave: () => void;
  saving: boolean;
}) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language === 'en' ? 'en' : 'fr';
  const preloadedNames = preloaded
    ? [...preloaded.analyses, ...preloaded.importedFiles].map((entry) => entry.name)
    : [];

  const addFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    onNewFilesChange([...newFiles, ...chosen]);
  };

  return (
    <section
      aria-label={t('panel.label')}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      {preloaded && (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm" data-testid="preloaded">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold text-brand-900">{t('preloaded.title')}</p>
            <Button variant="ghost" size="sm" onClick={onClearPreloaded} aria-label={t('preloaded.clear')}>
              <X aria-hidden="true" className="h-4 w-4" />
            </Button>
          </div>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {preloadedNames.slice(0, PRELOADED_SHOWN).map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two items may share a name; the list never reorders
              <li key={index} className="break-words">
                {name}
              </li>
            ))}
          </ul>
          {preloadedNames.length > PRELOADED_SHOWN && (
            <p className="mt-1 text-slate-700">
              {t('preloaded.others', { count: preloadedNames.length - PRELOADED_SHOWN })}
            </p>
          )}
        </div>
      )}

      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-slate-800">{t('newFiles.title')}</p>
        <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-lg border border-dashed border-brand-400 bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800 focus-within:ring-2 focus-within:ring-brand-500">
          <Paperclip aria-hidden="true" className="h-4 w-4" />
          {t('newFiles.add')}
          <input
            type="file"
            multiple
            className="sr-only"
            accept="application/pdf,.pdf,.doc,.docx,image/*,.heic,.heif"
            onChange={addFiles}
            disabled={stage !== null}
            data-testid="new-files"
          />
        </label>
        {newFiles.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm" data-testid="new-files-list">
            {newFiles.map((file, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be chosen twice; position tells them apart
                key={index}
                className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-2 py-1"
              >
                <span className="min-w-0 truncate">
                  {file.name} ({t('list.sizeKb', { size: kb(file.size) })})
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onNewFilesChange(newFiles.filter((_, other) => other !== index))}
                  aria-label={t('newFiles.remove', { name: file.name })}
                  disabled={stage !== null}
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label className="text-sm font-medium text-slate-800" htmlFor="assistant-province">
          {t('province')}
        </label>
        <Select
          id="assistant-province"
          value={province}
          onChange={(event) => onProvinceChange(event.target.value)}
          options={PROVINCES.map((code) => ({
            value: code,
            label: `${code} — ${getJurisdiction(code).name[language]}`,
          }))}
        />
      </div>

      <div className="flex flex-col gap-1.5">
        <label className="text-sm font-medium text-slate-800" htmlFor="assistant-question">
          {t('question')}
        </label>
        <Textarea
          id="assistant-question"
          rows={5}
          maxLength={4_000}
          value={question}
          placeholder={t('questionPlaceholder')}
          onChange={(event) => onQuestionChange(event.target.value)}
          data-testid="assistant-question"
        />
        <DictationButton
          value={question}
          onChange={onQuestionChange}
          disabled={stage !== null}
          hint={t('dictationHint')}
        />
      </div>

      <Button onClick={onAnalyze} loading={stage !== null} data-testid="analyze">
        {stage !== null ? t('analyzing') : t('analyze')}
      </Button>
      <p role="status" className="min-h-5 text-sm text-slate-700" data-testid="assistant-stage">
        {stage ? t(`stage.${stage}`) : ''}
      </p>

      {recent && (
        <div
          className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm"
          data-testid="recent-result"
        >
          <p className="font-semibold text-slate-900">{t('recent.title')}</p>
          <p className="text-xs text-slate-600">{formatDateTime(recent.timestamp, language)}</p>
          <p className="mt-1 line-clamp-4 break-words text-slate-800">{plainText(recent.analysis)}</p>
          <Button size="sm" className="mt-2" onClick={onSave} loading={saving} data-testid="recent-save">
            <Save aria-hidden="true" className="h-4 w-4" />
            {t('recent.save')}
          </Button>
        </div>
      )}
    </section>
  );
}
