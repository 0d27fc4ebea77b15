import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { hasTranslation, translate } from '../i18n/translate';
import { AppError } from './app-error';

interface ErrorAnswer {
  status: number;
  code: string;
  params?: Record<string, string | number>;
  extra?: Record<string, unknown>;
}

// Fastify's own error codes for client mistakes, mapped to the product's error codes.
const FASTIFY_CLIENT_ERRORS: Record<string, Omit<ErrorAnswer, 'extra'>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'request.malformedJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'request.malformedJson' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'request.tooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'request.unsupportedMediaType' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'request.tooLarge' },
  FST_FILES_LIMIT: { status: 413, code: 'request.tooLarge' },
  FST_PARTS_LIMIT: { status: 413, code: 'request.tooLarge' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, code: 'request.unsupportedMediaType' },
};

// PostgreSQL refuses NUL in text (22021) and in JSON (22P05). The contract schemas refuse control
// characters first; a field they miss still answers a 400, not a 500.
const REFUSED_CHARACTER_STATES = new Set(['22021', '22P05']);

// A full disk (or a filled quota) while an upload or a report is written: not the user's mistake nor
// a bug, and the operator must hear of it; the user is told to try again later rather than "internal".
const NO_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);

// The database out of reach (restarting, failed over, the network between): the request may succeed
// in a moment, which 503 says to the user, to the browser's retries and to a load balancer, where 500
// says the server is broken. Connection refused or reset, PostgreSQL shutting down or starting up
// (57P0x), the connection-exception class (08…); node-postgres reports a dropped connection by its
// message only.
const DATABASE_UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const DROPPED_CONNECTION = /^Connection terminated/;

/** Whether the error, or one of the errors it wraps, carries one of these codes (or a message so). */
function hasCode(error: unknown, codes: ReadonlySet<string>, message?: RegExp): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    if (message?.test(cause.message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** The messages of the issues each shape of a failed union raised, nested unions included. */
function unionMessages(params: unknown): string[] {
  const branches = (params as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(branches)) return [];
  return branches
    .flat()
    .flatMap((issue: { message?: unknown; errors?: unknown }) => [
      ...(typeof issue?.message === 'string' ? [issue.message] : []),
      ...unionMessages(issue),
    ]);
}

function answerFor(error: FastifyError | Error): ErrorAnswer | null {
  if (error instanceof AppError) {
    return { status: error.status, code: error.code, params: error.params, extra: error.extra };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      code: issue.message ?? 'request.invalid',
    }));
    // Contract schemas name their own message keys (e.g. "auth.passwordTooShort"); the first one wins,
    // looked for in the shapes a union tried too (POST /api/save-analysis takes four forms).
    const codes = [
      ...details.map((detail) => detail.code),
      ...error.validation.flatMap((issue) => unionMessages(issue.params)),
    ];
    const named = codes.find((code) => hasTranslation({ namespace: 'errors', key: code }));
    return { status: 400, code: named ?? 'request.invalid', extra: { details } };
  }
  const fastifyCode = (error as FastifyError).code;
  if (fastifyCode && fastifyCode in FASTIFY_CLIENT_ERRORS) return FASTIFY_CLIENT_ERRORS[fastifyCode] ?? null;
  const statusCode = (error as FastifyError).statusCode;
  if (statusCode === 429) return { status: 429, code: 'request.rateLimited' };
  if (error instanceof SyntaxError) return { status: 400, code: 'request.malformedJson' };
  if (hasCode(error, REFUSED_CHARACTER_STATES)) return { status: 400, code: 'request.controlCharacters' };
  if (hasCode(error, NO_SPACE_CODES)) return { status: 507, code: 'server.storageFull' };
  if (hasCode(error, DATABASE_UNREACHABLE_CODES, DROPPED_CONNECTION)) {
    return { status: 503, code: 'server.unavailable' };
  }
  return null;
}

/** Sends the product's error shape, `{ success: false, error, code }`, in the request's language. */
export function sendError(reply: FastifyReply, request: FastifyRequest, answer: ErrorAnswer): FastifyReply {
  const error = translate({
    language: request.language,
    namespace: 'errors',
    key: answer.code,
    params: answer.params,
  });
  // The request id lets a user quote the failure to support, who find it in the logs.
  return reply
    .status(answer.status)
    .header('x-request-id', request.id)
    .send({ success: false, error, code: answer.code, requestId: request.id, ...answer.extra });
}

/**
 * One error handler for the whole API: known errors answer their code in the user's language;
 * anything else is logged with its stack and answers a generic 500, so no stack trace or SQL
 * ever reaches a client. The logger's error serializer keeps the values an error carries (a failed
 * query's parameters) out of the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const answer = answerFor(error);
    if (answer) {
      if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
      return sendError(reply, request, answer);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(reply, request, { status: 500, code: 'server.internal' });
  });
}
