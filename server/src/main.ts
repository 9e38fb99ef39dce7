import { serve } from '@hono/node-server';
import { createApp } from './app';
import { boot, onShutdown } from './boot';
import { loadWebHandler, staticAssets } from './web-handler';

const started = Date.now();
const store = await boot();
const app = createApp(store.deps, { web: await loadWebHandler(), assets: staticAssets() });
const server = serve({ fetch: app.fetch, port: store.env.PORT, hostname: store.env.HOST }, (info) => {
  console.log(`Storefront ready on http://localhost:${info.port} (${store.database.kind}, ${Date.now() - started} ms)`);
});
onShutdown(async () => {
  server.close();
  await store.stop();
});
