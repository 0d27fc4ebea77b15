/** The spec's simple e-mail pattern: text, @, text, dot, text. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailCheck = 'ok' | 'empty' | 'invalid';

export function checkEmail(value: string): EmailCheck {
  const trimmed = value.trim();
  if (!trimmed) return 'empty';
  return SIMPLE_EMAIL.test(trimmed) ? 'ok' : 'invalid';
}

/** A Gmail compose window with the recipient, subject and body already filled in. */
export function gmailComposeUrl(options: { to: string; subject: string; body: string }): string {
  const params = new URLSearchParams({
    view: 'cm',
    fs: '1',
    to: options.to,
    su: options.subject,
    body: options.body,
  });
  return `https://mail.google.com/mail/?${params.toString()}`;
}
