import type { Language } from '../../../../common/i18n/language';
import { translate } from '../../i18n/translate';

/** Why a rating moved away from the catalogue's default; worded in common/i18n/{fr,en}/engine.json. */
export const REASONS = [
  'several',
  'danger',
  'incident',
  'exposure',
  'controlled',
  'shortfall',
  'height',
  'loud',
  'heavy',
] as const;
export type Reason = (typeof REASONS)[number];

/** One of the few sentences the builtin engine adds to a catalogue description, in the analysis language. */
export function phrase(language: Language, key: string, params?: Record<string, string | number>): string {
  return translate({ language, namespace: 'engine', key, params });
}
