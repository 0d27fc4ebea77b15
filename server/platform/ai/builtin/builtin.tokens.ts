/**
 * Word-level normalisation shared by the lexicon and the evidence, so that a cue written once in the catalogue
 * matches the forms a document or an OCR engine actually produces: case, accents, ligatures, elisions,
 * hyphenation at line ends, light French and English inflection, and the OCR confusions that do not collide
 * with real words.
 */

export interface Token {
  /** Stemmed comparison form; the lexicon is compiled to the same form. */
  key: string;
  /** Folded form before stemming, for the lexicon's prefix terms (descend* …). */
  raw: string;
  /** The word in lower case with its accents, for status words whose inflection is their meaning (« équipé »). */
  word: string;
  start: number;
  end: number;
  /** Articles and prepositions: skipped inside phrases so « chute de hauteur » matches « chute en hauteur ». */
  stop: boolean;
  /** All capitals in the source, so short acronyms (CO, LIE, PV) only match as acronyms. */
  upper: boolean;
  /** A comma, colon, period or bracket stands between this token and the previous one. */
  barrier: boolean;
  /** A hyphen, and nothing else, joins this token to the previous one (« take-off », "height-adjustable"). */
  joined: boolean;
  /** The OCR pass replaced the key with the nearest lexicon word. */
  repaired: boolean;
}

// Articles, prepositions and auxiliaries in both languages. Negators (pas, sans, no, not …) are deliberately
// absent: they carry the meaning of « sans harnais » and « aucun espace clos ».
const STOPWORDS = new Set(
  (
    'a au aux ce ces cet cette d de des du en et ou l la le les leur leurs lui ma mes mon par pour qu que qui s sa ' +
    'se ses son sur un une y c j m t il elle ils elles on est sont dans avec entre vers chez etre ete ne n ' +
    'an the of to in at by for from and or with into onto is are was were be been being it its this that these ' +
    'those their his her as than there which who'
  ).split(' '),
);

/** Lower case, no accents, ligatures expanded; the same fold as common/domain foldText, per word. */
export function foldWord(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\p{M}\u00AD]/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss');
}

/**
 * OCR confusions that are safe to apply everywhere because no word of the lexicon depends on the difference:
 * u read as v (« Echafavdage »), m read as rn, and inside words digits read for letters (0/O, 1/l, 5/S).
 * Confusions that would merge real words (l/i: sol, soi) are left to the fuzzy pass on OCR pages only.
 */
export function skeleton(folded: string): string {
  let word = folded;
  if (/\p{L}/u.test(word) && /\d/.test(word) && /^\p{L}.*\p{L}$/u.test(word)) {
    word = word.replace(/0/g, 'o').replace(/1/g, 'l').replace(/5/g, 's');
  }
  return word.replace(/\|/g, 'l').replace(/v/g, 'u').replace(/rn/g, 'm');
}

// English agent nouns whose -er is not a French infinitive ending: « trucker » must not become « truck ».
const KEEP_ER = new Set(
  'trucker trailer container counter printer planer cleaner shower poster lighter spotter flagger rigger picker stacker sander grader edger loader heater driver worker breaker freezer housekeeper officer'
    .split(' ')
    .map((word) => skeleton(word)),
);

// English words whose -ent is not a French verb ending: « solvent » must not become « solve ».
const KEEP_ENT = new Set(
  'solvent present current patient client agent accident incident rodent detergent reagent content event frequent urgent absent equipment'
    .split(' ')
    .map((word) => skeleton(word)),
);

// Inflected words whose stem would be another word: sanding is no « sand » (foundry sand, silica), a coast's shore
// is no trench's shoring, a planet transiting is no « transite » (asbestos-cement board), someone cornered is no
// street corner (folded as tokens carry it, « rn » read as « m »), a fish holding in the current is in no fish
// hold, a guard that rattled is no rattler.
const KEEP_WORD = new Set([
  'sanding',
  'sanded',
  'shore',
  'shores',
  'transiting',
  'transit',
  'transits',
  // …and the board keeps its own « e », so a canal's or a bus's transit is not its stem; a table's edge
  // (« sur la tranche ») is no trench (« tranchée »).
  'transite',
  'tranche',
  'tranches',
  'comered',
  'holding',
  'rattle',
  'rattles',
  'rattled',
  'rattling',
]);

/**
 * A light stemmer for both languages at once (documents mix them): plurals, feminine and verb endings, so
 * « descendent / descendre », « mouillée / mouiller », « guards / guarding » and « travaux / travail » compare
 * equal. It only has to be consistent, because the lexicon goes through it too.
 */
export function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || /\d/.test(w) || KEEP_WORD.has(w)) return w;
  if (w.endsWith('eaux')) w = w.slice(0, -1);
  else if (w.endsWith('aux') && w.length > 4) w = `${w.slice(0, -3)}al`;
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/[^s]s$/.test(w) || (w.endsWith('x') && w.length > 4)) w = w.slice(0, -1);
  if (w.endsWith('ail') && w.length > 4) w = `${w.slice(0, -3)}al`;
  if (w.endsWith('ing') && w.length >= 7) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length >= 6) w = w.slice(0, -2);
  else if (w.endsWith('ent') && w.length >= 7 && !KEEP_ENT.has(w)) w = w.slice(0, -3);
  else if (/(er|ir|re)$/.test(w) && w.length >= 7 && !KEEP_ER.has(w)) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  if (w.endsWith('e') && w.length >= 5) w = w.slice(0, -1);
  // « travaillent », « travaille » and « travail » share one stem.
  if (w.endsWith('aill') && w.length > 5) w = `${w.slice(0, -4)}al`;
  return w;
}

export function keyOf(word: string): string {
  return stem(skeleton(foldWord(word)));
}

/**
 * English particles: a verb and its particle hyphenated make a noun (« take-off », "cut-off", "set-up"), so a
 * phrase written with a space (take off: remove) does not match the compound. Other hyphenated words match their
 * spaced spelling ("fall-arrest", "zero-energy").
 */
export const PARTICLES = new Set(['off', 'out', 'up', 'down', 'over', 'away', 'back', 'in', 'on']);

export function isStopword(raw: string): boolean {
  return STOPWORDS.has(raw);
}

// A word is a run of letters, digits and marks; « | » and the soft hyphen are OCR's and typesetting's noise inside one.
const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;
const wordCharacters = new Map<number, boolean>();

/** Scanned by hand rather than by a regular expression: tokenising is the engine's busiest loop. */
function isWordCharacter(code: number): boolean {
  if (code < 128)
    return (
      (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 124
    );
  if (code === 0xad) return true;
  let known = wordCharacters.get(code);
  if (known === undefined) {
    known = WORD_CHARACTER.test(String.fromCodePoint(code));
    wordCharacters.set(code, known);
  }
  return known;
}

/** The end of the word starting at `start`. */
function wordEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    const code = text.codePointAt(end)!;
    if (!isWordCharacter(code)) break;
    end += code > 0xffff ? 2 : 1;
  }
  return end;
}
const NUMBER_WITH_UNIT = /^(\d+(?:[.,]\d+)?)(\p{L}+)$/u;
const BARRIER = /[,;:.!?()[\]]/;
const HYPHEN_BREAK = /^[-‐‑]\s*\n\s*$/;
const HYPHEN = /^[-‐‑]$/;

/**
 * « porter » (to wear, to carry) is the commonest verb of a safety text, and its forms stem like « porte » (a door)
 * and « port » (a harbour): « portent un gilet » is neither. Its unambiguous forms get a key of their own; « porte »
 * itself is the verb after a subject (« il porte », « qui porte »).
 */
const PORTER_FORMS = /^port(?:ent|ez|ons|ais|ait|aient|ant|é|és|er|era|eront|erait|eraient)$/u;
const PORTER_KEY = 'porter';
const PORTER_SUBJECTS = new Set([
  'il',
  'elle',
  'on',
  'qui',
  'je',
  'tu',
  'ne',
  'n',
  'chacun',
  'chacune',
  'tout',
]);

// Documents repeat their words: normalising each distinct spelling once keeps long files fast.
const normalised = new Map<
  string,
  { raw: string; word: string; key: string; stop: boolean; upper: boolean }
>();
const MAX_CACHED_WORDS = 100_000;

function makeToken(
  text: string,
  start: number,
  end: number,
  source: string,
  gap: { barrier: boolean; joined: boolean },
): Token {
  let word = normalised.get(source === text ? text : `${text}\u0000${source}`);
  if (!word) {
    const raw = skeleton(foldWord(text));
    word = {
      raw,
      word: text.normalize('NFC').toLowerCase(),
      key: PORTER_FORMS.test(text.normalize('NFC').toLowerCase()) ? PORTER_KEY : stem(raw),
      stop: STOPWORDS.has(raw),
      // "PFDs", "SDSs": an acronym's plural is still the acronym.
      upper:
        /\p{Lu}/u.test(source) && !/\p{Ll}/u.test(source.length > 3 ? source.replace(/s$/u, '') : source),
    };
    if (normalised.size >= MAX_CACHED_WORDS) normalised.clear();
    normalised.set(source === text ? text : `${text}\u0000${source}`, word);
  }
  // Written out field by field: every token has one shape, which keeps the matcher's loops fast.
  return {
    key: word.key,
    raw: word.raw,
    word: word.word,
    start,
    end,
    stop: word.stop,
    upper: word.upper,
    barrier: gap.barrier,
    joined: gap.joined,
    repaired: false,
  };
}

/**
 * Splits text into tokens with their offsets in the source, so a quote can always be cut from the original.
 * A word broken by a hyphen at a line end (« sched-\nule ») becomes one token; « 60kg » becomes two.
 */
export function tokenize(text: string, from = 0, to = text.length): Token[] {
  const tokens: Token[] = [];
  let previousEnd = from;
  let at = from;
  while (at < to) {
    const code = text.codePointAt(at)!;
    if (!isWordCharacter(code)) {
      at += code > 0xffff ? 2 : 1;
      continue;
    }
    const start = at;
    const end = wordEnd(text, start);
    const word = text.slice(start, end);
    at = end;
    // Most gaps are one space: only look closer at longer ones or punctuation.
    const simpleGap = start - previousEnd === 1 && text.charCodeAt(previousEnd) === 32;
    const gap = simpleGap ? ' ' : text.slice(previousEnd, start);
    const last = tokens.at(-1);
    if (!simpleGap && last && HYPHEN_BREAK.test(gap) && /^\p{Ll}/u.test(word)) {
      // Rejoin the halves of a word hyphenated at a line end and keep one token spanning both.
      tokens.pop();
      const whole = text.slice(last.start, previousEnd) + word;
      tokens.push(makeToken(whole, last.start, end, whole, { barrier: last.barrier, joined: last.joined }));
      previousEnd = end;
      continue;
    }
    previousEnd = end;
    if ((word.includes('|') || word.includes('\u00AD')) && word.replace(/[|\u00AD]/g, '') === '') continue;
    const barrier = !simpleGap && tokens.length > 0 && BARRIER.test(gap);
    const joined = !simpleGap && tokens.length > 0 && HYPHEN.test(gap);
    const unit = word.charCodeAt(0) <= 57 ? NUMBER_WITH_UNIT.exec(word) : null;
    if (unit?.[1] && unit[2]) {
      const split = start + unit[1].length;
      tokens.push(makeToken(unit[1], start, split, unit[1], { barrier, joined }));
      tokens.push(makeToken(unit[2], split, end, unit[2], { barrier: false, joined: false }));
    } else {
      const token = makeToken(word, start, end, word, { barrier, joined });
      if ((token.raw === 'porte' || token.raw === 'portes') && last && PORTER_SUBJECTS.has(last.raw))
        token.key = PORTER_KEY;
      tokens.push(token);
    }
  }
  return tokens;
}

/** Levenshtein distance, stopping early once it exceeds `limit` (the fuzzy pass only needs 0 or 1). */
export function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}
