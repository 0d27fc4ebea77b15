import { describe, expect, it } from 'vitest';
import { exampleWorkplaceAnalysis } from './analysis.example';
import { riskViewsOf } from './risk-view';

describe('riskViewsOf', () => {
  it('reads a French analysis', () => {
    const [first] = riskViewsOf(exampleWorkplaceAnalysis);
    expect(first).toMatchObject({
      id: 'SST_001',
      severity: 'Critique',
      title: 'Espace clos',
      priority: 1,
      basis: 'evidence',
    });
    expect(first?.measuresByLevel.map((entry) => entry.level)).toEqual([
      'elimination',
      'engineering',
      'administrative',
      'ppe',
    ]);
  });

  it('reads English keys and the older spellings, and numbers risks without an id', () => {
    const views = riskViewsOf({
      analysis: {
        ...exampleWorkplaceAnalysis.analysis,
        risques: undefined,
        risks: [
          {
            severity: 'High',
            description: 'x',
            protective_measures: ['a'],
            recommendation: 'r',
            regulatory_references: ['ref'],
          },
          { gravité: 'Élevée', description: 'y' },
        ] as never,
      },
    });
    expect(views.map((view) => [view.id, view.severity])).toEqual([
      ['SST_001', 'High'],
      ['SST_002', 'Élevée'],
    ]);
    expect(views[0]?.citations).toEqual(['ref']);
  });
});
