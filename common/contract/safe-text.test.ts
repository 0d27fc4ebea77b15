import { describe, expect, it } from 'vitest';
import { isSafeLine, isSafeText, stripBidiControls } from './safe-text';

describe('safe text checks', () => {
  it('refuses NUL, bell, escape, DEL and C1 controls everywhere', () => {
    for (const value of ['a\u0000b', 'a\u0007', '\u001b[31m', 'x\u007f', 'y\u0085']) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(false);
      expect(isSafeLine(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('allows tabs and line breaks in multi-line text only', () => {
    expect(isSafeText('Ligne 1\r\n\tLigne 2\n')).toBe(true);
    expect(isSafeLine('Ligne 1\nLigne 2')).toBe(false);
    expect(isSafeLine('a\tb')).toBe(false);
  });

  it('keeps accents, quotes and emoji', () => {
    expect(isSafeLine('Salle de fermentation « B » — élévation 🦺')).toBe(true);
  });

  it('strips every bidirectional control from a name', () => {
    expect(stripBidiControls('facture\u202Efdp.exe')).toBe('facturefdp.exe');
    expect(stripBidiControls('\u2066a\u2067b\u2068c\u2069\u200E\u200F\u061C\u202A\u202B\u202C\u202Dd')).toBe(
      'abcd',
    );
  });
});
