import { Laptop, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast-store';
import { describeUserAgent } from '../device-name';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../profile.queries';

const MOBILE = /iPhone|iPad|iPod|Android|Mobile/i;

/** The account's live sessions, this one marked; any other can be signed out, or all at once. */
export function SessionsCard() {
  const { t, i18n } = useTranslation('profile');
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();

  if (sessions.isPending) return <Spinner label={t('common:loading')} />;
  if (sessions.isError) return <Alert variant="error">{t('sessions.loadError')}</Alert>;

  const deviceName = (userAgent: string | null) => {
    const device = describeUserAgent(userAgent);
    return device ? t('sessions.deviceOn', device) : t('sessions.unknownDevice');
  };
  const signOut = async (id: string) => {
    await revoke.mutateAsync(id);
    toast({ title: t('sessions.revoked'), variant: 'success' });
  };
  const signOutOthers = async () => {
    const { revoked } = await revokeOthers.mutateAsync();
    toast({ title: t('sessions.revokedOthers', { count: revoked }), variant: 'success' });
  };
  const others = sessions.data.filter((session) => !session.current).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sessions.title')}</CardTitle>
        <p className="text-sm text-slate-600">{t('sessions.text')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul className="divide-y divide-slate-100" data-testid="sessions">
          {sessions.data.map((session) => {
            const Icon = MOBILE.test(session.userAgent ?? '') ? Smartphone : Laptop;
            const name = deviceName(session.userAgent);
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {name}
                      {session.current && <Badge variant="success">{t('sessions.current')}</Badge>}
                    </p>
                    <p className="text-xs text-slate-600">
                      {t('sessions.lastSeen', { date: formatDateTime(session.lastSeenAt, i18n.language) })}
                      {session.ip ? ` · ${session.ip}` : ''}
                    </p>
                    <p className="text-xs text-slate-500">
                      {t('sessions.signedIn', { date: formatDateTime(session.createdAt, i18n.language) })}
                    </p>
                  </div>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t('sessions.revokeLabel', { device: name })}
                    onClick={() => void signOut(session.id)}
                  >
                    {t('sessions.revoke')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
        {others > 0 && (
          <div>
            <Button variant="outline" onClick={() => void signOutOthers()} loading={revokeOthers.isPending}>
              {t('sessions.revokeOthers')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
