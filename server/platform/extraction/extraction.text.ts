import { createReadStream } from 'node:fs';
import { decodeWindows1252 } from './extraction.cp1252';
import { createRtfToTextConverter } from './extraction.rtf';

export interface TextRead {
  text: string;
  truncated: boolean;
}

const chunkBytes = 256 * 1024;

function pickEncoding(head: Uint8Array): string {
  if (head[0] === 0xff && head[1] === 0xfe) return 'utf-16le';
  if (head[0] === 0xfe && head[1] === 0xff) return 'utf-16be';
  return 'utf-8';
}

type ChunkDecoder = (chunk: Uint8Array | null) => string;

// null marks the end of the input, when a multi-byte sequence cut at the last chunk is flushed (or refused).
function createUnicodeDecoder(): ChunkDecoder {
  let decoder: TextDecoder | null = null;
  return (chunk) => {
    decoder ??= new TextDecoder(pickEncoding(chunk ?? new Uint8Array()), { fatal: true });
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
  };
}

const windows1252Decoder: ChunkDecoder = (chunk) => (chunk ? decodeWindows1252(chunk) : '');

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Tidies text chunk by chunk (line endings, control characters) as it streams, so a file near the
 * cap is never copied whole by several passes; a CR that ends a chunk waits for the next one.
 */
function createChunkTidier() {
  let heldCarriageReturn = false;
  return (text: string, last: boolean): string => {
    let chunk = heldCarriageReturn ? `\r${text}` : text;
    heldCarriageReturn = !last && chunk.endsWith('\r');
    if (heldCarriageReturn) chunk = chunk.slice(0, -1);
    return chunk.replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '');
  };
}

// Reads chunk by chunk and stops at the cap, so a 200 MB log costs about one chunk plus the kept text.
async function decodeStream(input: {
  path: string;
  maxChars: number;
  decode: ChunkDecoder;
}): Promise<TextRead> {
  const stream = createReadStream(input.path, { highWaterMark: chunkBytes });
  const parts: string[] = [];
  const tidy = createChunkTidier();
  let length = 0;
  let truncated = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const text = tidy(input.decode(chunk), false);
      if (length + text.length >= input.maxChars) {
        parts.push(text.slice(0, input.maxChars - length));
        truncated = true;
        break;
      }
      parts.push(text);
      length += text.length;
    }
    if (!truncated) parts.push(tidy(input.decode(null), true));
  } finally {
    stream.destroy();
  }
  return {
    text: parts
      .join('')
      .replace(/^\uFEFF/, '')
      .trim(),
    truncated,
  };
}

/** Reads a plain-text file as UTF-8 (or UTF-16 with a BOM), falling back to Windows-1252 when not valid UTF-8. */
export async function readTextFile(input: { path: string; maxChars: number }): Promise<TextRead> {
  let read: TextRead;
  try {
    read = await decodeStream({ ...input, decode: createUnicodeDecoder() });
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    // Windows-1252 decodes every byte (it is Latin-1 plus typographic signs), so this pass cannot fail.
    read = await decodeStream({ ...input, decode: windows1252Decoder });
  }
  return read;
}

/** Reads an RTF file through the streaming converter. */
export async function readRtfFile(input: { path: string; maxChars: number }): Promise<TextRead> {
  const converter = createRtfToTextConverter({ maxChars: input.maxChars });
  const stream = createReadStream(input.path, { highWaterMark: chunkBytes, encoding: 'latin1' });
  try {
    for await (const chunk of stream as AsyncIterable<string>) {
      converter.write(chunk);
      if (converter.isFull()) break;
    }
  } finally {
    stream.destroy();
  }
  return converter.end();
}

// Keeps tabs and line breaks; drops the BOM and other control characters that would only confuse matching.
export function tidyPlainText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
}
