import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createRequestHandler } from 'react-router';
import { createServer as createVite } from 'vite';
import { boot, onShutdown } from './boot';
import { REPO_ROOT } from './paths';

// `npm run dev`: one port, Vite in middleware mode for hot reload, the database opened once
// outside Vite; the Hono app and the React Router build are reloaded per request
// (docs/decisions/0017-ssr-and-csp-nonce.md).
const store = await boot();
const { env, deps } = store;

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
onShutdown(async () => {
  server.close();
  await vite.close();
  await store.stop();
});
