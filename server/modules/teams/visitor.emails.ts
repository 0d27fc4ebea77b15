import type { Language } from '../../../common/i18n/language';
import type { Config } from '../../config';
import { renderEmail } from '../../platform/email/email-layout';
import type { Mailer } from '../../platform/email/mailer';
import { translate } from '../../platform/i18n/translate';

/**
 * The one-time visitor link, in the language the visitor used: to confirm a new address and join
 * the team, or, for an address that already has an account, to sign in to it unchanged.
 */
export async function sendVisitorLinkEmail(options: {
  mailer: Mailer;
  config: Config;
  to: string;
  name: string;
  team: string;
  token: string;
  existingAccount: boolean;
  language: Language;
}): Promise<void> {
  const t = (key: string) =>
    translate({
      language: options.language,
      namespace: 'email',
      key: `visitor.${key}`,
      params: { email: options.to, name: options.name, team: options.team },
    });
  const kind = options.existingAccount ? 'existing' : 'join';
  const url = `${options.config.publicUrl}/visitor-access?${new URLSearchParams({ token: options.token })}`;
  const email = renderEmail({
    language: options.language,
    operator: options.config.operator,
    subject: t(`${kind}Subject`),
    paragraphs: [t(`${kind}Intro`)],
    action: { label: t(`${kind}Action`), url },
    closing: [t('expiry'), t('ignore')],
  });
  await options.mailer.send({ to: options.to, ...email });
}
