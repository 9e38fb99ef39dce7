import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, WEB_BUILD_DIR } from './paths';

// What `npm start` does: NODE_ENV unset. Run in a child process, because React chooses its
// build once per process, when it is first loaded.
const script = `
  import { createRequire } from 'node:module';
  import { loadEnv } from './server/src/env.ts';
  import { loadWebHandler } from './server/src/web-handler.ts';
  const rules = loadEnv().NODE_ENV;
  await loadWebHandler();
  const loaded = Object.keys(createRequire(import.meta.url).cache).filter((f) => f.includes('react-dom-server'));
  console.log(JSON.stringify({ rules, loaded, after: process.env.NODE_ENV ?? null }));
`;

describe('loadWebHandler', () => {
  it.skipIf(!existsSync(join(WEB_BUILD_DIR, 'server', 'index.js')))(
    "renders the built pages with React's production build while the shop keeps its development rules",
    () => {
      const { NODE_ENV: _unset, ...env } = process.env;
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        env,
        encoding: 'utf8',
      });
      const { rules, loaded } = JSON.parse(out.trim().split('\n').at(-1) as string);
      expect(rules).toBe('development');
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.every((f: string) => f.includes('.production.'))).toBe(true);
    },
  );

  // NODE_ENV=development exported in the shell (the shop's default mode, written out) rendered
  // every page with React's development build: twice the server's time for the same HTML.
  it.skipIf(!existsSync(join(WEB_BUILD_DIR, 'server', 'index.js')))(
    "renders with React's production build when NODE_ENV=development is set, and keeps that mode",
    () => {
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'development' },
        encoding: 'utf8',
      });
      const { rules, loaded, after } = JSON.parse(out.trim().split('\n').at(-1) as string);
      expect(rules).toBe('development');
      expect(after).toBe('development');
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.every((f: string) => f.includes('.production.'))).toBe(true);
    },
  );
});
