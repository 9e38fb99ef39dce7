import type { Endpoints } from './endpoints';
import type { DataBody } from './errors';

export type { DataBody, ErrorBody } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An endpoint by its name, its method and path: 'GET /product/product/:id' (contract/src/endpoints.ts). */
export type EndpointKey = keyof Endpoints;
/** The endpoints a component may read on mount (useAuthData). */
export type ReadKey = Extract<EndpointKey, `GET ${string}`>;

/** The path of a key: 'GET /auth/address/:id' -> '/auth/address/:id'. */
export type PathOf<K extends string> = K extends `${Method} ${infer P}` ? P : never;

/** The names of a path's parameters: '/payment/order/:number/retry' -> 'number'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call fills a path with: one value per parameter, none when there are none. */
export type PathParams<K extends string> = [ParamNames<PathOf<K>>] extends [never]
  ? { params?: undefined }
  : { params: Record<ParamNames<PathOf<K>>, string | number> };

export type BodyOf<K extends EndpointKey> = Endpoints[K] extends { body: infer B } ? B : undefined;
export type AnswerOf<K extends EndpointKey> = Endpoints[K]['answer'];
export type MetaOf<K extends EndpointKey> = Endpoints[K] extends { meta: infer M } ? M : Record<string, unknown>;

/** The body of a 2xx answer to `K`; any other answer is an ErrorBody. */
export type Answer<K extends EndpointKey> = DataBody<AnswerOf<K>, MetaOf<K>>;

/**
 * The method and the path of one call, under /api: each `:name` replaced by its value
 * (URI-encoded), then the query, if any. Throws on a missing parameter rather than ask for
 * '/auth/address/undefined'.
 */
export function requestOf(
  key: string,
  params?: Record<string, string | number>,
  query?: URLSearchParams | Record<string, string>,
): { method: Method; path: string } {
  const space = key.indexOf(' ');
  const pattern = key.slice(space + 1);
  const path = pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const q = query === undefined ? '' : new URLSearchParams(query).toString();
  return { method: key.slice(0, space) as Method, path: q ? `${path}?${q}` : path };
}
