import i18n from 'i18next';
import type { z } from 'zod';
import type { ErrorResponse } from '../../common/contract/errors';

/** A failed API call: `message` is the server's text in the user's language when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly body: Record<string, unknown> | null;

  constructor(options: {
    status: number;
    message: string;
    code?: string | null;
    body?: Record<string, unknown> | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.body = options.body ?? null;
  }
}

// The spec's words for a failed data query without a readable answer.
const NETWORK_RESPONSE_NOT_OK = 'Network response was not ok';

// Checked by hand rather than with the contract's zod schema, to keep zod out of the first bundle.
function isErrorResponse(value: unknown): value is ErrorResponse {
  const candidate = value as Partial<ErrorResponse> | null;
  return typeof candidate?.error === 'string' && typeof candidate.code === 'string';
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  json?: unknown;
  body?: BodyInit;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * The one place the web app talks to the API: same-origin cookies, the current language in
 * Accept-Language, JSON in and out, and every failure turned into an ApiError. Answers are typed by
 * the common contract; the server validates them against it before sending, so `schema` is only for
 * answers that come from elsewhere.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.language || 'fr',
    ...options.headers,
  };
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(path, {
    method: options.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) {
    throw new ApiError({
      status: response.status,
      message: isErrorResponse(parsed) ? parsed.error : NETWORK_RESPONSE_NOT_OK,
      code: isErrorResponse(parsed) ? parsed.code : null,
      body: (parsed as Record<string, unknown>) ?? null,
    });
  }
  return options.schema ? options.schema.parse(parsed) : (parsed as T);
}
