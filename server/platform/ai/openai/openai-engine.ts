import type OpenAI from 'openai';

// The SDK loads with the first call: a server on another engine never holds it (some 14 MB).
let sdk: typeof import('openai') | null = null;
const loadOpenAi = async () => {
  sdk ??= await import('openai');
  return sdk;
};

import type {
  ChatCompletion,
  ChatCompletionContentPart,
  ChatCompletionCreateParamsNonStreaming,
} from 'openai/resources/chat/completions';
import { parseAnswer, toRiskDrafts } from '../answer';
import {
  type AnalysisEngine,
  type AnalysisInput,
  type AnalysisOutcome,
  EngineError,
  type TextPrompt,
  withDeadline,
} from '../engine';
import {
  type AnalysisPrompt,
  buildAnalysisPrompt,
  buildAnswerJsonSchema,
  describeAnswerFormat,
} from '../prompt';

export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

export interface OpenAiEngineOptions {
  apiKey: string;
  /**
   * Any OpenAI-compatible endpoint, up to and including its version segment, e.g.
   * http://localhost:11434/v1 (Ollama), http://vllm:8000/v1, https://<resource>.openai.azure.com/openai/v1.
   * The SDK adds /chat/completions. OpenAI itself when omitted.
   */
  baseUrl?: string;
  model?: string;
  /** The whole call, both attempts included when the server needs the json_object fallback. */
  timeoutMs: number;
  /** False for text-only models (many local ones), which refuse a request holding images. */
  sendImages?: boolean;
}

type ResponseFormat = NonNullable<ChatCompletionCreateParamsNonStreaming['response_format']>;

/**
 * The engine for OpenAI and every server that speaks its chat completions API. Structured outputs
 * (json_schema) first; a server that refuses them gets one retry in json_object mode with the schema written
 * into the prompt, and later analyses go straight to json_object. No other retry, no logging of the prompt.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): AnalysisEngine {
  const model = options.model || DEFAULT_OPENAI_MODEL;
  // maxRetries 0: the SDK would otherwise retry 429 and 5xx twice, and the caller owns the retry policy.
  let client: Promise<OpenAI> | null = null;
  const clientOf = () =>
    (client ??= loadOpenAi().then(
      ({ default: OpenAiSdk }) =>
        new OpenAiSdk({
          // Local servers (Ollama, vLLM) need no key, but the SDK refuses to start without one.
          apiKey: options.apiKey || 'no-key',
          baseURL: options.baseUrl,
          timeout: options.timeoutMs,
          maxRetries: 0,
        }),
    ));
  let structuredOutputs = true;

  return {
    name: 'openai',
    model,
    metered: true,
    async analyse(input: AnalysisInput, { signal }: { signal?: AbortSignal } = {}): Promise<AnalysisOutcome> {
      if (signal?.aborted) throw new EngineError('timeout', 'The analysis was cancelled before it started');
      const prompt = await buildAnalysisPrompt(input, options.sendImages === false ? { maxImages: 0 } : {});
      const abortSignal = withDeadline(signal, options.timeoutMs);
      const ask = async (structured: boolean) =>
        (await clientOf()).chat.completions.create(
          {
            model,
            messages: messagesOf(prompt, structured ? '' : describeAnswerFormat(input)),
            response_format: structured ? jsonSchemaFormat(input) : { type: 'json_object' },
          },
          { signal: abortSignal },
        );
      let completion: ChatCompletion;
      try {
        try {
          completion = await ask(structuredOutputs);
        } catch (error) {
          if (!structuredOutputs || !refusesResponseFormat(error)) throw error;
          structuredOutputs = false;
          completion = await ask(false);
        }
      } catch (error) {
        throw toEngineError(error, { aborted: abortSignal.aborted, apiKey: options.apiKey });
      }
      const answer = parseAnswer(answerText(completion));
      const seenImages = prompt.images.map((image) => image.fileName);
      return { engine: 'openai', model, risks: toRiskDrafts(answer, input, { seenImages }) };
    },
    async write(prompt: TextPrompt, { signal }: { signal?: AbortSignal } = {}): Promise<string> {
      const abortSignal = withDeadline(signal, options.timeoutMs);
      try {
        const completion = await (await clientOf()).chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
          },
          { signal: abortSignal },
        );
        return answerText(completion);
      } catch (error) {
        throw toEngineError(error, { aborted: abortSignal.aborted, apiKey: options.apiKey });
      }
    },
  };
}

function jsonSchemaFormat(input: AnalysisInput): ResponseFormat {
  return {
    type: 'json_schema',
    json_schema: { name: 'risk_analysis', strict: true, schema: buildAnswerJsonSchema(input.jurisdiction) },
  };
}

/** A plain string when there is no picture: some text-only servers reject content arrays. */
function messagesOf(
  prompt: AnalysisPrompt,
  format: string,
): ChatCompletionCreateParamsNonStreaming['messages'] {
  const system = format ? `${prompt.system}\n\n${format}` : prompt.system;
  if (prompt.images.length === 0) {
    return [
      { role: 'system', content: system },
      { role: 'user', content: prompt.user },
    ];
  }
  const content: ChatCompletionContentPart[] = [{ type: 'text', text: prompt.user }];
  for (const [index, image] of prompt.images.entries()) {
    content.push({ type: 'text', text: `${index + 1}. ${image.fileName}` });
    content.push({ type: 'image_url', image_url: { url: `data:${image.mimeType};base64,${image.base64}` } });
  }
  return [
    { role: 'system', content: system },
    { role: 'user', content },
  ];
}

/** vLLM, older Ollama and other compatible servers answer 400 (or 422) when they do not know json_schema. */
function refusesResponseFormat(error: unknown): boolean {
  return (
    sdk !== null &&
    error instanceof sdk.APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_schema|structured output/i.test(
      `${error.message} ${JSON.stringify(error.error ?? '')}`,
    )
  );
}

function answerText(completion: ChatCompletion): string {
  const choice = completion.choices?.[0];
  if (!choice) throw new EngineError('invalid-answer', 'The provider answered no choice');
  if (choice.message.refusal) throw new EngineError('invalid-answer', 'The model refused to answer');
  // A cut answer is invalid JSON anyway; saying why helps whoever sets the model's output limit.
  if (choice.finish_reason === 'length') throw new EngineError('invalid-answer', 'The answer was cut short');
  return choice.message.content ?? '';
}

/** Maps a failed call to the reasons the analysis service understands; the message never carries the key. */
export function toEngineError(error: unknown, context: { aborted: boolean; apiKey: string }): EngineError {
  if (error instanceof EngineError) return error;
  if (
    context.aborted ||
    (sdk && (error instanceof sdk.APIUserAbortError || error instanceof sdk.APIConnectionTimeoutError))
  ) {
    return new EngineError('timeout', 'The OpenAI-compatible provider did not answer in time');
  }
  if (sdk !== null && error instanceof sdk.APIError && error.status !== undefined) {
    if (error.status === 429)
      return new EngineError('rate-limited', 'Provider rate limit reached (HTTP 429)');
    // OpenAI's 401 message echoes the start and end of the key; the provider's words are kept only for others.
    const detail =
      error.status === 401 || error.status === 403 ? '' : `: ${redact(error.message, context.apiKey)}`;
    return new EngineError('unavailable', `The provider answered HTTP ${error.status}${detail}`);
  }
  if (error instanceof SyntaxError) return new EngineError('invalid-answer', 'The provider answered no JSON');
  return new EngineError('unavailable', 'The OpenAI-compatible provider could not be reached');
}

function redact(message: string, apiKey: string): string {
  return (apiKey ? message.split(apiKey).join('[redacted]') : message).slice(0, 300);
}
