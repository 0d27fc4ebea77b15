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

  // Issue 12: what the evidence says is in place, the rating that leaves, and why, for the three renderers.
  const controlled = {
    risque_id: 'SST_001',
    title: 'Chute de hauteur',
    gravite: 'Modéré',
    likelihood: 'unlikely',
    priority: 4,
    status: 'controlled',
    existingMeasures: ['Les garde-corps sont en place sur toute la mezzanine.', 7],
    inherentSeverity: 'critique',
    ratingRationale: 'Gravité intrinsèque : critique ; cote résiduelle : modéré.',
  };
  const viewOf = (risk: Record<string, unknown>) =>
    riskViewsOf({ analysis: { ...exampleWorkplaceAnalysis.analysis, risques: [risk] as never } })[0]!;

  it('carries the measures in place, the residual rating and its rationale of a controlled risk', () => {
    expect(viewOf(controlled)).toMatchObject({
      status: 'controlled',
      existingMeasures: ['Les garde-corps sont en place sur toute la mezzanine.'],
      residual: { severity: 'Modéré', priority: 4, inherentSeverity: 'critique' },
      rationale: 'Gravité intrinsèque : critique ; cote résiduelle : modéré.',
    });
  });

  it('gives a residual rating to an uncontrolled risk only when the evidence names a control', () => {
    const present = { ...controlled, status: 'present', gravite: 'Élevé', priority: 2 };
    expect(viewOf({ ...present, existingMeasures: [] }).residual).toBeNull();
    expect(viewOf(present).residual).toEqual({
      severity: 'Élevé',
      priority: 2,
      inherentSeverity: 'critique',
    });
  });

  it('reads an analysis made before issue 12 with no status, no measures in place and no rationale', () => {
    const [first] = riskViewsOf(exampleWorkplaceAnalysis);
    expect(first).toMatchObject({ status: null, existingMeasures: [], residual: null, rationale: '' });
    expect(viewOf({ ...controlled, status: 'gone', inherentSeverity: 'huge' })).toMatchObject({
      status: null,
      residual: { inherentSeverity: null },
    });
  });
});
