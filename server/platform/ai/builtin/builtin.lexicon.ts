import { type Hazard, hazards } from '../../../../common/domain/hazards';
import { CONTROL_TERMS, IGNORED_CUES, OTHER_SENSES, SOURCE_TERMS, WEAK_CUES } from './builtin.lexicon-cues';
import type { ConceptRule } from './builtin.rule';
import { accessAndVehicleRules } from './builtin.rules-access-vehicles';
import { everydayRules } from './builtin.rules-everyday';
import { healthRules } from './builtin.rules-health';
import { machineAndEnergyRules } from './builtin.rules-machines-energy';
import { sectorRules } from './builtin.rules-sectors';
import { workRules } from './builtin.rules-work';
import { participle } from './builtin.scan';
import { STATUS_MARKER_CLASSES } from './builtin.status-words';
import { stemKeysOf } from './builtin.stems';
import { foldWord, keyOf, PARTICLES, tokenize } from './builtin.tokens';
import { MARKER_CLASSES, MARKERS, type MarkerClass } from './builtin.words';

/**
 * The catalogue's cues, the concept rules and the context markers compiled once into one index of word
 * patterns, so a document is read in a single pass whatever the size of the lexicon.
 */

/**
 * One word of a term. Every pattern has the same fields, whatever its kind: the matcher tests thousands of them
 * per page, and objects of one shape keep that loop fast.
 */
export interface Pattern {
  /**
   * `exact`: the word's light-stem key; `literal`: the same, for an article or preposition the term requires
   * (« =en marche »); `prefix`: any word starting with `raw` (« électri* »); `stem` (« ~brûlure »): any word
   * sharing one of `keys`, its French or English Snowball stems (builtin.stems.ts).
   */
  kind: 'exact' | 'prefix' | 'literal' | 'stem';
  key: string;
  raw: string;
  keys: readonly string[];
  /** Short capitalised words (CO, PV, MIG) are acronyms: only capitals in the text match them. */
  upper: boolean;
  /**
   * A weak English -ing cue (« grounding », "blocking", "lifting") names an activity; the light stem reduces it to a
   * noun (ground, block, lift) that the text uses in other senses, so only -ing and -ed forms match.
   */
  activity: boolean;
  /** A particle written after a space: it does not match the second half of a compound (« take-off »). */
  spaced: boolean;
  /**
   * The second half of a compound (« plaques-étiquettes »): it matches the next word, not one past punctuation
   * (« la plaque : étiquette d'inspection »).
   */
  compound: boolean;
  /**
   * A prefix whose last « m » is an « rn » folded for OCR (« burn* » is read as « bum »): not followed by « p » or
   * « b », which no « rn » is, so "bump test" is no burn.
   */
  foldedRn: boolean;
}

function pattern(kind: Pattern['kind'], fields: Partial<Omit<Pattern, 'kind'>>): Pattern {
  return {
    kind,
    key: fields.key ?? '',
    raw: fields.raw ?? '',
    keys: fields.keys ?? [],
    upper: fields.upper ?? false,
    activity: fields.activity ?? false,
    spaced: fields.spaced ?? false,
    compound: fields.compound ?? false,
    foldedRn: fields.foldedRn ?? false,
  };
}

export interface Term {
  id: number;
  patterns: Pattern[];
  /** The term itself says « sans », "no" …: it is not cancelled by a negation in front of it. */
  negated: boolean;
  /** The term names a protective measure (CONTROL_TERMS): negated, it is a missing control, not an absent hazard. */
  control: boolean;
  /** The catalogue cues this term spells, and the concept-rule groups it belongs to. */
  cues: CueUse[];
  rules: RuleUse[];
}

export interface CueUse {
  hazardId: string;
  weak: boolean;
  control: boolean;
  /** Sign wording in capitals in the catalogue (« ESPACE CLOS — ENTRÉE INTERDITE »). */
  sign: boolean;
  /** The catalogue gives this cue in French only: an English sentence does not read it (raté ≠ "rate"). */
  frenchOnly: boolean;
}

export interface RuleUse {
  rule: number;
  /** The group index, or -1 for an `unless` term. */
  group: number;
}

export interface Lexicon {
  terms: Term[];
  byKey: Map<string, Term[]>;
  byPrefix: Map<string, Term[]>;
  /** Terms starting with a stem family, by each of its stem keys. */
  byStem: Map<string, Term[]>;
  prefixLengths: number[];
  virtual: Map<string, Term>;
  rules: readonly ConceptRule[];
  /** `joins[k]`: the phrase's word k is hyphenated to the one before (« zero-energy »). */
  markers: Map<string, Marker[]>;
  /** Every exact key, for the fuzzy repair of OCR words. */
  vocabulary: Map<number, string[]>;
  /** By hazard, the keys of words that put its cues in another sense (builtin.lexicon-cues.ts). */
  otherSenses: Map<string, Set<string>>;
  /**
   * By hazard, pairs of adjacent words (« key key ») from its catalogue substitution and engineering measures:
   * "sequential-trigger nailers", « protecteurs de disque ». Named next to the hazard, they are its controls.
   */
  measurePairs: Map<string, Set<string>>;
}

export interface Marker {
  cls: MarkerClass;
  keys: string[];
  joins: boolean[];
  /**
   * Status words are matched as written, inflection included: "trained" is no "train", "monitored" no computer
   * "monitor", « équipé » no « équipe » (a team). Accented words match only with their accents; others whatever
   * the accents of the text. Null for the other markers, which are compared by stem.
   */
  words: { word: string; accented: boolean; raw: string }[] | null;
}

export const CONCEPT_RULES: readonly ConceptRule[] = [
  ...accessAndVehicleRules,
  ...machineAndEnergyRules,
  ...healthRules,
  ...workRules,
  ...sectorRules,
  ...everydayRules,
];

const NEGATORS = new Set(MARKERS.negation.map((word) => keyOf(word)));

const DEFECT_CUE =
  /(?<!\p{L})(?:off|removed|missing|bypassed|defeated|disabled|broken|open|enlevée?s?|retirée?s?|manquante?s?|brisée?s?|ouverte?s?|désactivée?s?|contournée?s?)(?!\p{L})/iu;

function parsePatterns(text: string, activities = false): Pattern[] {
  const patterns: Pattern[] = [];
  const words = text.trim().split(/\s+/);
  for (const word of words) {
    const spaced = patterns.length > 0 && PARTICLES.has(foldWord(word));
    if (word.startsWith('~')) {
      const raw = tokenize(word.slice(1))[0]?.raw ?? '';
      patterns.push(pattern('stem', { keys: stemKeysOf(raw), spaced }));
      continue;
    }
    const start = patterns.length;
    const literal = word.startsWith('=');
    const prefix = word.endsWith('*');
    const clean = word.replace(/^=/, '').replace(/\*$/, '');
    const parts = tokenize(clean);
    parts.forEach((part, index) => {
      const source = clean.slice(part.start, part.end);
      // Articles inside a phrase are skipped like in the text; at its edges they are meant (« du sol »,
      // "concrete pour"), and dropping them would leave a bare, ambiguous word.
      const edge =
        (word === words[0] && index === 0) || (word === words.at(-1) && index === parts.length - 1);
      if (prefix && index === parts.length - 1)
        patterns.push(
          pattern('prefix', { raw: part.raw, foldedRn: /rn$/i.test(source) && part.raw.endsWith('m') }),
        );
      else if (literal || (part.stop && edge && (words.length > 1 || parts.length > 1)))
        patterns.push(pattern('literal', { key: part.key }));
      else if (!part.stop) {
        const upper = words.length === 1 && parts.length === 1 && /^\p{Lu}{2,4}$/u.test(source);
        const activity = activities && /^[a-z]{3,}ing$/.test(part.raw) && part.key !== part.raw;
        patterns.push(pattern('exact', { key: part.key, upper, activity, compound: index > 0 }));
      }
    });
    if (patterns.length > start && spaced) patterns[start]!.spaced = true;
  }
  return patterns;
}

/** Spellings of one term: as written, and with hyphens closed up (« garde-\ncorps » rejoined as one word). */
function variantsOf(text: string): string[] {
  const variants = [text];
  // Not around a short part: « Info-Ex » closed up is « InfoEx », whose stem is « info ».
  const closed = text.replace(/(?<=\p{L}{3})-(?=\p{L}{3})/gu, '');
  if (closed !== text) variants.push(closed);
  return variants;
}

/**
 * A rule's French verb in the infinitive (« monter », « soulever ») reads every tense of it as well (« montait »,
 * « soulevaient »): rules list a few forms, and evidence uses any tense.
 */
function inflects(alternative: string): boolean {
  return /^\p{Ll}{3,}(?:er|ir)$/u.test(alternative);
}

function signature(patterns: Pattern[]): string {
  return patterns
    .map((p) =>
      p.kind === 'prefix'
        ? `${p.raw}*`
        : p.kind === 'stem'
          ? `~${p.keys.join('/')}`
          : `${p.kind[0]}:${p.key}${p.activity ? '+ing' : ''}${p.upper ? '^' : ''}`,
    )
    .join(' ');
}

function buildLexicon(): Lexicon {
  const lexicon: Lexicon = {
    terms: [],
    byKey: new Map(),
    byPrefix: new Map(),
    byStem: new Map(),
    prefixLengths: [],
    virtual: new Map(),
    rules: CONCEPT_RULES,
    markers: new Map(),
    vocabulary: new Map(),
    otherSenses: new Map(
      Object.entries(OTHER_SENSES).map(([hazardId, words]) => [hazardId, new Set(words.map(keyOf))]),
    ),
    measurePairs: new Map(hazards.map((hazard) => [hazard.id, measurePairsOf(hazard)])),
  };
  const bySignature = new Map<string, Term[]>();

  function intern(text: string, activities = false): Term[] {
    if (text.startsWith('@')) {
      let term = lexicon.virtual.get(text);
      if (!term) {
        term = {
          id: lexicon.terms.length,
          patterns: [],
          negated: false,
          control: false,
          cues: [],
          rules: [],
        };
        lexicon.terms.push(term);
        lexicon.virtual.set(text, term);
      }
      return [term];
    }
    const result: Term[] = [];
    for (const variant of variantsOf(text)) {
      const patterns = parsePatterns(variant, activities);
      const first = patterns[0];
      if (!first) continue;
      const key = signature(patterns);
      const known = bySignature.get(key);
      if (known) {
        result.push(...known);
        continue;
      }
      const negated = patterns.some(
        (p) => (p.kind === 'exact' || p.kind === 'literal') && NEGATORS.has(p.key),
      );
      const term: Term = {
        id: lexicon.terms.length,
        patterns,
        negated,
        control: isControl(patterns),
        cues: [],
        rules: [],
      };
      lexicon.terms.push(term);
      bySignature.set(key, [term]);
      if (first.kind === 'prefix') {
        const list = lexicon.byPrefix.get(first.raw) ?? [];
        list.push(term);
        lexicon.byPrefix.set(first.raw, list);
      } else if (first.kind === 'stem') {
        for (const stemKey of first.keys) {
          const list = lexicon.byStem.get(stemKey) ?? [];
          list.push(term);
          lexicon.byStem.set(stemKey, list);
        }
      } else {
        const list = lexicon.byKey.get(first.key) ?? [];
        list.push(term);
        lexicon.byKey.set(first.key, list);
      }
      for (const pattern of patterns) {
        if (pattern.kind === 'prefix' || pattern.kind === 'stem') continue;
        const bucket = lexicon.vocabulary.get(pattern.key.length) ?? [];
        if (!bucket.includes(pattern.key)) bucket.push(pattern.key);
        lexicon.vocabulary.set(pattern.key.length, bucket);
      }
      result.push(term);
    }
    return result;
  }

  const controlKeys = CONTROL_TERMS.map((text) => parsePatterns(text).map((p) => signature([p])));
  const sourceKeys = new Set(SOURCE_TERMS.map((text) => signature(parsePatterns(text))));
  const isControl = (patterns: Pattern[]) => {
    if (sourceKeys.has(signature(patterns))) return false;
    const keys = patterns.map((p) => signature([p]));
    return controlKeys.some(
      (control) =>
        control.length > 0 &&
        keys.some((_, start) => control.every((key, offset) => keys[start + offset] === key)),
    );
  };

  for (const hazard of hazards) {
    const weak = new Set((WEAK_CUES[hazard.id] ?? []).map((cue) => foldWord(cue)));
    const ignored = new Set((IGNORED_CUES[hazard.id] ?? []).map((cue) => foldWord(cue)));
    const cues = [
      ...hazard.cues.fr.map((cue) => ({ cue, french: true })),
      ...hazard.cues.en.map((cue) => ({ cue, french: false })),
    ];
    for (const { cue, french } of cues) {
      if (ignored.has(foldWord(cue))) continue;
      // A weak cue is ambiguous already: an -ing one keeps its -ing (« grounding » is no « ground », "lifting" no "lift").
      const ambiguous = weak.has(foldWord(cue));
      for (const term of intern(cue, ambiguous)) {
        const uses = term.cues;
        const known = uses.find((use) => use.hazardId === hazard.id);
        if (known) {
          if (!french) known.frenchOnly = false;
          continue;
        }
        uses.push({
          frenchOnly: french,
          hazardId: hazard.id,
          weak: weak.has(foldWord(cue)),
          // A cue that names the measure's defect (« protecteur enlevé », "guard off") is the hazard, not its control.
          control: isControl(term.patterns) && !DEFECT_CUE.test(cue),
          sign: cue.length > 3 && cue === cue.toUpperCase() && /\p{L}.*\s/u.test(cue),
        });
      }
    }
  }

  CONCEPT_RULES.forEach((conceptRule, ruleIndex) => {
    const groups = [...conceptRule.groups.map((group, index) => ({ group, index }))];
    if (conceptRule.unless) groups.push({ group: conceptRule.unless, index: -1 });
    for (const { group, index } of groups) {
      for (const alternative of group.split('|')) {
        for (const term of [
          ...intern(alternative),
          ...(inflects(alternative) ? intern(`~${alternative}`) : []),
        ]) {
          if (!term.rules.some((use) => use.rule === ruleIndex && use.group === index))
            term.rules.push({ rule: ruleIndex, group: index });
        }
      }
    }
  });

  for (const cls of MARKER_CLASSES) {
    for (const phrase of MARKERS[cls]) {
      const tokens = tokenize(phrase);
      const keys = tokens.map((token) => token.key);
      const first = keys[0];
      if (!first) continue;
      const list = lexicon.markers.get(first) ?? [];
      // Status words, and what someone took away (« a enlevé », not « à enlever »), match as written.
      const exact = (STATUS_MARKER_CLASSES as readonly string[]).includes(cls) || cls === 'removal';
      list.push({
        cls,
        keys,
        joins: tokens.map((token) => token.joined),
        words: exact
          ? tokens.map((token) => ({
              word: participle(token.word),
              accented: token.word !== token.raw,
              raw: token.raw,
            }))
          : null,
      });
      lexicon.markers.set(first, list);
    }
  }

  lexicon.prefixLengths = [...new Set([...lexicon.byPrefix.keys()].map((raw) => raw.length))].sort(
    (a, b) => a - b,
  );
  return lexicon;
}

// What follows « plutôt que », "rather than" in a measure is what it replaces, not a measure.
const CONTRAST = new Set(['rather', 'plutot', 'instead', 'than', 'lieu']);
// Connecting words that make no measure of a pair: « plus léger », "between knee", « muni de ».
const LINKS = new Set(['plus', 'between', 'entre', 'muni', 'munie', 'munis', 'fitted', 'equipped', 'equipe']);

/** Adjacent content words of a hazard's physical measures (substitution, engineering), both languages. */
export function measurePairsOf(hazard: Hazard): Set<string> {
  const pairs = new Set<string>();
  for (const level of [hazard.measures.substitution, hazard.measures.engineering]) {
    if ('omitted' in level) continue;
    for (const text of [...level.fr, ...level.en]) {
      let replaced = false;
      const tokens = tokenize(text);
      tokens.forEach((token, index) => {
        if (token.barrier) replaced = false;
        if (CONTRAST.has(token.raw)) replaced = true;
        const next = tokens[index + 1];
        if (replaced || !next || next.barrier || CONTRAST.has(next.raw)) return;
        if (token.stop || next.stop || LINKS.has(token.raw) || LINKS.has(next.raw)) return;
        // "Retire tractors without ROPS": a pair with its negation is what the measure forbids, and in a document
        // it says the measure is missing.
        if (NEGATORS.has(token.key) || NEGATORS.has(next.key)) return;
        if (token.key.length < 3 || next.key.length < 3 || /\d/.test(token.key + next.key)) return;
        pairs.add(`${token.key} ${next.key}`);
      });
    }
  }
  return pairs;
}

let cached: Lexicon | null = null;

/** Compiled on first use (a few milliseconds) and shared by every analysis. */
export function getLexicon(): Lexicon {
  cached ??= buildLexicon();
  return cached;
}
