import { type FakeReply, type FakeServer, startFakeServer } from './fake-provider';

/**
 * The one Gemini API route the engine uses. With `httpOptions.baseUrl` set, @google/genai 2 calls
 * POST {baseUrl}/v1beta/models/{model}:generateContent with the key in the x-goog-api-key header.
 */
export const GEMINI_ROUTE = /^\/v1beta\/models\/([^/:]+):generateContent$/;

export function startFakeGemini(): Promise<FakeServer> {
  return startFakeServer({ accepts: ({ method, path }) => method === 'POST' && GEMINI_ROUTE.test(path) });
}

/** A generateContent answer whose only candidate holds `text` (the model's JSON, or anything else). */
export function geminiAnswer(text: string): FakeReply {
  return {
    status: 200,
    json: {
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 1200, candidatesTokenCount: 800, totalTokenCount: 2000 },
      modelVersion: 'gemini-2.5-flash',
    },
  };
}

/** An error in the shape of Google APIs: { error: { code, message, status } }. */
export function geminiError(code: number, status: string, message = status): FakeReply {
  return { status: code, json: { error: { code, message, status } } };
}
