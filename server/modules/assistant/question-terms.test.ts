import { describe, expect, it } from 'vitest';
import { stemKeysOf as termsKeysOf } from '../../platform/ai/builtin/builtin.stems';
import { questionTerms, withHazardNames } from './question-terms';

const hazardWordsFor = (terms: ReturnType<typeof questionTerms>) => withHazardNames(terms).words;

describe('the hazards a question names, in both languages', () => {
  it('adds the English names to a French question, and the French ones to an English question', () => {
    const fromFrench = hazardWordsFor(questionTerms('Quels risques de chariots élévateurs reviennent ?'));
    expect(fromFrench).toContain('forklifts');
    const fromEnglish = hazardWordsFor(questionTerms('Which forklift risks recur?'));
    expect(fromEnglish).toEqual(expect.arrayContaining(['chariots', 'elevateurs']));
  });

  it('lets a French term find the English name in a text', () => {
    const { terms } = withHazardNames(questionTerms('chariots élévateurs'));
    const chariots = terms.find((term) => term.word === 'chariots');
    expect(chariots?.keys.some((key) => termsKeysOf('forklifts').includes(key))).toBe(true);
  });

  it('adds nothing for a question that names no hazard', () => {
    expect(hazardWordsFor(questionTerms('Quel est le budget du projet pour 2027 ?'))).toEqual([]);
  });
});
