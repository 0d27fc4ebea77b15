import { describe, expect, it } from 'vitest';
import { recognizeImage } from './extraction.image';
import type { OcrLayout } from './extraction.ocr';

/** Stands in for the tesseract pool, answering each layout with a scripted text. */
function scriptedOcr(answers: Partial<Record<OcrLayout, string>>) {
  const layouts: OcrLayout[] = [];
  return {
    layouts,
    recognize: async ({ layout }: { image: Buffer; layout: OcrLayout }) => {
      layouts.push(layout);
      return answers[layout] ?? '';
    },
  };
}

describe('reading the text of a photo', () => {
  it('stops after the document pass when it read a sign', async () => {
    const ocr = scriptedOcr({ document: 'DANGER\nESPACE CLOS\nENTRÉE INTERDITE' });
    expect(await recognizeImage({ ocr, image: Buffer.alloc(0) })).toContain('ESPACE CLOS');
    expect(ocr.layouts).toEqual(['document']);
  });

  it('does not read textures as text when the document pass found no word', async () => {
    const ocr = scriptedOcr({ document: ' . , ', sparse: 'Tex\nPS\nee\nSy' });
    expect(await recognizeImage({ ocr, image: Buffer.alloc(0) })).toBe('');
    expect(ocr.layouts).toEqual(['document']);
  });

  it('tries the sparse layout when only a few words came out, and keeps the better reading', async () => {
    const ocr = scriptedOcr({ document: 'CAUTION', sparse: 'CAUTION\nFORKLIFT TRAFFIC\nPEDESTRIANS' });
    expect(await recognizeImage({ ocr, image: Buffer.alloc(0) })).toContain('FORKLIFT');
    expect(ocr.layouts).toEqual(['document', 'sparse']);
  });
});
