import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createServer as createVite } from 'vite';
import type { Deps } from './app-env';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { loadEnv } from './env';
import { REPO_ROOT } from './paths';

// `npm run dev`: one port, Vite in middleware mode for hot reload, the database opened once
// outside Vite; the Hono app and the React Router build are reloaded per request (ssr-wiring.md).
const env = loadEnv();
const database = await openDatabase(env);
await seedIfEmpty(database.db);
const deps: Deps = { db: database.db, env, now: () => new Date() };

const server = createServer();
const vite = await createVite({
  root: `${REPO_ROOT}/web`,
  server: { middlewareMode: true, hmr: { server } },
  appType: 'custom',
});

server.on('request', (req, res) => {
  vite.middlewares(req, res, async () => {
    const { createApp } = (await vite.ssrLoadModule(`${REPO_ROOT}/server/src/app.ts`)) as typeof import('./app');
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    const handle = createRequestHandler(build, 'development');
    const app = createApp(deps, { viteDev: true, web: (request, ctx) => handle(request, ctx as never) });
    getRequestListener(app.fetch)(req, res);
  });
});
server.listen(env.PORT, () => console.log(`Dev store on http://localhost:${env.PORT}`));
