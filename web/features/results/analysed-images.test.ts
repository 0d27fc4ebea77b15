import { describe, expect, it } from 'vitest';
import type { AnalysisFile } from '../../../common/contract/analysis';
import { exampleWorkplaceAnalysis } from '../../../common/contract/analysis.example';
import { analysedImagesOf } from './analysed-images';

describe('the analysed images', () => {
  const base = exampleWorkplaceAnalysis.files.find((file) => file.kind === 'image') as AnalysisFile;
  const file = (name: string, kind: AnalysisFile['kind'], status: 'ok' | 'error'): AnalysisFile => ({
    ...base,
    id: name,
    name,
    kind,
    extraction: { ...base.extraction, status, code: status === 'error' ? 'extraction.imageTooLarge' : null },
  });

  it('shows the pictures the analysis read, never one it refused nor a document', () => {
    const files = [
      file('chantier.jpg', 'image', 'ok'),
      file('pixel-bomb.png', 'image', 'error'),
      file('rapport.pdf', 'pdf', 'ok'),
    ];
    expect(analysedImagesOf(files).map((image) => image.name)).toEqual(['chantier.jpg']);
  });
});
