import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../../bench/eval.corpus';
import { inputOf, scoreScenario, summarise } from '../../../../bench/eval.score';
import { createBuiltinEngine } from './builtin.engine';

// The eval corpus (npm run eval) as a regression guard: its text scenarios only (the scans need OCR), held to
// the figures reached so far, so a change that loses ground fails here before it reaches a report.
const FORMER = { recall: 0.8203, precision: 0.7904, overrated: 1428, underrated: 560, distractorRisks: 162 };

describe('builtin engine on the eval corpus', () => {
  it('keeps its recall, precision, verbatim quotes and controlled ratings', async () => {
    const engine = createBuiltinEngine();
    const scored = [];
    const formerHoldout = (id: string) => /^holdout([3-9]|[1-5][0-9]|6[0-9]|7[0-9]|8[0-9]|9[0-7])-/.test(id);
    // Rounds still held out (never looked at) are scored by `npm run eval` only: this guard neither reads nor holds them.
    const guarded = (s: { split: string; id: string }) => s.split !== 'holdout' || formerHoldout(s.id);
    for (const scenario of loadCorpus().filter((s) => s.text !== undefined && guarded(s))) {
      const analysisInput = inputOf(scenario);
      const { risks } = await engine.analyse(analysisInput);
      scored.push({ scenario, score: scoreScenario({ scenario, analysisInput, risks }) });
    }
    // Holdouts 3 to 97 were scored once as holdouts (recall 60.6 %, 69.2 %, 82.2 %, 83.0 %, 71.9 %, 71.8 %,
    // 77.7 %, 86.0 %, 73.2 %, 85.0 %, 84.6 %, 80.9 %, 74.8 %, 75.5 %, 69.0 %, 64.3 %, 69.8 %, 79.7 %, 72.0 %,
    // 71.3 %, 70.5 %, 75.5 %, 74.7 %, 75.2 %, 77.2 %, 67.8 %, 70.1 %, 77.1 %, 81.3 %, 65.2 %, 71.4 %, 75.0 %,
    // 80.9 %, 70.5 %, 77.4 %, 79.1 %, 70.9 %, 75.2 %, 79.3 %, 81.5 %, 72.3 %, 75.8 %, 73.5 %, 76.7 %, 69.8 %,
    // 67.8 %, 67.7 %, 78.9 %, 60.0 %, 80.3 %, 77.6 %, 72.6 %, 80.0 %, 73.0 %, 84.7 %, 76.0 %, 78.2 %, 75.2 %,
    // 77.5 %, 76.2 %, 74.9 %, 78.2 %, 82.1 %, 70.7 %, 82.1 %, 81.0 %, 66.5 %, 74.5 %, 76.8 %, 77.7 %, 80.3 %,
    // 83.0 %, 73.4 %, 81.2 %, 82.7 %, 87.7 %, 79.1 %, 78.6 %, 72.3 %, 75.0 %, 74.4 %, 80.3 %, 75.6 %, 83.2 %,
    // 76.2 %, 68.3 %, 77.8 %, 78.7 %, 77.0 %, 66.5 %, 76.7 %, 75.4 %, 76.9 %, 69.9 %, 74.7 %), then became tune
    // material: they are held apart, to the figures reached on them.
    const tune = summarise(
      scored.filter(({ scenario }) => scenario.split === 'tune' && !formerHoldout(scenario.id)),
    );
    const former = summarise(scored.filter(({ scenario }) => formerHoldout(scenario.id)));
    const measure = summarise(scored.filter(({ scenario }) => scenario.split === 'measure'));
    expect(tune.verbatim).toBe(1);
    expect(former.verbatim).toBe(1);
    expect(measure.verbatim).toBe(1);
    expect(tune.overratedControlled).toBe(0);
    expect(measure.overratedControlled).toBe(0);
    expect(former.overratedControlled).toBeLessThanOrEqual(FORMER.overrated);
    // The worse error: an uncontrolled or past hazard reported as controlled.
    expect(tune.underratedPresent).toBe(0);
    expect(former.underratedPresent).toBeLessThanOrEqual(FORMER.underrated);
    expect(measure.underratedPresent).toBeLessThanOrEqual(2);
    expect(tune.recall).toBeGreaterThanOrEqual(0.98);
    expect(tune.precision).toBeGreaterThanOrEqual(0.96);
    expect(former.recall).toBeGreaterThanOrEqual(FORMER.recall);
    expect(former.precision).toBeGreaterThanOrEqual(FORMER.precision);
    expect(measure.recall).toBeGreaterThanOrEqual(0.95);
    expect(measure.precision).toBeGreaterThanOrEqual(0.93);
    expect(tune.distractorRisks + measure.distractorRisks).toBeLessThanOrEqual(1);
    expect(former.distractorRisks).toBeLessThanOrEqual(FORMER.distractorRisks);
    // About 1,600 analyses: seconds on a quiet machine, several times that on a loaded one.
  }, 120_000);

  // Tests may quote tune material (it is there to be looked at), never the measured part or a round still held
  // out: a rule pinned to their words would score memory, not reading.
  it('has no test sentence taken from the measured part or a held-out round', () => {
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    const unseen = loadCorpus()
      .filter((s) => s.split !== 'tune' && s.text !== undefined)
      .map((s) => ({ id: s.id, text: flat(s.text ?? '') }));
    const folder = new URL('.', import.meta.url);
    const quoted: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      for (const [, , literal = ''] of source.matchAll(/(['"`])((?:\\.|(?!\1).)*)\1/g)) {
        const sentence = flat(literal.replace(/\\n/g, ' ').replace(/\\(['"`])/g, '$1'));
        // Every 40-character stretch of a long literal, so a quote cut or joined to other words is still caught.
        for (let start = 0; start + 40 <= sentence.length; start += 5) {
          const stretch = sentence.slice(start, start + 40);
          const source = unseen.find((s) => s.text.includes(stretch));
          if (source) {
            quoted.push(`${file}: ${source.id}: ${stretch}`);
            break;
          }
        }
      }
    }
    expect(quoted).toEqual([]);
  });
});
