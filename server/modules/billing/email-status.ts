import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { EmailStatusResponse } from '../../../common/contract/billing';
import type { Language } from '../../../common/i18n/language';
import { translate } from '../../platform/i18n/translate';

const CHECK_TIMEOUT_MS = 5000;

/** The SMTP server's address without its credentials, safe to show and to log. */
export function smtpServiceName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const port = url.port || (url.protocol === 'smtps:' ? '465' : '587');
  return `${url.hostname}:${port}`;
}

/**
 * Checks the e-mail service actually configured: with SMTP_URL, a real connection and EHLO (and the
 * login, when the URL carries one) within a few seconds; otherwise, that the outbox can be written.
 */
export async function checkEmailService(options: {
  smtpUrl: string | null;
  outboxDir: string;
  language: Language;
}): Promise<EmailStatusResponse> {
  const t = (key: string, params: Record<string, string>) =>
    translate({ language: options.language, namespace: 'api', key: `emailStatus.${key}`, params });
  const answer = (
    provider: Pick<EmailStatusResponse['provider'], 'kind' | 'name'>,
    success: boolean,
    message: string,
  ): EmailStatusResponse => ({
    timestamp: new Date().toISOString(),
    provider: { ...provider, configured: provider.kind === 'smtp', status: { success, message } },
  });
  if (options.smtpUrl) {
    const provider = { kind: 'smtp' as const, name: smtpServiceName(options.smtpUrl) };
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: CHECK_TIMEOUT_MS,
      greetingTimeout: CHECK_TIMEOUT_MS,
      socketTimeout: CHECK_TIMEOUT_MS,
    });
    try {
      await transport.verify();
      return answer(provider, true, t('smtpOk', { name: provider.name }));
    } catch (error) {
      // The code (ECONNREFUSED, ETIMEDOUT, EAUTH …) says enough and never carries the password.
      const reason = (error as { code?: string }).code ?? 'ERROR';
      return answer(provider, false, t('smtpFailed', { name: provider.name, reason }));
    } finally {
      transport.close();
    }
  }
  const provider = { kind: 'outbox' as const, name: options.outboxDir };
  try {
    await mkdir(options.outboxDir, { recursive: true });
    await access(options.outboxDir, constants.W_OK);
    return answer(provider, true, t('outboxOk', { name: provider.name }));
  } catch {
    return answer(provider, false, t('outboxFailed', { name: provider.name }));
  }
}
