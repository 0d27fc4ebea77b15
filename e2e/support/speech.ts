import type { Page } from '@playwright/test';

/**
 * Headless Chromium has no speech service: these scripts stand in for the browser's speech
 * recognition and microphone, so each dictation state of the screens can be driven.
 */
export type SpeechScript =
  | { kind: 'speaks'; transcript: string }
  | { kind: 'fails'; error: string }
  | { kind: 'microphone-refused'; name: string }
  | { kind: 'unsupported' };

export async function scriptSpeech(page: Page, script: SpeechScript): Promise<void> {
  await page.addInitScript((plan: SpeechScript) => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.webkitSpeechRecognition;
    delete scope.SpeechRecognition;
    if (plan.kind === 'unsupported') return;
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: async () => {
          if (plan.kind === 'microphone-refused') throw new DOMException('refused', plan.name);
          return { getTracks: () => [{ stop: () => {} }] };
        },
      },
    });
    class ScriptedRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 0;
      onstart: (() => void) | null = null;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        (window as unknown as { lastRecognition: ScriptedRecognition }).lastRecognition = this;
        setTimeout(() => this.onstart?.(), 50);
        setTimeout(() => {
          if (plan.kind === 'speaks') {
            const result = Object.assign([{ transcript: plan.transcript }], { isFinal: true });
            this.onresult?.({ resultIndex: 0, results: [result] });
          } else if (plan.kind === 'fails') {
            this.onerror?.({ error: plan.error });
          }
          this.onend?.();
        }, 400);
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    scope.SpeechRecognition = ScriptedRecognition;
  }, script);
}
