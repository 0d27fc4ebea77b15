import { describe, expect, it } from 'vitest';
import { workplaceAnalysisSchema } from './analysis';
import { exampleWorkplaceAnalysis } from './analysis.example';

describe('the analysis result example', () => {
  it('matches the contract it documents', () => {
    expect(() => workplaceAnalysisSchema.parse(exampleWorkplaceAnalysis)).not.toThrow();
  });
});
