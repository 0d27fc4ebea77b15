/** A user-visible text in both product languages; French is the default language of the product. */
export type LocalizedText = { readonly fr: string; readonly en: string };

/** A list of user-visible strings in both languages (lists may differ in length between languages). */
export type LocalizedList = { readonly fr: readonly string[]; readonly en: readonly string[] };

export { LANGUAGES, type Language } from '../i18n/language';
