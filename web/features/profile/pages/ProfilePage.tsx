import { useTranslation } from 'react-i18next';
import { AppShell } from '../../../app/layouts/AppShell';
import { Tabs } from '../../../ui/Tabs';
import { useSession } from '../../auth/session';
import { SubscriptionSection } from '../../billing/SubscriptionSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { ProfileDetails } from '../components/ProfileDetails';
import { SecuritySection } from '../components/SecuritySection';
import { TeamSection } from '../components/TeamSection';
import { useProfile } from '../profile.queries';

/**
 * `/profile` and `/conseiller-sst/profil`: the person's details, the team (administrators), security
 * and notifications. The subscription tab joins them with billing.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const profile = useProfile();
  if (session.status !== 'authenticated') return null;
  const user = session.user;
  const team = 'team' in user ? user.team : null;

  const items = [
    {
      value: 'profile',
      label: t('tabs.profile'),
      content: (
        <ProfileDetails
          tier={t(`common:tiers.${user.tier ?? 'none'}`)}
          team={team?.name ?? null}
          role={user.role ? t(`roles.${user.role}`) : null}
        />
      ),
    },
    { value: 'subscription', label: t('tabs.subscription'), content: <SubscriptionSection /> },
    ...(user.role === 'admin' ? [{ value: 'team', label: t('tabs.team'), content: <TeamSection /> }] : []),
    {
      value: 'security',
      label: t('tabs.security'),
      content: (
        <SecuritySection email={user.email} twoFactorEnabled={profile.data?.twoFactorEnabled ?? false} />
      ),
    },
    { value: 'notifications', label: t('tabs.notifications'), content: <NotificationsSection /> },
  ];

  return (
    <AppShell title={t('title')}>
      <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">{t('title')}</h1>
      <Tabs items={items} label={t('tabsLabel')} />
    </AppShell>
  );
}
