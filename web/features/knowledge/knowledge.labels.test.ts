import { describe, expect, it } from 'vitest';
import { catalogueLanguage, labelIn, listIn } from './knowledge.labels';

describe('catalogue labels', () => {
  const name = { fr: 'Colombie-Britannique', en: 'British Columbia' };

  it('reads the English label for any English tag', () => {
    expect(labelIn(name, 'en')).toBe('British Columbia');
    expect(labelIn(name, 'en-CA')).toBe('British Columbia');
  });

  it('falls back on French, the product default, for French or anything unknown', () => {
    expect(labelIn(name, 'fr')).toBe('Colombie-Britannique');
    expect(labelIn(name, 'de')).toBe('Colombie-Britannique');
    expect(catalogueLanguage(undefined)).toBe('fr');
  });

  it('picks a list in the page language', () => {
    expect(listIn({ fr: ['LSST', 'RSST'], en: ['AOHS'] }, 'en')).toEqual(['AOHS']);
  });
});
