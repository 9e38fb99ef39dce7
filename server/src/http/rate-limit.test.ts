import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { HttpError } from './http-error';
import { closeRateLimitConnections, consume, ipv6Prefix64, LIMITS, type Limit } from './rate-limit';

const limit: Limit = { name: 'test', max: 5, windowMs: 60_000 };

async function outcome(p: Promise<void>) {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) return e.extra?.retry_after as number;
    throw e;
  }
}

/** The same rules, whichever store keeps the counters. */
function storeSuite(name: string, open: () => Promise<TestApp>, skip = false) {
  describe.skipIf(skip)(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await open();
    });
    afterAll(async () => {
      await closeRateLimitConnections();
      await t?.close();
    });

    it('allows max events per window, then 429 with the seconds left', async () => {
      const subject = `s-${Math.random()}`;
      for (let i = 0; i < 5; i++) expect(await outcome(consume(t.deps, limit, subject))).toBe('ok');
      const retry = await outcome(consume(t.deps, limit, subject));
      expect(retry).toBeGreaterThan(55);
      expect(retry).toBeLessThanOrEqual(60);
      expect(await outcome(consume(t.deps, limit, `other-${subject}`))).toBe('ok');
    });

    it('never asks a caller to wait longer than the window, however late the store answers', async () => {
      // The caller read its clock 2 s before the call reached the store: a slow round trip.
      const clock = t.deps.now;
      t.deps.now = () => new Date(Date.now() - 2_000);
      try {
        const subject = `late-${Math.random()}`;
        for (let i = 0; i < 5; i++) await consume(t.deps, limit, subject);
        expect(await outcome(consume(t.deps, limit, subject))).toBeLessThanOrEqual(60);
      } finally {
        t.deps.now = clock;
      }
    });

    it('counts parallel events exactly (one atomic step per event)', async () => {
      const subject = `p-${Math.random()}`;
      const results = await Promise.all(Array.from({ length: 20 }, () => outcome(consume(t.deps, limit, subject))));
      expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    });
  });
}

storeSuite('rate limits in the database', () => createTestApp());

describe('database windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('starts a fresh window once the old one has expired, and stores no subject in the clear', async () => {
    for (let i = 0; i < 5; i++) await consume(t.deps, limit, 'asha@example.in');
    expect(await outcome(consume(t.deps, limit, 'asha@example.in'))).not.toBe('ok');
    t.deps.now = () => new Date(Date.now() + 61_000);
    expect(await outcome(consume(t.deps, limit, 'asha@example.in'))).toBe('ok');
    t.deps.now = () => new Date();
    const rows = await t.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.key).not.toContain('asha');
  });
});

// A real Redis, started for this file when the binary exists on the machine.
const REDIS_BIN = '/usr/bin/redis-server';
let redis: ChildProcess | undefined;
async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as { port: number }).port;
  await new Promise((r) => srv.close(r));
  return port;
}
storeSuite(
  'rate limits in Redis',
  async () => {
    const port = await freePort();
    redis = spawn(REDIS_BIN, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 50; i++) {
      try {
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'pipe' });
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    const close = t.close;
    return {
      ...t,
      close: async () => {
        // Nothing went to the database table: Redis held every counter.
        expect(await t.db.select().from(rateLimits)).toEqual([]);
        await close();
        redis?.kill();
      },
    };
  },
  !existsSync(REDIS_BIN),
);

describe('client IP', () => {
  const sendFrom = (t: TestApp, phone: string, xff: string) =>
    t.call(
      'POST',
      '/api/auth/otp/send',
      { name: 'G', email: `g${phone}@example.in`, phone_number: phone },
      { 'x-forwarded-for': xff },
    );

  it('ignores X-Forwarded-For unless a proxy is trusted', async () => {
    const t = await createTestApp();
    try {
      const max = LIMITS.otpSendIp.max;
      for (let i = 0; i < max; i++) expect((await sendFrom(t, `96000000${10 + i}`, `10.0.0.${i}`)).status).toBe(200);
      const res = await sendFrom(t, '9600000099', '10.9.9.9');
      expect(res.status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('behind a trusted proxy, counts per last hop (the one the proxy appended)', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const { user, password } = await createUser(t.db);
      const login = (pw: string, xff: string, email = user.email) =>
        t.call('POST', '/api/auth/login', { email, password: pw }, { 'x-forwarded-for': xff });
      // Failures from one IP spread over many emails (so no email locks).
      for (let i = 0; i < LIMITS.loginIp.max; i++)
        expect((await login('wrong-pw', `1.1.1.${i % 200}, 198.51.100.7`, `x${i}@example.in`)).status).toBe(401);
      const blocked = await login(password, '1.2.3.4, 198.51.100.7');
      expect(blocked.status).toBe(429);
      expect((await login(password, '1.2.3.4, 198.51.100.8')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('refuses the registration past the limit from one IP, not from the next', async () => {
    const t = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const register = (i: number, xff: string) =>
        t.call(
          'POST',
          '/api/auth/register',
          {
            name: 'R',
            email: `r${i}@example.in`,
            password: 'chikan-kurta-7',
            phone_number: `97000${String(i).padStart(5, '0')}`,
          },
          { 'x-forwarded-for': xff },
        );
      const max = LIMITS.registerIp.max;
      for (let i = 0; i < max; i++) expect((await register(i, '203.0.113.5')).status).toBe(201);
      const refused = await register(max, '203.0.113.5');
      expect(refused.status).toBe(429);
      expect((await refused.json()).error.code).toBe('rate_limited');
      expect((await register(max + 1, '203.0.113.6')).status).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('groups IPv6 clients by /64', () => {
    expect(ipv6Prefix64('2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(ipv6Prefix64('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipv6Prefix64('2001:0db8:0000:0012::ffff')).toBe('2001:db8:0:12::/64');
  });
});
