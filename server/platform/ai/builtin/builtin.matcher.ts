import { getHazard } from '../../../../common/domain/hazards';
import {
  type ActionColumns,
  answeredNo,
  checkMark,
  HAZARD_LABEL,
  hazardTitle,
  headingEnd,
  IF_FOUND,
  NEXT_TIME,
  NOT_APPLICABLE,
  PLANNED,
  PROPOSAL,
  PROPOSED_AIDS,
  plannedOnly,
  readActionTableRow,
  readHazardTableRow,
  TOPIC,
} from './builtin.forms';
import { getLexicon, type Lexicon } from './builtin.lexicon';
import { findQuantities, quietReading } from './builtin.quantities';
import { BIT, findOccurrences, markTokens, type Occurrence, repairOcr } from './builtin.scan';
import { DETERMINERS, OBJECT_PRONOUNS, SegmentWords } from './builtin.segment-words';
import type { Span } from './builtin.segments';
import { harmlessSenses } from './builtin.senses';
import { type Token, tokenize } from './builtin.tokens';

/** The words of a concept rule must fall within this many tokens (a long clause, articles included). */
const RULE_WINDOW_TOKENS = 16;

// Function words that tell an English sentence from a French one (folded, as tokens carry them).
const ENGLISH_WORDS = new Set(
  'the and of is are was were with to for from by has have had this that their they it its be been at on an or but'.split(
    ' ',
  ),
);
const FRENCH_WORDS = new Set(
  'le la les des du de et est sont une un dans avec pour sur au aux qui que pas leur ce il ils elle ne se sa son ses d l qu'.split(
    ' ',
  ),
);

/**
 * English cues that are everyday French words (« Divers : … », « travaux divers », « le placard »): not read in a French
 * sentence.
 */
const FRENCH_HOMOGRAPHS: ReadonlyMap<string, string> = new Map(
  [
    ['divers', 'occupational-diving'],
    ['diverses', 'occupational-diving'],
    // « le placard de l'informatique » is a cupboard; a dangerous good's placard is a « plaque-étiquette ».
    ['placard', 'dangerous-goods-transport'],
    ['placards', 'dangerous-goods-transport'],
  ].map(([word, hazardId]) => [tokenize(word!)[0]!.raw, hazardId!]),
);

/**
 * A sentence clearly in English: French cues folded without their accents are English words there (« raté »
 * is "rate", « marche » is "March"), so they are not read. French sentences keep English cues, which Quebec
 * usage borrows (« le lockout »).
 */
export function isEnglish(tokens: readonly Token[]): boolean {
  return englishBy(functionWords(tokens));
}

/** How many of each language's function words a sentence holds. */
function functionWords(tokens: readonly Token[]): { english: number; french: number } {
  let english = 0;
  let french = 0;
  for (const token of tokens) {
    if (token.joined) continue;
    if (ENGLISH_WORDS.has(token.raw)) english++;
    else if (FRENCH_WORDS.has(token.raw)) french++;
  }
  return { english, french };
}

const englishBy = ({ english, french }: { english: number; french: number }) =>
  english >= 2 && english >= 3 * french;

/**
 * Reads one segment (a sentence or a sign): finds every cue, concept rule and quantity in it and decides,
 * from the words around each one, whether it raises a hazard, says the hazard is absent, or says a control
 * is in place.
 */

export interface SegmentHit {
  hazardId: string;
  /** 1 for a clear clue, 0.5 for an ambiguous one that needs corroboration. */
  weight: number;
  danger: boolean;
  span: Span;
  /** The term or rule that matched: a cue and a rule on the same words count once, different words add up. */
  clue: string;
  /** A bare mention of a protective measure (« garde-corps fixe »): its sentence's status says what it means. */
  control?: boolean;
  /** A protective measure said to be missing (« sans harnais », "no hot work permit"). */
  unmet?: boolean;
  /** A clear clue in a heading or a topic line, held to half a clue there: it names what the lines below are about. */
  titled?: boolean;
}

/**
 * What a sentence says of the hazards it names (issue 12): there and uncontrolled, there with controls in
 * place, or an event that already happened. Absent hazards (« aucun espace clos ») raise no hit at all.
 */
export type SegmentStatus = 'present' | 'controlled' | 'past';

export interface SegmentReading {
  hits: SegmentHit[];
  /**
   * Hazards whose protective measure is said to be in place (« garde-corps en place »), and where; `shared` when the
   * measure serves several hazards and the sentence names none of them (« dépoussiéreur »): a weak clue to each.
   */
  safe: { hazardId: string; span: Span; shared?: boolean }[];
  status: SegmentStatus;
  /** Hazards said not to be there (« aucun espace clos »). */
  absent: string[];
  danger: boolean;
  exposure: boolean;
  incident: boolean;
  quantities: Set<string>;
  /** Occurrences of near-rule groups, for the next segment to complete. */
  nearGroups: Map<number, Map<number, Span>>;
  /**
   * In a controlled sentence, hazards named in a clause of their own with no control in it and no measure of their
   * own (« le convoyeur est cadenassé, mais le plancher est couvert d’huile »): the control does not reach them.
   */
  uncontrolled: Set<string>;
  /** Where the sentence lists its measures apart from the hazard it names (a hazard table's controls column). */
  measures: Span | null;
}

// « C » and « NC »: an audit's conforme and non conforme.
const YES_ANSWERS = new Set(['o', 'oui', 'y', 'yes', 'c']);
const NO_ANSWERS = new Set(['n', 'non', 'no', 'nc']);
// A line that gives the measures in place, by its label.
export const MEASURES_LABEL =
  /^\W*(?:mesures(?:\s+(?:en\s+place|de\s+contrôle|de\s+prévention|prises|existantes))?|measures(?:\s+in\s+place)?|controls?(?:\s+in\s+place)?|existing\s+controls|contrôles?(?:\s+en\s+place)?|moyens\s+de\s+maîtrise)\s*:/iu;
// Measures still to be bought or given: « achat de 2 détecteurs, formation prévue en septembre ».
const TO_GET =
  /(?<!\p{L})(?:achat|acheter|achètera|commander|commandé\p{L}*|prévue?s?|à venir|à faire|buy|purchase|order|ordered|planned|to be|will be)(?!\p{L})/iu;
// A sentence that ends on its question mark, with no answer after it.
const ASKED = /\?[\s)\]»"’]*$/u;

// An item's answer that its work is no longer done: "we no longer do…", « on n'en fait plus », "not done anymore".
const NO_LONGER_ANSWER =
  /^\s*(?:[-–—]\s*)?(?:(?:we|they|i|staff|the company|on|nous|ils|l[’']entreprise)\s+)?(?:no longer\b|(?:do|does)\s*n[’']?o?t\s+\p{L}+(?:\s+\p{L}+)?\s+any\s?more\b|(?:ne|n[’'])\s*(?:(?:y|en|le|la|les|l[’'])\s*)?\p{L}+\s+plus\b|not done any\s?more\b|plus (?:fait|faite|faits|utilisé|utilisée|utilisés)\b)/iu;

// A rule stated for everyone in a document (« obligatoire », "mandatory", "must be worn"), not a need found.
const RULES_PROSE =
  /(?<!\p{L})(?:obligatoires?|mandatory|must be worn|required at all times|en tout temps)(?!\p{L})/iu;

// A sample's or a test's negative result, and how far from it (in characters) a tested hazard is read as its subject.
const NEGATIVE_RESULT =
  /(?<!\p{L}|pression |pressure )(?:n[ée]gati(?:f|ve)s?(?![-\s](?:pressure|pression))|negative(?![-\s]pressure)|non d[ée]tect[ée]e?s?|not detected|none detected|aucune? (?:fibre|trace)s? d[ée]tect[ée]e?s?|no [^.;:]{1,50}? detected|(?:survey|sampling|samples|tests?|analysis|analyses|échantillonnage|inventaire|relevé)(?:\s+(?:of|de|du|des)\s[^.;:]{0,40}?)?\s+(?:found|showed|revealed|n[’']a\s+(?:trouvé|révélé|détecté|montré))\s+(?:no|aucune?)|aucune?\s+matériaux?\s+(?:amiantifères?|contenant\s+de\s+l[’']amiante)|no\s+asbestos-containing\s+materials?|no\s+ACMs?)(?!\p{L})/iu;
// One of these stands in every wording of NEGATIVE_RESULT: most sentences hold none, and its lookbehind need not
// be tried at each of their characters.
const NEGATIVE_WORDS = /gati|tect|found|showed|revealed|trouvé|révélé|montré|amiant|asbestos|acm/iu;
const NEGATIVE_REACH = 50;

const WELL = new Set(['correct', 'correcte', 'corrects', 'correctes', 'ok', 'fine']);
const BEING = new Set('est sont suis etais etait etaient is are was were am s m'.split(' '));
const PEOPLE_PRONOUNS = new Set(['il', 'ils', 'elle', 'elles', 'y', 'he', 'she', 'they', 'i', 'je', 'j']);
const SHORT_WORDS = new Set(['only', 'seulement', 'juste']);
// "we only have 2 dollies for 6 vans", « seulement en 9 et 11 », "only one hand truck for 12 technicians".
const SHORT_BRIDGES = new Set(['en', 'in', 'a', 'at', 'aux', 'au', 'have', 'has', 'had', 'got']);
const ONLY_ONE = new Set(['seul', 'seule', 'single']);
const ONE = new Set(['un', 'une', 'a', 'one']);
const SMALL_COUNTS = new Set(['one', 'two', 'three', 'four', 'un', 'une', 'deux', 'trois', 'quatre']);

// Words before « 2 of 8 » that number a series, not people: "page 2 of 8", « étape 3 sur 5 ».
const SERIES = new Set('page p sheet feuille item step etape question part partie'.split(' '));
// Wearing or using a measure: "wore", "wearing", « portaient », "used".
const WORN =
  /^(?:wore|wear|wears|wearing|worn|used|using|uses|port(?:e|ent|aient|ait|ant|és?|ées?)|utilis\p{L}*)$/u;

// What comes in grains a word like « fine » sizes: dusts, powders, mists, fibres, sand.
const FINE_GRAINS =
  /^(?:\p{L}*dusts?|poussieres?|powders?|poudres?|particules?|particles?|particulates?|mists?|brumes?|brouillards?|sprays?|fibres?|fibers?|sables?|sand|silts?|limons?|shavings|copeaux|sciures?|farines?|flour|fumes?|gouttelettes|droplets)$/u;

const ONLY_WORDS = new Set(['only', 'just', 'seul', 'seule', 'seuls', 'seules', 'seulement', 'uniquement']);
// What "fine" describes when it means fine-grained (folded).
const FINE_MATTER = new Set(
  'dust powder particles particulate mist sand colour color resin fibres fibers fibre fiber silt clay flour'.split(
    ' ',
  ),
);
// An escalation written into a procedure, as written (« déclenché », a breaker tripped, is not one).
const ESCALATES = new Set(['triggers', 'dispatches', 'pages', 'alerts', 'déclenche', 'déclenchent']);
// Their first letters: a word starting otherwise is none of them, and its spelling need not be cut and lower-cased.
const ESCALATES_FIRST = new Set([...ESCALATES].map((word) => word[0]!));
const MISSED = new Set(['missed', 'manque', 'manques', 'manquee', 'manquees']);
const CALLS = new Set('call calls called appel appelle appeler phone phones escalate'.split(' '));

// Instruments that measure a level, whose calibration is no protection from it (folded).
const METERS = new Set([
  'meter',
  'sonometre',
  'dosimeter',
  'dosimetre',
  'luxmetre',
  'thermometer',
  'thermometre',
]);
const ALONE_WORDS = new Set(['seul', 'seule', 'seuls', 'seules']);

/** Hazards whose words, in a sentence that tells of another hazard, are that hazard's (unless the sentence says more). */
const SUBSUMED: readonly { hazardId: string; by: readonly string[]; unless?: RegExp }[] = [
  // "A guy came over the counter with a knife and I got cut": a robber's or an assailant's knife, and the cut it
  // gave, are the violence the sentence tells of, not a tool's edge.
  { hazardId: 'sharp-tools', by: ['robbery-cash-handling', 'workplace-violence'] },
  // "Walk-in freezer: inside release handle tested": the room one could be trapped in, not cold work, unless the
  // sentence gives the time spent inside or the cold's effects (the room's temperature, « -25 °C », is no cold work).
  {
    hazardId: 'cold-stress',
    by: ['walk-in-freezer-entrapment'],
    unless:
      /\b(?:hours?|heures?|\d+\s?h|spends?|spent|stays?|restent|passent|passer|quarts?|shifts?|all day|toute la journée|grand froid|engelures?|frostbite|hypotherm\p{L}*|freezer suits?)\b/iu,
  },
  // "A drunk guy threw a can at the cashier", « le fils d'un patient, en état d'ébriété, a bousculé » : the drink is
  // the assailant's, the hazard is the violence, unless the one impaired is at work.
  {
    hazardId: 'impairment',
    by: ['workplace-violence'],
    unless:
      /(?<!\p{L})(?:workers?|employees?|operators?|drivers?|staff|coworkers?|co-workers?|colleagues?|on the job|on shift|travailleur\p{L}*|employé\p{L}*|opérateur\p{L}*|chauffeur\p{L}*|collègue\p{L}*|au travail|sur (?:le|son) quart)(?!\p{L})/iu,
  },
  // « Un enfant … l'a frappée au visage pendant une crise », "a resident punched and struck her": the blow a person
  // gave is violence, not a thing's impact, unless the sentence names a thing that struck.
  {
    hazardId: 'struck-by',
    by: ['workplace-violence'],
    unless:
      /(?<!\p{L})(?:objets?|objects?|charges?|loads?|bo[iî]tes?|box(?:es)?|outils?|tools?|v[ée]hicules?|vehicles?|chariots?|forklifts?|camions?|trucks?|pi[eè]ces?|parts?|branches?|planches?|boards?|poutres?|beams?|tuyaux?|pipes?|chaises?|chairs?|plateaux?|trays?|haltères?|dumbbells?|axes?|haches?|balles?|rondelles?|pucks?|balls?)(?!\p{L})/iu,
  },
  // « Le robot empile les paquets (environ 30 kg chacun) »: the robot handles the load, unless a person does too.
  {
    hazardId: 'manual-handling',
    by: ['industrial-robots'],
    unless:
      /(?<!\p{L})(?:à la main|à bras|manuellement|by hand|manually|en panne|down|broken|brisé\p{L}*|arrêté\p{L}*|workers?|operators?|employees?|travailleur\p{L}*|opérat\p{L}*|employé\p{L}*|on|we|nous)(?!\p{L})/iu,
  },
  // "A visitor yelled at and shoved the nurse": the shouting is part of the assault the sentence tells of (not a
  // boss's or a co-worker's insults, which are harassment of their own).
  {
    hazardId: 'harassment',
    by: ['workplace-violence'],
    unless:
      /(?:sexu\p{L}*|sexis\p{L}*|racis\p{L}*|homophob\p{L}*|harc[eè]l\p{L}*|harass\p{L}*|bully\p{L}*|intimid\p{L}*|humili\p{L}*|insult\p{L}*|superviseur\p{L}*|supervisor|boss|owner|propriétaire|patron\p{L}*|gérant\p{L}*|manager|conductor|collègue\p{L}*|co-?workers?|foreman|contremaître)/iu,
  },
  // « Rouleaux de 600 kg déplacés au chariot élévateur », "500 kg bags lifted with the monorail hoist": the machine
  // carries the load, unless the sentence says someone handles it too.
  {
    hazardId: 'manual-handling',
    by: ['forklifts', 'overhead-cranes-hoists', 'cranes-rigging'],
    unless:
      /(?<!\p{L})(?:à la main|à bras|manuellement|by hand|manually|carr(?:y|ies|ied)|porte\p{L}*|soul[eè]v\p{L}*|pouss\p{L}*|tir\p{L}*|push\p{L}*|pull\p{L}*|back|dos)(?!\p{L})/iu,
  },
  // "Oven cleaner (caustic spray): we've all been spraying it barehanded": the spray is a cleaner's, a corrosive, a
  // disinfectant or a solvent, unless the sentence names what pests it is for.
  {
    hazardId: 'pesticides',
    by: ['corrosives', 'sterilants-disinfectants', 'solvents'],
    unless:
      /(?:pesticid|herbicid|insecticid|fongicid|fungicid|rodenticid|acaricid|glyphos|roundup|weeds?\b|mauvaises herbes|ravageur|\bpests?\b|insect|vermine|vermin|applicat|re-?entry interval|\bREI\b|airblast|épand|crops?\b|cultures|orchard|verger|greenhouse|serres?\b)/iu,
  },
  // "Thick pigeon droppings on every floor": the droppings' own hazard, not a general biological one, unless the
  // sentence names another agent (mice's droppings carry hantavirus).
  {
    hazardId: 'biological-agents',
    by: ['bird-droppings'],
    unless:
      /(?:blood|sang\b|sewage|égout|eaux usées|vomi|feces|fecal|human waste|bacteri|bactéri|virus|legionell|mould|moisissure|souris|mouse|mice|\brats?\b|rongeur|rodent|hantavirus)/iu,
  },
  // « Un enfant a mordu Mélodie au bras », "a resident bit the aide": a person's bite is violence, not an animal's.
  {
    hazardId: 'dog-bites',
    by: ['workplace-violence'],
    unless:
      /(?<!\p{L})(?:chiens?|chiots?|dogs?|pupp(?:y|ies)|animals?|animaux|animal|chats?|cats?|chevaux|cheval|horses?|pitbulls?)(?!\p{L})/iu,
  },
];

// The forms of « avoir » before a participle: « il a pu », « j'aurais pu ».
const HAVE = new Set('a ai as avons avez ont avait avais avaient aurait aurais auraient aura eu'.split(' '));

// What closes a French negation opened by « ne »: « ne … pas », « ne … jamais », « ne … plus ».
const CLOSING_NEGATIONS = new Set(['pas', 'jamais', 'plus']);

/**
 * The flags that depend on a word's neighbours: a checklist's one-word answers, a control short of the need
 * (« only 3 »), a control's words that would otherwise deny or stop, numbers after « no », spoken French
 * « plus de », « pas le seul », and the event a device watches for.
 */
function settleFlags(text: string, tokens: readonly Token[], flags: Uint32Array) {
  // A checklist item's one-word answer, after its colon, question or arrow and before a dash or the line's end:
  // « Vérification avant usage : O – feuilles signées » is a control in place; "push plate used: N – guard cranked
  // up", "Eyewash flushed weekly? NO - last entry in March" are not.
  tokens.forEach((token, index) => {
    const answer = YES_ANSWERS.has(token.raw) ? BIT.control : NO_ANSWERS.has(token.raw) ? BIT.undermine : 0;
    if (index === 0 || answer === 0) return;
    const between = text.slice(tokens[index - 1]!.end, token.start);
    const colon = /^[\s)\]»"’]*(?:[:?→=]|->)\s*$/.test(between);
    // "Wasp nests checked - Y, none found", "Change tables height-adjustable - N (fixed 80 cm)": a checklist's
    // answer after a dash, with its comment after a comma or in brackets.
    const dashed = /^[\s)\]»"’]*\s[-–—]\s+$/.test(between);
    // The rest of its line: nothing, or a comment after a dash ("Dale: NO. shut the auger off" is chat).
    const lineEnd = text.indexOf('\n', token.end);
    const rest = text.slice(token.end, lineEnd < 0 ? text.length : lineEnd);
    const closes = /^[ \t.]*$|^[ \t]*[–—-]\s/.test(rest) || (dashed && /^[ \t]*[,;(]/.test(rest));
    // A table's answer in a cell of its own: « 3 | Chariot, vérification avant usage | O | Feuilles remplies ».
    const cell = /^\s*\|\s*$/.test(between) && /^[ \t]*\|/.test(rest);
    // The answer does not negate the comment after it (« NO - nitric acid beside the ethanol »).
    if (((colon || dashed) && closes) || cell) flags[index] = (flags[index]! | answer) & ~BIT.negation;
  });
  // "Only 3 pairs of earmuffs for a class of 24", « seulement 2 détecteurs », « juste en 9 et 11 » (sizes): a
  // control short of the need.
  tokens.forEach((token, index) => {
    if (!SHORT_WORDS.has(token.raw)) return;
    const next = SHORT_BRIDGES.has(tokens[index + 1]?.raw ?? '') ? index + 2 : index + 1;
    const count = tokens[next]?.raw ?? '';
    if (/^\d/.test(count) || SMALL_COUNTS.has(count)) flags[index]! |= BIT.undermine;
  });
  // "Drop zone taped off with cones": a zone closed off, not a control taped down.
  tokens.forEach((token, index) => {
    if (token.raw === 'taped' && tokens[index + 1]?.raw === 'off') flags[index]! &= ~BIT.undermine;
  });
  // « une seule glacière d'eau pour tout le monde », "a single cooler for the crew": one where more are needed.
  tokens.forEach((token, index) => {
    if (ONLY_ONE.has(token.raw) && ONE.has(tokens[index - 1]?.raw ?? '')) flags[index]! |= BIT.undermine;
  });
  // « y est correct », "she's fine", « s'ils sont correct »: a person who is all right after an event, or whose
  // well-being nobody checks, says nothing of a control in place.
  tokens.forEach((token, index) => {
    if (!WELL.has(token.raw)) return;
    const verb = tokens[index - 1]?.raw ?? '';
    const subject = tokens[index - 2]?.raw ?? '';
    if (BEING.has(verb) && PEOPLE_PRONOUNS.has(subject)) flags[index]! &= ~BIT.control;
  });
  // "fine colour and resin powder", "fine dust": fine grain, not "fine" as in all right.
  tokens.forEach((token, index) => {
    if (token.raw === 'fine' && FINE_MATTER.has(tokens[index + 1]?.raw ?? '')) flags[index]! &= ~BIT.control;
  });
  // "a calibrated meter", « sonomètre étalonné »: an instrument that measures the hazard checked, which controls nothing.
  tokens.forEach((token, index) => {
    if (!/^(?:calibr|etalonn)/.test(token.raw)) return;
    if (METERS.has(tokens[index + 1]?.raw ?? '') || METERS.has(tokens[index - 1]?.raw ?? ''))
      flags[index]! &= ~BIT.control;
  });
  // "A missed check-in triggers a call to the manager", « un appel manqué déclenche la recherche »: what the
  // procedure does when a check fails is part of the procedure, not a check failing.
  const failed = BIT.negation | BIT.defeat | BIT.undermine | BIT.deficient;
  tokens.forEach((token, index) => {
    if (
      !ESCALATES_FIRST.has(text[token.start]!.toLowerCase()) ||
      !ESCALATES.has(text.slice(token.start, token.end).toLowerCase())
    )
      return;
    let escalates = false;
    for (let k = index - 1; k >= 0 && k >= index - 3 && !tokens[k + 1]!.barrier; k--)
      if (flags[k]! & failed) {
        flags[k]! &= ~failed;
        escalates = true;
      }
    if (escalates) flags[index]! |= BIT.control;
  });
  // "missed check = call 911", « appel manqué → on appelle le 911 »: the same, written as a rule of the procedure.
  tokens.forEach((token, index) => {
    if (!MISSED.has(token.raw) || !(flags[index]! & failed)) return;
    // The rule's sign between the two (« il a manqué un appel » is a call missed, not one made).
    const call = tokens.slice(index + 1, index + 5).find((next) => CALLS.has(next.raw));
    if (call && /[=→>]/.test(text.slice(token.end, call.start)))
      flags[index] = (flags[index]! & ~failed) | BIT.control;
  });
  // « pas de trouble », "no problems", « débranchée pour la laver », « on l’enlève pas »: a control whose words
  // would otherwise deny, stop or defeat something.
  flags.forEach((flag, index) => {
    if (flag & BIT.control) flags[index] = flag & ~(BIT.negation | BIT.inactive | BIT.defeat | BIT.deficient);
  });
  // "2 of 8 carvers wore them", « 3 sur 10 la portaient »: a measure some use and others not is short of the need.
  tokens.forEach((token, index) => {
    const of = tokens[index + 1]?.raw;
    const whole = tokens[index + (of === 'out' ? 3 : 2)];
    if (!/^\d+$/.test(token.raw) || !whole || !/^\d+$/.test(whole.raw)) return;
    if (of !== 'of' && of !== 'sur' && !(of === 'out' && tokens[index + 2]?.raw === 'of')) return;
    if (tokens[index + 1]!.barrier || whole.barrier) return;
    if (SERIES.has(tokens[index - 1]?.raw ?? '') || Number(token.raw) >= Number(whole.raw)) return;
    if (tokens.some((word) => WORN.test(word.word))) flags[index]! |= BIT.undermine;
  });
  // "Fine (wood) dust", « poussière fine »: the size of a grain, not a verdict that all is fine.
  tokens.forEach((token, index) => {
    if (token.raw !== 'fine' && token.raw !== 'fines') return;
    // Within the phrase: "Dust: fine" is a checklist's verdict.
    const before = token.barrier ? [] : [tokens[index - 1]];
    const after = [];
    for (let k = index + 1; k <= index + 2 && tokens[k] && !tokens[k]!.barrier; k++) after.push(tokens[k]);
    if ([...before, ...after].some((word) => word && FINE_GRAINS.test(word.raw)))
      flags[index]! &= ~BIT.control;
  });
  // « Constat no 5 », "No. 3": a number's abbreviation, not a negation.
  tokens.forEach((token, index) => {
    if (token.raw === 'no' && /^\d/.test(tokens[index + 1]?.raw ?? '')) flags[index]! &= ~BIT.negation;
  });
  // « personne les porte », « personne y touche »: spoken French drops the « ne » after « personne » too; before an
  // object pronoun it is nobody (not « la personne les porte »).
  tokens.forEach((token, index) => {
    if (token.raw !== 'personne' || DETERMINERS.has(tokens[index - 1]?.raw ?? '')) return;
    if (OBJECT_PRONOUNS.has(tokens[index + 1]?.raw ?? '')) flags[index]! |= BIT.negation;
  });
  // « Ensilage : plus de silo-tour depuis 2019 », « y a plus de garde » : spoken French drops the « ne »; at
  // the head of a clause, « plus de » before a word (not a figure) is « no more », and so it is before « ni » (« plus
  // de bruit ni de chaleur »).
  tokens.forEach((token, index) => {
    if (token.raw !== 'plus' || !['de', 'd'].includes(tokens[index + 1]?.raw ?? '')) return;
    if (/^\d/.test(tokens[index + 2]?.raw ?? '')) return;
    const previous = tokens[index - 1];
    const head =
      index === 0 ||
      token.barrier ||
      (previous?.raw === 'a' && ['y', 'ya'].includes(tokens[index - 2]?.raw ?? ''));
    const nor = tokens.slice(index + 3, index + 7).some((next) => next.raw === 'ni' && !next.barrier);
    if (head || nor || previous?.raw === 'ya') flags[index]! |= BIT.negation;
  });
  // Spoken « pu » is « plus »: « on fait pu de soudure », « j'me coupe pu ». Not the participle of « pouvoir »
  // (« il a pu venir »), unless « de » follows (« y'a pu d'eau »).
  tokens.forEach((token, index) => {
    if (token.raw !== 'pu') return;
    const next = tokens[index + 1];
    const before = ['de', 'd'].includes(next?.raw ?? '') && !/^\d/.test(tokens[index + 2]?.raw ?? '');
    if (before || !HAVE.has(tokens[index - 1]?.raw ?? '')) flags[index]! |= BIT.negation;
  });
  // « Julie ne les soulève pas », « on ne soude jamais »: « ne » opens a negation that « pas », « jamais » or « plus »
  // closes, and the verb between is negated (not « ne … que », which is "only").
  tokens.forEach((token, index) => {
    if (token.raw !== 'ne' && token.raw !== 'n') return;
    for (let k = index + 1; k <= Math.min(tokens.length - 1, index + 4); k++) {
      if (tokens[k]!.barrier || tokens[k]!.raw === 'que' || tokens[k]!.raw === 'qu') return;
      if (CLOSING_NEGATIONS.has(tokens[k]!.raw)) {
        flags[index]! |= BIT.negation;
        return;
      }
    }
  });
  // « n'y utilise plus de solvants »: « plus » negates only after « ne » (« plus de 38 °C » does not).
  tokens.forEach((token, index) => {
    if (token.raw !== 'plus') return;
    for (let k = index - 1; k >= Math.max(0, index - 4); k--)
      if (tokens[k]!.raw === 'n' || tokens[k]!.raw === 'ne') flags[index]! |= BIT.negation;
  });
  // "not the only one", « pas le seul », "not just": what follows is affirmed for more people, not negated. Right
  // after the negation, « seul » is alone: « on travaille jamais seul » is never alone.
  for (let index = 0; index < tokens.length; index++) {
    if (!(flags[index]! & BIT.negation)) continue;
    let k = index + 1;
    while (tokens[k] && tokens[k]!.stop && !tokens[k]!.barrier) k++;
    const alone = k === index + 1 && ALONE_WORDS.has(tokens[k]?.raw ?? '');
    if (tokens[k] && !tokens[k]!.barrier && ONLY_WORDS.has(tokens[k]!.raw) && !alone)
      flags[index]! &= ~BIT.negation;
  }
  // « détecteurs de fuite », "leak detectors", "incident report": the event word names what a device or a
  // programme watches for, and tells of no event.
  const EVENTS = BIT.event | BIT.incident;
  for (let index = 0; index < tokens.length; index++) {
    if (!(flags[index]! & EVENTS)) continue;
    const next = tokens[index + 1];
    let watched = !!next && !next.barrier && (flags[index + 1]! & BIT.watch) !== 0;
    for (let k = index - 1; !watched && k >= Math.max(0, index - 3); k--) {
      if (tokens[k + 1]!.barrier) break;
      if (flags[k]! & BIT.watch) watched = true;
      else if (!tokens[k]!.stop) break;
    }
    if (watched) flags[index]! &= ~EVENTS;
  }
}

/**
 * Hazards that are themselves a missing control (no PPE, no first aid, no emergency plan): evidence that the
 * control is in place is compliance, not a hazard under control, so it raises no risk.
 */
export const CONTROL_PROGRAMME_HAZARDS: ReadonlySet<string> = new Set([
  'inadequate-ppe',
  'first-aid-emergency',
  'emergency-preparedness',
]);

/**
 * Of those, the programmes whose being in place is no finding of its own: PPE worn, an emergency plan written. First
 * aid on hand is not among them: the kit, the trained first aider and the way to a hospital are what a report on a
 * remote crew or a kitchen lists as in place, a controlled finding.
 */
export const SILENT_PROGRAMME_HAZARDS: ReadonlySet<string> = new Set([
  'inadequate-ppe',
  'emergency-preparedness',
]);

/**
 * A measure that serves several hazards (« ceinture de sécurité », "mise à la terre", « dépoussiéreur »). In a sentence
 * that names some of them otherwise, it controls those and is a weak clue to the rest: "the tractor has ROPS and the
 * seat belt is used" is no forklift's seat belt. In a sentence that names none, a measure of one family (a ROPS, a
 * PFD) still names that family's hazards; one of several families (a dust collector: a fire's dust and a lung's) is
 * `shared`, a weak clue to each. A control programme (PPE) is no family of its own.
 */
function ownMeasures(reading: SegmentReading): void {
  if (reading.safe.length < 2) return;
  const named = new Set(reading.hits.filter((hit) => !hit.control).map((hit) => hit.hazardId));
  const sameMeasure = (start: number) => reading.safe.filter((other) => other.span.start === start);
  const namesOne = (start: number) => sameMeasure(start).some((other) => named.has(other.hazardId));
  const families = (start: number) =>
    new Set(
      sameMeasure(start)
        .filter((other) => !CONTROL_PROGRAMME_HAZARDS.has(other.hazardId))
        .map((other) => getHazard(other.hazardId)?.family),
    );
  for (const safe of reading.safe)
    safe.shared =
      !named.has(safe.hazardId) && families(safe.span.start).size > 1 && !namesOne(safe.span.start);
  const others = reading.safe.filter((safe) => !named.has(safe.hazardId) && namesOne(safe.span.start));
  if (others.length === 0) return;
  reading.safe = reading.safe.filter((safe) => !others.includes(safe));
  for (const { hazardId, span } of others)
    reading.hits.push({ hazardId, weight: 0.5, danger: false, span, clue: `m${hazardId}`, control: true });
}

/**
 * Whether a concept rule of one of `hazards` sees all its groups in text[segment], counting every word and quantity
 * found there (a reading may set some aside, never add one). A rule raises a hit only when it sees all its groups:
 * where none of these rules does, a reading of the segment raises none of their hits, and a caller that keeps only
 * those (the reading across two sentences) need not read it in full.
 */
export function completesRuleOf(
  input: { text: string; segment: Span; ocr: boolean },
  hazards: ReadonlySet<string>,
): boolean {
  const lexicon = getLexicon();
  const { text, segment } = input;
  const tokens = tokenize(text, segment.start, segment.end);
  if (input.ocr) repairOcr(tokens, lexicon);
  const terms = findOccurrences(tokens, lexicon).map((o) => o.term);
  for (const quantity of findQuantities(text, segment.start, segment.end)) {
    const term = lexicon.virtual.get(quantity.name);
    if (term) terms.push(term);
  }
  const seen = new Map<number, number>();
  for (const term of terms)
    for (const use of term.rules) {
      const rule = lexicon.rules[use.rule]!;
      if (use.group < 0 || !hazards.has(rule.hazard)) continue;
      const groups = (seen.get(use.rule) ?? 0) | (1 << use.group);
      if (groups === (1 << rule.groups.length) - 1) return true;
      seen.set(use.rule, groups);
    }
  return false;
}

/** Reads text[segment] and classifies everything found in it. */
export function readSegment(input: {
  text: string;
  segment: Span;
  ocr: boolean;
  /** A row of a hazard analysis table, with the index of its column of what remains to be done (or -1). */
  hazardTableRow?: { remaining: number; line: Span } | null;
  /** The segment is a heading over the lines that follow it (« Pigging », "Item 5 - MIG welding on panels"). */
  heading?: boolean;
  /** The segment is in a row of a corrective-action follow-up: the row's whole line and its columns. */
  actionTableRow?: { line: Span; columns: ActionColumns } | null;
}): SegmentReading {
  const lexicon = getLexicon();
  const { text, segment } = input;
  const tokens = tokenize(text, segment.start, segment.end);
  if (input.ocr) repairOcr(tokens, lexicon);
  const flags = markTokens(tokens, lexicon);
  // A word read in its harmless sense (a price that "fell", a bulb "burnt out") feeds no cue, rule or event.
  const harmless = harmlessSenses(tokens, text);
  for (const index of harmless.keys()) flags[index] = 0;
  settleFlags(text, tokens, flags);
  // The label's « Danger » is the form's word, not danger wording about what follows it.
  const label = HAZARD_LABEL.exec(text.slice(segment.start, segment.end));
  if (label)
    tokens.forEach((token, index) => {
      if (token.end <= segment.start + label[0].length) flags[index]! &= ~BIT.danger;
    });
  // (The senses listed once for the sentence, not once for each of its occurrences.)
  const senses = harmless.size === 0 ? [] : [...harmless];
  const occurrences =
    harmless.size === 0
      ? findOccurrences(tokens, lexicon)
      : findOccurrences(tokens, lexicon).filter((o) =>
          senses.every(
            ([index, keeps]) =>
              index < o.first ||
              index > o.last ||
              o.term.cues.some((use) => keeps.includes(use.hazardId)) ||
              o.term.rules.some((use) => keeps.includes(lexicon.rules[use.rule]!.hazard)),
          ),
        );
  const quantities = findQuantities(text, segment.start, segment.end);
  for (const quantity of quantities) {
    const term = lexicon.virtual.get(quantity.name);
    const first = tokens.findIndex((token) => token.end > quantity.start);
    if (!term || first < 0) continue;
    let last = first;
    while (tokens[last + 1] && tokens[last + 1]!.start < quantity.end) last++;
    occurrences.push({ term, first, last, span: { start: quantity.start, end: quantity.end } });
  }

  const words = new SegmentWords({ text, segment, tokens, flags, occurrences, lexicon, harmless });
  const { sentence } = words;
  // Noise measured below the exposure limit: the sentence says noise is not a hazard there.
  const quiet = quietReading(sentence);

  const reading: SegmentReading = {
    hits: [],
    safe: [],
    status: 'present',
    absent: [],
    danger: words.asserted(BIT.danger),
    exposure: words.asserted(BIT.exposure),
    incident: words.asserted(BIT.incident),
    quantities: new Set(quantities.map((quantity) => quantity.name)),
    nearGroups: new Map(),
    uncontrolled: new Set(),
    measures: null,
  };

  const counts = functionWords(tokens);
  const english = englishBy(counts);
  // A sentence with more of French's function words than of English's.
  const french = !english && counts.french > counts.english;
  // Where each hazard was said not to be there, for the measures it then needs no more.
  const absentFrom = new Map<string, number>();
  // Where the sentence first says an item was taken away or is gone (not merely denied: "no pedestrian lane").
  const goneFrom = new Map<string, number>();
  // Places said not to be entered (« personne descend dans la préfosse », "staff do not go inside the tanks").
  const notEntered = new Set<string>();
  for (const occurrence of words.cueOccurrences) {
    const span = occurrence.span;
    const clue = `t${occurrence.term.id}`;
    const kind = words.compound(occurrence);
    if (kind === 'neutral' || words.gasChannel(occurrence) || words.insideSource(occurrence)) continue;
    for (const use of occurrence.term.cues) {
      if (
        (english && use.frenchOnly) ||
        (french &&
          occurrence.first === occurrence.last &&
          FRENCH_HOMOGRAPHS.get(tokens[occurrence.first]!.raw) === use.hazardId) ||
        words.covered(occurrence, use.hazardId) ||
        words.otherSense(occurrence, use.hazardId) ||
        words.harmlessFor(occurrence, use.hazardId)
      )
        continue;
      // A sign's negated words written in prose (« this production has no open flame at all »): none there.
      const signInProse =
        use.sign && occurrence.term.negated && /\p{Ll}/u.test(text.slice(span.start, span.end));
      if (kind === 'absent' || signInProse) {
        reading.absent.push(use.hazardId);
        continue;
      }
      const weight = use.weak ? 0.5 : 1;
      if (use.control || kind === 'protective') {
        // "the old tractor without ROPS was sold": what lacked the control is gone, so nothing is missing.
        if (words.missing(occurrence) && words.after(occurrence.last, 4, BIT.gone)) continue;
        // "79 dBA, below the limit; no hearing protection required": a measure not needed is not missing.
        if (words.notRequired(occurrence)) continue;
        if (words.missing(occurrence))
          reading.hits.push({ hazardId: use.hazardId, weight, danger: true, span, clue, unmet: true });
        else if (
          use.sign ||
          words.before(occurrence.first, 3, BIT.require) ||
          words.after(occurrence.last, 4, BIT.require)
        ) {
          // A rule written in a document's prose (« casque obligatoire, pas de passager »), not a sign's capitals: the
          // hazard is there and the rule is its control.
          if (
            !input.ocr &&
            !use.sign &&
            RULES_PROSE.test(sentence) &&
            /\p{Ll}/u.test(text.slice(span.start, span.end))
          )
            reading.safe.push({ hazardId: use.hazardId, span });
          reading.hits.push({ hazardId: use.hazardId, weight: 1, danger: false, span, clue });
        } else if (
          words.before(occurrence.first, 4, BIT.affirm) ||
          words.after(occurrence.last, 6, BIT.affirm)
        )
          reading.safe.push({ hazardId: use.hazardId, span });
        else
          reading.hits.push({
            hazardId: use.hazardId,
            weight: 0.5,
            danger: false,
            span,
            clue,
            control: true,
          });
      } else if (words.zeroReading(occurrence)) {
        reading.safe.push({ hazardId: use.hazardId, span });
      } else if (quiet && use.hazardId === 'noise') {
        reading.absent.push(use.hazardId);
      } else if (words.absentAt(occurrence)) {
        reading.absent.push(use.hazardId);
        absentFrom.set(use.hazardId, Math.min(absentFrom.get(use.hazardId) ?? span.start, span.start));
        if (words.removedAt(occurrence))
          goneFrom.set(use.hazardId, Math.min(goneFrom.get(use.hazardId) ?? span.start, span.start));
        if (words.entryDenied(occurrence)) notEntered.add(use.hazardId);
      } else if (getHazard(use.hazardId)?.family === 'vehicles' && words.keptOut(occurrence)) {
        reading.hits.push({ hazardId: use.hazardId, weight: 0.5, danger: false, span, clue, control: true });
      } else {
        // « the loader that had no ROPS was scrapped »: a defect of something since taken away is no danger.
        const danger =
          words.after(occurrence.last, 4, BIT.deficient | BIT.negation) &&
          !words.after(occurrence.last, 8, BIT.gone);
        // « après le sautage », "before the pour": a time reference for another finding is only a weak clue,
        // unless the sentence tells of an event (« après la chute, il a été hospitalisé »).
        const dated =
          !reading.incident && !words.asserted(BIT.event) && datedBefore(tokens, flags, occurrence.first);
        // « les opérateurs de chargeuses se plaignaient de la fumée », "the loader operators complain": the
        // equipment only says who the people are, the sentence is about something else — a weak clue.
        const qualifier = !danger && namesOperators(tokens, occurrence.first, occurrence.last);
        reading.hits.push({
          hazardId: use.hazardId,
          weight: dated || qualifier ? Math.min(weight, 0.5) : weight,
          danger,
          span,
          clue,
        });
      }
    }
  }

  // « 3. Froid. Chaufferette vérifiée », "Cold: cab heater checked every shift": an item titled by its hazard and
  // going on with measures is about that hazard (titles alone, an agenda's, say nothing of what is there).
  const title = hazardTitle(text, segment);
  if (title && !reading.absent.includes(title.hazardId) && namesMeasures(title.rest, lexicon))
    reading.hits.push({
      hazardId: title.hazardId,
      weight: 1,
      danger: false,
      span: title.span,
      clue: `h${title.hazardId}`,
    });
  // A rule does not read a word that only qualifies something else (« height-adjustable », "dust-free").
  const ruleWords = occurrences.filter((o) => {
    const kind = words.compound(o);
    return kind !== 'neutral' && kind !== 'absent';
  });
  // A rule's word in another sense for its hazard does not count either.
  applyRules(words, ruleWords, reading);
  namedMeasures(words, reading);
  // A protective measure said to be worn or in place (« hearing protection is worn by everyone ») is a control
  // whether or not a hazard's cue names it.
  const measureInPlace = occurrences.some(
    (o) =>
      o.term.control &&
      !words.insideSource(o) &&
      !words.missing(o) &&
      (words.before(o.first, 4, BIT.affirm) || words.after(o.last, 6, BIT.affirm)),
  );
  // « Ozone : aucune ozonation », "Tires: tire service subcontracted": an item's heading names the hazard its answer
  // says is not there; a missing control still speaks.
  const heading = headingEnd(text, segment);
  // « Amiante : calfeutrant analysé — NÉGATIF », "Lead: paint chips sampled, none detected", « Inventaire amiante :
  // aucun matériau amiantifère »: a test's or a survey's negative result answers the item, whose hazard is not there.
  // Within 50 characters either side, the result answers what was tested for: "drug and alcohol tests were both
  // negative", not a hazard named farther off in a long sentence.
  // It only takes hits away: a sentence without any has nothing for it to answer.
  const negative =
    reading.hits.length > 0 && NEGATIVE_WORDS.test(sentence) ? NEGATIVE_RESULT.exec(sentence) : null;
  if (negative) {
    const result = {
      start: segment.start + negative.index,
      end: segment.start + negative.index + negative[0].length,
    };
    const near = (span: Span) =>
      span.start - result.end <= NEGATIVE_REACH && result.start - span.end <= NEGATIVE_REACH;
    // "the asbestos survey found no asbestos": the « no » after the item is the survey's finding, not a defect.
    const surveyed = /\s(?:found|showed|revealed|n[’']a)\s/iu.test(negative[0]);
    reading.hits = reading.hits.filter((hit) => {
      const answered =
        (!hit.danger || (surveyed && hit.span.start < result.start)) &&
        ((heading > 0 && hit.span.end <= heading && result.start >= heading) || near(hit.span));
      if (answered) reading.absent.push(hit.hazardId);
      return !answered;
    });
  }
  // "Lead-acid batteries: we no longer do battery watering or acid service", « Toits : on n'y monte plus »: an answer
  // that the item's work is no longer done says its heading's hazards are not there.
  if (heading > 0 && reading.hits.length > 0 && NO_LONGER_ANSWER.test(text.slice(heading + 1, segment.end)))
    reading.hits = reading.hits.filter((hit) => {
      const answered = hit.span.end <= heading && !hit.danger && !hit.unmet;
      if (answered) reading.absent.push(hit.hazardId);
      return !answered;
    });
  if (reading.absent.length > 0 && heading > 0) {
    // "Radiography: no longer done in-house; the contractor X-rays parts at their own shop": when the item itself
    // is answered gone, the answer's later words for it tell how it went, unless a contrast opens a finding.
    const itemGone = (hazardId: string) => (absentFrom.get(hazardId) ?? heading) < heading;
    const contrast = words.tokens.find((token) => token.start > heading && CONTRAST_WORDS.has(token.raw));
    reading.hits = reading.hits.filter(
      (hit) =>
        hit.danger ||
        !reading.absent.includes(hit.hazardId) ||
        (hit.span.end > heading &&
          (!itemGone(hit.hazardId) || (!!contrast && contrast.start < hit.span.start))),
    );
  }
  // « S.O. », "N/A": a checklist item marked not applicable names a hazard the workplace does not have.
  if (NOT_APPLICABLE.test(text.slice(segment.start, segment.end))) {
    for (const hit of [...reading.hits, ...reading.safe]) reading.absent.push(hit.hazardId);
    reading.hits = [];
    reading.safe = [];
  }
  // "the tanks are cleaned by a contractor; our staff do not go inside the tanks": where the sentence says nobody goes
  // into the place, its ambiguous words (half clues) do not say anyone does.
  if (notEntered.size > 0)
    reading.hits = reading.hits.filter((hit) => hit.weight >= 1 || !notEntered.has(hit.hazardId));
  // "All mercury thermometers were removed in 2023 and the mercury spill kits withdrawn", « le champ de tir est fermé
  // depuis 2024 (… plombémie) »: what the sentence goes on to say of an item it has just called gone tells how it
  // went, unless a contrast opens another finding.
  reading.hits = reading.hits.filter((hit) => !goneBefore(words, hit, goneFrom));
  // "No welding on this dig, no hot work permit issued": the measure is missing because the work is not done (when
  // nothing else in the sentence says the hazard is there).
  reading.hits = reading.hits.filter(
    (hit) =>
      !needless(hit, absentFrom) ||
      reading.hits.some((other) => other.hazardId === hit.hazardId && !needless(other, absentFrom)),
  );
  // "Stinging insects? Y — wasp nest at tree #2": yes to a question about the hazard, with what was found, says it
  // is there, not that a control is in place; yes to a question about a control (« Extincteur inspecté? OUI ») does.
  // So does a checklist's item of a condition answered yes after a dash, at its end (« Opérateur seul de 23 h à 7 h
  // – O »).
  tokens.forEach((token, index) => {
    if (!(flags[index]! & BIT.control) || !YES_ANSWERS.has(token.raw)) return;
    const asked = tokens[index - 1];
    if (!asked) return;
    const between = text.slice(asked.end, token.start);
    const after = text.slice(token.end, segment.end);
    const questioned = /^[\s)\]»"’]*\?\s*$/.test(between) && /^\s*[–—-]\s*\S/.test(after);
    const itemEnd = /^\s[–—-]\s*$/.test(between) && /^[\s.]*$/.test(after);
    if (!questioned && !itemEnd) return;
    const aboutControl =
      occurrences.some((o) => o.term.control && o.last < index) ||
      flags.some((flag, k) => k < index && (flag & (BIT.control | BIT.affirm)) !== 0);
    if (!aboutControl) flags[index] = flags[index]! & ~BIT.control;
  });
  answeredNo(text, segment, reading, (end) =>
    tokens.some((token, index) => token.end <= end && (flags[index]! & BIT.control) !== 0),
  );
  const mark = checkMark(text, segment);
  // Not where the negation says the hazard is absent ("our mechanics do not use solvents").
  const affirmDenied =
    reading.absent.length === 0 &&
    flags.some((flag, index) => (flag & BIT.affirm) !== 0 && words.verballyDenied(index));
  // What was missing before the sentence turns to now (« Avant, on entrait sans détecteur; maintenant … ») is past.
  const now = words.formerThenNow();
  if (now >= 0) {
    reading.hits = reading.hits.filter((hit) => !(hit.unmet && hit.span.start < now));
    for (const hit of reading.hits) if (hit.span.start < now) hit.danger = false;
    reading.danger = false;
  }
  reading.status = statusOf({ words, reading, measureInPlace, mark, affirmDenied });
  // « Mesures : pentes taillées à 1:1, personne dans la tranchée », "Controls in place: …": a list of measures taken.
  if (
    reading.status === 'present' &&
    MEASURES_LABEL.test(sentence) &&
    !PLANNED.test(sentence) &&
    !NEXT_TIME.test(sentence) &&
    !TO_GET.test(sentence) &&
    !reading.danger &&
    !reading.hits.some((hit) => hit.danger) &&
    !words.asserted(BIT.undermine)
  )
    reading.status = 'controlled';
  // « les détecteurs de CO ont sonné »: in the account of an event, a device that watches for a hazard tells of that
  // hazard's event, not of a control (a seat belt named beside a robbery does not).
  if (reading.status === 'past')
    for (const hit of reading.hits)
      if (hit.control && !CONTROL_PROGRAMME_HAZARDS.has(hit.hazardId) && words.watches(hit.span))
        Object.assign(hit, { weight: 1, control: false });
  if (input.heading || TOPIC.test(sentence)) {
    for (const hit of reading.hits)
      Object.assign(hit, { weight: Math.min(hit.weight, 0.5), danger: false, titled: hit.weight >= 1 });
    reading.safe = [];
    reading.danger = false;
    if (reading.status === 'controlled') reading.status = 'present';
  }
  if (IF_FOUND.test(sentence)) {
    for (const hit of reading.hits) hit.danger = false;
    reading.danger = false;
    if (reading.status === 'present' && occurrences.some((o) => o.term.control))
      reading.status = 'controlled';
  }
  // « Actions correctives : … », "Recommendations:": measures still to be taken are not in place.
  // (Only a reading with a control or a measure in place has anything to turn into a plan.)
  if (
    (reading.status === 'controlled' || reading.safe.length > 0) &&
    (PLANNED.test(sentence) || NEXT_TIME.test(sentence))
  )
    plannedOnly(reading);
  // An aid proposed new ("a roller conveyor", « un petit palan »), not one on site named by its article ("guard the
  // conveyor's tail pulley").
  if (reading.hits.length > 0 && (PROPOSAL.test(sentence) || AWAITED.test(sentence)))
    reading.hits = reading.hits.filter(
      (hit) =>
        !PROPOSED_AIDS.has(hit.hazardId) ||
        hit.danger ||
        ON_SITE_ARTICLE.test(text.slice(Math.max(segment.start, hit.span.start - 40), hit.span.start)),
    );
  if (input.hazardTableRow) readHazardTableRow(text, input.hazardTableRow, reading);
  if (input.actionTableRow) readActionTableRow(text, input.actionTableRow, reading);
  // « Y’a tu des bouchons qq part? », "Any earplugs around?": a measure asked after is not one in place.
  if (ASKED.test(sentence)) {
    reading.safe = [];
    if (reading.status === 'controlled') reading.status = 'present';
  }
  // (Most readings have no hit of a hazard another one subsumes: nothing to take away, no pattern to read.)
  for (const { hazardId, by, unless } of SUBSUMED)
    if (
      reading.hits.some((hit) => hit.hazardId === hazardId) &&
      reading.hits.some((hit) => by.includes(hit.hazardId)) &&
      !unless?.test(sentence)
    )
      reading.hits = reading.hits.filter((hit) => hit.hazardId !== hazardId);
  // In a sentence that says controls are in place, a protective measure it names is one of them.
  if (reading.status === 'controlled') {
    for (const hit of reading.hits.filter((h) => h.control))
      reading.safe.push({ hazardId: hit.hazardId, span: hit.span });
    reading.hits = reading.hits.filter((h) => !h.control);
    // A ticked item (« ✔ »), a hazard table's row or a line of measures is controlled as a whole, whatever its
    // clauses.
    if (mark !== 'ticked' && !input.hazardTableRow && !input.actionTableRow && !MEASURES_LABEL.test(sentence))
      reading.uncontrolled = outOfReach(words, reading);
  }
  ownMeasures(reading);
  return reading;
}

// An aid waited for or priced (« on attend une soumission pour un convoyeur », "waiting on a quote for a hoist").
const AWAITED =
  /(?<!\p{L})(?:soumission pour|soumissions pour|devis pour|quote for|quotes for|waiting on a quote|en attente d[’']un|on attend un|on attend une)(?!\p{L})/iu;

// A definite article or a possessive a few words before the aid: the one on site.
const ON_SITE_ARTICLE =
  /(?<!\p{L})(?:the|this|that|our|its|their|le|la|les|du|ce|cette|notre|nos|son|sa|ses|l[’'])\s*(?:[\p{L}-]+\s+){0,2}$/iu;

/** The words name a protective measure or say one is in place. */
function namesMeasures(words: string, lexicon: Lexicon): boolean {
  const tokens = tokenize(words);
  const flags = markTokens(tokens, lexicon);
  return (
    flags.some((flag) => (flag & (BIT.control | BIT.affirm)) !== 0) ||
    findOccurrences(tokens, lexicon).some((o) => o.term.control)
  );
}

function goneBefore(words: SegmentWords, hit: SegmentHit, goneFrom: ReadonlyMap<string, number>): boolean {
  const gone = goneFrom.get(hit.hazardId);
  if (gone === undefined || hit.span.start <= gone || hit.danger) return false;
  // « ne pose plus d'amalgames depuis 2019; lors du retrait des anciens… »: past a semicolon, another clause.
  if (words.text.slice(gone, hit.span.start).includes(';')) return false;
  return !words.tokens.some(
    (token) => token.start > gone && token.end <= hit.span.start && CONTRAST_WORDS.has(token.raw),
  );
}

function needless(hit: SegmentHit, absentFrom: ReadonlyMap<string, number>): boolean {
  return !!hit.unmet && hit.span.start > (absentFrom.get(hit.hazardId) ?? Number.POSITIVE_INFINITY);
}

const OPERATORS = new Set(
  'operator operators driver drivers opérateur opérateurs opératrice opératrices conducteur conducteurs conductrice conductrices'
    .split(' ')
    .map((word) => tokenize(word)[0]!.raw),
);

// What the people then undergo: they complain of, breathe, are exposed to or suffer something else.
const UNDERGO =
  /^(?:complain|plaign|plaint|expos|breath|respir|report|signal|souffr|suffer|feel|felt|ressent|inhal)/;

/**
 * Equipment named as what people operate, when the sentence goes on to what those people undergo: "the loader
 * operators complain of fumes", « les opérateurs de chargeuses se plaignaient de la fumée ».
 */
// « avant » as the tokens carry it (v read as u).
const FRONT = tokenize('avant')[0]!.raw;

/**
 * A word of time right before the find (« après le sautage », "before the pour"), not « avant » that says where: « le
 * bras avant du pont élévateur », « à l'avant du camion ».
 */
function datedBefore(tokens: readonly Token[], flags: Uint32Array, first: number): boolean {
  for (let k = first - 1; k >= Math.max(0, first - 2); k--) {
    if (tokens[k + 1]?.barrier) return false;
    if (!(flags[k]! & BIT.when)) continue;
    // (An « avant-toit » stays as it was read: the word hyphenated to it is its own.)
    const front =
      tokens[k]!.raw === FRONT &&
      !tokens[k + 1]?.joined &&
      (/^(?:du|des)$/.test(tokens[k + 1]?.raw ?? '') || /^(?:l|le|la)$/.test(tokens[k - 1]?.raw ?? ''));
    if (!front) return true;
  }
  return false;
}

function namesOperators(tokens: readonly Token[], first: number, last: number): boolean {
  let undergo = false;
  for (let k = last + 1; k <= Math.min(tokens.length - 1, last + 5) && !undergo; k++) {
    if (tokens[k]!.barrier) break;
    undergo = UNDERGO.test(tokens[k]!.raw);
  }
  if (!undergo) return false;
  const next = tokens[last + 1];
  if (next && !next.barrier && OPERATORS.has(next.raw)) return true;
  const previous = tokens[first - 1];
  const beforePrevious = tokens[first - 2];
  if (previous && OPERATORS.has(previous.raw) && !tokens[first]!.barrier) return true;
  return (
    !!previous &&
    !!beforePrevious &&
    (previous.raw === 'de' || previous.raw === 'of' || previous.raw === 'd') &&
    OPERATORS.has(beforePrevious.raw) &&
    !tokens[first]!.barrier &&
    !previous.barrier
  );
}

// Words that open a new clause: a control in one clause says nothing of a hazard in the next. « et », "and" do
// only after a comma: « formation et attestation à jour » is one list of controls.
const CONTRAST_WORDS = new Set(
  'mais tandis cependant pourtant but while whereas yet however although'.split(' '),
);
const AND_WORDS = new Set(['et', 'and']);

/** Hazards of a controlled sentence whose clause holds no control and that have no measure of their own. */
function outOfReach(words: SegmentWords, reading: SegmentReading): Set<string> {
  const { tokens, flags } = words;
  const clauses: number[] = [];
  let clause = 0;
  tokens.forEach((token, index) => {
    if (index > 0 && (CONTRAST_WORDS.has(token.raw) || (token.barrier && AND_WORDS.has(token.raw)))) clause++;
    clauses.push(clause);
  });
  const clauseAt = (offset: number) => {
    const index = tokens.findIndex((token) => token.end > offset);
    return clauses[index < 0 ? tokens.length - 1 : index] ?? 0;
  };
  const controlled = new Set<number>();
  for (const safe of reading.safe) controlled.add(clauseAt(safe.span.start));
  // A clause that says something was repaired or taken away (« le loquet a été changé », "was scrapped") holds
  // a control too: what it names is fixed or gone.
  flags.forEach((flag, index) => {
    if (flag & (BIT.control | BIT.repair | BIT.gone)) controlled.add(clauses[index]!);
  });
  for (const o of words.occurrences)
    if (o.term.control && !words.missing(o)) controlled.add(clauses[o.first]!);
  const own = new Set(reading.safe.map((safe) => safe.hazardId));
  const out = new Set<string>();
  for (const hit of reading.hits) {
    if (own.has(hit.hazardId) || controlled.has(clauseAt(hit.span.start))) continue;
    out.add(hit.hazardId);
  }
  // A hazard also named in a controlled clause stays controlled.
  for (const hit of reading.hits) if (controlled.has(clauseAt(hit.span.start))) out.delete(hit.hazardId);
  return out;
}

/**
 * A hazard named with one of its catalogue's physical measures (« des cloueuses à déclenchement séquentiel »,
 * "grinders with side handles") is a hazard with that control in place, unless the measure is negated.
 */
function namedMeasures(words: SegmentWords, reading: SegmentReading): void {
  const { tokens, lexicon } = words;
  const named = new Set<string>();
  for (const hit of reading.hits)
    if (hit.weight >= 1 && !hit.control && lexicon.measurePairs.get(hit.hazardId)?.size)
      named.add(hit.hazardId);
  if (named.size === 0) return;
  // The sentence's pairs of adjacent words, made once for all the hazards it names.
  const sentencePairs: string[] = [];
  for (let index = 0; index + 1 < tokens.length; index++)
    sentencePairs.push(tokens[index + 1]!.barrier ? '' : `${tokens[index]!.key} ${tokens[index + 1]!.key}`);
  for (const hazardId of named) {
    const pairs = lexicon.measurePairs.get(hazardId)!;
    const index = sentencePairs.findIndex(
      (pair, at) => pair !== '' && pairs.has(pair) && !words.before(at, 3, BIT.negation | BIT.defeat),
    );
    if (index >= 0)
      reading.safe.push({ hazardId, span: { start: tokens[index]!.start, end: tokens[index + 1]!.end } });
  }
}

/**
 * An event word (« s'est brûlé », "was pricked") makes the sentence a past event, which raises the likelihood.
 * Otherwise a control said to be in place, with nothing in the sentence undermining it (« shunté », "taped",
 * a missing guard) and no danger wording, makes it controlled; a defect said to be repaired does not undermine.
 */
function statusOf(input: {
  words: SegmentWords;
  reading: SegmentReading;
  measureInPlace: boolean;
  mark: 'ticked' | 'crossed' | null;
  affirmDenied: boolean;
}): SegmentStatus {
  const { reading, words } = input;
  if (reading.incident || words.asserted(BIT.event)) return 'past';
  const repaired = words.asserted(BIT.repair);
  const undermined =
    input.mark === 'crossed' ||
    input.affirmDenied ||
    words.asserted(BIT.undermine) ||
    (words.asserted(BIT.deficient | BIT.defeat) && !repaired);
  // « utilisent », "used" say a control is in place only next to one (reading.safe); alone they describe work.
  // A protective measure named without negation, defeat or requirement (« chaque chambre a un lève-personne »)
  // is a control in place too.
  // A tick alone says an item was checked, which on a list of hazards found means the hazard is there: it counts
  // only beside a control.
  const controls =
    reading.safe.length > 0 ||
    input.measureInPlace ||
    words.affirmed(BIT.control) ||
    reading.hits.some((hit) => hit.control);
  const unsafe = reading.danger || (!repaired && reading.hits.some((hit) => hit.danger));
  if (controls && !undermined && !unsafe) return 'controlled';
  return 'present';
}

/**
 * The concept rules whose groups of words the sentence names (`occurrences`, without the words that only qualify
 * something else).
 */
function applyRules(words: SegmentWords, occurrences: Occurrence[], reading: SegmentReading): void {
  const { lexicon } = words;
  // Which groups of each rule the sentence names: most rules see only some of theirs and are skipped at once. A bit
  // mask per rule in an array (a few hundred rules), and the rules named in the order first seen.
  // One array serves every segment, cleared where it was set once the masks are read: a sentence names a handful of
  // the rules, and a new array for each of its sentences cost more than reading them.
  if (presentGroups.length < lexicon.rules.length) presentGroups = new Int32Array(lexicon.rules.length);
  const present = presentGroups;
  const named: number[] = [];
  // Only the rules that saw all their groups (or may complete them in the next sentence) are read further.
  const candidates: number[] = [];
  const completed = new Set<number>();
  try {
    let silenced: Set<number> | null = null;
    for (const occurrence of occurrences)
      for (const use of occurrence.term.rules) {
        if (use.group >= 0) {
          if (present[use.rule] === 0) named.push(use.rule);
          present[use.rule]! |= 1 << use.group;
        }
        // A word that would put the rule in another sense, itself denied (« 34 °C sans ventilateur ni eau »), does not.
        else if (!words.missing(occurrence) && !words.absentAt(occurrence)) {
          silenced ??= new Set();
          silenced.add(use.rule);
        }
      }
    for (const ruleIndex of named) {
      const rule = lexicon.rules[ruleIndex]!;
      if (silenced?.has(ruleIndex)) continue;
      const complete = present[ruleIndex] === (1 << rule.groups.length) - 1;
      if (complete) completed.add(ruleIndex);
      if (complete || rule.near) candidates.push(ruleIndex);
    }
  } finally {
    for (const ruleIndex of named) present[ruleIndex] = 0;
  }
  for (const ruleIndex of candidates) {
    const rule = lexicon.rules[ruleIndex]!;
    const complete = completed.has(ruleIndex);
    const list: { group: number; occurrence: Occurrence }[] = [];
    for (const occurrence of occurrences)
      for (const use of occurrence.term.rules)
        if (use.rule === ruleIndex && use.group >= 0) list.push({ group: use.group, occurrence });
    // A « missing » rule is about the negation (« sans lunettes »); any other term must not be negated, except a
    // protective measure, whose absence (« soudent sans aspiration ») confirms the hazard and makes it a danger.
    const valid = list.filter(
      ({ occurrence: o }) =>
        (rule.missing ? words.missing(o) && !words.notRequired(o) : !words.absentAt(o) || o.term.control) &&
        !(rule.danger && !o.term.control && words.denied(o)) &&
        !(o.term.control && words.nobodyWithout(o)) &&
        !(words.otherSense(o, rule.hazard) || words.harmlessFor(o, rule.hazard)),
    );
    const defeated = valid.some(
      ({ occurrence: o }) => !rule.missing && o.term.control && words.missing(o) && !words.notRequired(o),
    );
    const chosen = complete
      ? chooseNear(valid, rule.groups.length, !!rule.ordered, rule.window ?? RULE_WINDOW_TOKENS)
      : null;
    if (chosen) {
      let start = Number.POSITIVE_INFINITY;
      let end = 0;
      for (const o of chosen) {
        start = Math.min(start, o.span.start);
        end = Math.max(end, o.span.end);
      }
      const weight = rule.weak ? 0.5 : 1;
      reading.hits.push({
        hazardId: rule.hazard,
        weight,
        danger:
          !!rule.danger ||
          (defeated && chosen.some((o) => o.term.control && words.missing(o) && !words.notRequired(o))),
        span: { start, end },
        clue: `r${ruleIndex}`,
      });
    } else if (rule.near) {
      const available = new Map<number, Span>();
      for (const { group, occurrence } of valid)
        if (!available.has(group)) available.set(group, occurrence.span);
      if (available.size > 0) reading.nearGroups.set(ruleIndex, available);
    }
  }
}

/** The groups each rule sees in the segment being read, by rule (all zero between segments). */
let presentGroups = new Int32Array(0);

/**
 * One occurrence per group, on different words, all within a few words of each other: in a long sentence,
 * « fil » at the start and « exposé » at the end are rarely about the same thing.
 */
function chooseNear(
  valid: { group: number; occurrence: Occurrence }[],
  groups: number,
  ordered: boolean,
  window: number,
): Occurrence[] | null {
  for (const anchor of valid) {
    if (anchor.group !== 0) continue;
    const chosen = [anchor.occurrence];
    for (let group = 1; group < groups; group++) {
      let best: Occurrence | null = null;
      for (const { group: g, occurrence: o } of valid) {
        if (g !== group || !chosen.every((other) => o.last < other.first || o.first > other.last)) continue;
        if (ordered && o.first <= chosen.at(-1)!.last) continue;
        if (
          !best ||
          Math.abs(o.first - anchor.occurrence.first) < Math.abs(best.first - anchor.occurrence.first)
        )
          best = o;
      }
      if (!best) break;
      chosen.push(best);
    }
    if (chosen.length < groups) continue;
    const first = Math.min(...chosen.map((o) => o.first));
    const last = Math.max(...chosen.map((o) => o.last));
    if (last - first <= window) return chosen;
  }
  return null;
}
