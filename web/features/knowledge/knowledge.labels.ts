import type { LocalizedList, LocalizedText } from '../../../common/contract/knowledge';
import type { Language } from '../../../common/i18n/language';

/** The page's language as the catalogue knows it: English for any en-* tag, French otherwise. */
export function catalogueLanguage(language: string | undefined): Language {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

/** A catalogue label in the given language, e.g. `labelIn(jurisdiction.name, i18n.language)`. */
export function labelIn(text: LocalizedText, language: string | undefined): string {
  return text[catalogueLanguage(language)];
}

/** A catalogue list (such as the laws used for analysis) in the given language. */
export function listIn(list: LocalizedList, language: string | undefined): string[] {
  return list[catalogueLanguage(language)];
}
