import { SaxesParser } from 'saxes';
import { ExtractionError } from './extraction.errors';
import type { TextRead } from './extraction.text';
import { tidyPlainText } from './extraction.text';
import {
  checkZipDirectory,
  DOCX_LIMITS,
  readZipDirectory,
  readZipEntry,
  type ZipLimits,
} from './extraction.zip';

const DOCUMENT_PART = 'word/document.xml';

/**
 * Turns WordprocessingML into plain text as it streams, the way mammoth's raw text reads it (each paragraph
 * followed by a blank line, tabs and breaks kept, deleted revisions left out), and reports when the text is
 * full so the caller stops inflating.
 */
export function createDocxTextCollector(maxChars: number) {
  const parser = new SaxesParser({ xmlns: false, position: false });
  const parts: string[] = [];
  let length = 0;
  let inText = false;
  // Word writes a text box twice (the modern shape and a VML fallback): read only the first, as mammoth does.
  let fallbackDepth = 0;
  let full = false;
  let failure: Error | null = null;

  const push = (text: string) => {
    if (full || text.length === 0) return;
    if (length + text.length > maxChars) {
      parts.push(text.slice(0, maxChars - length));
      length = maxChars;
      full = true;
      return;
    }
    parts.push(text);
    length += text.length;
  };

  parser.on('opentag', (tag) => {
    if (tag.name === 'mc:Fallback' && !tag.isSelfClosing) fallbackDepth++;
    if (fallbackDepth > 0) return;
    switch (tag.name) {
      case 'w:t':
        inText = !tag.isSelfClosing;
        break;
      case 'w:tab':
        push('\t');
        break;
      case 'w:br':
      case 'w:cr':
        push('\n');
        break;
      case 'w:noBreakHyphen':
        push('-');
        break;
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'mc:Fallback' && !tag.isSelfClosing) fallbackDepth--;
    if (fallbackDepth > 0) return;
    if (tag.name === 'w:t') inText = false;
    else if (tag.name === 'w:p') push('\n\n');
  });
  parser.on('text', (text) => {
    if (inText) push(text);
  });
  parser.on('cdata', (text) => {
    if (inText) push(text);
  });
  parser.on('error', (error) => {
    failure ??= error;
  });

  return {
    write(chunk: Buffer | string) {
      if (full || failure) return;
      parser.write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    },
    isFull: () => full,
    end(): TextRead {
      if (!full && !failure) parser.close();
      if (failure && !full) throw failure;
      return { text: tidyPlainText(parts.join('')), truncated: full };
    },
  };
}

/**
 * Reads a DOCX's text with the archive checked first (entries, unpacked size, ratio, the document part's
 * size) and the document part inflated and parsed chunk by chunk, stopping at `maxChars`: memory stays near
 * one chunk plus the kept text whatever the document holds.
 */
export async function readDocxFile(input: {
  path: string;
  maxChars: number;
  limits?: ZipLimits;
}): Promise<TextRead> {
  const limits = input.limits ?? DOCX_LIMITS;
  const { entries, fileSize } = await readZipDirectory(input.path);
  checkZipDirectory({ entries, fileSize, limits });
  const part = entries.find((entry) => entry.name === DOCUMENT_PART);
  if (!part) throw new ExtractionError('extraction.corrupt', 'DOCX without word/document.xml');
  const collector = createDocxTextCollector(input.maxChars);
  const decoder = new TextDecoder('utf-8');
  const maxBytes = limits.maxEntryBytes[DOCUMENT_PART] ?? limits.maxTotalBytes;
  try {
    for await (const chunk of readZipEntry({ path: input.path, entry: part, maxBytes })) {
      collector.write(decoder.decode(chunk, { stream: true }));
      if (collector.isFull()) break;
    }
    if (!collector.isFull()) collector.write(decoder.decode());
    return collector.end();
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError('extraction.corrupt', `unreadable DOCX: ${String(error)}`, { cause: error });
  }
}
