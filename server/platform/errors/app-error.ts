/**
 * An expected failure a user can act on. `code` is `<feature>.<reason>` and names the message in
 * common/i18n/{fr,en}/errors.json; `extra` carries the spec's additional answer fields.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly params: Record<string, string | number>;

  constructor(options: {
    code: string;
    status: number;
    extra?: Record<string, unknown>;
    params?: Record<string, string | number>;
  }) {
    super(options.code);
    this.name = 'AppError';
    this.code = options.code;
    this.status = options.status;
    this.extra = options.extra ?? {};
    this.params = options.params ?? {};
  }
}

export const badRequest = (code: string, params?: Record<string, string | number>) =>
  new AppError({ code, status: 400, params });
export const unauthorized = (code = 'auth.required') => new AppError({ code, status: 401 });
export const forbidden = (code = 'auth.forbidden') => new AppError({ code, status: 403 });
export const notFound = (code = 'request.notFound') => new AppError({ code, status: 404 });
