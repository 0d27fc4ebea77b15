import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../common/i18n/language';
import { changeLanguage } from '../../../app/i18n';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Select';
import { toast } from '../../../ui/toast-store';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionsCard } from './SessionsCard';
import { TwoFactorCard } from './TwoFactorCard';

/** The preferred language (the interface's and the e-mails'), the password, two-factor and sessions. */
export function SecuritySection({ email, twoFactorEnabled }: { email: string; twoFactorEnabled: boolean }) {
  const { t, i18n } = useTranslation('profile');

  const chooseLanguage = async (language: Language) => {
    await changeLanguage(language);
    toast({ title: t('security.languageSaved'), variant: 'success' });
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
      <ChangePasswordCard email={email} />
      <TwoFactorCard enabled={twoFactorEnabled} />
      <SessionsCard />
    </div>
  );
}
