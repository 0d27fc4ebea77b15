import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkEmail, gmailComposeUrl } from '../../../lib/webmail';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast-store';

/**
 * "Contact us": asks for the visitor's address, then opens a prefilled Gmail message to the
 * operator in a new tab. No server call is made (spec part 2 §4).
 */
export function ContactDialog({
  open,
  onOpenChange,
  contactEmail,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contactEmail: string;
}) {
  const { t } = useTranslation('contact');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkEmail(email);
    if (check !== 'ok') {
      const [title, message] =
        check === 'empty'
          ? [t('dialog.emailRequiredTitle'), t('dialog.emailRequired')]
          : [t('dialog.emailInvalidTitle'), t('dialog.emailInvalid')];
      setError(message);
      toast({ title, description: message, variant: 'destructive' });
      return;
    }
    setError(null);
    setOpening(true);
    try {
      const url = gmailComposeUrl({
        to: contactEmail,
        subject: t('dialog.subject'),
        body: t('dialog.body', { email: email.trim() }),
      });
      const opened = window.open(url, '_blank');
      if (!opened) throw new Error('pop-up blocked');
      opened.opener = null;
      toast({ title: t('dialog.openedTitle'), description: t('dialog.opened'), variant: 'success' });
      setEmail('');
      onOpenChange(false);
    } catch {
      toast({
        title: t('dialog.openErrorTitle'),
        description: t('dialog.openError'),
        variant: 'destructive',
      });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dialog.title')}
      description={t('dialog.description')}
      dismissible={!opening}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-5">
        <Field label={t('dialog.emailLabel')} error={error}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={t('dialog.emailPlaceholder')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={opening}
            data-testid="contact-email"
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={opening}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" disabled={opening} data-testid="contact-submit">
            {opening ? t('dialog.sending') : t('dialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
