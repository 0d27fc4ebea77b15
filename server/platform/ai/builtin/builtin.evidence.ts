import type { AnalysisInput, EvidenceDocument } from '../engine';
import {
  type ActionColumns,
  actionTableColumns,
  CONTROLS_GAP,
  CONTROLS_LABEL,
  FORECAST,
  HAZARD_LABEL,
  HAZARD_TABLE_HEADER,
  headingEnd,
  RECORD_FIELD,
  remainingColumn,
} from './builtin.forms';
import { getLexicon } from './builtin.lexicon';
import {
  CONTROL_PROGRAMME_HAZARDS,
  completesRuleOf,
  readSegment,
  type SegmentHit,
  type SegmentReading,
  type SegmentStatus,
} from './builtin.matcher';
import { quoteOf, type Span, segmentText } from './builtin.segments';
import { isTradeProse } from './builtin.senses';

/**
 * Walks the evidence (each file's pages, the instructions, and the names of files that gave no text) and
 * turns what the matcher finds into observations: one per hazard and passage, with its quote and origin.
 */

/**
 * Text examined per file. A 20-page document is about 60 000 characters; the cap keeps a pathological upload
 * (a 2 000-page export) from holding the analysis, and the beginning of a document is where its description
 * of the workplace usually is.
 */
export const MAX_CHARS_PER_FILE = 500_000;

export interface Origin {
  source: 'file' | 'instructions';
  fileName: string | null;
  page: number | null;
  method: 'text' | 'ocr';
  documentKind: EvidenceDocument['kind'] | null;
  pageCount: number;
  /** Only the file's name spoke: the file itself gave no text, or none that told anything. */
  fromFileName: boolean;
}

export interface Observation {
  hazardId: string;
  /** What the passage says of the hazard: there, there with controls in place, or a past event. */
  status: SegmentStatus;
  weight: number;
  danger: boolean;
  incident: boolean;
  exposure: boolean;
  quantities: ReadonlySet<string>;
  /** The terms and rules behind the observation. */
  clues: string[];
  origin: Origin;
  /** Identifies the passage, so two observations of one passage are not counted as independent. */
  passage: string;
  /** Position in reading order, for deterministic ties. */
  order: number;
  /** A passage that names the hazard whose controls the next sentence gives: evidence, not a measure. */
  context?: boolean;
  /** The passage's own words for its measures, where it lists them apart (a hazard table's controls column). */
  measure: string | null;
  /** The passage is a heading over the lines that follow: they, not it, say what is there. */
  heading?: boolean;
  readonly quote: string;
}

export interface EvidenceReading {
  observations: Observation[];
  absent: Set<string>;
  /**
   * Passages that frame a document rather than report on it: its title (its first page's first segment), its
   * fields of record (« Équipe : », "Job:") and its headings.
   */
  frames: Set<string>;
}

/** « echafaudage-sans-garde-corps_2.jpg » → « echafaudage sans garde-corps 2 », read like a sentence. */
function readableName(fileName: string): string {
  return fileName
    .replace(/\.[a-z0-9]{2,5}$/i, '')
    .replace(/([\p{Ll}])(\p{Lu})/gu, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .replace(/(^|\s)-+|-+(\s|$)/g, ' ');
}

/** An item's verdict standing alone: « OK », « Conforme. », "Satisfactory.", "Fine". */
const BARE_VERDICT =
  /^\W*(?:ok|okay|conforme|correct|correcte|satisfaisant|satisfactory|compliant|fine|good)\W*$/iu;

/** Emergency equipment a workplace keeps whatever its hazards: an eyewash, a shower, an extinguisher, a spill kit. */
const EMERGENCY_EQUIPMENT_WORDS =
  "douches? oculaires?|douches? d[’']urgence|rince-yeux|eyewash(?:es)?|eye ?wash stations?|emergency showers?|" +
  'extincteurs?|fire extinguishers?|extinguishers?|spill kits?|trousses? de déversement';

/** Named alone, emergency equipment raises no hazard of its own. */
const EMERGENCY_EQUIPMENT = new RegExp(`^(?:${EMERGENCY_EQUIPMENT_WORDS})$`, 'iu');

/** Measures that serve many hazards: that equipment, ventilation, a detector, a padlock, a spotter, a spill tray. */
const SHARED_MEASURES = new RegExp(
  `^(?:${EMERGENCY_EQUIPMENT_WORDS}|showers?|ventilation|ventilé\\p{L}*|ventilated|exhaust fans?|détecteurs?|detectors?|` +
    'cadenas|cadenassée?s?|padlocks?|padlocked|signaleurs?(?: désignée?s?)?|flaggers?|spotters?|surveillante?s?|' +
    'bacs? de rétention|secondary containment)$',
  'iu',
);

type Passage = { text: string; segment: Span; origin: Origin; id: string };

/**
 * An observation whose quote is cut only when shown: most never become one of a risk's quoted pieces of evidence.
 * Made apart from the reading loop, so each keeps only its passage and span alive, not the loop's working lists.
 */
function observed(fields: Omit<Observation, 'quote'>, passage: Passage, span: Span): Observation {
  let quote: string | null = null;
  return {
    hazardId: fields.hazardId,
    status: fields.status,
    weight: fields.weight,
    clues: fields.clues,
    danger: fields.danger,
    incident: fields.incident,
    exposure: fields.exposure,
    quantities: fields.quantities,
    origin: fields.origin,
    passage: fields.passage,
    order: fields.order,
    measure: fields.measure,
    get quote() {
      quote ??= passage.origin.fromFileName
        ? (passage.origin.fileName ?? '')
        : quoteOf(passage.text, passage.segment, span);
      return quote;
    },
  };
}

export function collectEvidence(input: AnalysisInput): EvidenceReading {
  const reading: EvidenceReading = { observations: [], absent: new Set(), frames: new Set() };
  let order = 0;
  // Hazards the evidence has already told of an event or a defect for.
  const troubled = new Set<string>();

  const record = (passage: Passage, result: SegmentReading) => {
    // One observation per hazard and passage: the clues of a sentence add up, to at most one full clue.
    // A control said to be in place (« garde-corps en place ») is a controlled observation of its hazard.
    const byHazard = new Map<string, SegmentHit[]>();
    // In a sentence that says controls are in place, a measure named for a hazard is a clue to it as well as its
    // control (« sur les quais, ils portent un vêtement de flottaison »: the quay alone is an ambiguous word).
    const safeHits = result.safe
      .filter(
        (safe) =>
          result.status === 'controlled' || !result.hits.some((hit) => hit.hazardId === safe.hazardId),
      )
      .map((safe) => ({ ...safe, weight: safe.shared ? 0.5 : 1, danger: false, clue: `s${safe.hazardId}` }));
    for (const hit of [...result.hits, ...safeHits]) {
      const list = byHazard.get(hit.hazardId);
      if (list) list.push(hit);
      else byHazard.set(hit.hazardId, [hit]);
    }
    for (const [hazardId, hits] of byHazard) {
      // A cue and a rule on the same words are one clue; different words add up.
      const distinct = [...hits]
        .sort((a, b) => b.weight - a.weight || a.span.start - b.span.start)
        .filter((hit, index, sorted) => sorted.findIndex((other) => other.clue === hit.clue) === index);
      const best = distinct[0]!;
      const controlledOnly = hits.every((hit) => hit.clue.startsWith('s'));
      // « Battery room: charging area ventilated, eyewash tested weekly »: a measure common to many hazards, named
      // after a hazard the sentence is about, is that hazard's control, not a hazard of its own; missing (« acides
      // sur la même tablette, sans bac de rétention »), it is that hazard's missing control.
      if (
        hits.every((own) => own.clue.startsWith('s') || own.unmet) &&
        hits.every((own) => SHARED_MEASURES.test(passage.text.slice(own.span.start, own.span.end))) &&
        result.hits.some(
          (hit) =>
            hit.weight === 1 &&
            !hit.control &&
            hit.hazardId !== hazardId &&
            hits.every((own) => own.span.start > hit.span.end),
        )
      )
        continue;
      // « Extincteurs inspectés », "eyewash flushed weekly, spill kit" alone: emergency equipment in general, no
      // sign of hot work or of a corrosive.
      if (
        controlledOnly &&
        hits.every((own) => EMERGENCY_EQUIPMENT.test(passage.text.slice(own.span.start, own.span.end)))
      )
        continue;
      const status = controlledOnly
        ? 'controlled'
        : result.status === 'controlled' && result.uncontrolled.has(hazardId)
          ? 'present'
          : result.status;
      // « Le carburant est transvasé par un sous-traitant; nos employés n'en manipulent pas »: controlled and
      // said not to be there in one sentence, the hazard is not this workplace's to rate.
      if (status === 'controlled' && result.absent.includes(hazardId)) continue;
      reading.observations.push(
        observed(
          {
            hazardId,
            status,
            // Two terms on the same word (« spray » as an activity and as a noun) are one clue, not two halves.
            weight: Math.min(
              1,
              distinct
                .filter((hit, index) =>
                  distinct
                    .slice(0, index)
                    .every((kept) => kept.span.end <= hit.span.start || hit.span.end <= kept.span.start),
                )
                .reduce((sum, hit) => sum + hit.weight, 0),
            ),
            clues: distinct.map((hit) => hit.clue),
            danger: distinct.some((hit) => hit.danger) || result.danger,
            incident: result.incident,
            exposure: result.exposure,
            quantities: result.quantities,
            origin: passage.origin,
            passage: passage.id,
            order: order++,
            // A row's measures with a gap still open are in place, though the hazard stays present.
            measure:
              result.measures && (status === 'controlled' || result.status === 'present')
                ? passage.text.slice(result.measures.start, result.measures.end)
                : null,
          },
          passage,
          best.span,
        ),
      );
    }
    for (const hazardId of result.absent) reading.absent.add(hazardId);
  };

  const readText = (text: string, method: 'text' | 'ocr', origin: Origin, limit: number, prefix: string) => {
    const segments = segmentText(text, method, limit);
    let previous: { reading: SegmentReading; segment: Span } | null = null;
    let previousObservations: Observation[] = [];
    // The observations of a job hazard analysis's hazard line (« Danger : … », "Hazard: …"), for its controls line.
    let hazardLine: Observation[] | null = null;
    // What the current item (its line) has named so far: a bare verdict closing the item (« … 2 longes.
    // Pauses aux paliers. OK ») answers all of it, not only the sentence before.
    let itemObservations: Observation[] = [];
    const spans = new Map<string, Span>();
    // Within a hazard analysis table, from its header to the first line that is not a row.
    let hazardTable = false;
    // Its column of what remains to be done, if its header has one.
    let remaining = -1;
    // Within a corrective-action follow-up, from its header to the first line without cells.
    let actionColumns: ActionColumns | null = null;
    // The hazards a heading names (« A. Bassin de décapage chaud », "Vehicle lifts"), up to the block's end.
    let headingBlock: Observation[] = [];
    segments.forEach((segment, index) => {
      spans.set(`${prefix}#${index}`, segment);
      const sentence = text.slice(segment.start, segment.end);
      if (
        (index === 0 && /^d\d+p1$/.test(prefix)) ||
        (RECORD_FIELD.test(sentence) && !sentence.includes('\n')) ||
        FORECAST.test(sentence)
      )
        reading.frames.add(`${prefix}#${index}`);
      // A row's status may sit in a later sentence of its line, and a cell's comma or period cuts a row into
      // sentences (« Klaxon, gyrophare | Plan de circulation à faire »): a row is read from its whole line.
      const lineEnd = text.indexOf('\n', segment.start);
      const line = {
        start: text.lastIndexOf('\n', segment.start - 1) + 1,
        end: lineEnd < 0 ? text.length : lineEnd,
      };
      const lineText = text.slice(line.start, line.end);
      const row = sentence.includes('|') || lineText.includes('|');
      const hazardTableRow = hazardTable && row ? { remaining, line } : null;
      // A row's number alone (« 1. ») does not end the table; a line of words without cells does.
      if (row && !hazardTable && HAZARD_TABLE_HEADER.test(lineText)) {
        hazardTable = true;
        remaining = remainingColumn(lineText);
      } else if (!row && /\p{L}{2}/u.test(sentence)) hazardTable = false;
      let actionTableRow: { line: Span; columns: ActionColumns } | null = null;
      if (row) {
        const header = actionTableColumns(lineText);
        if (header) actionColumns = header;
        else if (actionColumns) actionTableRow = { line, columns: actionColumns };
      } else if (startsLine(text, segment.start)) actionColumns = null;
      const heading = index < segments.length - 1 && isHeading(text, segment);
      const result = readSegment({
        text,
        segment,
        ocr: method === 'ocr',
        hazardTableRow,
        heading,
        actionTableRow,
      });
      const before = reading.observations.length;
      record({ text, segment, origin, id: `${prefix}#${index}` }, result);
      const follows = previous !== null && followsOn(text, previous.segment, segment);
      if (!follows) itemObservations = [];
      const verdict = BARE_VERDICT.test(text.slice(segment.start, segment.end));
      const answered = verdict ? itemObservations : previousObservations;
      // The named hazard is controlled by this segment's measures, quoted from `from` to the segment's end.
      const confirm = (named: Observation, from: number) => {
        named.status = 'controlled';
        named.context = true;
        named.danger = false;
        // Without the item's own bullet (« - », « • »): the report lists measures as bullets of its own.
        while (from < segment.end && /[-–•*\s]/.test(text[from] ?? '')) from++;
        const quote = quoteOf(
          text,
          { start: from, end: segment.end },
          { start: segment.start, end: segment.end },
        );
        reading.observations.push({
          ...named,
          quantities: result.quantities,
          clues: [`c${named.hazardId}`],
          passage: `${prefix}#${index}`,
          order: order++,
          context: false,
          measure: null,
          quote,
        });
      };
      // A line of controls under a heading (« - Visière, tablier et gants longs portés : O »), naming no hazard of its
      // own, controls the heading's hazards: the heading and its lines together are the finding.
      // Only a clear word of the heading names the block's subject (not « Propane », "Travel", "Lead").
      if (heading)
        headingBlock = reading.observations
          .slice(before)
          .filter(
            (o) =>
              o.status === 'present' &&
              result.hits.some((hit) => hit.hazardId === o.hazardId && hit.titled && !hit.control),
          );
      else if (previous && /\n[ \t]*\n/.test(text.slice(previous.segment.end, segment.start)))
        headingBlock = [];
      else if (
        headingBlock.length > 0 &&
        controlsOnly(result) &&
        // A line about something else (« Le quai de réception est propre ») says nothing of the heading's hazard, nor
        // does one with a measure missing or a "but".
        result.hits.every(
          (hit) => !hit.unmet && (hit.control || headingBlock.some((o) => o.hazardId === hit.hazardId)),
        ) &&
        !BUT.test(sentence)
      ) {
        // PPE worn is a measure of the heading's hazard, not of a hazard of its own.
        const measured = new Set([...measuredBy(result)].filter((id) => !CONTROL_PROGRAMME_HAZARDS.has(id)));
        for (const named of headingBlock)
          if (named.status === 'present' && !named.danger && !troubled.has(named.hazardId))
            if (measured.size === 0 || measured.has(named.hazardId)) {
              named.weight = 1;
              confirm(named, segment.start);
            }
      }
      // A heading's clues together are still only a half clue: the lines below say what is there. It frames them
      // (« A. Bassin de décapage chaud »): where they say the hazard is controlled, the heading is no finding of its own.
      if (heading) {
        for (const o of reading.observations.slice(before)) {
          o.weight = Math.min(o.weight, 0.5);
          o.heading = true;
        }
        reading.frames.add(`${prefix}#${index}`);
      }
      const titled = previous !== null && follows && isBareTitle(text, previous.segment, segment);
      if (follows && controlsOnly(result))
        for (const named of answered) {
          if (named.status !== 'present' || named.danger || named.incident || named.exposure) continue;
          if (named.weight < 1 || result.absent.includes(named.hazardId)) continue;
          // After an event or a defect of the same hazard, what follows is the response, not controls in place.
          if (troubled.has(named.hazardId)) continue;
          // Measures of a hazard of their own (« heat-resistant gloves ») are that hazard's, not the one before.
          // Unless the hazard is the item's title (« 1. L'échelle. On l'attache en haut au garde-corps… »): the
          // sentences after a title are about it.
          const measured = measuredBy(result);
          if (measured.size > 0 && !measured.has(named.hazardId) && !titled) continue;
          // A bare verdict alone (« Conforme. ») says nothing of the measures: its quote runs from the item's
          // statement of the hazard to the verdict.
          confirm(named, verdict ? (spans.get(named.passage)?.start ?? segment.start) : segment.start);
        }
      // "Cold: -41 °C with wind chill. The cold work chart was followed, heated cabs in all equipment": a level
      // measured, then that hazard's own controls in the next sentence of the paragraph, with no "but" between.
      else if (follows && result.status === 'controlled' && !BUT.test(sentence))
        for (const named of previousObservations) {
          if (named.status !== 'present' || named.danger || named.incident || named.quantities.size === 0)
            continue;
          if (troubled.has(named.hazardId) || result.uncontrolled.has(named.hazardId)) continue;
          const controlsIt =
            result.safe.some((safe) => safe.hazardId === named.hazardId) ||
            result.hits.some((hit) => hit.hazardId === named.hazardId && !hit.unmet && !hit.danger);
          if (controlsIt) named.status = 'controlled';
        }
      // A job hazard analysis written line by line: "Hazard: coupler pinch points." then "Controls: blue flag and
      // derail set … ✔ in place". The hazards of the step are controlled when its controls line lists them, with no gap.
      const own = reading.observations.slice(before);
      if (hazardLine && CONTROLS_LABEL.test(sentence)) {
        // Controls of some of the line's hazards (« double protection auditive » for its noise) are theirs, and
        // those of the sentence that names them (« wagons en mouvement, points de pincement »), not the line's others.
        const measured = measuredBy(result);
        const passages = new Set(
          hazardLine.filter((named) => measured.has(named.hazardId)).map((named) => named.passage),
        );
        if (!CONTROLS_GAP.test(sentence))
          for (const named of hazardLine)
            if (named.status === 'present' && !named.incident && named.weight >= 1)
              if (passages.size === 0 || passages.has(named.passage)) confirm(named, segment.start);
        hazardLine = null;
      } else if (HAZARD_LABEL.test(sentence)) hazardLine = [...own];
      else if (startsLine(text, segment.start)) hazardLine = null;
      else hazardLine?.push(...own);
      // "1. Do any diggers work alone on the flats?" then, on the next line, "No. Two minimum on any flat": the
      // question asked of the hazard is answered no, so the hazard it named is not there (asked of a measure, a no
      // leaves the measure missing, which the question's own reading keeps).
      if (previous && NEXT_LINE_NO.test(sentence) && asksOfHazard(text, previous)) {
        const asked = new Set(previousObservations.map((o) => o.hazardId));
        reading.observations = reading.observations.filter(
          (o) => !(asked.has(o.hazardId) && previousObservations.includes(o) && o.status === 'present'),
        );
        for (const hazardId of asked) reading.absent.add(hazardId);
      }
      previousObservations = own;
      itemObservations.push(...previousObservations);
      for (const o of previousObservations) if (o.status === 'past' || o.danger) troubled.add(o.hazardId);
      if (previous)
        completeNearRules({
          text,
          previous,
          current: { reading: result, segment },
          origin,
          record,
          // The detail sentence is the passage: it is one clue with its own reading, not a second one.
          id: `${prefix}#${index}`,
        });
      if (previous && follows && PRONOUN_SUBJECT.test(sentence))
        readAcross({
          text,
          previous,
          segment,
          result,
          ocr: method === 'ocr',
          origin,
          record,
          id: `${prefix}#${index}`,
        });
      previous = { reading: result, segment };
    });
  };

  input.documents.forEach((document, documentIndex) => {
    // A sales report or a menu speaks of merchandise, not of work: its ladders and hot soup are no hazard.
    if (isTradeProse(document.pages.map((page) => page.text).join('\n'))) return;
    const base = {
      source: 'file' as const,
      fileName: document.fileName,
      documentKind: document.kind,
      pageCount: document.pages.length,
    };
    const observedBefore = reading.observations.length;
    let budget = MAX_CHARS_PER_FILE;
    for (const page of document.pages) {
      if (budget <= 0) break;
      const limit = Math.min(page.text.length, budget);
      budget -= limit;
      const origin: Origin = { ...base, page: page.page, method: page.method, fromFileName: false };
      readText(page.text, page.method, origin, limit, `d${documentIndex}p${page.page}`);
    }
    // The name speaks only when the content did not: a photo without legible writing, a blurred scan.
    // When the content speaks, it wins (« sign-harnais-fr.heic » is a hot-work sign).
    if (reading.observations.length === observedBefore) {
      const name = readableName(document.fileName);
      const origin: Origin = { ...base, page: null, method: 'text', fromFileName: true };
      readText(name, 'text', origin, name.length, `f${documentIndex}`);
    }
  });

  if (/[\p{L}\p{N}]/u.test(input.instructions)) {
    const origin: Origin = {
      source: 'instructions',
      fileName: null,
      page: null,
      method: 'text',
      documentKind: null,
      pageCount: 0,
      fromFileName: false,
    };
    readText(input.instructions, 'text', origin, MAX_CHARS_PER_FILE, 'i');
  }
  // « 2. Froid. » over a line that reads the cold itself: the item's title adds no clue of its own to the evidence.
  const titled = (o: Observation) => o.clues.some((clue) => clue.startsWith('h'));
  const read = new Set(reading.observations.filter((o) => !titled(o)).map((o) => o.hazardId));
  reading.observations = reading.observations.filter(
    (o) => !titled(o) || o.status !== 'present' || !read.has(o.hazardId),
  );
  return reading;
}

// A "but" in a sentence of controls: what follows it is a gap, not another control.
const BUT = /\b(?:but|mais|however|cependant|sauf|except)\b/iu;

/**
 * « Sour site, inlet gas up to 1,800 ppm H2S. Everyone wearing personal monitors, bump-tested this morning. »:
 * a sentence of controls that names no hazard of its own, right after one that names a hazard in the same
 * paragraph, gives that hazard's controls.
 */
function controlsOnly(result: SegmentReading): boolean {
  return result.status === 'controlled' && result.hits.every((hit) => hit.weight < 1 || hit.control);
}

/**
 * A line of a few words standing alone above others, without a sentence's end or a form's answer (« Pigging »,
 * "Item 5 - MIG welding on panels", « Divers »): it names what the lines below report on.
 */
function isHeading(text: string, segment: Span): boolean {
  // A heading ends its line: most segments end at a stop within theirs, and need not be trimmed of numbers first.
  if (segment.end < text.length && text[segment.end] !== '\n') return false;
  // Its number (« Item 5 - », "3.2", « Point 4 — ») is no figure of what it names.
  // So are its letter (« A. Bassin de décapage »), an aside in brackets that gives no measure ("(2-8-0, coal-fired)"),
  // and a unit's number ("Locomotive No. 41").
  const line = text
    .slice(segment.start, segment.end)
    .replace(
      /^\s*(?:(?:item|point|section|élément|zone|area|step|étape|task|tâche|phase|stage)\s+)?(?:#?\d+(?:\.\d+)*|\p{Lu}(?=[.)]))[.)]?\s*(?:[-–—]\s+)?/iu,
      '',
    )
    .replace(/\s*\((?![^()\n]*(?:°|\d\s*(?:dba|db|kg|lb|ppm|psi|kpa|%|m|mm|cm|v|kv)\b))[^()\n]*\)/giu, '')
    .replace(/(?<!\p{L})(?:no\.?|n°|#)\s*\d+/giu, '');
  if (line.includes('\n') || /[.!?:;,✔✓✘✗☑☒|]\s*$|\d/u.test(line)) return false;
  // Alone on its line, or after its number only (« 6. Chariots élévateurs », the number a segment of its own).
  const lineStart = text.lastIndexOf('\n', segment.start - 1) + 1;
  if (!/^\s*(?:\d+(?:\.\d+)*[.)]\s*)?$/.test(text.slice(lineStart, segment.start))) return false;
  // A job hazard analysis's numbered step ("Step 2 – Move furniture with forklift and pallet jacks") titles its
  // hazard and controls lines, however many words it takes.
  const step = /^\s*(?:step|étape|task|tâche|phase|stage)\s+\d/iu.test(
    text.slice(segment.start, segment.end),
  );
  return line.trim().split(/\s+/).length <= (step ? 10 : 6);
}

/**
 * An item's title written as a sentence of its own at the head of its line, with the item's text going on after it
 * (« 4. Le plomb. Le test au bâtonnet est positif… », "2. Home visits. The buddy rule is now mandatory"): like a
 * heading, it names what the sentences after it report on.
 */
function isBareTitle(text: string, segment: Span, next: Span): boolean {
  if (segment.end - segment.start > 40) return false;
  const lineStart = text.lastIndexOf('\n', segment.start - 1) + 1;
  if (!/^\s*(?:\d+(?:\.\d+)*[.)]\s*)?$/.test(text.slice(lineStart, segment.start))) return false;
  if (text.slice(segment.end, next.start).includes('\n')) return false;
  const words = text
    .slice(segment.start, segment.end)
    .replace(/^\s*\d+(?:\.\d+)*[.)]?\s*/u, '')
    .replace(/\.\s*$/u, '');
  return /^[\p{L}’' -]+$/u.test(words) && words.trim().split(/\s+/).length <= 3;
}

/** The hazards whose own measures a sentence names (« heat-resistant gloves », « double protection auditive »). */
function measuredBy(result: SegmentReading): Set<string> {
  return new Set([
    ...result.safe.map((safe) => safe.hazardId),
    ...result.hits.filter((hit) => hit.control).map((hit) => hit.hazardId),
  ]);
}

/** The segment opens its line (only blanks before it since the line break). */
function startsLine(text: string, start: number): boolean {
  let k = start - 1;
  while (k >= 0 && (text[k] === ' ' || text[k] === '\t')) k--;
  return k < 0 || text[k] === '\n';
}

function followsOn(text: string, previous: Span, current: Span): boolean {
  // A new line, or a new numbered or headed item (« Point 5, la calandre : »), starts another subject.
  return !text.slice(previous.end, current.start).includes('\n') && headingEnd(text, current) === 0;
}

type RecordPassage = (passage: Passage, result: SegmentReading) => void;

// A respondent's no on the line after the question, after a speaker's initials if any: "No, not since 2023.",
// « M : Non, plus depuis 2023. ».
const NEXT_LINE_NO =
  /^\s*(?:\p{Lu}[\p{L}.]{0,12}\s*:\s*)?(?:no|non|nope|nah)(?=[.,!;:]|\s|$)(?!\s+(?:one|longer)\b)/iu;

/** The segment is a question of its own, ending its line, that names hazards but no measure in place. */
function asksOfHazard(text: string, previous: { reading: SegmentReading; segment: Span }): boolean {
  const question = text.slice(previous.segment.start, previous.segment.end).trimEnd();
  if (!question.endsWith('?') || !/^[ \t]*\n/.test(text.slice(previous.segment.end))) return false;
  const { reading } = previous;
  return reading.safe.length === 0 && !reading.hits.some((hit) => hit.control || hit.danger);
}

/** A reading that adds only these hits: no measures, absences or controls of its own. */
function hitsOnly(reading: SegmentReading, hits: SegmentHit[]): SegmentReading {
  return {
    ...reading,
    hits,
    safe: [],
    absent: [],
    nearGroups: new Map(),
    uncontrolled: new Set(),
    measures: null,
  };
}

// A sentence whose subject is a pronoun (« Il l'a mordue », "She kicked Julie in the thigh") goes on with the one
// before, which named who or what it is.
const PRONOUN_SUBJECT = /^[\s\-–•*]*(?:he|she|they|il|elle|ils|elles|y)(?!\p{L})/iu;
// What a pronoun carries over: who struck, bit or threatened, and what was carried. Other rules read across a
// sentence break join words that were never about each other (a hand in one sentence, a tingling in the next).
const ACROSS_HAZARDS: ReadonlySet<string> = new Set([
  'workplace-violence',
  'harassment',
  'livestock-handling',
  'dog-bites',
  'manual-handling',
]);

/**
 * « Caramel, la nouvelle jument, est nerveuse. Elle a frappé Julie à la cuisse »: the two sentences are read as one,
 * and a concept rule whose words fall on both sides of the break is a clue of the second, quoted across both.
 * Only what neither sentence raised alone is added.
 */
function readAcross(input: {
  text: string;
  previous: { reading: SegmentReading; segment: Span };
  segment: Span;
  result: SegmentReading;
  ocr: boolean;
  origin: Origin;
  id: string;
  record: RecordPassage;
}): void {
  const { text, previous, segment, result } = input;
  const joined = { start: previous.segment.start, end: segment.end };
  // Only hits of a rule of these hazards are kept: where none of their rules sees all its words in the two sentences,
  // they need not be read in full (most pairs of sentences).
  if (!completesRuleOf({ text, segment: joined, ocr: input.ocr }, ACROSS_HAZARDS)) return;
  const reading = readSegment({ text, segment: joined, ocr: input.ocr });
  const known = (hazardId: string) =>
    result.hits.some((hit) => hit.hazardId === hazardId) ||
    previous.reading.hits.some((hit) => hit.hazardId === hazardId) ||
    result.absent.includes(hazardId) ||
    previous.reading.absent.includes(hazardId);
  const hits = reading.hits.filter(
    (hit) =>
      hit.clue.startsWith('r') &&
      ACROSS_HAZARDS.has(hit.hazardId) &&
      hit.span.start < segment.start &&
      hit.span.end > previous.segment.end &&
      !known(hit.hazardId),
  );
  if (hits.length === 0) return;
  input.record({ text, segment: joined, origin: input.origin, id: input.id }, hitsOnly(reading, hits));
}

/**
 * A near rule fires when a sentence names the topic (group 1: « la soudure MIG … ») and the next one gives
 * the detail (« Les fumées montent vers le plafond »); the detail is the passage quoted.
 */
function completeNearRules(input: {
  text: string;
  previous: { reading: SegmentReading; segment: Span };
  current: { reading: SegmentReading; segment: Span };
  origin: Origin;
  id: string;
  record: RecordPassage;
}): void {
  const { previous, current } = input;
  const rules = getLexicon().rules;
  const hits: SegmentHit[] = [];
  for (const [ruleIndex, groups] of current.reading.nearGroups) {
    const rule = rules[ruleIndex]!;
    if (groups.has(0) || !previous.reading.nearGroups.get(ruleIndex)?.has(0)) continue;
    if (groups.size < rule.groups.length - 1) continue;
    if (current.reading.hits.some((hit) => hit.hazardId === rule.hazard)) continue;
    const spans = [...groups.values()];
    hits.push({
      clue: `r${ruleIndex}`,
      hazardId: rule.hazard,
      weight: rule.weak ? 0.5 : 1,
      danger: !!rule.danger,
      span: { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) },
    });
  }
  if (hits.length === 0) return;
  input.record(
    { text: input.text, segment: current.segment, origin: input.origin, id: input.id },
    hitsOnly(current.reading, hits),
  );
}
