import { readFileSync } from 'node:fs';
import { IncomingMessage } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from '../env';

type Fetch = Parameters<typeof serve>[0]['fetch'];

/** An unread request body is read and dropped up to this size before the answer is sent... */
export const DRAIN_MAX_BYTES = 8 * 1024 * 1024;
/** ...and for this long; beyond either the connection is closed after the answer. */
export const DRAIN_MAX_MS = 10_000;

/** Reads the rest of a request body into nothing; true when it ended within the bounds. */
function drain(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', onEnd).off('error', onFail).off('close', onFail);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > DRAIN_MAX_BYTES) return finish(false);
      // A body stream the handler began to read (bodyLimit on a chunked body) pauses whenever
      // its unread queue is full: keep it flowing.
      incoming.resume();
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(false);
    const timer = setTimeout(onFail, DRAIN_MAX_MS);
    incoming.on('data', onData).once('end', onEnd).once('error', onFail).once('close', onFail);
    incoming.resume();
  });
}

/**
 * Answers sent before the request body was read (413 for a body over the limit, 401, 415) used
 * to reach Node's own HTTP client as ECONNRESET about half the time: the server stopped reading
 * while the client was still writing, and a reset discards the answer the client had not read
 * yet. The body is read and dropped first, up to a bound, so ordinary clients read the answer;
 * past the bound the answer says `Connection: close` and the connection ends after it.
 */
export const drainUnreadBodies =
  (fetch: Fetch): Fetch =>
  async (request, bindings) => {
    const res = (await fetch(request, bindings)) as Response;
    const incoming = (bindings as { incoming?: unknown }).incoming;
    if (!(incoming instanceof IncomingMessage) || incoming.readableEnded || incoming.destroyed) return res;
    if (request.method === 'GET' || request.method === 'HEAD' || (await drain(incoming))) return res;
    const headers = new Headers(res.headers);
    headers.set('connection', 'close');
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  };

/**
 * Plain HTTP/1.1 by default, for a reverse proxy in front that speaks HTTPS to browsers. With
 * TLS_CERT and TLS_KEY the store speaks HTTPS itself: HTTP/2 to browsers (the page, its styles,
 * scripts and images share one connection instead of opening six), HTTP/1.1 to the clients that
 * only know that.
 */
export function listen(
  env: Pick<Env, 'PORT' | 'HOST' | 'TLS_CERT' | 'TLS_KEY'>,
  fetch: Fetch,
  onListening?: (info: AddressInfo) => void,
) {
  const options = { fetch: drainUnreadBodies(fetch), port: env.PORT, hostname: env.HOST };
  if (!env.TLS_CERT || !env.TLS_KEY) return serve(options, onListening);
  const tls = { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY), allowHTTP1: true };
  return serve({ ...options, createServer: createSecureServer, serverOptions: tls }, onListening);
}

export const scheme = (env: Pick<Env, 'TLS_CERT'>) => (env.TLS_CERT ? 'https' : 'http');
