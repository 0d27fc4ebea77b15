import { describe, expect, it } from 'vitest';
import { appendDictated, microphoneError, recognitionError } from './use-dictation';

describe('dictation', () => {
  it('appends recognised text after a space', () => {
    expect(appendDictated('Échafaudage au 2e', 'sans garde-corps')).toBe(
      'Échafaudage au 2e sans garde-corps',
    );
    expect(appendDictated('', ' Bruit fort ')).toBe('Bruit fort');
    expect(appendDictated('Texte  ', 'suite')).toBe('Texte suite');
    expect(appendDictated('Texte', '   ')).toBe('Texte');
  });

  it("maps the recognition service's errors to the spec's messages", () => {
    expect(recognitionError('network')).toBe('network');
    expect(recognitionError('audio-capture')).toBe('audioCapture');
    expect(recognitionError('not-allowed')).toBe('notAllowed');
    expect(recognitionError('language-not-supported')).toBe('other');
    expect(recognitionError('no-speech')).toBeNull();
  });

  it('gives phone and desktop users different advice when the microphone is refused', () => {
    expect(microphoneError('NotAllowedError', true)).toBe('micDeniedMobile');
    expect(microphoneError('NotAllowedError', false)).toBe('micDeniedDesktop');
    expect(microphoneError('NotFoundError', false)).toBe('micNotFound');
    expect(microphoneError('NotReadableError', false)).toBe('micInUse');
    expect(microphoneError('TypeError', false)).toBe('micOther');
  });
});
