import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  gzip,
  gzipSync,
} from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

// Pages and JSON compressed on the fly: Brotli at quality 5 when the client takes it (pages come
// out 15-20% smaller than gzip, listing 16.4 -> 13.7 KB, in the same few milliseconds), else
// gzip. What the page has written is flushed whenever the writer pauses, so a page streams as
// React writes it. (Hono's compress() used CompressionStream, which never flushes: it emits
// bytes as its 16 KB buffers fill, so most pages arrived whole at the end.) Flushing after each
// of React's ~80 small writes instead made a page end ~20 ms later.
/** Smaller bodies go as they are: the encoding's framing would eat most of the saving. */
export const MIN_BYTES = 1024;
const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18 };
const ENCODERS = {
  // A 256 KB window (the default is 4 MB) holds any page whole and bounds each encoder's memory.
  // 100 listing pages streaming at once (autocannon -c 100, 100k products, PGlite): peak RSS
  // gzip 593-649 MB, Brotli 821 MB with the default window, 755-771 MB with this one.
  br: () => createBrotliCompress({ params: BROTLI_PARAMS }),
  gzip: () => createGzip(),
};
export type Encoding = keyof typeof ENCODERS;

/**
 * Bodies up to this size are compressed on the event loop. For a 3.5 KB product page Brotli takes
 * 0.04 ms there, while handing it to the thread pool costs 0.26 ms of CPU, 0.08 of it on the
 * event loop (a new encoder with its window each time); at 1,000 new product pages a second on
 * two cores that was a quarter of a core (bench/README.md, "What the warm-up does not cover").
 * 16 KB take ~0.1 ms.
 */
const COMPRESS_ON_LOOP_MAX_BYTES = 16 * 1024;

/**
 * A whole body compressed at once, with the streaming encoders' settings: for answers prepared
 * once and sent many times (catalog/prepared-answer.ts). Small bodies are compressed at once,
 * larger ones on libuv's thread pool (the event loop keeps answering meanwhile). The result is
 * copied into memory of its own size: zlib hands back a view of its 16 KB output buffer, which a
 * cached answer of 1 KB would keep alive whole.
 */
export async function compressBytes(encoding: Encoding, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  if (body.length <= COMPRESS_ON_LOOP_MAX_BYTES)
    return new Uint8Array(encoding === 'br' ? brotliCompressSync(body, { params: BROTLI_PARAMS }) : gzipSync(body));
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(new Uint8Array(out)));
    if (encoding === 'br') brotliCompress(body, { params: BROTLI_PARAMS }, done);
    else gzip(body, done);
  });
}

/** The encoding to answer with: br, else gzip, each only when listed with a non-zero weight. */
export function chooseEncoding(header: string | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const accepts = (e: string) => (weights.get(e) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const length = res.headers.get('Content-Length');
    // Headers first: asking for `res.body` turns Hono's light Response into a whole web one.
    if (
      res.status === 204 ||
      res.status === 304 ||
      res.status === 206 ||
      c.req.method === 'HEAD' ||
      res.headers.has('Content-Encoding') ||
      res.headers.has('Transfer-Encoding') ||
      (length !== null && Number(length) < MIN_BYTES) ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get('Content-Type') ?? '') ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
    )
      return;
    const vary = res.headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ''))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    if (JSON_TYPE.test(res.headers.get('Content-Type') ?? '')) {
      c.res = await compressWhole(res, encoding);
      return;
    }
    c.res = new Response(res.body.pipeThrough(encodingStream(encoding)), res);
    c.res.headers.delete('Content-Length');
    c.res.headers.set('Content-Encoding', encoding);
    const etag = c.res.headers.get('ETag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
  };
}

// JSON answers are built whole (c.json): nothing to stream. Their size is known only once read,
// and most are small (an error, /healthz, a cart check): a streaming encoder made for each nearly
// doubled their time under load (bench/README.md, "small JSON uncompressed").
const JSON_TYPE = /^application\/json\b/i;

/** A body read whole: sent as it is under MIN_BYTES, else compressed in one pass off the event loop. */
async function compressWhole(res: Response, encoding: Encoding): Promise<Response> {
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  if (body.length < MIN_BYTES) {
    headers.set('Content-Length', String(body.length));
    return new Response(body, { status: res.status, statusText: res.statusText, headers });
  }
  const out = await compressBytes(encoding, body);
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(out.length));
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return new Response(out, { status: res.status, statusText: res.statusText, headers });
}

/** An encoder that flushes what it has been given once the writer pauses (the next turn). */
function encodingStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  const encoder = ENCODERS[encoding]();
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  let flushScheduled = false;
  return new TransformStream({
    start(controller) {
      encoder.on('data', (data: Buffer) => {
        try {
          controller.enqueue(new Uint8Array(data));
        } catch {
          encoder.destroy(); // the browser went away mid-page: nobody reads any more
        }
      });
      encoder.on('error', (error) => controller.error(error));
    },
    transform(chunk) {
      if (encoder.destroyed) return;
      encoder.write(chunk);
      if (flushScheduled) return;
      flushScheduled = true;
      setImmediate(() => {
        flushScheduled = false;
        if (!encoder.writableEnded && !encoder.destroyed) encoder.flush(flushKind);
      });
    },
    flush: () =>
      new Promise<void>((resolve, reject) => {
        encoder.once('end', resolve);
        encoder.once('error', reject);
        encoder.end();
      }),
  });
}
