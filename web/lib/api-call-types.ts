import type { BodyOf, ParamsOf, QueryOf, ResponseOf, Route, RouteSchemas } from '../../common/contract/route';

type SchemasOf<R> = R extends Route<infer S> ? S : never;
type Has<R, K extends keyof RouteSchemas> = SchemasOf<R> extends { [Q in K]: unknown } ? true : false;

/** What a call of route R must give: its path parameters, query and body when the table names them. */
export type CallOptions<R extends Route> = (Has<R, 'params'> extends true
  ? { params: ParamsOf<R> }
  : unknown) &
  (Has<R, 'query'> extends true ? { query: QueryOf<R> } : unknown) &
  (Has<R, 'body'> extends true ? { body: BodyOf<R> } : unknown) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
    /** The multipart form of a form route (files), sent as the browser encodes it. */
    form?: FormData;
  };

/** A JSON route answers its response type; a file, an event stream or a HEAD answer the Response. */
export type CallAnswer<R extends Route> = R['answer'] extends 'json'
  ? Has<R, 'response'> extends true
    ? ResponseOf<R>
    : unknown
  : Response;

/** Routes whose call needs no options at all. */
export type OptionalCall<R extends Route> =
  Has<R, 'params'> extends true
    ? false
    : Has<R, 'query'> extends true
      ? false
      : Has<R, 'body'> extends true
        ? false
        : true;
