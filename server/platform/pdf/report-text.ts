import type { Colors } from '../../modules/reports/report-model';
import { fontName, needsExtendedLatin } from './report-fonts';
import { TEXT, type TextStyle } from './report-theme';

/**
 * Line breaking and drawing of styled text. pdfkit wraps one string in one font; a report line mixes
 * weights, colours, badges and the latin-ext fallback face, so lines are laid out here, measured with
 * pdfkit's own metrics (which cache each word's shaping), and drawn run by run. A layout is measured
 * before it is drawn, so blocks can be kept together and paragraphs split between pages exactly.
 */

export type Doc = PDFKit.PDFDocument;

/** A run of text in a paragraph; style overrides the paragraph's. */
export type Span = {
  text: string;
  style?: Partial<TextStyle>;
  /** A severity or priority label: bold on its colour, never broken. */
  badge?: Colors;
  /** A web address the run opens. */
  link?: string;
  /** A named destination of the document the run jumps to. */
  goTo?: string;
  underline?: boolean;
};

type Piece = {
  text: string;
  font: string;
  size: number;
  color: string;
  spacing: number;
  lineHeight: number;
  width: number;
  /** Width of the trailing spaces, where the line may break. */
  trailing: number;
  badge?: Colors;
  link?: string;
  goTo?: string;
  underline?: boolean;
};

export type Line = { pieces: Piece[]; width: number; height: number; baseline: number };

const BREAK = 'break';
// Inter's ascent and descent (1984 and 494 of 2048 units): pdfkit draws a text with its top at y.
const ASCENT = 0.96875;
const DESCENT = 0.2412;
const BADGE_PADDING = 2.6;
/** A separator after which a long token (URL, file name) breaks best. */
const SEPARATOR = /[/?&=_.,;:\-–—]/;

const fontOf = (style: TextStyle, extended = false) =>
  fontName(extended ? 'latin-ext' : 'latin', {
    weight: style.weight,
    style: style.italic ? 'italic' : 'normal',
  });

function measure(doc: Doc, text: string, font: string, size: number, spacing: number): number {
  return doc.font(font, size).widthOfString(text, { characterSpacing: spacing });
}

/** Splits a text where the latin subset lacks a character, so each run has one face. */
function splitByFace(text: string): { text: string; extended: boolean }[] {
  if (/^[\u0020-\u00ff]*$/.test(text)) return [{ text, extended: false }];
  const runs: { text: string; extended: boolean }[] = [];
  for (const character of text) {
    const extended = needsExtendedLatin(character.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.extended === extended) last.text += character;
    else runs.push({ text: character, extended });
  }
  return runs;
}

/** The spans as words (pieces up to a breakable space) and forced line breaks. */
function toWords(doc: Doc, spans: readonly Span[], base: TextStyle): (Piece[] | typeof BREAK)[] {
  const words: (Piece[] | typeof BREAK)[] = [];
  let word: Piece[] = [];
  const endWord = () => {
    if (word.length > 0) words.push(word);
    word = [];
  };
  for (const span of spans) {
    const style = { ...base, ...span.style };
    if (span.badge) style.weight = 700;
    const text = style.uppercase ? span.text.toUpperCase() : span.text;
    const piece = (part: string, extended: boolean): Piece => {
      const font = fontOf(style, extended);
      const trimmed = part.replace(/ +$/, '');
      const width = measure(doc, part, font, style.size, style.spacing);
      const trailing = trimmed === part ? 0 : width - measure(doc, trimmed, font, style.size, style.spacing);
      return {
        text: part,
        font,
        size: style.size,
        color: span.badge ? span.badge.text : style.color,
        spacing: style.spacing,
        lineHeight: style.size * style.lineHeight,
        width: width + (span.badge ? 2 * BADGE_PADDING : 0),
        trailing,
        badge: span.badge,
        link: span.link,
        goTo: span.goTo,
        underline: span.underline,
      };
    };
    if (span.badge) {
      word.push(piece(text, false));
      continue;
    }
    text.split('\n').forEach((paragraph, index) => {
      if (index > 0) {
        endWord();
        words.push(BREAK);
      }
      for (const token of paragraph.match(/[^ ]+ *| +/g) ?? []) {
        for (const run of splitByFace(token)) word.push(piece(run.text, run.extended));
        if (token.endsWith(' ')) endWord();
      }
    });
  }
  endWord();
  return words;
}

const widthOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);
const trimmedWidthOf = (pieces: readonly Piece[]) => widthOf(pieces) - (pieces.at(-1)?.trailing ?? 0);

/**
 * Cuts a word too long for any line (a URL, a pasted identifier) into chunks: the first fits `first`
 * points, the others `width`; a chunk ends after a separator when one lies in its second half.
 */
function chopWord(doc: Doc, word: readonly Piece[], first: number, width: number): Piece[][] {
  const chunks: Piece[][] = [[]];
  let room = first;
  let used = 0;
  for (const piece of word) {
    const advance = (from: number, to: number) =>
      measure(doc, piece.text.slice(from, to), piece.font, piece.size, piece.spacing);
    let start = 0;
    let separator = -1;
    for (let index = 0; index < piece.text.length; index++) {
      const character = advance(index, index + 1) + piece.spacing;
      if (used + character > room && (index > start || chunks.at(-1)!.length > 0)) {
        const cut = separator > start + (index - start) / 2 ? separator : index;
        chunks.at(-1)!.push(slice(doc, piece, start, cut));
        chunks.push([]);
        room = width;
        used = cut < index ? advance(cut, index) : 0;
        start = cut;
        separator = -1;
      }
      used += character;
      if (SEPARATOR.test(piece.text[index]!)) separator = index + 1;
    }
    if (start < piece.text.length) chunks.at(-1)!.push(slice(doc, piece, start, piece.text.length));
  }
  return chunks.filter((chunk) => chunk.length > 0);
}

function slice(doc: Doc, piece: Piece, start: number, end: number): Piece {
  const text = piece.text.slice(start, end);
  return {
    ...piece,
    text,
    width: measure(doc, text, piece.font, piece.size, piece.spacing),
    trailing: end === piece.text.length ? piece.trailing : 0,
  };
}

function finishLine(pieces: Piece[], fallbackHeight: number, fallbackSize: number): Line {
  const heights = pieces.length > 0 ? pieces : [{ lineHeight: fallbackHeight, size: fallbackSize }];
  const height = Math.max(...heights.map((piece) => piece.lineHeight));
  const baseline = Math.max(
    ...heights.map((piece) => (height - (ASCENT + DESCENT) * piece.size) / 2 + ASCENT * piece.size),
  );
  return { pieces, width: trimmedWidthOf(pieces), height, baseline };
}

/** Breaks the spans into lines of at most `width` points, at spaces and line feeds only. */
export function layoutText(
  doc: Doc,
  spans: readonly Span[],
  options: { width: number; style?: TextStyle },
): Line[] {
  const style = options.style ?? TEXT.body;
  const { width } = options;
  const lines: Line[] = [];
  let current: Piece[] = [];
  const finish = () => {
    lines.push(finishLine(current, style.size * style.lineHeight, style.size));
    current = [];
  };
  for (const word of toWords(doc, spans, style)) {
    if (word === BREAK) {
      finish();
      continue;
    }
    const used = widthOf(current);
    const needed = trimmedWidthOf(word);
    if (used + needed <= width) {
      current.push(...word);
    } else if (needed <= width) {
      finish();
      current.push(...word);
    } else {
      // A long token starts on the current line unless little of it would fit there.
      if (width - used < width / 4) finish();
      const chunks = chopWord(doc, word, width - widthOf(current), width);
      current.push(...chunks[0]!);
      for (const chunk of chunks.slice(1)) {
        finish();
        current.push(...chunk);
      }
    }
  }
  if (current.length > 0 || lines.length === 0) finish();
  return lines;
}

export const heightOf = (lines: readonly Line[]) => lines.reduce((sum, line) => sum + line.height, 0);

/** Draws one line with its top at y; align places it in `width` points. */
function drawLine(
  doc: Doc,
  line: Line,
  options: { x: number; y: number; width?: number; align?: 'left' | 'right' | 'center' },
): void {
  const { y } = options;
  const free = (options.width ?? line.width) - line.width;
  let x = options.x + (options.align === 'right' ? free : options.align === 'center' ? free / 2 : 0);
  for (const fragment of mergePieces(line.pieces)) {
    const top = y + line.baseline - ASCENT * fragment.size;
    if (fragment.badge) {
      doc
        .rect(x, top - 0.4, fragment.width, (ASCENT + DESCENT) * fragment.size + 0.4)
        .fill(fragment.badge.background);
    }
    const textX = x + (fragment.badge ? BADGE_PADDING : 0);
    doc
      .font(fragment.font, fragment.size)
      .fillColor(fragment.color)
      .text(fragment.text, textX, top, { lineBreak: false, characterSpacing: fragment.spacing });
    const drawn = fragment.width - fragment.trailing;
    const glyphHeight = (ASCENT + DESCENT) * fragment.size;
    if (fragment.underline) {
      const under = top + ASCENT * fragment.size + 1;
      doc
        .moveTo(x, under)
        .lineTo(x + drawn, under)
        .lineWidth(0.5)
        .strokeColor(fragment.color)
        .stroke();
    }
    if (fragment.link) doc.link(x, top, drawn, glyphHeight, fragment.link);
    if (fragment.goTo) doc.goTo(x, top, drawn, glyphHeight, fragment.goTo);
    x += fragment.width;
  }
}

/** Joins neighbouring pieces that look the same, so a line of running text is drawn in one call. */
function mergePieces(pieces: readonly Piece[]): Piece[] {
  const merged: Piece[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    const same =
      last &&
      !last.badge &&
      !piece.badge &&
      last.font === piece.font &&
      last.size === piece.size &&
      last.color === piece.color &&
      last.spacing === piece.spacing &&
      last.link === piece.link &&
      last.goTo === piece.goTo &&
      last.underline === piece.underline;
    if (same) {
      merged[merged.length - 1] = {
        ...last,
        text: last.text + piece.text,
        width: last.width + piece.width,
        trailing: piece.trailing,
      };
    } else {
      merged.push(piece);
    }
  }
  return merged;
}

/** Draws laid-out lines one under the other from y; returns the y below the last. */
export function drawLines(
  doc: Doc,
  lines: readonly Line[],
  options: { x: number; y: number; width?: number; align?: 'left' | 'right' | 'center' },
): number {
  let { y } = options;
  for (const line of lines) {
    drawLine(doc, line, { ...options, y });
    y += line.height;
  }
  return y;
}
