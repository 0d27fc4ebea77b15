import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../../bench/eval.corpus';
import { inputOf, scoreScenario, summarise } from '../../../../bench/eval.score';
import { createBuiltinEngine } from './builtin.engine';

// The eval corpus (npm run eval) as a regression guard: its text scenarios only (the scans need OCR), held to
// the figures reached so far, so a change that loses ground fails here before it reaches a report.
describe('builtin engine on the eval corpus', () => {
  it('keeps its recall, precision, verbatim quotes and controlled ratings', async () => {
    const engine = createBuiltinEngine();
    const scored = [];
    for (const scenario of loadCorpus().filter((s) => s.text !== undefined)) {
      const analysisInput = inputOf(scenario);
      const { risks } = await engine.analyse(analysisInput);
      scored.push({ scenario, score: scoreScenario({ scenario, analysisInput, risks }) });
    }
    const tune = summarise(scored.filter(({ scenario }) => scenario.split === 'tune'));
    const measure = summarise(scored.filter(({ scenario }) => scenario.split === 'measure'));
    expect(tune.verbatim).toBe(1);
    expect(measure.verbatim).toBe(1);
    expect(tune.overratedControlled).toBe(0);
    expect(measure.overratedControlled).toBeLessThanOrEqual(4);
    expect(tune.recall).toBeGreaterThanOrEqual(0.96);
    expect(measure.recall).toBeGreaterThanOrEqual(0.82);
    expect(measure.precision).toBeGreaterThanOrEqual(0.84);
    expect(tune.distractorRisks + measure.distractorRisks).toBeLessThanOrEqual(1);
  });
});
