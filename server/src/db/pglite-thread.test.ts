import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../app';
import { loadEnv } from '../env';
import { type Database, openPglite } from './client';
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
          password: 'secret1',
          phone_number: '9876543210',
        }),
      });
    expect((await register()).status).toBe(201);
    const again = await register();
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('Email already exists!');
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
