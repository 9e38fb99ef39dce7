import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasBuild,
  http,
  kind,
  makeStoreDb,
  NO_BUILD,
  type ServerProcess,
  type StoreDb,
  startServer,
} from './server-process';

// Issue 20: five registrations of one email at the same moment (a double click) against the
// built server as `npm start` runs it (PGlite on its worker thread, or PostgreSQL): one 201, the
// rest 409, and the store still answers afterwards.

let db: StoreDb;
let server: ServerProcess;

describe.skipIf(!hasBuild)(
  `registration race on the built server (${kind})${hasBuild ? '' : ` skipped: ${NO_BUILD}`}`,
  () => {
    beforeAll(async () => {
      db = await makeStoreDb();
      server = await startServer(db);
    });
    afterAll(async () => {
      await server?.kill('SIGKILL');
      await db?.drop();
    });

    it('five registrations of one email at once: one 201, four 409, then a login works', async () => {
      const shopper = {
        name: 'Asha Verma',
        email: 'asha.race@example.in',
        password: 'chikan-kurta-7',
        phone_number: '9876543210',
      };
      const emails = [
        shopper.email,
        shopper.email.toUpperCase(),
        shopper.email,
        ` ${shopper.email}`,
        'ａｓｈａ.race@example.in',
      ];
      const results = await Promise.all(
        emails.map((email) => http(server.url, 'POST', '/api/auth/register', { ...shopper, email })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409))
        expect(r.body.error).toMatchObject({ code: 'conflict', fields: { email: 'Email already exists!' } });
      const login = await http(server.url, 'POST', '/api/auth/login', {
        email: shopper.email,
        password: shopper.password,
      });
      expect(login.status).toBe(200);
      expect(server.alive()).toBe(true);
    });
  },
);
