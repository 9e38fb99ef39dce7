import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { ServerBuild } from 'react-router';
import type { WebHandler } from './app';
import type { AppEnv } from './app-env';
import { WEB_BUILD_DIR } from './paths';

/**
 * The built React Router app, mounted as the catch-all of the Hono app.
 *
 * React picks its build from process.env.NODE_ENV when it is first loaded, and `npm start`
 * leaves NODE_ENV unset (the shop's development rules, read by boot() before this runs).
 * Unset, the built pages rendered with React's development build, which checks every prop and
 * element: home's HTML took 110-120 ms instead of 50-65. So React (loaded here, not by a
 * static import) is always loaded as production, as the browser's is (web/vite.config.ts):
 * NODE_ENV=development names the shop's rules, not React's build. A mode that was set is given
 * back once React is loaded; unset stays production.
 */
export async function loadWebHandler(): Promise<WebHandler> {
  const entry = join(WEB_BUILD_DIR, 'server', 'index.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build`);
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let createRequestHandler: typeof import('react-router').createRequestHandler;
  let build: ServerBuild;
  try {
    ({ createRequestHandler } = await import('react-router'));
    build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  } finally {
    if (mode !== undefined) process.env.NODE_ENV = mode;
  }
  const handle = createRequestHandler(build, 'production');
  return (request, ctx) => handle(request, ctx as never);
}

/** Fingerprinted assets are cached for a year; other public files for an hour. */
export function staticAssets() {
  const root = relative(process.cwd(), join(WEB_BUILD_DIR, 'client'));
  const assets = new Hono<AppEnv>();
  assets.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  assets.use(
    '/:file{[a-z0-9._-]+\\.(?:ico|png|svg|webmanifest|txt)}',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  return assets;
}
