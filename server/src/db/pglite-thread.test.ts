import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { WEB_BUILD_DIR } from '../paths';
import { loadWebHandler } from '../web-handler';
import { type Database, openPglite } from './client';
import { classifyDbError, DatabaseUnavailableError } from './db-errors';
import type { PgliteThread } from './pglite-thread-client';
import { categories } from './schema';

// The server runs PGlite on a worker thread (pglite-thread-client.ts). Everything drizzle and
// the store do through it must behave as in one thread: types, errors, transactions.
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('PGlite on its own thread', () => {
  let database: Database;
  const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);
  beforeAll(async () => {
    database = await openPglite(undefined, { loadDataDir: template(), thread: true });
  });
  afterAll(() => database.close());

  const category = (slug: string) => ({ name: slug, slug });
  const slugs = async () => (await database.db.select({ slug: categories.slug }).from(categories)).map((r) => r.slug);

  it('answers rows with the types drizzle gives in one thread', async () => {
    const [row] = await database.db
      .select({
        at: sql<string>`'2026-01-02 03:04:05+00'::timestamptz`,
        doc: sql<{ a: number[] }>`'{"a":[1,2]}'::json`,
        list: sql<string[]>`array['S','M']`,
        n: sql<number>`41 + 1`,
      })
      .from(sql`(select 1) as one`);
    expect(row).toEqual({ at: '2026-01-02 03:04:05+00', doc: { a: [1, 2] }, list: ['S', 'M'], n: 42 });
  });

  it('keeps a database error code, so a taken email is still a 409', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/store-thread-test' });
    const app = createApp({ db: database.db, env, now: () => new Date() });
    const register = () =>
      app.request('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Asha Rao',
          email: 'asha@example.in',
          password: 'chikan-kurta-7',
          phone_number: '9876543210',
        }),
      });
    expect((await register()).status).toBe(201);
    const again = await register();
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Email already exists!');
  });

  it('fails a bad statement alone: the thread lives on and the app answers 400, not 500', async () => {
    // PGlite's error carries the query's parsers (functions); posting it used to kill the thread.
    await expect(database.db.execute(sql`select ${9_999_999_900}::int`)).rejects.toMatchObject({
      cause: { code: '22003' },
    });
    expect(await slugs()).toBeInstanceOf(Array);
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: '/tmp/store-thread-test' });
    const app = createApp({ db: database.db, env, now: () => new Date() });
    const res = await app.request('/readyz');
    expect(res.status).toBe(200);
  });

  it('commits a transaction that returns and rolls back one that throws, savepoints included', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(categories).values(category('kept'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(categories).values(category('inner-undone'));
          throw new Error('undo the savepoint');
        })
        .catch(() => {});
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(categories).values(category('undone'));
        throw new Error('undo all');
      }),
    ).rejects.toThrow('undo all');
    const all = await slugs();
    expect(all).toContain('kept');
    expect(all).not.toContain('inner-undone');
    expect(all).not.toContain('undone');
  });

  it('makes other statements wait for an open transaction and see only what it committed', async () => {
    let release = () => {};
    const holding = new Promise<void>((r) => {
      release = r;
    });
    const tx = database.db.transaction(async (t) => {
      await t.insert(categories).values(category('late'));
      await holding;
    });
    await new Promise((r) => setTimeout(r, 20));
    let readDone = false;
    const reading = slugs().then((all) => {
      readDone = true;
      return all;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(readDone).toBe(false);
    release();
    await tx;
    expect(await reading).toContain('late');
    await database.db.delete(categories).where(eq(categories.slug, 'late'));
  });

  it('dumps a data directory that PGlite opens, and refuses calls once closed', async () => {
    const dump = await database.pglite!.dumpDataDir('none');
    const copy = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
    expect(
      (await copy.query<{ n: number }>(`select count(*)::int as n from categories where slug = 'kept'`)).rows,
    ).toEqual([{ n: 1 }]);
    await copy.close();

    const other = await openPglite(undefined, { loadDataDir: template(), thread: true });
    await other.close();
    await expect(other.db.select().from(categories)).rejects.toThrow();
  });
});

const hasWebBuild = existsSync(join(WEB_BUILD_DIR, 'server', 'index.js'));

describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('a database thread that dies', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'store-thread-crash-'));
    const first = await openPglite(dir, { loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await first.close();
    database = await openPglite(dir, { thread: true });
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After meanwhile, then opens a new thread on the same data by itself', async () => {
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dir });
    const web = hasWebBuild ? await loadWebHandler() : undefined;
    const app = createApp({ db: database.db, env, now: () => new Date() }, { web });
    await database.db.insert(categories).values({ name: 'Kept', slug: 'kept-before-crash' });

    await (database.pglite as unknown as PgliteThread).crashForTest();
    const during = await app.request('/api/product/category/list');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('2');
    expect((await during.json()).error.code).toBe('internal');
    expect((await app.request('/readyz')).status).toBe(503);
    expect((await app.request('/healthz')).status).toBe(200);
    if (web) {
      // a page whose data cannot be read is a 503 to retry, not a 500 that looks permanent
      const page = await app.request('/product/1/any-slug');
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('2');
    }

    const started = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - started < 20_000) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await app.request('/readyz')).status;
    }
    expect(status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000); // by itself, without a restart (back in ~0.5 s when idle)
    const rows = await database.db.select().from(categories).where(eq(categories.slug, 'kept-before-crash'));
    expect(rows).toHaveLength(1);
    expect((await app.request('/api/product/category/list')).status).toBe(200);
  });

  it('never lets a transaction of the dead thread reach the new one', async () => {
    const thread = database.pglite as unknown as PgliteThread;
    const outcome = database.db.transaction(async (tx) => {
      await tx.insert(categories).values({ name: 'Lost', slug: 'lost-in-crash' });
      await thread.crashForTest();
      await new Promise((r) => setTimeout(r, 1_500)); // the new thread is open by now
      await tx.insert(categories).values({ name: 'Late', slug: 'late-after-crash' });
    });
    const failure = await outcome.then(
      () => null,
      (err) => err,
    );
    expect(failure?.cause).toBeInstanceOf(DatabaseUnavailableError);
    expect(classifyDbError(failure)).toBe('unavailable');
    // the new thread opens in the background: on a loaded machine it may take a few seconds
    let slugsNow: string[] = [];
    for (const started = Date.now(); Date.now() - started < 15_000; await new Promise((r) => setTimeout(r, 100))) {
      const rows = await database.db
        .select({ slug: categories.slug })
        .from(categories)
        .catch(() => null);
      if (rows) {
        slugsNow = rows.map((r) => r.slug);
        break;
      }
    }
    expect(slugsNow.length).toBeGreaterThan(0);
    expect(slugsNow).not.toContain('lost-in-crash');
    expect(slugsNow).not.toContain('late-after-crash');
  });
});
