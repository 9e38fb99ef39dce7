import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import { SERVER_ROOT } from '../paths';
import { createAddress, createUser } from './factories';
import { withDatabase } from './global-setup';

// Real server processes for the security suite: the built bundle (server/dist/main.js), on a
// database of its own made from the test template, on a port the OS picks.

export const MAIN_JS = join(SERVER_ROOT, 'dist', 'main.js');
export const hasBuild = existsSync(MAIN_JS);
export const NO_BUILD = `${MAIN_JS} is missing: run npm run build (multi-process tests skipped)`;
export const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
export const OPERATOR_TOKEN = 'security-suite-operator-token-000001';

export interface StoreDb {
  /** env for the server process: DATABASE_URL or DATA_DIR */
  env: Record<string, string>;
  /** opens the database in this process (PGlite: only while no server runs on it) */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

let seq = 0;

/** A fresh database from the migrated template (pincodes loaded, no catalogue). */
export async function makeStoreDb(): Promise<StoreDb> {
  const scratch = mkdtempSync(join(tmpdir(), 'store-sec-'));
  const base = { DATA_DIR: scratch, IMAGE_CACHE_DIR: join(scratch, 'images') };
  if (kind === 'pglite') {
    const tar = readFileSync(inject('pgliteTemplate'));
    const first = await openPglite(scratch, { loadDataDir: new Blob([tar]) });
    await first.close();
    return {
      env: base,
      open: () => openPglite(scratch),
      drop: async () => rmSync(scratch, { recursive: true, force: true }),
    };
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `store_t_${process.ppid}_sec_${process.pid}_${++seq}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const dbUrl = withDatabase(url, name);
  return {
    env: { ...base, DATABASE_URL: dbUrl },
    open: () => openPostgres(dbUrl, 5),
    drop: async () => {
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export interface ProcessShopper {
  token: string;
  addressId: number;
  email: string;
  password: string;
}

/** `count` registered shoppers with a saved address each, written straight into the database. */
export async function createShoppers(db: Database['db'], count: number): Promise<ProcessShopper[]> {
  const shoppers: ProcessShopper[] = [];
  for (let i = 0; i < count; i++) {
    const u = await createUser(db);
    const address = await createAddress(db, u.user.id);
    shoppers.push({ token: u.token, addressId: address.id, email: u.user.email, password: u.password });
  }
  return shoppers;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** everything the process wrote to stdout and stderr */
  output(): string;
  alive(): boolean;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that fails half-way must not leave servers behind (they would hold ports and locks).
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startServer(db: StoreDb, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN_JS], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      OPERATOR_TOKEN,
      ...db.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let out = '';
  let exited = false;
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const done = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      running.delete(child);
      resolve();
    }),
  );
  const started = Date.now();
  let port = 0;
  // Its port from the log, then, as a load balancer would, /readyz: the catalogue is in memory.
  const ready = async () => {
    port = port || Number(out.match(/ready on http:\/\/localhost:(\d+)/)?.[1] ?? 0);
    if (!port) return false;
    return (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.status === 200;
  };
  while (!(await ready())) {
    if (exited) throw new Error(`server exited before it was ready:\n${out}`);
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output: () => out,
    alive: () => !exited,
    kill: async (signal = 'SIGTERM') => {
      if (!exited) child.kill(signal);
      await done;
    },
  };
}

/** JSON over real HTTP. */
export async function http(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read bodies loosely; the assertions are the check
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: res.status, body: parsed, headers: res.headers };
}
