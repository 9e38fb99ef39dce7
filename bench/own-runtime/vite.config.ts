import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunkGroups, PREACT_ALIASES } from '../../web/vite.config.ts';

// The home page's modules built for the browser with `react-router` answered by shim.tsx.
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
export default defineConfig({
  root: here('.'),
  resolve: { alias: [...PREACT_ALIASES, { find: /^react-router$/, replacement: here('shim.tsx') }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: process.env.OUT_DIR ?? '/tmp/own-runtime-build',
    emptyOutDir: true,
    assetsDir: 'own',
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: here('entry.tsx'),
      // the store's own grouping, the runtime (this folder) in `shared`
      output: { codeSplitting: { groups: chunkGroups(/[\\/]bench[\\/]own-runtime[\\/]/) } },
    },
  },
});
