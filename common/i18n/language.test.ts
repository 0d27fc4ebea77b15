import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, languageFromAnalysisLanguage } from './language';

describe('languageFromAnalysisLanguage', () => {
  it.each(['français', 'Français', 'francais', 'french', 'fr', ' FR '])('reads %s as French', (value) => {
    expect(languageFromAnalysisLanguage(value)).toBe('fr');
  });
  it.each(['english', 'en', 'anglais', 'es'])('reads %s as English', (value) => {
    expect(languageFromAnalysisLanguage(value)).toBe('en');
  });
  it('falls back to French when no language is named', () => {
    expect(languageFromAnalysisLanguage(undefined)).toBe('fr');
    expect(languageFromAnalysisLanguage('')).toBe('fr');
  });
});

describe('languageFromAcceptLanguage', () => {
  it('takes the first listed language the product speaks', () => {
    expect(languageFromAcceptLanguage('en-CA,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('de-DE,fr-CA;q=0.7,en;q=0.5')).toBe('fr');
  });
  it('defaults to French', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('fr');
    expect(languageFromAcceptLanguage('de,es')).toBe('fr');
  });
});
