import { decodeWindows1252 } from './extraction.cp1252';

// RTF to plain text, written as a streaming state machine so a 200 MB RTF (mostly embedded pictures) is read
// chunk by chunk: skipped groups cost no memory and the output stops growing at the cap.

// Groups that hold no body text; a group starting with \* is skipped too, as the spec allows for readers
// that do not know the destination.
// biome-ignore format: a word list reads better packed
const skippedDestinations = new Set([
  'fonttbl', 'colortbl', 'stylesheet', 'info', 'pict', 'object', 'objdata', 'fldinst', 'datafield',
  'themedata', 'colorschememapping', 'latentstyles', 'rsidtbl', 'xmlnstbl', 'mmathPr', 'generator',
  'filetbl', 'revtbl', 'listtable', 'listoverridetable', 'pgdsctbl', 'nonshppict', 'shppict', 'sp',
  'bkmkstart', 'bkmkend', 'header', 'headerl', 'headerr', 'headerf', 'footer', 'footerl', 'footerr',
  'footerf', 'footnote', 'annotation', 'atnid', 'atnauthor', 'xe', 'tc', 'userprops', 'docvar',
]);

// biome-ignore format: a table reads better packed
const symbols: Record<string, string> = {
  par: '\n', line: '\n', sect: '\n', page: '\n', row: '\n', cell: '\t', tab: '\t',
  emdash: '—', endash: '–', bullet: '•', lquote: '‘', rquote: '’', ldblquote: '“', rdblquote: '”',
  emspace: ' ', enspace: ' ', qmspace: ' ', '~': '\u00a0', _: '‑', '\\': '\\', '{': '{', '}': '}',
};

// Code pages TextDecoder knows under another name; 125x map to windows-125x.
const codePageLabels: Record<number, string> = {
  932: 'shift_jis',
  936: 'gbk',
  949: 'euc-kr',
  950: 'big5',
  874: 'windows-874',
};

interface GroupState {
  skip: boolean;
  unicodeSkip: number;
}

export interface RtfToTextConverter {
  /** Feeds the next piece of the file, read as Latin-1 (RTF itself is 7-bit; bytes come as \'hh). */
  write(chunk: string): void;
  /** Returns the text once the whole file is written; `truncated` says the cap was reached. */
  end(): { text: string; truncated: boolean };
  /** True once the cap is reached: the rest of the file need not be read. */
  isFull(): boolean;
}

// Groups nested deeper than this share their parent's state: real documents nest a few dozen levels, while
// a file of nothing but '{' would otherwise hold one state object per byte (50 MB of them, 2 GB of memory).
const maxGroupDepth = 512;
// Hex-escaped bytes (\'e9) are decoded in batches of at most this many, so a run of them never piles up.
const maxPendingBytes = 4096;

export function createRtfToTextConverter(options: { maxChars: number }): RtfToTextConverter {
  const stack: GroupState[] = [];
  let groupsPastLimit = 0;
  let state: GroupState = { skip: false, unicodeSkip: 1 };
  let output = '';
  let truncated = false;
  let carry = '';
  let pendingBytes: number[] = [];
  // null: Windows-1252, decoded by hand (see extraction.cp1252.ts).
  let decoder: TextDecoder | null = null;
  let fallbackToSkip = 0;
  let binaryToSkip = 0;
  let groupJustOpened = false;

  function flushBytes(): void {
    if (pendingBytes.length === 0) return;
    const bytes = Uint8Array.from(pendingBytes);
    pendingBytes = [];
    emit(decoder ? decoder.decode(bytes) : decodeWindows1252(bytes));
  }

  function emit(text: string): void {
    if (state.skip || truncated || text.length === 0) return;
    const room = options.maxChars - output.length;
    if (text.length > room) {
      output += text.slice(0, room);
      truncated = true;
    } else output += text;
  }

  function setCodePage(codePage: number): void {
    const label =
      codePageLabels[codePage] ?? (codePage >= 1250 && codePage <= 1258 ? `windows-${codePage}` : null);
    try {
      decoder = label && codePage !== 1252 ? new TextDecoder(label) : null;
    } catch {
      decoder = null;
    }
  }

  function handleControlWord(word: string, parameter: number | null): void {
    const opensGroup = groupJustOpened;
    groupJustOpened = false;
    if (opensGroup && skippedDestinations.has(word)) {
      state.skip = true;
      return;
    }
    if (word === 'u' && parameter !== null) {
      flushBytes();
      emit(String.fromCharCode(parameter < 0 ? parameter + 65536 : parameter));
      fallbackToSkip = state.unicodeSkip;
      return;
    }
    if (fallbackToSkip > 0) {
      fallbackToSkip--;
      return;
    }
    flushBytes();
    if (word === 'uc' && parameter !== null) state.unicodeSkip = parameter;
    else if (word === 'ansicpg' && parameter !== null) setCodePage(parameter);
    else if (word === 'bin' && parameter !== null) binaryToSkip = parameter;
    else if (Object.hasOwn(symbols, word)) emit(symbols[word]!);
  }

  // Returns the index after the token, or -1 when the chunk ends inside it and more input may follow.
  function readControl(text: string, index: number, final: boolean): number {
    const next = text[index + 1];
    if (next === undefined) return final ? text.length : -1;
    if (next === "'") {
      if (index + 3 >= text.length && !final) return -1;
      const byte = Number.parseInt(text.slice(index + 2, index + 4), 16);
      groupJustOpened = false;
      if (fallbackToSkip > 0) fallbackToSkip--;
      else if (!Number.isNaN(byte)) {
        pendingBytes.push(byte);
        if (pendingBytes.length >= maxPendingBytes) flushBytes();
      }
      return index + 4;
    }
    const letters = /^[a-zA-Z]{1,32}(-?\d{1,10})? ?/.exec(text.slice(index + 1, index + 48));
    if (!letters) {
      if (next === '*' && groupJustOpened) state.skip = true;
      else if (next === '\n' || next === '\r') handleControlWord('par', null);
      else if (next !== '*' && next !== '-') handleControlWord(next, null);
      return index + 2;
    }
    const end = index + 1 + letters[0].length;
    if (end >= text.length && !final) return -1;
    const word = letters[0].replace(/[-\d ]+$/, '');
    handleControlWord(word, letters[1] === undefined ? null : Number(letters[1]));
    return end;
  }

  function process(text: string, final: boolean): string {
    let index = 0;
    while (index < text.length) {
      if (binaryToSkip > 0) {
        const skipped = Math.min(binaryToSkip, text.length - index);
        binaryToSkip -= skipped;
        index += skipped;
        continue;
      }
      const char = text[index]!;
      if (char === '\\') {
        const next = readControl(text, index, final);
        if (next < 0) return text.slice(index);
        index = next;
        continue;
      }
      if (char === '{' || char === '}') {
        flushBytes();
        fallbackToSkip = 0;
        if (char === '{') {
          if (stack.length >= maxGroupDepth) groupsPastLimit++;
          else {
            stack.push(state);
            state = { ...state };
          }
          groupJustOpened = true;
        } else if (groupsPastLimit > 0) groupsPastLimit--;
        else state = stack.pop() ?? state;
      } else if (char !== '\r' && char !== '\n') {
        groupJustOpened = false;
        if (fallbackToSkip > 0) fallbackToSkip--;
        else {
          flushBytes();
          emit(char);
        }
      }
      index++;
    }
    return '';
  }

  return {
    write(chunk) {
      if (truncated) return;
      carry = process(carry + chunk, false);
    },
    isFull: () => truncated,
    end() {
      process(carry, true);
      flushBytes();
      return { text: tidyText(output), truncated };
    },
  };
}

/** Converts a whole RTF document held in memory. */
export function convertRtfToText(rtf: string): string {
  const converter = createRtfToTextConverter({ maxChars: Number.POSITIVE_INFINITY });
  converter.write(rtf);
  return converter.end().text;
}

function tidyText(text: string): string {
  return text
    .replace(/[ \t\u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
