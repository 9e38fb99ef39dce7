import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/factories';
import {
  hasBuild,
  http,
  kind,
  makeStoreDb,
  NO_BUILD,
  type ServerProcess,
  type StoreDb,
  startServer,
} from '../test/server-process';

// A statement that fails must fail its own request only, on the store as `npm start` runs it:
// the built server, PGlite on its worker thread (or PostgreSQL). Before, the first database
// error killed PGlite's thread and every later request answered 500 until a restart.

let db: StoreDb;
let server: ServerProcess;
let categoryId = 0;

/** A request that reaches the database every time: an uncached listing filter and readiness. */
async function expectStoreAnswers() {
  const ready = await fetch(`${server.url}/readyz`);
  expect(ready.status).toBe(200);
  const price = 100 + Math.floor(Math.random() * 100_000);
  const listing = await http(server.url, 'GET', `/api/product/product/search?cat=${categoryId}&price_max=${price}`);
  expect(listing.status).toBe(200);
}

describe.skipIf(!hasBuild)(`database errors on the built server (${kind})${hasBuild ? '' : ` (${NO_BUILD})`}`, () => {
  beforeAll(async () => {
    db = await makeStoreDb();
    const d = await db.open();
    categoryId = (await createProduct(d.db, { price: 900 })).product.categoryId;
    await d.close();
    server = await startServer(db);
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await db?.drop();
  });

  it('answers the requests that stopped the store with a 4xx, and keeps answering', async () => {
    const queries = [
      `cat=${categoryId}&price_max=99999999`,
      `cat=${categoryId}&price_min=1e308`,
      'cat=2147483648',
      `cat=${categoryId}&price_max=1e400`,
    ];
    for (const query of queries) {
      const res = await http(server.url, 'GET', `/api/product/product/search?${query}`);
      expect(res.status, query).toBeGreaterThanOrEqual(400);
      expect(res.status, query).toBeLessThan(500);
      expect(res.body.error.code, query).toBe('validation_failed');
      await expectStoreAnswers();
    }
  });

  it('five registrations of one e-mail at the same moment: one 201, four 409, and the store lives on', async () => {
    const body = {
      name: 'Asha Rao',
      email: 'double.click@example.in',
      password: 'Chikan-Kurta-Lucknow-88',
      phone_number: '9876501234',
    };
    // a double click, and the same address in other cases, spacing and full-width letters
    const emails = [
      body.email,
      body.email.toUpperCase(),
      body.email,
      ` ${body.email}`,
      'ｄｏｕｂｌｅ.click@example.in',
    ];
    const answers = await Promise.all(
      emails.map((email) => http(server.url, 'POST', '/api/auth/register', { ...body, email })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.error).toMatchObject({ code: 'conflict', fields: { email: 'Email already exists!' } });
    const login = await http(server.url, 'POST', '/api/auth/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
    await expectStoreAnswers();
  });

  it('logs no statement parameters, e-mails, phones or password hashes', () => {
    const out = server.output();
    expect(out).not.toContain('params:');
    expect(out).not.toContain('double.click@');
    expect(out).not.toContain('9876501234');
    expect(out).not.toContain('$argon2');
    expect(out).not.toContain('the database thread stopped');
  });

  it.runIf(kind === 'postgres')(
    'a PostgreSQL connection killed under it: 503 at worst, then answers again',
    async () => {
      const url = db.env.DATABASE_URL as string;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      await admin.end();
      expect(rows.length).toBeGreaterThan(0);
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await fetch(`${server.url}/readyz`)).status);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.at(-1)).toBe(200);
      await expectStoreAnswers();
      expect(server.alive()).toBe(true);
    },
  );
});
