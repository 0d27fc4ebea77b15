import type { Lexicon, Marker, Pattern, Term } from './builtin.lexicon';
import type { Span } from './builtin.segments';
import { stemKeysOf } from './builtin.stems';
import { PARTICLES, type Token, withinEdits } from './builtin.tokens';
import { MARKER_CLASSES, type MarkerClass } from './builtin.words';

/**
 * The low-level reading of a segment's tokens: where each lexicon term occurs, which context markers
 * (negation, affirmation, danger …) sit on which word, and the OCR repair of misread words.
 */

export interface Occurrence {
  term: Term;
  /** First and last token of the match, in the segment's token list. */
  first: number;
  last: number;
  span: Span;
}

// One bit per marker class, so each token carries all its context flags in one 32-bit word.
export const BIT = Object.fromEntries(MARKER_CLASSES.map((cls, index) => [cls, 1 << index])) as Record<
  MarkerClass,
  number
>;
// After a comma, « mais » / "but" continues the thought: « offerts, mais peu de travailleurs les portent ».
export const CONTINUATIONS = new Set(['mai', 'mais', 'but', 'however', 'cependant']);
// « chute de hauteur » matches « chutes en hauteur », but a phrase does not stretch over a whole clause.
const MAX_SKIPPED_STOPWORDS = 3;

let knownKeys: Set<string> | null = null;

/** OCR misreads a letter or two in long words (« HARNAlS »): repair them to the nearest lexicon word. */
export function repairOcr(tokens: Token[], lexicon: Lexicon): void {
  knownKeys ??= new Set([...lexicon.vocabulary.values()].flat());
  for (const token of tokens) {
    if (token.stop || token.key.length < 5 || knownKeys.has(token.key) || /\d/.test(token.key)) continue;
    for (const length of [token.key.length, token.key.length - 1, token.key.length + 1]) {
      const match = lexicon.vocabulary.get(length)?.find((word) => withinEdits(token.key, word, 1));
      if (match) {
        token.key = match;
        token.repaired = true;
        break;
      }
    }
  }
}

/** A French participle in its masculine singular: « attachées », « verrouillée » read as « attaché », « verrouillé ». */
export function participle(word: string): string {
  return word.replace(/é(?:e|s|es)$/u, 'é');
}

const ACTIVITY_FORM = /(?:ing|ings|ed)$/;

// Letters that follow an « m » but never an « rn »: « bump », « bumble » are no « burn ».
const FOLDED_RN_NEVER_BEFORE = new Set(['p', 'b']);

function matches(pattern: Pattern, token: Token): boolean {
  if (pattern.kind === 'prefix')
    return (
      token.raw.startsWith(pattern.raw) &&
      !(pattern.foldedRn && FOLDED_RN_NEVER_BEFORE.has(token.raw[pattern.raw.length] ?? ''))
    );
  if (pattern.kind === 'stem')
    return !token.stop && stemKeysOf(token.raw).some((key) => pattern.keys.includes(key));
  if (pattern.key !== token.key) return false;
  if (pattern.kind === 'literal') return true;
  if (pattern.activity && !ACTIVITY_FORM.test(token.raw)) return false;
  return !pattern.upper || token.upper;
}

function matchTerm(term: Term, tokens: Token[], start: number): number {
  let index = start;
  for (let k = 0; k < term.patterns.length; k++) {
    const pattern = term.patterns[k]!;
    if (k > 0) {
      index++;
      let skipped = 0;
      while (pattern.kind !== 'literal' && tokens[index]?.stop && skipped < MAX_SKIPPED_STOPWORDS) {
        index++;
        skipped++;
      }
    }
    const token = tokens[index];
    if (!token || !matches(pattern, token) || (pattern.compound && token.barrier)) return -1;
    if (pattern.spaced && token.joined && index > 0 && !tokens[index - 1]!.stop) return -1;
  }
  return index;
}

/** A verb and particle written with a space are not their hyphenated compound: « take off » is no « take-off ». */
function fitsMarker(tokens: Token[], start: number, marker: Marker): boolean {
  for (let offset = 0; offset < marker.keys.length; offset++) {
    const token = tokens[start + offset];
    const key = marker.keys[offset]!;
    if (token?.key !== key) return false;
    const exact = marker.words?.[offset];
    if (exact && (exact.accented ? participle(token.word) !== exact.word : token.raw !== exact.raw))
      return false;
    if (offset > 0 && token.joined && !marker.joins[offset] && PARTICLES.has(key)) return false;
  }
  return true;
}

/**
 * The markers starting with a key, split by their second key: common words start dozens of phrases (« a » 69, « on »
 * 36), and only those whose second word is the next word can fit.
 */
interface MarkersAt {
  single: Marker[];
  bySecond: Map<string, Marker[]>;
}

const markerIndexes = new WeakMap<Lexicon, Map<string, MarkersAt>>();

function markerIndex(lexicon: Lexicon): Map<string, MarkersAt> {
  let index = markerIndexes.get(lexicon);
  if (!index) {
    index = new Map();
    for (const [key, markers] of lexicon.markers) {
      const at: MarkersAt = { single: [], bySecond: new Map() };
      for (const marker of markers) {
        const second = marker.keys[1];
        if (second === undefined) at.single.push(marker);
        else {
          const list = at.bySecond.get(second);
          if (list) list.push(marker);
          else at.bySecond.set(second, [marker]);
        }
      }
      index.set(key, at);
    }
    markerIndexes.set(lexicon, index);
  }
  return index;
}

export function markTokens(tokens: Token[], lexicon: Lexicon): Uint32Array {
  const flags = new Uint32Array(tokens.length);
  const index = markerIndex(lexicon);
  const mark = (start: number, markers: Marker[] | undefined) => {
    if (markers)
      for (const marker of markers) {
        if (!fitsMarker(tokens, start, marker)) continue;
        for (let offset = 0; offset < marker.keys.length; offset++) flags[start + offset]! |= BIT[marker.cls];
      }
  };
  for (let start = 0; start < tokens.length; start++) {
    const markers = index.get(tokens[start]!.key);
    if (!markers) continue;
    mark(start, markers.single);
    if (start + 1 < tokens.length) mark(start, markers.bySecond.get(tokens[start + 1]!.key));
  }
  return flags;
}

/**
 * The terms that may start at a word, split by what their second word must be: most terms are phrases, and a
 * phrase whose second word is not the next word (or the next past a few articles) need not be tried at all.
 */
interface Candidates {
  /** The light-stem key these candidates were computed for: a word's key may differ from its spelling's. */
  key: string;
  /** Terms of one word, and phrases whose second word is a prefix or a stem family: tried in full. */
  tried: Term[];
  /** Phrases by the key of their second word. */
  bySecond: Map<string, Term[]>;
}

const candidateCache = new Map<string, Candidates>();
const MAX_CACHED_CANDIDATES = 100_000;

function termsStartingAt(token: Token, lexicon: Lexicon): Term[] {
  const keyed = lexicon.byKey.get(token.key) ?? [];
  // An article or preposition only starts a term that requires it (« =en marche », « =à bras »).
  if (token.stop) return keyed.filter((term) => term.patterns[0]?.kind === 'literal');
  const terms = [...keyed];
  for (const stemKey of lexicon.byStem.size > 0 ? stemKeysOf(token.raw) : []) {
    const stemmed = lexicon.byStem.get(stemKey);
    if (stemmed) for (const term of stemmed) if (!terms.includes(term)) terms.push(term);
  }
  for (const length of lexicon.prefixLengths) {
    if (length > token.raw.length) break;
    const prefixed = lexicon.byPrefix.get(token.raw.slice(0, length));
    if (prefixed) terms.push(...prefixed);
  }
  return terms;
}

/** Computed once per distinct word (OCR-repaired words, whose key is not their spelling's, each time). */
function candidatesOf(token: Token, lexicon: Lexicon): Candidates {
  const cached = token.repaired ? undefined : candidateCache.get(token.raw);
  if (cached?.key === token.key) return cached;
  const candidates: Candidates = { key: token.key, tried: [], bySecond: new Map() };
  for (const term of termsStartingAt(token, lexicon)) {
    const second = term.patterns[1];
    if (!second || second.kind === 'prefix' || second.kind === 'stem') candidates.tried.push(term);
    else {
      const list = candidates.bySecond.get(second.key);
      if (list) list.push(term);
      else candidates.bySecond.set(second.key, [term]);
    }
  }
  if (candidateCache.size >= MAX_CACHED_CANDIDATES) candidateCache.clear();
  if (!token.repaired && !cached) candidateCache.set(token.raw, candidates);
  return candidates;
}

export function findOccurrences(tokens: Token[], lexicon: Lexicon): Occurrence[] {
  const found: Occurrence[] = [];
  const tryTerm = (term: Term, start: number) => {
    const last = matchTerm(term, tokens, start);
    if (last >= 0)
      found.push({ term, first: start, last, span: { start: tokens[start]!.start, end: tokens[last]!.end } });
  };
  for (let start = 0; start < tokens.length; start++) {
    const candidates = candidatesOf(tokens[start]!, lexicon);
    for (const term of candidates.tried) tryTerm(term, start);
    if (candidates.bySecond.size === 0) continue;
    // A phrase's second word is the next word, or the next past the articles matchTerm skips.
    for (let next = start + 1; next < tokens.length && next <= start + 1 + MAX_SKIPPED_STOPWORDS; next++) {
      const key = tokens[next]!.key;
      let tried = false;
      for (let seen = start + 1; seen < next && !tried; seen++) tried = tokens[seen]!.key === key;
      const terms = tried ? undefined : candidates.bySecond.get(key);
      if (terms) for (const term of terms) tryTerm(term, start);
      if (!tokens[next]!.stop) break;
    }
  }
  return found;
}
