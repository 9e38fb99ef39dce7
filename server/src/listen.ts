import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Env } from './env';

type Fetch = Parameters<typeof serve>[0]['fetch'];

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
  const options = { fetch, port: env.PORT, hostname: env.HOST };
  if (!env.TLS_CERT || !env.TLS_KEY) return serve(options, onListening);
  const tls = { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY), allowHTTP1: true };
  return serve({ ...options, createServer: createSecureServer, serverOptions: tls }, onListening);
}

export const scheme = (env: Pick<Env, 'TLS_CERT'>) => (env.TLS_CERT ? 'https' : 'http');
