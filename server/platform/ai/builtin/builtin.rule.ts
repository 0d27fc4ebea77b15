/**
 * A concept rule catches what cue words miss: paraphrase. Each group lists alternatives separated by « | »,
 * and every group must occur in the same sentence (or the same sign), on different words. Term syntax:
 * a word ending in `*` is a prefix (« descend* » for descendent, descendu …), a word starting with `=` is
 * required even when it is an article or preposition, and `@name` is a quantity read from numbers
 * (see builtin.quantities.ts).
 */
export interface ConceptRule {
  readonly hazard: string;
  readonly groups: readonly string[];
  /** The rule stays silent when one of these occurs in the sentence (e.g. « garde-corps » for machine guards). */
  readonly unless?: string;
  /** Weak rules need a second clue (another cue or rule) before they raise a risk. */
  readonly weak?: boolean;
  /** The passage describes an unsafe act or a missing control: it raises the likelihood. */
  readonly danger?: boolean;
  /** The single group is a protective measure that must be said to be missing (« sans », "no", « brisé »). */
  readonly missing?: boolean;
  /** The groups may be spread over two consecutive sentences of the same page. */
  readonly near?: boolean;
  /**
   * The groups must come in their order: "inside the tank" is an entry, "tanks strapped inside the truck" is not.
   */
  readonly ordered?: boolean;
  /**
   * At most this many tokens from the first group's word to the last (default 16): a floor and a cable at either
   * end of a long clause are rarely one trip hazard.
   */
  readonly window?: number;
  /**
   * The rule reads a symptom (« douleurs aux épaules »), not a cause: where the evidence gives one of these
   * hazards a full clue, the symptom is its sign and raises nothing of its own.
   */
  readonly explainedBy?: readonly string[];
}

type RuleOptions = Omit<ConceptRule, 'hazard' | 'groups'>;

/** The hazards whose own clue explains a sore wrist, shoulder or forearm better than repetitive work does. */
export const STRAIN_CAUSES: readonly string[] = [
  'office-ergonomics',
  'awkward-postures',
  'manual-handling',
  'patient-handling',
  'hand-arm-vibration',
];

/**
 * What only a person's fall lands on or breaks (« tombé sur la hanche », « à la renverse », « 3 côtes fêlées », "fell in
 * the water"): the one who fell is the worker, not a thing that fell on them.
 */
export const A_PERSON_FELL =
  'sur la hanche|sur les fesses|sur le coccyx|à la renverse|à l’eau|côtes fêlées|côtes cassées|on his hip|on her hip|' +
  'in the water|into the water|overboard|cracked ribs';

/** A machine said to do the work by itself (« empileur automatique », "automated palletizer"): no one lifts or drives. */
export const AUTOMATED = 'automatic*|automated|automatique*|automatisé*|palletiz*|palettis*';

export function rule(hazard: string, groups: readonly string[], options: RuleOptions = {}): ConceptRule {
  return { hazard, groups, ...options };
}
