import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { routes } from '../../common/contract/routes';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../common/i18n/language';
import { readStoredUser } from '../features/auth/auth-storage';
import { api } from '../lib/api-client';

// The spec keeps the choice under two keys; both are written so either reader finds it.
const LANGUAGE_KEYS = ['language', 'preferred-language'] as const;

// Each namespace is its own chunk: a page downloads only the messages it shows.
const messageFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../common/i18n/*/*.json');

export function readStoredLanguage(): Language {
  try {
    for (const key of LANGUAGE_KEYS) {
      const value = localStorage.getItem(key);
      if (isLanguage(value)) return value;
    }
  } catch {
    // Storage can be disabled (private mode, policies): the default language still works.
  }
  return DEFAULT_LANGUAGE;
}

export function storeLanguage(language: Language): void {
  try {
    for (const key of LANGUAGE_KEYS) localStorage.setItem(key, language);
  } catch {
    // Not persisted when storage is unavailable; the page still switches.
  }
}

export async function initI18n(): Promise<typeof i18n> {
  const language = readStoredLanguage();
  document.documentElement.lang = language;
  await i18n
    .use(
      resourcesToBackend(async (lng: string, ns: string) => {
        const load = messageFiles[`../../common/i18n/${lng}/${ns}.json`];
        if (!load) throw new Error(`No messages for ${lng}/${ns}`);
        return (await load()).default;
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['fr', 'en'],
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      showSupportNotice: false,
    });
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18n;
}

/**
 * Switches the language everywhere and remembers it; for a signed-in person, also on the server,
 * so the e-mails they receive follow the same choice.
 */
export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
  if (readStoredUser()) {
    api(routes.preferences, { body: { preferredLanguage: language } }).catch(() => {
      // The interface has switched; the server learns the preference at the next change.
    });
  }
}
