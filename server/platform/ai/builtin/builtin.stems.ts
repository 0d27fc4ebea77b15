import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as frenchStem } from '@orama/stemmers/french';

/**
 * Snowball stems (French) and Porter stems (English) of a folded word, for paraphrase families: a rule
 * alternative written « ~brûlure » matches every word whose French or English stem is that of « brûlure »
 * (brûlures, brûlé…; "burns", "burned", "burning"), in either language whatever the analysis language. The
 * light stemmer of builtin.tokens.ts stays the key of every other term, so the catalogue's cues read as before.
 */

const cache = new Map<string, readonly string[]>();
const MAX_CACHED = 100_000;

/** `f:<French stem>` and `e:<English stem>` of a folded word (lower case, no accents). */
export function stemKeysOf(raw: string): readonly string[] {
  let keys = cache.get(raw);
  if (keys) return keys;
  keys = raw.length < 3 || /\d/.test(raw) ? [] : [`f:${frenchStem(raw)}`, `e:${englishStem(raw)}`];
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(raw, keys);
  return keys;
}
