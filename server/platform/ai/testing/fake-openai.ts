import { type FakeReply, type FakeServer, startFakeServer } from './fake-provider';

/**
 * The chat completions route of OpenAI-compatible servers. The openai SDK appends /chat/completions to its
 * baseURL, so https://api.openai.com/v1 and http://localhost:11434/v1 (Ollama) give /v1/chat/completions,
 * and a baseURL without /v1 gives /chat/completions; the fake serves both.
 */
export const OPENAI_ROUTE = /^(\/v1)?\/chat\/completions$/;

export function startFakeOpenAi(): Promise<FakeServer> {
  return startFakeServer({ accepts: ({ method, path }) => method === 'POST' && OPENAI_ROUTE.test(path) });
}

/** The settings that point the server's OpenAI engine at `provider`, as the real environment would. */
export function fakeOpenAiEnv(provider: FakeServer): Record<string, string> {
  return { ANALYSIS_ENGINE: 'openai', OPENAI_BASE_URL: `${provider.url}/v1`, OPENAI_API_KEY: 'test-key' };
}

/** A chat.completion whose only choice says `content`. */
export function openAiAnswer(content: string, finishReason = 'stop'): FakeReply {
  return {
    status: 200,
    json: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_750_000_000,
      model: 'gpt-4o-mini',
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: finishReason },
      ],
      usage: { prompt_tokens: 1200, completion_tokens: 800, total_tokens: 2000 },
    },
  };
}

/** An error in OpenAI's shape: { error: { message, type, param, code } }. */
export function openAiError(status: number, message: string, param: string | null = null): FakeReply {
  return { status, json: { error: { message, type: 'invalid_request_error', param, code: null } } };
}
