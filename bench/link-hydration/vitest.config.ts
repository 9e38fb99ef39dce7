import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES, ROUTER_ALIASES } from '../../web/vite.config';

// What the browser runs: Preact for React, and React Router's production build (its package
// resolves to the development one, and to CommonJS that the aliases would not reach).
export default defineConfig({
  resolve: { alias: [...ROUTER_ALIASES, ...PREACT_ALIASES] },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.tsx'],
    environment: 'happy-dom',
    server: { deps: { inline: ['react-router'] } },
  },
});
