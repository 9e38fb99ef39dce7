import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';

type OriginEnv = Pick<Env, 'PUBLIC_URL' | 'HOST' | 'PORT' | 'TLS_CERT'>;

const ALL_INTERFACES = new Set(['', '0.0.0.0', '::', '[::]']);

/** The origin the store was started on: its scheme, HOST (localhost for all interfaces), port. */
export function startedOrigin(env: Omit<OriginEnv, 'PUBLIC_URL'>, port = env.PORT): string {
  const scheme = env.TLS_CERT ? 'https' : 'http';
  const host = ALL_INTERFACES.has(env.HOST)
    ? 'localhost'
    : env.HOST.includes(':') && !env.HOST.startsWith('[')
      ? `[${env.HOST}]`
      : env.HOST;
  const usual = scheme === 'https' ? 443 : 80;
  return `${scheme}://${host}${port && port !== usual ? `:${port}` : ''}`;
}

/**
 * The one origin of every absolute URL the store writes (canonical links, og:url, robots.txt,
 * sitemaps, payment callbacks): PUBLIC_URL, required in production, or else the origin the
 * store was started on. Never the request's Host header: anyone can send `Host: evil.example`,
 * and robots.txt and the sitemap are cached publicly for an hour.
 */
export const publicOrigin = (env: OriginEnv, port?: number) =>
  env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : startedOrigin(env, port);

interface NodeBindings {
  incoming?: { socket?: { localPort?: number } };
}

/**
 * For a request: the port is the one its socket was accepted on (PORT=0 lets the system pick
 * one), a fact of this server, not something the client says. In-process calls have no socket.
 */
export const originFor = (c: Context<AppEnv>) =>
  publicOrigin(c.var.deps.env, (c.env as NodeBindings | undefined)?.incoming?.socket?.localPort);
