import type { Language } from '../../common/i18n/language';

/** Dates and numbers follow Canadian French or Canadian English conventions (spec: fr-CA, en-CA). */
export const localeOf = (language: string): 'fr-CA' | 'en-CA' => (language === 'en' ? 'en-CA' : 'fr-CA');

export function formatMoney(amount: number, language: Language | string): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'code',
  }).format(amount);
}

export function formatDate(value: Date | string | number, language: Language | string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(value));
}

export function formatDateTime(value: Date | string | number, language: Language | string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(value),
  );
}
