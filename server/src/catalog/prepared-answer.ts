import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { chooseEncoding, compressBytes, type Encoding, MIN_BYTES } from '../http/compress';
import { etagMatches } from '../http/http-cache';

/**
 * Catalogue answers as bytes, prepared once per cached answer and sent as they are: the JSON,
 * its ETag, and its Brotli and gzip forms, each made the first time a client asks for it.
 *
 * Why: a cached listing used to be serialised, hashed and compressed again on every request
 * (Brotli through a web stream), ~0.5 ms of the event loop's time for an answer that had not
 * changed; at 1,000 requests a second over 50 connections every answer waited behind the others'
 * compression (bench/README.md, issue 21). Now a cached answer costs a lookup and a write.
 *
 * Keyed by the cached object itself (WeakMap): the catalogue cache (catalog-cache.ts) hands out
 * the same object until it is invalidated or reloaded with a different answer, and a new object
 * has no bytes yet, so invalidation needs nothing here and a change from the console shows at
 * once. Cached answers are never changed after they are stored.
 */
interface Prepared {
  json: Bytes;
  /** strong ETag over the JSON; compressed forms carry it weak, as compress.ts does */
  etag: string;
  /** null when compressing failed: the JSON goes as it is */
  encoded: Partial<Record<Encoding, Promise<Bytes | null>>>;
}

const JSON_TYPE = 'application/json; charset=UTF-8';
const bare = new WeakMap<object, Prepared>();
const inData = new WeakMap<object, Prepared>();

function prepare(value: object, wrapInData: boolean): Prepared {
  const prepared = wrapInData ? inData : bare;
  let p = prepared.get(value);
  if (!p) {
    const json = utf8.encode(JSON.stringify(wrapInData ? { data: value } : value));
    p = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"`, encoded: {} };
    prepared.set(value, p);
  }
  return p;
}

/** Bytes in memory of their own size (a Buffer under 4 KB is a view of a shared 8 KB slab). */
type Bytes = Uint8Array<ArrayBuffer>;
const utf8 = new TextEncoder();

/**
 * Sends `value` (as `{ data: value }` with `wrapInData`) with its ETag, `cacheControl` and
 * `Vary: Accept-Encoding`, compressed for clients that take it; 304 when the client has it.
 */
export async function sendPrepared(
  c: Context,
  value: object,
  { wrapInData, cacheControl }: { wrapInData: boolean; cacheControl: string },
): Promise<Response> {
  const p = prepare(value, wrapInData);
  const encoding = p.json.length >= MIN_BYTES ? chooseEncoding(c.req.header('accept-encoding')) : null;
  const headers: Record<string, string> = {
    ETag: encoding ? `W/${p.etag}` : p.etag,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (etagMatches(c.req.header('if-none-match'), p.etag)) return c.body(null, 304, headers);
  headers['Content-Type'] = JSON_TYPE;
  if (encoding) {
    p.encoded[encoding] ??= compressBytes(encoding, p.json).catch(() => null);
    const bytes = await p.encoded[encoding];
    if (bytes)
      return c.body(bytes, 200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': String(bytes.length) });
    headers.ETag = p.etag;
  }
  // With its length: compress.ts leaves a body under its minimum alone.
  return c.body(p.json, 200, { ...headers, 'Content-Length': String(p.json.length) });
}
