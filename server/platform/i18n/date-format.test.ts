import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format';

describe('dateFormat', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const options = { dateStyle: 'long', timeZone: 'America/Montreal' } as const;
    expect(dateFormat('fr-CA', options)).toBe(dateFormat('fr-CA', { ...options }));
    expect(dateFormat('fr-CA', options)).not.toBe(dateFormat('en-CA', options));
    expect(dateFormat('fr-CA', options).format(new Date('2026-11-25T03:00:00Z'))).toBe('24 novembre 2026');
  });
});
