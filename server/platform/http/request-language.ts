import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  languageFromAcceptLanguage,
} from '../../../common/i18n/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language answers are written in; a route may refine it (e.g. from a form field). */
    language: Language;
  }
}

/** Resolves each request's language from `?lang=`, then Accept-Language (the web app sets it), then fr. */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
    request.language = isLanguage(fromQuery)
      ? fromQuery
      : languageFromAcceptLanguage(request.headers['accept-language']);
  });
}
