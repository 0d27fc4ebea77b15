/**
 * Cuts a page into the units the analyst reads together: sentences for running text (PDF lines joined back,
 * headings kept apart), and the whole sign for a short OCR page, whose words are spread over several lines
 * (« HEARING PROTECTION » / « REQUIRED IN THIS AREA »). Quotes are always cut from the original text.
 */

export interface Span {
  start: number;
  end: number;
}

/** A short OCR page is a sign or a note: its lines are read as one unit. */
const SIGN_MAX_CHARS = 300;
/** Longer stretches without punctuation (tables, lists) are cut so co-occurrence stays local. */
const SEGMENT_MAX_CHARS = 600;
const QUOTE_MAX_CHARS = 200;

// Abbreviations after which a period does not end the sentence.
const ABBREVIATIONS = new Set(
  'p ex no nº art s ss al etc env approx st ste m mm mme mlle mr mrs dr sgt cpl cst capt lt inc ltd co e g i vs fig réf ref ch min max prof'.split(
    ' ',
  ),
);

// Abbreviations that often close a sentence: « … en 4 min. Le chemin… », "etc. The next…" end there when a
// capital follows.
const CLOSING_ABBREVIATIONS = new Set('etc min max approx env prof'.split(' '));

// An answer ends its line, or is followed by a dash, a comma or a bracket and a comment (« O (20 nov., par le
// frigoriste) »): "OK marco's here", "NO. shut it off" are chat, and "N-95" is no answer.
const ANSWER_END = String.raw`(?=[ \t]*(?:[.;]?[ \t]*$|[,–—]|\()|[ \t]+-)`;

/**
 * A checklist's answer right after its question or label: « Douche oculaire rincée chaque semaine? NON »,
 * "Guard in place: Y – …". Not "No one", which starts a sentence.
 */
export const FORM_ANSWER = new RegExp(
  String.raw`^[ \t]*(?:[-–—][ \t]*)?(?:yes|no|oui|non|unknown|unsure|inconnu|inconnue|n\/a|s\.o\.|none|aucun|aucune|ok|nc|[onyc])${ANSWER_END}`,
  'iu',
);

/**
 * A line of a form: a question or label answered on the line (« … ajusté : Oui », "… certified? YES - Aug",
 * « … → NON conforme »), or an item ticked or crossed at its end ("… muffs on all 3 ✔").
 */
const FORM_LINE = new RegExp(
  String.raw`(?:[:?→=]|->)[ \t]*(?:yes|no|oui|non|unknown|unsure|inconnu|inconnue|n\/a|s\.o\.|ok|nc|[onyc]|conforme|non[- ]conforme|[àa] corriger|[✔✘✓✗])${ANSWER_END}|[✔✘✓✗☐☑☒][ \t]*$`,
  'iu',
);

/**
 * A checklist's answer in a column before its item (« O   Extincteur inspecté », "N | Guard on the saw",
 * "Y\tHearing protection"): the answer, then two spaces, a tab or a cell border. Spoken « Y a » is no answer.
 */
export const LEADING_ANSWER =
  /^[ \t]*(yes|no|oui|non|ok|nc|[onyx])(?:[ \t]{2,}|\t|[ \t]*\|[ \t]*)(?=[\p{L}\d])/iu;
/**
 * The same column once a PDF's text has closed its spaces up (« O Ventilateurs en marche »): a capital answer and a
 * capital word, read as an answer only in a column of them, under its « O/N » header or after another answered line.
 */
export const COLUMN_ANSWER = /^[ \t]*([ONYX])[ \t]+(?=\p{Lu})/u;
const ANSWER_HEADER = /^[ \t]*(?:[OY][ \t]*\/[ \t]*N)(?!\p{L})/iu;
const CAPITALS_TITLE = /^[ \t]*\p{Lu}{2,}(?:[ \t'’–-]+\p{Lu}{2,}){0,5}[ \t]*$/u;

// A questionnaire's yes or no, then the respondent's own sentences: « Batteries au lithium? Non. On les envoie chez
// le concessionnaire. »
const ANSWER_THEN_SENTENCE = /^[ \t]*(?:yes|no|oui|non)[.!][ \t]+\p{Lu}/iu;

function endsSentence(text: string, dot: number): boolean {
  const before = /([\p{L}\p{N}]+)$/u.exec(text.slice(Math.max(0, dot - 12), dot));
  const written = before?.[1] ?? '';
  const word = written.toLowerCase();
  // « Co. » is a company; "CO." is carbon monoxide at the end of a sentence.
  if (word === 'co' && written === 'CO') return true;
  // A question answered on its line is read with its answer.
  if (text[dot] === '?') {
    const lineEnd = text.indexOf('\n', dot);
    const answer = text.slice(dot + 1, lineEnd < 0 ? text.length : lineEnd);
    if (FORM_ANSWER.test(answer) || ANSWER_THEN_SENTENCE.test(answer)) return false;
  }
  // A checklist's answer after a dash (« Présence de cylindres de chlore – N. Les cylindres ont été retirés »)
  // ends its item at the line's end or before a sentence; a lone capital before a period is otherwise an initial
  // (« – N. Surette, 31 juillet »).
  if (
    text[dot] === '.' &&
    /\s[-–—]\s*(?:[NOY]|NON|OUI|NO|YES)$/u.test(text.slice(Math.max(0, dot - 8), dot)) &&
    /^[ \t]*(?:\n|$|\p{Lu}\p{Ll}*[ \t]+\p{Ll})/u.test(text.slice(dot + 1, dot + 40))
  )
    return true;
  if (CLOSING_ABBREVIATIONS.has(word) && /^\s+\p{Lu}/u.test(text.slice(dot + 1, dot + 4))) return true;
  if (text[dot] === '.' && (ABBREVIATIONS.has(word) || (word.length === 1 && /\p{Lu}/u.test(written))))
    return false;
  return true;
}

// « 17:04 Josée : … », "[06:12] Steph:", "Réjean 22:20 : …", « 7 h 40 — »: a line stamped with its time.
const STAMPED =
  /^(?:\[?\d{1,2}(?::|\s?h\s?)\d{2}\]?(?!\d)|\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*)?\s\[?\d{1,2}:\d{2}\]?\s*:)/u;

function lineBreakEndsSegment(previousLine: string, nextLine: string): boolean {
  const previous = previousLine.trim();
  const next = nextLine.trim();
  if (previous === '' || next === '') return true;
  // Each item of a checklist answered in its first column is a line of its own.
  if (LEADING_ANSWER.test(next)) return true;
  if (COLUMN_ANSWER.test(next) && (COLUMN_ANSWER.test(previous) || ANSWER_HEADER.test(previous))) return true;
  // A column's « O/N » header, and a section's title in capitals (« AUDIT INTERNE »), stand on their own lines.
  if (ANSWER_HEADER.test(next) || CAPITALS_TITLE.test(next)) return true;
  // A row of a table laid out with cells ends at its line, even on an empty cell's dash ("| Compliant | –").
  // So does the rule under a table's header ("---|---|---").
  if (previous.startsWith('|') || /\|\s*[-–—]?$/.test(previous) || /^[-–—:|\s]+$/.test(previous)) return true;
  if (/[,(/\-–]$/.test(previous)) return false;
  // A message of a thread or an entry of a log opens with its time: a new one starts a new segment.
  if (STAMPED.test(next)) return true;
  // A checklist's next item, by its number or code (« E2 Sécateurs … », "A3 …", « 1.2 … », "4) …").
  if (/^(?:\p{Lu}{1,2}\d{1,2}(?:\.\d+)*|\d{1,2}(?:\.\d+)+|\d{1,2}[)])\s/u.test(next)) return true;
  // A table laid out with cells starts on a line of its own, and each of its rows is one.
  if (previous.includes('|') || next.includes('|')) return true;
  // Each answered line of a form is an item of its own, however long.
  if (FORM_LINE.test(previous) && /^[\p{Lu}\d•*–-]/u.test(next)) return true;
  // An item opened by a tick, a cross or a box ("✘ Heat: humidex 38…") is a line of its own.
  if (/^[✔✓☐☑✘✗☒]/u.test(next)) return true;
  if (/^[✔✓☐☑✘✗☒]/u.test(previous) && /^[\p{Lu}\d•*–-]/u.test(next)) return true;
  // A short line followed by a capitalised one is a heading, a list item or a line of a form.
  return /^[\p{Lu}\d•*–-]/u.test(next) && previous.length < 60;
}

function pushSpan(spans: Span[], text: string, start: number, end: number): void {
  let from = start;
  while (from < end && /\s/.test(text[from] ?? '')) from++;
  let to = end;
  while (to > from && /\s/.test(text[to - 1] ?? '')) to--;
  while (to - from > SEGMENT_MAX_CHARS) {
    const cut = text.lastIndexOf(' ', from + SEGMENT_MAX_CHARS);
    const at = cut > from ? cut : from + SEGMENT_MAX_CHARS;
    spans.push({ start: from, end: at });
    from = at + 1;
  }
  if (to > from && /[\p{L}\p{N}]/u.test(text.slice(from, to))) spans.push({ start: from, end: to });
}

/** Segments of text[0, limit), as offsets into the text. */
export function segmentText(text: string, method: 'text' | 'ocr', limit = text.length): Span[] {
  const end = Math.min(limit, text.length);
  const spans: Span[] = [];
  if (method === 'ocr' && text.slice(0, end).trim().length <= SIGN_MAX_CHARS) {
    pushSpan(spans, text, 0, end);
    return spans;
  }
  let start = 0;
  for (let index = 0; index < end; index++) {
    const char = text[index];
    if (char === '.' || char === '!' || char === '?') {
      const next = text[index + 1];
      if ((next === undefined || /\s/.test(next)) && endsSentence(text, index)) {
        pushSpan(spans, text, start, index + 1);
        start = index + 1;
      }
    } else if (char === '\n') {
      const lineStart = text.lastIndexOf('\n', index - 1) + 1;
      const nextEnd = text.indexOf('\n', index + 1);
      const previousLine = text.slice(lineStart, index);
      const nextLine = text.slice(index + 1, nextEnd === -1 ? end : nextEnd);
      if (lineBreakEndsSegment(previousLine, nextLine)) {
        pushSpan(spans, text, start, index);
        start = index + 1;
      }
    }
  }
  pushSpan(spans, text, start, end);
  return spans;
}

/**
 * The quote for a match: the segment with whitespace collapsed, or, when longer than about 200 characters,
 * a window around the match cut at word boundaries and marked with « … ».
 */
export function quoteOf(text: string, segment: Span, match: Span): string {
  // A table row's cell border at either end of the quote (« | NC majeure | … ») is layout, not the writer's words.
  const collapse = (value: string) =>
    value
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^(?:\|\s*)+|(?:\s*\|)+$/g, '');
  const whole = collapse(text.slice(segment.start, segment.end));
  if (whole.length <= QUOTE_MAX_CHARS) return whole;
  const centre = Math.floor((match.start + match.end) / 2);
  let from = Math.max(segment.start, centre - QUOTE_MAX_CHARS / 2);
  let to = Math.min(segment.end, from + QUOTE_MAX_CHARS);
  from = Math.max(segment.start, to - QUOTE_MAX_CHARS);
  if (from > segment.start) {
    const space = text.indexOf(' ', from);
    if (space !== -1 && space < match.start) from = space + 1;
  }
  if (to < segment.end) {
    const space = text.lastIndexOf(' ', to);
    if (space > match.end) to = space;
  }
  const body = collapse(text.slice(from, to));
  return `${from > segment.start ? '…' : ''}${body}${to < segment.end ? '…' : ''}`;
}
