import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../ui/Alert';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Checkbox } from '../../../ui/Checkbox';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { useProfile, useUpdateNotifications } from '../profile.queries';

/** The e-mail preferences, saved as soon as they change. */
export function NotificationsSection() {
  const { t } = useTranslation('profile');
  const id = useId();
  const profile = useProfile();
  const update = useUpdateNotifications();

  if (profile.isPending) return <Spinner label={t('common:loading')} />;
  if (profile.isError) return <Alert variant="error">{t('info.loadError')}</Alert>;

  const toggle = async (weeklyDigest: boolean) => {
    try {
      await update.mutateAsync(weeklyDigest);
      toast({ title: t('notifications.saved'), variant: 'success' });
    } catch {
      toast({ title: t('security.error'), variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('notifications.title')}</CardTitle>
        <p className="text-sm text-slate-600">{t('notifications.language')}</p>
      </CardHeader>
      <CardContent>
        <div className="flex items-start gap-3">
          <Checkbox
            id={id}
            checked={profile.data.weeklyDigest}
            disabled={update.isPending}
            onCheckedChange={(checked) => void toggle(checked)}
            aria-describedby={`${id}-text`}
            className="mt-0.5"
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-900">
              {t('notifications.weeklyDigest')}
            </label>
            <p id={`${id}-text`} className="text-sm text-slate-600">
              {t('notifications.weeklyDigestText')}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
