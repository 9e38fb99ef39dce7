import { createApp } from './app';
import { boot, onShutdown } from './boot';
import { listen, scheme } from './http/listen';
import { loadWebHandler, staticAssets } from './web-handler';

const started = Date.now();
const store = await boot();
const app = createApp(store.deps, { web: await loadWebHandler(), assets: staticAssets() });
const server = listen(store.env, app.fetch, (info) => {
  console.log(
    `Storefront ready on ${scheme(store.env)}://localhost:${info.port} (${store.database.kind}, ${Date.now() - started} ms)`,
  );
});
onShutdown(async () => {
  server.close();
  await store.stop();
});
