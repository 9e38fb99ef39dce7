import type { DataBody } from './errors';

export type { DataBody, ErrorBody } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API: its method, its path under /api (`:name` marks a parameter) and, as
 * types only, what it takes and what it answers. `body`, `answer` and `meta` hold the function
 * `of`, never called: it carries the type at no cost, so a page that imports one endpoint ships
 * a three-field object and nothing of the others (contract/src/endpoints.ts).
 */
export interface Endpoint<P extends string = string> {
  readonly method: Method;
  readonly path: P;
  readonly body?: () => unknown;
  readonly answer: () => unknown;
  readonly meta?: () => unknown;
}

/** A type as a value: `answer: of<ProductDetail>` (an instantiation expression; never called). */
export const of = <T>(): T => undefined as T;

/** The names of a path's parameters: '/payment/order/:number/retry' -> 'number'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call fills a path with: one value per parameter, none when there are none. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<P>, string | number> };

export type BodyOf<E extends Endpoint> = E['body'] extends () => infer B ? B : undefined;
export type AnswerOf<E extends Endpoint> = ReturnType<E['answer']>;
export type MetaOf<E extends Endpoint> = E['meta'] extends () => infer M ? M : Record<string, unknown>;

/** The body of a 2xx answer to `E`; any other answer is an ErrorBody. */
export type Answer<E extends Endpoint> = DataBody<AnswerOf<E>, MetaOf<E>>;

/**
 * The path of one call, under /api: each `:name` replaced by its value (URI-encoded), then the
 * query, if any. Throws on a missing parameter rather than ask for '/auth/address/undefined'.
 */
export function pathOf(
  endpoint: Pick<Endpoint, 'path'>,
  params?: Record<string, string | number>,
  query?: URLSearchParams | Record<string, string>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const q = query === undefined ? '' : new URLSearchParams(query).toString();
  return q ? `${path}?${q}` : path;
}
