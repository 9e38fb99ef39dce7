import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { classifyDbError } from './db-errors';

// node-postgres emits 'error' on a checked-out client whose connection dies between statements;
// with no listener that is an uncaught exception, and the whole process (every shopper's
// requests) goes down with the one transaction. Vitest fails the run on an uncaught exception.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')(
  'a PostgreSQL connection lost in the middle of a transaction',
  () => {
    let t: TestApp;
    let admin: pg.Client;
    beforeAll(async () => {
      t = await createTestApp();
      admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
    });
    afterAll(async () => {
      await admin.end();
      await t.close();
    });

    it('fails that transaction as "unavailable", and the next one runs on a fresh connection', async () => {
      const failed = await t.db
        .transaction(async (tx) => {
          const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
          await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
          await new Promise((r) => setTimeout(r, 200)); // the FATAL and the close arrive while nothing runs
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failed).toBeInstanceOf(Error);
      expect(classifyDbError(failed)).toBe('unavailable');
      const rows = await t.db.transaction((tx) => tx.execute(sql`select 1 as one`));
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    });
  },
);
