import { defineConfig } from 'vitest/config';

// One run, every test: contract, server on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), web components. The e2e journeys run in Playwright (npm run test:e2e).
const server = (name: string, kind: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['server/src/**/*.test.ts'],
    globalSetup: ['server/src/test/global-setup.ts'],
    env: { TEST_DB_KIND: kind },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Every file opens its own database (test/test-app.ts) and the caches key answers by database,
    // so files need no fresh copy of the server's modules, whose import was most of the run
    // (bench/README.md, "CI time").
    isolate: false,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      server('server', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [server('server-pg', 'postgres')] : []),
      {
        test: { name: 'web', include: ['web/app/**/*.test.tsx', 'web/app/**/*.test.ts'], environment: 'happy-dom' },
        oxc: { jsx: { runtime: 'automatic' } },
      },
    ],
  },
});
