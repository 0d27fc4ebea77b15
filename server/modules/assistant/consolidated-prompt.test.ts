import { describe, expect, it } from 'vitest';
import { keepProvidedCitations } from './consolidated-prompt';

describe('the citations of an AI answer', () => {
  it('keeps the numbers of the passages given and drops the others, lists included', () => {
    const { text, cited } = keepProvidedCitations(
      'Un permis est requis [2][9]. Les deux [1, 12] le disent.',
      3,
    );
    expect(text).toBe('Un permis est requis [2]. Les deux [1] le disent.');
    expect([...cited]).toEqual([2, 1]);
  });

  it('drops a sentence whose only sources were invented, and keeps the layout of the rest', () => {
    const { text } = keepProvidedCitations(
      '## Titre\n\nVrai [1]. Faux [4].\n- Inventé [5]\n\nFin : voilà [1] !',
      2,
    );
    expect(text).toBe('## Titre\n\nVrai [1].\n\nFin : voilà [1] !');
  });

  it('leaves a sentence that cites nothing as it is', () => {
    expect(keepProvidedCitations('Rien ne le dit.', 1)).toEqual({
      text: 'Rien ne le dit.',
      cited: new Set(),
    });
  });
});
