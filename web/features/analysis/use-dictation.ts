import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../common/i18n/language';
import { isMobileDevice } from '../../lib/device';

// The Web Speech API is not in TypeScript's DOM library; this is the part the screens use.
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
  resultIndex: number;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

export type DictationState = 'unsupported' | 'idle' | 'requesting' | 'listening';

/** Keys of the `analysis:dictation.*` messages. */
export type DictationError =
  | 'network'
  | 'audioCapture'
  | 'notAllowed'
  | 'other'
  | 'unsupported'
  | 'insecure'
  | 'micDeniedMobile'
  | 'micDeniedDesktop'
  | 'micNotFound'
  | 'micInUse'
  | 'micOther';

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** The spec's messages for the recognition service's errors; no-speech and aborted are not errors. */
export function recognitionError(code: string): DictationError | null {
  if (code === 'no-speech' || code === 'aborted') return null;
  if (code === 'network') return 'network';
  if (code === 'audio-capture') return 'audioCapture';
  if (code === 'not-allowed' || code === 'service-not-allowed') return 'notAllowed';
  return 'other';
}

/** The spec's messages for the microphone itself; the advice for a refusal differs on phones. */
export function microphoneError(name: string, mobile: boolean): DictationError {
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return mobile ? 'micDeniedMobile' : 'micDeniedDesktop';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'micNotFound';
  if (name === 'NotReadableError' || name === 'AbortError') return 'micInUse';
  return 'micOther';
}

/** Appends a recognised phrase to existing text, separated by a space (spec part 1 §4). */
export const appendDictated = (text: string, phrase: string) => {
  const trimmed = phrase.trim();
  if (!trimmed) return text;
  return text.trim() ? `${text.replace(/\s+$/, '')} ${trimmed}` : trimmed;
};

/**
 * Browser speech recognition for one utterance: asks for the microphone, listens (fr-CA or en-US,
 * no interim results), hands the final text over, and returns to idle on end, error or stop.
 */
export function useDictation(options: { language: Language; onText: (phrase: string) => void }) {
  const Constructor = typeof window === 'undefined' ? null : recognitionConstructor();
  const [state, setState] = useState<DictationState>(Constructor ? 'idle' : 'unsupported');
  const [error, setError] = useState<DictationError | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const onText = useRef(options.onText);
  onText.current = options.onText;

  useEffect(() => () => recognition.current?.abort(), []);

  const start = useCallback(async () => {
    setError(null);
    if (!Constructor) return setError('unsupported');
    if (!window.isSecureContext || !navigator.mediaDevices?.getUserMedia) return setError('insecure');
    setState('requesting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      for (const track of stream.getTracks()) track.stop();
    } catch (failure) {
      setState('idle');
      return setError(
        microphoneError(
          (failure as DOMException).name,
          isMobileDevice({ width: window.innerWidth, userAgent: navigator.userAgent }),
        ),
      );
    }
    const instance = new Constructor();
    instance.lang = options.language === 'fr' ? 'fr-CA' : 'en-US';
    instance.continuous = false;
    instance.interimResults = false;
    instance.maxAlternatives = 1;
    instance.onstart = () => setState('listening');
    instance.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index++) {
        const result = event.results[index];
        if (result?.isFinal && result[0]) onText.current(result[0].transcript);
      }
    };
    instance.onerror = (event) => setError(recognitionError(event.error));
    instance.onend = () => {
      recognition.current = null;
      setState('idle');
    };
    recognition.current = instance;
    try {
      instance.start();
    } catch {
      setState('idle');
      setError('other');
    }
  }, [Constructor, options.language]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  return { state, error, start, stop, clearError: () => setError(null) };
}
