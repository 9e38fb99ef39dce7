import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { Deps } from '../app-env';
import { type Database, openPglite, openPostgres } from '../db/client';
import { loadEnv } from '../env';
import { withDatabase } from './global-setup';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Deps['db'];
  deps: Deps;
  database: Database;
  /** JSON request helper: `await t.call('POST', '/api/auth/login', body, headers)` */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * A real database for one test file: PGlite by default, PostgreSQL when the project runs with
 * TEST_DB_KIND=postgres (TEST_DATABASE_URL). Both start from the migrated template.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  // Files the app writes (image cache, operator token) go to a folder of this test file's own.
  const dataDir = mkdtempSync(join(tmpdir(), 'store-test-'));
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, ...envOverrides });
  const deps: Deps = { db: database.db, env, now: () => new Date() };
  const app = createApp(deps);
  return {
    app,
    db: database.db,
    deps,
    database,
    call: async (method, path, body, headers = {}) =>
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB_KIND !== 'postgres') {
    const tar = readFileSync(inject('pgliteTemplate'));
    return openPglite(undefined, { loadDataDir: new Blob([tar]) });
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `store_t_${process.ppid}_${process.pid}_${++counter}_${Date.now() % 100000}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  } finally {
    await admin.end();
  }
  const database = await openPostgres(withDatabase(url, name), 25);
  return {
    ...database,
    close: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
