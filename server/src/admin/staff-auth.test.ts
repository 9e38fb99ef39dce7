import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderLines, staff } from '../db/schema';
import { changedLogin, codOrder, login, makeStaff, NEW_PASSWORD, OP_TOKEN, op } from '../test/console-kit';
import { json } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { runStaffAction } from './staff-action';
import { OPERATOR } from './staff-auth';
import { STAFF_ABSOLUTE_MS, STAFF_IDLE_MS } from './staff-sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
});
afterAll(() => t.close());
const at = (ms: number) => {
  const when = new Date(Date.now() + ms);
  t.deps.now = () => when;
};
const realClock = () => {
  t.deps.now = () => new Date();
};

describe('staff accounts and sessions', () => {
  it('creates an owner with a one-time password that must be changed before anything else', async () => {
    const once = await makeStaff(t, 'owner1@vastra.in', 'owner');
    expect(once).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [row] = await t.db.select().from(staff).where(eq(staff.email, 'owner1@vastra.in'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const res = await t.call('POST', '/api/admin/auth/login', { email: 'Owner1@Vastra.in', password: once });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    const me = (await json(res)).data;
    expect(me).toMatchObject({ role: 'owner', must_change_password: true });
    const s = { cookie: cookie.split(';')[0], 'x-csrf-token': me.csrf_token };
    const board = await t.call('GET', '/api/admin/board', undefined, s);
    expect(board.status).toBe(403);
    expect((await json(board)).error.must_change_password).toBe(true);
    const weak = await t.call('POST', '/api/admin/auth/password', { current_password: once, new_password: 'short' }, s);
    expect(weak.status).toBe(400);
    const common = await t.call(
      'POST',
      '/api/admin/auth/password',
      { current_password: once, new_password: 'password1234' },
      s,
    );
    expect((await json(common)).error.fields.new_password).toMatch(/too common/);
    const wrong = await t.call(
      'POST',
      '/api/admin/auth/password',
      { current_password: 'x', new_password: NEW_PASSWORD },
      s,
    );
    expect((await json(wrong)).error.fields.current_password).toBe('The current password is wrong');
    const ok = await t.call(
      'POST',
      '/api/admin/auth/password',
      { current_password: once, new_password: NEW_PASSWORD },
      s,
    );
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/api/admin/board', undefined, s)).status).toBe(200);
    expect((await t.call('POST', '/api/admin/auth/login', { email: 'owner1@vastra.in', password: once })).status).toBe(
      401,
    );
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit.map((a) => a.action)).toEqual(['staff.create', 'staff.password_changed']);
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('is Secure and __Host- prefixed over HTTPS', async () => {
    const https = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN, PUBLIC_URL: 'https://shop.example.in' });
    try {
      const once = await makeStaff(https, 'secure@vastra.in');
      const res = await https.call('POST', '/api/admin/auth/login', { email: 'secure@vastra.in', password: once });
      expect(res.headers.get('set-cookie')).toMatch(
        /^__Host-staff_session=\S+; Path=\/; HttpOnly; SameSite=Strict; Secure;/,
      );
      const plain = res.headers.get('set-cookie')?.split(';')[0].replace('__Host-', '') ?? '';
      expect((await https.call('GET', '/api/admin/session', undefined, { cookie: plain })).status).toBe(401);
    } finally {
      await https.close();
    }
  });

  it('refuses a state-changing request without its CSRF token, with a wrong one, or with another session’s', async () => {
    const a = await changedLogin(t, 'csrf-a@vastra.in');
    const b = await changedLogin(t, 'csrf-b@vastra.in');
    const { orderId } = await codOrder(t);
    const confirm = (h: Record<string, string>) => t.call('POST', `/api/admin/orders/${orderId}/confirm`, {}, h);
    expect((await confirm({ cookie: a.cookie })).status).toBe(403);
    expect((await confirm({ cookie: a.cookie, 'x-csrf-token': `${a.csrf}x` })).status).toBe(403);
    expect((await confirm({ cookie: a.cookie, 'x-csrf-token': b.csrf })).status).toBe(403);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)));
    expect(audited.length).toBe(0);
    expect((await confirm(a.headers)).status).toBe(200);
    // reading needs no token: GET changes nothing
    expect((await t.call('GET', `/api/admin/orders/${orderId}`, undefined, { cookie: a.cookie })).status).toBe(200);
  });

  it('ends a session after 30 idle minutes, after 12 hours whatever the use, at logout, and when disabled', async () => {
    const s = await changedLogin(t, 'idle@vastra.in');
    at(STAFF_IDLE_MS - 60_000);
    expect((await t.call('GET', '/api/admin/session', undefined, s.headers)).status).toBe(200);
    at(STAFF_IDLE_MS * 2 - 120_000); // slid: still within 30 minutes of the last use
    expect((await t.call('GET', '/api/admin/session', undefined, s.headers)).status).toBe(200);
    at(STAFF_IDLE_MS * 3 + 60_000);
    const idle = await t.call('GET', '/api/admin/session', undefined, s.headers);
    expect(idle.status).toBe(401);
    realClock();

    const long = await login(t, 'idle@vastra.in', NEW_PASSWORD);
    for (let m = 25; m < STAFF_ABSOLUTE_MS / 60_000; m += 25) {
      at(m * 60_000);
      expect((await t.call('GET', '/api/admin/session', undefined, long.headers)).status).toBe(200);
    }
    at(STAFF_ABSOLUTE_MS + 60_000);
    expect((await t.call('GET', '/api/admin/session', undefined, long.headers)).status).toBe(401);
    realClock();

    const out = await login(t, 'idle@vastra.in', NEW_PASSWORD);
    expect((await t.call('POST', '/api/admin/auth/logout', {}, out.headers)).status).toBe(200);
    expect((await t.call('GET', '/api/admin/session', undefined, out.headers)).status).toBe(401);

    const owner = await changedLogin(t, 'owner-disabler@vastra.in', 'owner');
    const victim = await login(t, 'idle@vastra.in', NEW_PASSWORD);
    const me = (await json(await t.call('GET', '/api/admin/session', undefined, victim.headers))).data;
    expect((await t.call('POST', `/api/admin/staff/${me.id}/disable`, {}, owner.headers)).status).toBe(200);
    expect((await t.call('GET', '/api/admin/session', undefined, victim.headers)).status).toBe(401);
    expect(
      (await t.call('POST', '/api/admin/auth/login', { email: 'idle@vastra.in', password: NEW_PASSWORD })).status,
    ).toBe(401);
  });

  it('lets only owners manage staff; staff run orders', async () => {
    const worker = await changedLogin(t, 'worker@vastra.in');
    const owner = await changedLogin(t, 'boss@vastra.in', 'owner');
    expect((await t.call('GET', '/api/admin/staff', undefined, worker.headers)).status).toBe(403);
    expect(
      (await t.call('POST', '/api/admin/staff', { email: 'new@vastra.in', role: 'owner' }, worker.headers)).status,
    ).toBe(403);
    const made = await t.call('POST', '/api/admin/staff', { email: 'new@vastra.in', role: 'staff' }, owner.headers);
    expect(made.status).toBe(201);
    expect((await t.call('POST', '/api/admin/staff', { email: 'NEW@vastra.in' }, owner.headers)).status).toBe(409);
    expect((await t.call('GET', '/api/admin/staff', undefined, owner.headers)).status).toBe(200);
    const glanceStaff = (await json(await t.call('GET', '/api/admin/glance', undefined, worker.headers))).data;
    expect(glanceStaff.revenue).toBeNull();
    const glanceOwner = (await json(await t.call('GET', '/api/admin/glance', undefined, owner.headers))).data;
    expect(glanceOwner.revenue).not.toBeNull();
  });

  it('limits failed logins: the 6th attempt on one account from one address is refused', async () => {
    await makeStaff(t, 'guessed@vastra.in');
    for (let i = 0; i < 5; i++)
      expect(
        (await t.call('POST', '/api/admin/auth/login', { email: 'guessed@vastra.in', password: `wrong-${i}` })).status,
      ).toBe(401);
    const sixth = await t.call('POST', '/api/admin/auth/login', { email: 'guessed@vastra.in', password: 'wrong-6' });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('keeps the operator token working, and shopper tokens out', async () => {
    const { s } = await codOrder(t);
    expect((await t.call('GET', '/api/admin/board', undefined, op)).status).toBe(200);
    expect((await t.call('GET', '/api/admin/board', undefined, s.auth)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/board')).status).toBe(401);
    expect(
      (await t.call('GET', '/api/admin/board', undefined, { cookie: `staff_session=${'a'.repeat(43)}` })).status,
    ).toBe(401);
  });
});

describe('runStaffAction', () => {
  it('writes the audit row in the transaction of the change: when the audit row fails, the change is undone', async () => {
    const { lines } = await codOrder(t);
    const lineId = lines[0].id;
    const attempt = runStaffAction(t.deps, OPERATOR, {
      action: 'test.audit_fails',
      permission: 'orders',
      entity: { type: 'order_line', id: 2 ** 31 }, // out of the integer column's range: the audit insert fails
      load: async (tx) => (await tx.select().from(orderLines).where(eq(orderLines.id, lineId)))[0] ?? null,
      refuse: () => null,
      apply: async (tx) => {
        await tx.update(orderLines).set({ courier: 'Changed' }).where(eq(orderLines.id, lineId));
      },
    });
    await expect(attempt).rejects.toThrow();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(line.courier).toBeNull();
  });
});
