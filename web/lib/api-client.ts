import i18n from 'i18next';
import type { ErrorResponse } from '../../common/contract/errors';
import { type Route, urlOf } from '../../common/contract/route';
import type { CallAnswer, CallOptions, OptionalCall } from './api-call-types';

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

/**
 * The one place the web app talks to the API, through the route table: the path, the body and the
 * answer are typed by the common contract (the server validates every answer against it before
 * sending, so the browser trusts it without zod). Same-origin cookies, the current language in
 * Accept-Language, and every failure turned into an ApiError. A JSON route answers its parsed body;
 * a file, an event stream or a HEAD answer the Response itself.
 */
export async function api<R extends Route>(
  target: R,
  ...[options]: OptionalCall<R> extends true ? [options?: CallOptions<R>] : [options: CallOptions<R>]
): Promise<CallAnswer<R>> {
  const call = (options ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
    form?: FormData;
  } & Omit<CallOptions<Route>, never>;
  const headers: Record<string, string> = {
    accept: target.answer === 'json' ? 'application/json' : '*/*',
    'accept-language': i18n.language || 'fr',
    ...call.headers,
  };
  let body: BodyInit | undefined;
  if (call.form) {
    // A multipart form (library uploads): the browser writes its boundary into the content type.
    body = call.form;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body);
  }
  const response = await fetch(
    urlOf(target, { params: call.params, query: call.query as Record<string, string | undefined> }),
    { method: target.method, headers, body, credentials: 'same-origin', signal: call.signal },
  );
  if (target.answer !== 'json' && response.ok) return response as CallAnswer<R>;
  const text = target.method === 'HEAD' ? '' : await response.text();
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
  return parsed as CallAnswer<R>;
}
