import type { Language } from '../../../common/i18n/language';
import type { Operator } from '../../config';
import { translate } from '../i18n/translate';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function actionButton(action: { label: string; url: string }, fallback: string): string {
  const url = escapeHtml(action.url);
  return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#174a77;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:10px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:#475569">${escapeHtml(fallback)}<br><a href="${url}" style="color:#1d5f99;word-break:break-all">${url}</a></p>`;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The branded message every e-mail shares: greeting, paragraphs, an optional action button with
 * its link spelled out for clients that block buttons, then the operator's identity.
 */
export function renderEmail(options: {
  language: Language;
  operator: Operator;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing: string[];
}): EmailContent {
  const t = (key: string) => translate({ language: options.language, namespace: 'email', key });
  const text = [
    t('greeting'),
    '',
    ...options.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(options.action
      ? [`${options.action.label}${options.language === 'fr' ? ' : ' : ': '}${options.action.url}`, '']
      : []),
    ...options.closing.flatMap((paragraph) => [paragraph, '']),
    t('signature'),
    '',
    '—',
    `${options.operator.name} · ${options.operator.address}`,
    t('footer'),
  ].join('\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.55;color:#1e293b">${escapeHtml(value)}</p>`;
  const html = `<!doctype html>
<html lang="${options.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(options.subject)}</title></head>
<body style="margin:0;background:#f1f5f9;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden">
<tr><td style="background:#0f2d4a;padding:20px 28px;font-size:20px;font-weight:700;color:#ffffff">Risque<span style="color:#f5b700">Vision</span></td></tr>
<tr><td style="padding:28px">
${paragraph(t('greeting'))}
${options.paragraphs.map(paragraph).join('\n')}
${options.action ? actionButton(options.action, t('linkFallback')) : ''}
${options.closing.map(paragraph).join('\n')}
${paragraph(t('signature'))}
</td></tr>
<tr><td style="background:#f8fafc;padding:16px 28px;font-size:12px;line-height:1.5;color:#64748b">${escapeHtml(options.operator.name)} · ${escapeHtml(options.operator.address)}<br>${escapeHtml(t('footer'))}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject: options.subject, text, html };
}
