import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Powerful browser features the product never uses are switched off for its pages and anything
 * they embed; the microphone stays for the product's own dictation of instructions.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=(self)',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** Headers helmet does not send; set on every answer, including Fastify's own URL errors. */
export function setExtraSecurityHeaders(reply: FastifyReply): void {
  reply.header('permissions-policy', PERMISSIONS_POLICY);
}

export function registerExtraSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => setExtraSecurityHeaders(reply));
}
