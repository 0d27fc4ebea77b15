/** The two languages of the product; French is the default everywhere. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

export function isLanguage(value: unknown): value is Language {
  return value === 'fr' || value === 'en';
}

/**
 * The analysis request names its language in words ("français", "english"); the result is French
 * when the analysis language is french, français or fr, otherwise English (spec part 1 §4).
 */
export function languageFromAnalysisLanguage(value: string | null | undefined): Language {
  const normalized = (value ?? '').trim().toLowerCase();
  // A request that names no language at all gets the product's default rather than English.
  if (normalized === '') return DEFAULT_LANGUAGE;
  return ['french', 'français', 'francais', 'fr'].includes(normalized) ? 'fr' : 'en';
}

/** Picks fr or en from an Accept-Language header, preferring the earliest listed; French by default. */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('fr')) return 'fr';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
