import { hazards } from '../../../common/domain/hazards';
import { foldText } from '../../../common/domain/risk';
import { stemKeysOf } from '../../platform/ai/builtin/builtin.stems';

// Words that carry no subject in a question, in both languages (folded: no accents).
const STOP_WORDS = new Set(
  (
    'les des une un le la du de et ou en au aux dans pour par sur avec sans que qui quoi quel quels quelle quelles ' +
    'est sont ont a ai il elle ils elles nous vous ce ces cette son sa ses leur leurs plus moins tous toutes tout ' +
    'comment pourquoi quand combien faire fait doit doivent peut peuvent y ne pas se entre chez notre nos votre vos ' +
    'the a an and or of to in on at for by with without what which who how why when where is are was were be been ' +
    'do does did can could should would must our your their there this that these those from about into all any ' +
    'quelles lesquels existe existent dire savoir avoir etre tell know have there risque risques risk risks'
  ).split(/\s+/),
);

/** A word of the question: as written (to say what went unanswered) and its French and English stems. */
export interface QuestionTerm {
  word: string;
  keys: readonly string[];
}

const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The question's subject words, each once, stop words and short words left out. */
export function questionTerms(question: string): QuestionTerm[] {
  const seen = new Set<string>();
  const terms: QuestionTerm[] = [];
  const written = question.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const word of written) {
    const folded = foldText(word);
    if (folded.length < 3 || STOP_WORDS.has(folded) || seen.has(folded)) continue;
    seen.add(folded);
    const keys = stemKeysOf(folded);
    terms.push({ word, keys: keys.length > 0 ? keys : [`w:${folded}`] });
  }
  return terms;
}

/** The stems present in a text, for matching against question terms. */
export function textKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const word of wordsOf(text)) {
    keys.add(`w:${word}`);
    for (const key of stemKeysOf(word)) keys.add(key);
  }
  return keys;
}

/** The question terms a text contains (by stem, in either language). */
export function termsFoundIn(terms: readonly QuestionTerm[], keys: ReadonlySet<string>): QuestionTerm[] {
  return terms.filter((term) => term.keys.some((key) => keys.has(key)));
}

/** About `length` characters of `text` around the first word holding one of `terms`. */
export function excerptAround(text: string, terms: readonly QuestionTerm[], length = 240): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= length) return clean;
  let at = 0;
  const pattern = /[\p{L}\p{N}]+/gu;
  for (let match = pattern.exec(clean); match; match = pattern.exec(clean)) {
    const keys = stemKeysOf(foldText(match[0]));
    if (terms.some((term) => term.keys.some((key) => keys.includes(key)))) {
      at = match.index;
      break;
    }
  }
  const start = Math.max(0, at - Math.floor(length / 3));
  const slice = clean.slice(start, start + length);
  return `${start > 0 ? '…' : ''}${slice}${start + length < clean.length ? '…' : ''}`;
}

/**
 * The question's terms, each also answering to the names of the catalogue hazards it helps name,
 * in both languages: « chariots élévateurs » also finds an English document's "forklifts", and is
 * then answered. A hazard is named when every word of its name, or of one of its cue phrases, is
 * among the question's stems. `words` are those names' words, for the full-text search.
 */
export function withHazardNames(terms: readonly QuestionTerm[]): { terms: QuestionTerm[]; words: string[] } {
  const significant = (phrase: string) =>
    wordsOf(phrase).filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  const extra = new Map<QuestionTerm, Set<string>>();
  const words = new Set<string>();
  for (const hazard of hazards) {
    const names = [hazard.name.fr, hazard.name.en].flatMap(significant);
    for (const phrase of [hazard.name.fr, hazard.name.en, ...hazard.cues.fr, ...hazard.cues.en]) {
      const phraseWords = significant(phrase);
      const naming = phraseWords.map((word) =>
        terms.filter((term) => stemKeysOf(word).some((key) => term.keys.includes(key))),
      );
      if (phraseWords.length === 0 || naming.some((found) => found.length === 0)) continue;
      for (const term of naming.flat()) {
        const keys = extra.get(term) ?? new Set<string>();
        for (const name of names) for (const key of stemKeysOf(name)) keys.add(key);
        extra.set(term, keys);
      }
      for (const name of names) words.add(name);
      break;
    }
  }
  return {
    terms: terms.map((term) => {
      const keys = extra.get(term);
      return keys ? { ...term, keys: [...new Set([...term.keys, ...keys])] } : term;
    }),
    words: [...words],
  };
}
