import i18next, { type Resource } from 'i18next';
import enApi from '../../../common/i18n/en/api.json';
import enAssistantAnswer from '../../../common/i18n/en/assistant-answer.json';
import enCommon from '../../../common/i18n/en/common.json';
import enEmail from '../../../common/i18n/en/email.json';
import enEngine from '../../../common/i18n/en/engine.json';
import enErrors from '../../../common/i18n/en/errors.json';
import enReport from '../../../common/i18n/en/report.json';
import frApi from '../../../common/i18n/fr/api.json';
import frAssistantAnswer from '../../../common/i18n/fr/assistant-answer.json';
import frCommon from '../../../common/i18n/fr/common.json';
import frEmail from '../../../common/i18n/fr/email.json';
import frEngine from '../../../common/i18n/fr/engine.json';
import frErrors from '../../../common/i18n/fr/errors.json';
import frReport from '../../../common/i18n/fr/report.json';
import type { Language } from '../../../common/i18n/language';

const dictionaries = {
  fr: {
    errors: frErrors,
    email: frEmail,
    api: frApi,
    common: frCommon,
    report: frReport,
    engine: frEngine,
    'assistant-answer': frAssistantAnswer,
  },
  en: {
    errors: enErrors,
    email: enEmail,
    api: enApi,
    common: enCommon,
    report: enReport,
    engine: enEngine,
    'assistant-answer': enAssistantAnswer,
  },
} as const;

export type ServerNamespace = keyof (typeof dictionaries)['fr'];

function lookup(tree: unknown, path: string): string | undefined {
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

// The same library and message files as the web app, so interpolation and plurals (`_zero`, `_one`,
// `_other` chosen by the language's own rules: French counts 0 as singular) behave alike. The
// server writes plain text (PDF, Word, e-mail layouts escape what they must), so nothing is escaped.
const messages = i18next.createInstance();
void messages.init({
  resources: dictionaries as unknown as Resource,
  lng: 'fr',
  fallbackLng: false,
  initAsync: false,
  keySeparator: '.',
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
});

/**
 * Looks a message up in the shared message files (the same ones the web app reads). A `count`
 * parameter picks the plural form; an unknown key returns the key, which a test forbids.
 */
export function translate(options: {
  language: Language;
  namespace: ServerNamespace;
  key: string;
  params?: Record<string, string | number>;
}): string {
  return messages.t(options.key, { lng: options.language, ns: options.namespace, ...options.params });
}

export function hasTranslation(options: { namespace: ServerNamespace; key: string }): boolean {
  return (
    lookup(dictionaries.fr[options.namespace], options.key) !== undefined &&
    lookup(dictionaries.en[options.namespace], options.key) !== undefined
  );
}
