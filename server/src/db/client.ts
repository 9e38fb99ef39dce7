import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import { acquireDataDirLock } from './data-dir-lock';
import { PgliteThread } from './pglite-thread-client';
import * as schema from './schema';

/** One type for both drivers: the code never needs to know which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the embedded client, when there is one (tests dump it as a template) */
  pglite?: Pick<PGlite, 'dumpDataDir'>;
  close(): Promise<void>;
}

/**
 * The embedded database. `thread: true` (the server and the seed) runs it on a worker thread so
 * its statements never stall the HTTP thread (pglite-thread-client.ts); in one thread it opens
 * faster, which suits the many short-lived databases of the tests.
 */
export async function openPglite(
  dataDir?: string,
  opts: { loadDataDir?: Blob; thread?: boolean } = {},
): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    mkdirSync(resolve(dataDir), { recursive: true });
    release = acquireDataDirLock(resolve(dataDir));
  }
  const where = { dataDir: dataDir ? resolve(dataDir, 'pg') : undefined, loadDataDir: opts.loadDataDir };
  // pg_trgm must be passed on every open once a trigram index exists
  // (docs/decisions/0013-database-pglite-and-postgresql.md).
  const client = opts.thread
    ? await PgliteThread.open(where).catch((err) => {
        release();
        throw err;
      })
    : await PGlite.create({ ...where, extensions: { pg_trgm } });
  const db = drizzlePglite({ client: client as PGlite, schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    pglite: client,
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // JIT compilation added ~20 ms to catalogue queries here and never paid back on short OLTP queries.
  // A request waits at most 5 s for a connection, then answers 503 (db-errors.ts) instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
    options: '-c jit=off',
  });
  // A dropped connection (database restarted) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.error('[db] idle client error:', err.message));
  // The pool listens only while a client is idle: one that dies while checked out (between a
  // transaction's statements) emits 'error' to nobody, an uncaught exception. Its transaction
  // fails on the next statement, and the pool drops it when released (it is no longer queryable).
  pool.on('connect', (client) =>
    client.on('error', (err) => console.error('[db] connection lost while in use:', err.message)),
  );
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'postgres', close: () => pool.end() };
}

export function openDatabase(env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  return env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR, { thread: true });
}
