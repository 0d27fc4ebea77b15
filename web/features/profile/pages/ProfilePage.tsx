import { useTranslation } from 'react-i18next';
import { AppShell } from '../../../app/layouts/AppShell';
import { Badge } from '../../../ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/Card';
import { Tabs } from '../../../ui/Tabs';
import { useSession } from '../../auth/session';
import { SecuritySection } from '../components/SecuritySection';
import { TeamSection } from '../components/TeamSection';

/** `/profile` and `/conseiller-sst/profil`: the account, the team (administrators) and security. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  if (session.status !== 'authenticated') return null;
  const user = session.user;
  const team = 'team' in user ? user.team : null;
  const notSpecified = <span className="text-slate-500 italic">{t('info.notSpecified')}</span>;

  const rows = [
    { label: t('info.name'), value: user.name ?? notSpecified },
    { label: t('info.email'), value: user.email },
    {
      label: t('info.tier'),
      value: <Badge variant="brand">{t(`common:tiers.${user.tier ?? 'none'}`)}</Badge>,
    },
    { label: t('info.team'), value: team?.name ?? notSpecified },
    { label: t('info.role'), value: user.role ? t(`roles.${user.role}`) : notSpecified },
  ];
  const items = [
    {
      value: 'profile',
      label: t('tabs.profile'),
      content: (
        <Card>
          <CardHeader>
            <CardTitle>{t('info.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
              {rows.map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-500">{row.label}</dt>
                  <dd className="break-all text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
      ),
    },
    ...(user.role === 'admin' ? [{ value: 'team', label: t('tabs.team'), content: <TeamSection /> }] : []),
    { value: 'security', label: t('tabs.security'), content: <SecuritySection email={user.email} /> },
  ];

  return (
    <AppShell title={t('title')}>
      <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
      <Tabs items={items} label={t('tabsLabel')} />
    </AppShell>
  );
}
