import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../common/contract/routes';
import type { Language } from '../../../../common/i18n/language';
import { changeLanguage } from '../../../app/i18n';
import { api } from '../../../lib/api-client';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toast-store';

/** The preferred language (the interface's and the e-mails') and a password change by e-mailed link. */
export function SecuritySection({ email }: { email: string }) {
  const { t, i18n } = useTranslation('profile');
  const [sending, setSending] = useState(false);

  const chooseLanguage = async (language: Language) => {
    await changeLanguage(language);
    toast({ title: t('security.languageSaved'), variant: 'success' });
  };

  const sendPasswordLink = async () => {
    setSending(true);
    try {
      await api(routes.forgotPassword, { body: { email } });
      toast({ title: t('security.passwordLinkSent', { email }), variant: 'success' });
    } catch {
      toast({ title: t('security.error'), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('security.languageTitle')}</CardTitle>
          <p className="text-sm text-slate-600">{t('security.languageText')}</p>
        </CardHeader>
        <CardContent>
          <Field label={t('security.languageLabel')} className="flex max-w-xs flex-col gap-1.5">
            <Select
              value={i18n.language}
              onChange={(event) => void chooseLanguage(event.target.value as Language)}
              options={[
                { value: 'fr', label: 'Français' },
                { value: 'en', label: 'English' },
              ]}
            />
          </Field>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('security.passwordTitle')}</CardTitle>
          <p className="text-sm text-slate-600">{t('security.passwordText')}</p>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={sendPasswordLink} loading={sending}>
            {t('security.changePassword')}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
