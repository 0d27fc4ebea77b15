import WordExtractor from 'word-extractor';
import { ExtractionError } from './extraction.errors';
import { tidyPlainText } from './extraction.text';

// word-extractor reads the OLE compound file by sectors through a file handle.
export async function readDoc(path: string): Promise<string> {
  let parts: string[];
  try {
    const document = await new WordExtractor().extract(path);
    parts = [document.getBody(), document.getFootnotes(), document.getEndnotes(), document.getTextboxes()];
  } catch (error) {
    throw new ExtractionError('extraction.corrupt', `unreadable DOC: ${String(error)}`, { cause: error });
  }
  return tidyPlainText(parts.filter((part) => part.trim().length > 0).join('\n\n'));
}
