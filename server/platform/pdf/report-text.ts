/**
 * Where react-pdf may break a line. Words are never hyphenated: its only patterns are English ones,
 * which would cut French words in the wrong places. Tokens too long for any column (URLs, file
 * names, pasted identifiers) get break points after their separators and every few characters, marked
 * with U+FEFF: a zero-width glyph that react-pdf treats as a space, so the line breaks there without
 * the hyphen it would add at a syllable break, and pdftotext reads the token back whole.
 */
const BREAK = '\uFEFF';
const LONG_TOKEN = 22;
const CHUNK = 14;

export function breakLongWords(word: string): string[] {
  if (word.length <= LONG_TOKEN) return [word];
  const parts: string[] = [];
  for (const piece of word.split(/(?<=[/?&=_.,;:\-–—])/)) {
    for (let start = 0; start < piece.length; start += CHUNK) {
      parts.push(piece.slice(start, start + CHUNK), BREAK);
    }
  }
  parts.pop();
  return parts;
}
