import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../../common/contract/analysis';
import { evidenceReadNote } from './evidence-read';

const file = (kind: AnalysisFile['kind'], pages = 1, status: 'ok' | 'error' = 'ok') => ({
  kind,
  extraction: { status, code: null, message: null, pages, ocrPages: 0, truncated: false },
});
const words = (count: number) => Array.from({ length: count }, (_, index) => `mot${index}`).join(' ');

describe('what the evidence read says when it raised no hazard', () => {
  const files = [file('image'), file('image'), file('pdf', 4)];

  it('counts the files by kind, the PDF pages and the words of the instructions, in French', () => {
    expect(evidenceReadNote({ files, instructions: words(120), bases: [], language: 'fr' })).toBe(
      "Lu : 3 fichiers (2 photos, 1 PDF de 4 pages) et vos instructions (120 mots). Aucun danger n'y a été relevé.",
    );
  });

  it('says the same in English, with the singular where there is one', () => {
    expect(
      evidenceReadNote({
        files: [file('image'), file('pdf', 1), file('docx')],
        instructions: ' danger ',
        bases: ['sector', 'sector'],
        language: 'en',
      }),
    ).toBe(
      'Read: 3 files (1 photo, 1 PDF of one page, 1 document) and your instructions (1 word). No hazard was found in it.',
    );
  });

  it('counts only the files that could be read, and says how many could not', () => {
    expect(
      evidenceReadNote({
        files: [file('pdf', 2), file('pdf', 3), file('pdf', 0, 'error')],
        instructions: '',
        bases: [],
        language: 'en',
      }),
    ).toBe('Read: 2 files (2 PDFs of 5 pages); 1 file could not be read. No hazard was found in it.');
    expect(
      evidenceReadNote({ files: [file('text', 0, 'error')], instructions: '', bases: [], language: 'fr' }),
    ).toBe(
      "Le fichier fourni n'a pas pu être lu et aucune instruction n'a été donnée : aucun danger n'a pu être relevé.",
    );
  });

  it('says nothing when a risk comes from the evidence', () => {
    expect(
      evidenceReadNote({ files, instructions: 'x', bases: ['sector', 'evidence'], language: 'fr' }),
    ).toBeNull();
  });
});
