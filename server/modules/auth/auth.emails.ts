import { accessTierOf } from '../../../common/domain/access';
import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/email/email-layout';
import type { Mailer } from '../../platform/email/mailer';
import { translate } from '../../platform/i18n/translate';
import type { UserRecord } from '../accounts/accounts.repository';

const link = (config: Config, path: string, params: Record<string, string>) =>
  `${config.publicUrl}${path}?${new URLSearchParams(params).toString()}`;

export async function sendPasswordResetEmail(options: {
  mailer: Mailer;
  config: Config;
  user: UserRecord;
  token: string;
  language: Language;
}): Promise<void> {
  const t = (key: string) =>
    translate({ language: options.language, namespace: 'email', key, params: { email: options.user.email } });
  const email = renderEmail({
    language: options.language,
    operator: options.config.operator,
    subject: t('passwordReset.subject'),
    paragraphs: [t('passwordReset.intro')],
    action: {
      label: t('passwordReset.action'),
      url: link(options.config, '/reset-password', { token: options.token }),
    },
    closing: [t('passwordReset.expiry'), t('passwordReset.ignore')],
  });
  await options.mailer.send({ to: options.user.email, ...email });
}

/** The invitation to create a password, in the invited person's language. */
export async function sendInvitationEmail(options: {
  mailer: Mailer;
  config: Config;
  user: UserRecord;
  token: string;
}): Promise<string> {
  const language = options.user.preferredLanguage;
  const tier = accessTierOf({ tier: options.user.tier, role: options.user.role });
  const tierName = translate({ language, namespace: 'common', key: `tiers.${tier ?? 'none'}` });
  const t = (key: string) =>
    translate({ language, namespace: 'email', key, params: { email: options.user.email, tier: tierName } });
  const url = link(options.config, '/set-password', {
    token: options.token,
    tier: tier ?? '',
    action: 'create',
  });
  const email = renderEmail({
    language,
    operator: options.config.operator,
    subject: t('invitation.subject'),
    paragraphs: [t('invitation.intro')],
    action: { label: t('invitation.action'), url },
    closing: [t('invitation.expiry'), t('invitation.ignore')],
  });
  await options.mailer.send({ to: options.user.email, ...email });
  return url;
}
