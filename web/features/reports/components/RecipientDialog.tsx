import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';

/**
 * The one-field dialog both ways of sending a report share: a recipient's address, Cancel and Send
 * (which shows its busy label while `onSend` runs). `onSend` says whether the dialog may close.
 */
export function RecipientDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The i18n keys' prefix in the reports namespace: title, description, label, send, sending. */
  wording: 'email' | 'gmail';
  isValid: (email: string) => boolean;
  /** Shown under the field once something invalid is typed. */
  invalidMessage?: string;
  placeholder?: string;
  canSend: boolean;
  onSend: (email: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('reports');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const recipient = email.trim();
  const valid = props.isValid(recipient);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !props.canSend) return;
    setSending(true);
    try {
      if (await props.onSend(recipient)) {
        props.onOpenChange(false);
        setEmail('');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t(`${props.wording}.title`)}
      description={t(`${props.wording}.description`)}
      dismissible={!sending}
    >
      <form onSubmit={send} className="flex flex-col gap-5" noValidate>
        <Field
          label={t(`${props.wording}.label`)}
          error={recipient && !valid ? (props.invalidMessage ?? null) : null}
        >
          <Input
            type="email"
            autoComplete="email"
            placeholder={props.placeholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={sending}
            data-testid={`${props.wording}-recipient`}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => props.onOpenChange(false)} disabled={sending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={sending || !valid || !props.canSend}
            data-testid={`${props.wording}-send`}
          >
            {sending ? t(`${props.wording}.sending`) : t(`${props.wording}.send`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
