import { describe, expect, it } from 'vitest';
import { acceptedByName, formatFileSize, pickFiles } from './file-selection';

const file = (name: string, size: number) => ({ name, size }) as File;
const MB = 1024 * 1024;

describe('pickFiles', () => {
  it('keeps accepted files and notes the ones over the limit or of another type', () => {
    const { kept, notes } = pickFiles({
      current: 0,
      incoming: [
        file('toit.jpg', 2 * MB),
        file('plan.pdf', 60 * MB),
        file('notes.txt', 1000),
        file('rapport.docx', 5000),
      ],
      maxFileBytes: 50 * MB,
      kinds: ['image', 'pdf', 'docx', 'doc'],
    });
    expect(kept.map((item) => item.name)).toEqual(['toit.jpg', 'rapport.docx']);
    expect(notes).toEqual({ tooLarge: ['plan.pdf'], notAccepted: ['notes.txt'], tooMany: false });
  });

  it('stops at 20 files per analysis', () => {
    const { kept, notes } = pickFiles({
      current: 19,
      incoming: [file('a.jpg', 1), file('b.jpg', 1)],
      maxFileBytes: MB,
      kinds: ['image'],
    });
    expect(kept).toHaveLength(1);
    expect(notes.tooMany).toBe(true);
  });
});

describe('acceptedByName', () => {
  it('accepts text and RTF only where the screen takes them', () => {
    expect(acceptedByName('note.TXT', ['image', 'text'])).toBe(true);
    expect(acceptedByName('note.rtf', ['image', 'pdf'])).toBe(false);
    expect(acceptedByName('IMG_0001.HEIC', ['image'])).toBe(true);
  });
});

describe('formatFileSize', () => {
  it('writes sizes the Canadian French and English way', () => {
    expect(formatFileSize(1536, 'fr').replace(/\s/g, ' ')).toBe('1,5 Ko');
    expect(formatFileSize(2.5 * MB, 'en')).toBe('2.5 MB');
  });
});
