import type { z } from 'zod';

/**
 * The shape of one endpoint of the route table (routes.ts). It holds no zod at run time, so the web
 * app can import the table without the validation library: the schemas are named by type only
 * (`typeof loginRequestSchema`), and the server finds the same schemas in route-schemas.ts, which
 * must satisfy these types.
 */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the answer is: `json` (checked against `response`), `file` (bytes with their own type),
 * `events` (server-sent events), `redirect`, or `empty` (a HEAD's status alone).
 */
export type AnswerKind = 'json' | 'file' | 'events' | 'redirect' | 'empty';

/** The schemas of an endpoint, each optional; `form` marks a multipart body read as a stream. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

export interface Route<S extends RouteSchemas = RouteSchemas, A extends AnswerKind = AnswerKind> {
  method: HttpMethod;
  /** Fastify's form: `/api/analyses/:id/pdf`. */
  path: string;
  answer: A;
  /** The status of a success; 200 unless said. */
  status: number;
  /** A multipart form (files streamed by the route itself), not a JSON body. */
  form: boolean;
  /** Never set at run time: it carries the schema types to the server and the web. */
  readonly schemas?: S;
}

type NoSchemas = Record<never, never>;

/** An endpoint that answers JSON checked against its `response` schema. */
export const json = <S extends RouteSchemas = NoSchemas>(
  method: HttpMethod,
  path: string,
  options: { status?: number } = {},
): Route<S, 'json'> => ({ method, path, answer: 'json', status: options.status ?? 200, form: false });

/** An endpoint whose body is a multipart form streamed by the route (files), answering JSON. */
export const form = <S extends RouteSchemas = NoSchemas>(path: string): Route<S, 'json'> => ({
  method: 'POST',
  path,
  answer: 'json',
  status: 200,
  form: true,
});

/** An endpoint that answers bytes of their own type (a PDF, a Word file, an upload). */
export const file = <S extends RouteSchemas = NoSchemas>(
  method: HttpMethod,
  path: string,
): Route<S, 'file'> => ({
  method,
  path,
  answer: 'file',
  status: 200,
  form: false,
});

/** A server-sent events stream. */
export const events = <S extends RouteSchemas = NoSchemas>(path: string): Route<S, 'events'> => ({
  method: 'GET',
  path,
  answer: 'events',
  status: 200,
  form: false,
});

/** A browser navigation answered by a redirect. */
export const redirect = <S extends RouteSchemas = NoSchemas>(path: string): Route<S, 'redirect'> => ({
  method: 'GET',
  path,
  answer: 'redirect',
  status: 302,
  form: false,
});

/** A HEAD whose status alone answers. */
export const head = <S extends RouteSchemas = NoSchemas>(path: string): Route<S, 'empty'> => ({
  method: 'HEAD',
  path,
  answer: 'empty',
  status: 200,
  form: false,
});

type SchemaOf<R, K extends keyof RouteSchemas> =
  R extends Route<infer S, AnswerKind> ? (S[K] extends z.ZodType ? S[K] : never) : never;

/** What a caller sends: the input side of each schema (before defaults and transforms). */
export type ParamsOf<R> = z.input<SchemaOf<R, 'params'>>;
export type QueryOf<R> = z.input<SchemaOf<R, 'query'>>;
export type BodyOf<R> = z.input<SchemaOf<R, 'body'>>;
/** What the server answers, as the browser receives it. */
export type ResponseOf<R> = z.output<SchemaOf<R, 'response'>>;

/** Fills a route's `:name` segments, each encoded. */
export function pathOf(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The URL of a call: the filled path and its query string, without empty values. */
export function urlOf(
  target: Pick<Route, 'path'>,
  options: { params?: Record<string, string>; query?: Record<string, string | undefined> } = {},
): string {
  const path = pathOf(target.path, options.params);
  const search = Object.entries(options.query ?? {})
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
