import mammoth from 'mammoth';
import WordExtractor from 'word-extractor';
import { ExtractionError } from './extraction.errors';
import { tidyPlainText } from './extraction.text';

// mammoth unzips the DOCX in memory: a DOCX's size is mostly its pictures, which raw-text extraction skips
// but still holds while reading; the upload size limit bounds it.
export async function readDocx(path: string): Promise<string> {
  let value: string;
  try {
    ({ value } = await mammoth.extractRawText({ path }));
  } catch (error) {
    throw new ExtractionError('extraction.corrupt', `unreadable DOCX: ${String(error)}`, { cause: error });
  }
  return tidyPlainText(value);
}

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
