import { describe, expect, it } from 'vitest';
import { checkEmail, gmailComposeUrl } from './webmail';

describe('checkEmail', () => {
  it('asks for an address when it is blank', () => {
    expect(checkEmail('')).toBe('empty');
    expect(checkEmail('   ')).toBe('empty');
  });
  it('refuses what is not text@text.text', () => {
    for (const bad of ['marie', 'marie@', 'marie@exemple', '@exemple.ca', 'ma rie@exemple.ca']) {
      expect(checkEmail(bad), bad).toBe('invalid');
    }
  });
  it('accepts a plausible address, spaces around it trimmed', () => {
    expect(checkEmail(' marie.tremblay@prevention.qc.ca ')).toBe('ok');
  });
});

describe('gmailComposeUrl', () => {
  it('prefills recipient, subject and body, encoded', () => {
    const url = new URL(
      gmailComposeUrl({ to: 'contact@risquevision.ca', subject: 'Demande — SST', body: 'a & b' }),
    );
    expect(url.origin).toBe('https://mail.google.com');
    expect(url.searchParams.get('view')).toBe('cm');
    expect(url.searchParams.get('to')).toBe('contact@risquevision.ca');
    expect(url.searchParams.get('su')).toBe('Demande — SST');
    expect(url.searchParams.get('body')).toBe('a & b');
  });
});
