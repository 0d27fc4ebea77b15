import type { GenerateContentResponse, GoogleGenAI, Part } from '@google/genai';

// The SDK loads with the first call: a server on another engine never holds it (some 20 MB).
let genai: typeof import('@google/genai') | null = null;
const loadGenAi = async () => {
  genai ??= await import('@google/genai');
  return genai;
};

import { parseAnswer, toRiskDrafts } from '../answer';
import {
  type AnalysisEngine,
  type AnalysisInput,
  type AnalysisOutcome,
  EngineError,
  type TextPrompt,
  withDeadline,
} from '../engine';
import { buildAnalysisPrompt, buildAnswerJsonSchema } from '../prompt';

export const DEFAULT_GEMINI_MODEL = 'gemini-2.5-flash';

export interface GeminiEngineOptions {
  apiKey: string;
  model?: string;
  /** Another Gemini API host (a proxy, or a fake server in tests); the SDK adds /v1beta/models/…. */
  baseUrl?: string;
  /** The whole call, from the request to the last byte of the answer. */
  timeoutMs: number;
}

/**
 * The Gemini engine: the shared prompt, the pictures as inline parts and the answer constrained by a JSON
 * schema. It never retries (the analysis service decides) and never logs the prompt or the key.
 */
export function createGeminiEngine(options: GeminiEngineOptions): AnalysisEngine {
  const model = options.model || DEFAULT_GEMINI_MODEL;
  // vertexai false: the GOOGLE_GENAI_USE_VERTEXAI environment variable must not reroute a Gemini API key.
  let client: Promise<GoogleGenAI> | null = null;
  const clientOf = () =>
    (client ??= loadGenAi().then(
      (sdk) =>
        new sdk.GoogleGenAI({
          apiKey: options.apiKey,
          vertexai: false,
          ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
        }),
    ));

  return {
    name: 'gemini',
    model,
    metered: true,
    async analyse(input: AnalysisInput, { signal }: { signal?: AbortSignal } = {}): Promise<AnalysisOutcome> {
      if (signal?.aborted) throw new EngineError('timeout', 'The analysis was cancelled before it started');
      const prompt = await buildAnalysisPrompt(input);
      const parts: Part[] = [{ text: prompt.user }];
      for (const [index, image] of prompt.images.entries()) {
        parts.push({ text: `${index + 1}. ${image.fileName}` });
        parts.push({ inlineData: { mimeType: image.mimeType, data: image.base64 } });
      }
      const abortSignal = withDeadline(signal, options.timeoutMs);
      let response: GenerateContentResponse;
      try {
        response = await (await clientOf()).models.generateContent({
          model,
          contents: [{ role: 'user', parts }],
          config: {
            systemInstruction: prompt.system,
            responseMimeType: 'application/json',
            responseJsonSchema: buildAnswerJsonSchema(input.jurisdiction),
            // Low temperature: the same evidence should give much the same analysis from one run to the next.
            temperature: 0.2,
            abortSignal,
          },
        });
      } catch (error) {
        throw toEngineError(error, { aborted: abortSignal.aborted, apiKey: options.apiKey });
      }
      const answer = parseAnswer(answerText(response));
      const seenImages = prompt.images.map((image) => image.fileName);
      return { engine: 'gemini', model, risks: toRiskDrafts(answer, input, { seenImages }) };
    },
    async write(prompt: TextPrompt, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
      const abortSignal = withDeadline(signal, options.timeoutMs);
      try {
        const response = await (await clientOf()).models.generateContent({
          model,
          contents: [{ role: 'user', parts: [{ text: prompt.user }] }],
          config: { systemInstruction: prompt.system, temperature: 0.2, abortSignal },
        });
        return answerText(response);
      } catch (error) {
        throw toEngineError(error, { aborted: abortSignal.aborted, apiKey: options.apiKey });
      }
    },
  };
}

/**
 * The text of the first candidate, without thought parts. Read by hand rather than through `response.text`,
 * which warns on the console about non-text parts.
 */
function answerText(response: GenerateContentResponse): string {
  const candidate = response.candidates?.[0];
  const text = (candidate?.content?.parts ?? [])
    .filter((part) => typeof part.text === 'string' && !part.thought)
    .map((part) => part.text)
    .join('');
  if (text.trim()) return text;
  const why = response.promptFeedback?.blockReason ?? candidate?.finishReason ?? 'no candidate';
  throw new EngineError('invalid-answer', `Gemini gave no answer text (${why})`);
}

/** Maps a failed call to the reasons the analysis service understands; the message never carries the key. */
export function toEngineError(error: unknown, context: { aborted: boolean; apiKey: string }): EngineError {
  if (error instanceof EngineError) return error;
  if (context.aborted || (error instanceof Error && error.name === 'AbortError')) {
    return new EngineError('timeout', 'Gemini did not answer in time');
  }
  if (genai && error instanceof genai.ApiError) {
    const exhausted = error.status === 429 || error.message.includes('RESOURCE_EXHAUSTED');
    if (exhausted) return new EngineError('rate-limited', 'Gemini rate limit or quota reached (HTTP 429)');
    // The provider's own words help an administrator (wrong model name, billing off) but an auth error is
    // left bare: some providers echo part of the key back.
    const detail =
      error.status === 401 || error.status === 403 ? '' : `: ${redact(error.message, context.apiKey)}`;
    return new EngineError('unavailable', `Gemini answered HTTP ${error.status}${detail}`);
  }
  return new EngineError('unavailable', 'Gemini could not be reached');
}

function redact(message: string, apiKey: string): string {
  return (apiKey ? message.split(apiKey).join('[redacted]') : message).slice(0, 300);
}
