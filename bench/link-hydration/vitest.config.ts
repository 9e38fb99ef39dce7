import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from '../../web/vite.config';

// What the browser runs: Preact for React, and React Router's production build (its package
// resolves to the development one, and to CommonJS that the aliases would not reach).
const ROUTER = fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig({
  resolve: { alias: [{ find: /^react-router$/, replacement: ROUTER }, ...PREACT_ALIASES] },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.tsx'],
    environment: 'happy-dom',
    server: { deps: { inline: ['react-router'] } },
  },
});
