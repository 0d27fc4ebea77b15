import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it('writes Canadian dollars the French-Canadian way', () => {
    expect(formatMoney(2000, 'fr').replace(/\s/g, ' ')).toBe('2 000,00 CAD');
  });
  it('writes Canadian dollars the English-Canadian way', () => {
    expect(formatMoney(2000, 'en').replace(/\s/g, ' ')).toBe('CAD 2,000.00');
  });
});

describe('formatDate', () => {
  it('uses fr-CA and en-CA', () => {
    const date = new Date(2025, 5, 28);
    expect(formatDate(date, 'fr')).toBe('28 juin 2025');
    expect(formatDate(date, 'en')).toBe('June 28, 2025');
  });
});
