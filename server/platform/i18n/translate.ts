import enApi from '../../../common/i18n/en/api.json';
import enCommon from '../../../common/i18n/en/common.json';
import enEmail from '../../../common/i18n/en/email.json';
import enEngine from '../../../common/i18n/en/engine.json';
import enErrors from '../../../common/i18n/en/errors.json';
import enReport from '../../../common/i18n/en/report.json';
import frApi from '../../../common/i18n/fr/api.json';
import frCommon from '../../../common/i18n/fr/common.json';
import frEmail from '../../../common/i18n/fr/email.json';
import frEngine from '../../../common/i18n/fr/engine.json';
import frErrors from '../../../common/i18n/fr/errors.json';
import frReport from '../../../common/i18n/fr/report.json';
import type { Language } from '../../../common/i18n/language';

const dictionaries = {
  fr: { errors: frErrors, email: frEmail, api: frApi, common: frCommon, report: frReport, engine: frEngine },
  en: { errors: enErrors, email: enEmail, api: enApi, common: enCommon, report: enReport, engine: enEngine },
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

/**
 * Looks a message up in the shared message files (the same ones the web app reads), with
 * i18next-style {{name}} interpolation. An unknown key returns the key, which a test forbids.
 */
export function translate(options: {
  language: Language;
  namespace: ServerNamespace;
  key: string;
  params?: Record<string, string | number>;
}): string {
  const template = lookup(dictionaries[options.language][options.namespace], options.key) ?? options.key;
  const params = options.params ?? {};
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export function hasTranslation(options: { namespace: ServerNamespace; key: string }): boolean {
  return (
    lookup(dictionaries.fr[options.namespace], options.key) !== undefined &&
    lookup(dictionaries.en[options.namespace], options.key) !== undefined
  );
}
