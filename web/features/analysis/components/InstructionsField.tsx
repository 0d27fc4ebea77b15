import { Mic, MicOff } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { cn } from '../../../ui/cn';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Textarea';
import { toast } from '../../../ui/toast-store';
import { appendDictated, useDictation } from '../use-dictation';

/** The additional instructions, typed or dictated (the recognised text is appended after a space). */
export function InstructionsField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('analysis');
  return (
    <div className="flex flex-col gap-2">
      <Field label={t('instructions.label')}>
        <Textarea
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('instructions.placeholder')}
          maxLength={10_000}
          disabled={disabled}
          rows={5}
          data-testid="instructions"
        />
      </Field>
      <DictationButton value={value} onChange={onChange} disabled={disabled} hint={t('instructions.hint')} />
    </div>
  );
}

/**
 * The microphone button under a text field and what it is doing: the browser's speech recognition
 * in the page's language, each recognised phrase appended to `value`.
 */
export function DictationButton({
  value,
  onChange,
  disabled,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  hint: string;
}) {
  const { t, i18n } = useTranslation('analysis');
  const dictation = useDictation({
    language: i18n.language === 'en' ? 'en' : 'fr',
    onText: (phrase) => onChange(appendDictated(value, phrase)),
  });

  useEffect(() => {
    if (!dictation.error) return;
    toast({
      title: t('dictation.errorTitle'),
      description: t(`dictation.${dictation.error}`),
      variant: 'destructive',
    });
    dictation.clearError();
  }, [dictation.error, dictation, t]);

  const listening = dictation.state === 'listening';
  const status =
    dictation.state === 'requesting'
      ? t('dictation.requesting')
      : listening
        ? t('dictation.listening')
        : dictation.state === 'unsupported'
          ? `${t('dictation.unsupported')}. ${t('dictation.unsupportedHint')}`
          : hint;

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={listening ? 'danger' : 'outline'}
        size="sm"
        onClick={() => (listening ? dictation.stop() : void dictation.start())}
        disabled={disabled || dictation.state === 'unsupported' || dictation.state === 'requesting'}
        aria-pressed={listening}
        data-testid="dictation-button"
      >
        {listening ? (
          <MicOff aria-hidden="true" className="h-4 w-4" />
        ) : (
          <Mic aria-hidden="true" className="h-4 w-4" />
        )}
        {listening ? t('dictation.stop') : t('dictation.start')}
      </Button>
      <p
        role="status"
        data-testid="dictation-status"
        className={cn('text-xs', listening ? 'font-medium text-severity-critical' : 'text-slate-500')}
      >
        {status}
      </p>
    </div>
  );
}
