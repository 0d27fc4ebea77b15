import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage } from '../../../common/i18n/language';
import { sendError } from '../errors/error-handler';
import { setExtraSecurityHeaders } from './security-headers';

// Errors the router raises before any hook runs, mapped to the product's error codes.
const ROUTER_ERRORS: Record<string, { status: number; code: string }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'request.badUrl' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'request.urlTooLong' },
};

/**
 * Fastify's `frameworkErrors`: a malformed percent-escape or an over-long path parameter answers
 * the product's `{ success: false, error, code }` in the request's language, not Fastify's own
 * shape. No hook has run yet, so the language and the headers are set here.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  request.language = languageFromAcceptLanguage(request.headers['accept-language']);
  setExtraSecurityHeaders(reply);
  reply.header('x-content-type-options', 'nosniff');
  const known = ROUTER_ERRORS[error.code];
  if (known) return sendError(reply, request, known);
  request.log.error({ err: error }, 'router error');
  return sendError(reply, request, { status: 500, code: 'server.internal' });
}
