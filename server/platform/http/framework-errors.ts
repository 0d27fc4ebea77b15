import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage } from '../../../common/i18n/language';
import { sendError } from '../errors/error-handler';
import { translate } from '../i18n/translate';
import { PERMISSIONS_POLICY, setExtraSecurityHeaders } from './security-headers';

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

// Node hands over the bytes received as a Buffer; Fastify's types describe their JSON form.
function receivedBytes(error: ConnectionError): string {
  const raw: unknown = error.rawPacket;
  if (Buffer.isBuffer(raw)) return raw.toString('latin1');
  const data = (raw as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? Buffer.from(data).toString('latin1') : '';
}

// What Node's HTTP parser refuses before there is a request, by Node's error code.
const PARSER_ERRORS: Record<string, { status: number; code: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'request.timeout' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'request.headersTooLarge' },
};

/**
 * Fastify's `clientErrorHandler`: a request line or headers too long, or bytes the parser cannot
 * read, answer the product's JSON error shape instead of Fastify's. There is no request object:
 * the language comes from the Accept-Language header found in the bytes received, if any.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has no one left to answer (Node's own rule).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = PARSER_ERRORS[error.code ?? ''] ?? { status: 400, code: 'request.malformedHttp' };
  const header = /\r\naccept-language:([^\r\n]*)/i.exec(receivedBytes(error))?.[1];
  const language = languageFromAcceptLanguage(header?.trim());
  const body = JSON.stringify({
    success: false,
    error: translate({ language, namespace: 'errors', key: answer.code }),
    code: answer.code,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Permissions-Policy: ${PERMISSIONS_POLICY}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
