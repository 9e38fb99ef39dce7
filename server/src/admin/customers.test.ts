import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { changedLogin, codOrder, OP_TOKEN, type Session } from '../test/console-kit';
import { createUser } from '../test/factories';
import { json } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let staffer: Session;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  staffer = await changedLogin(t, 'desk@vastra.in');
  owner = await changedLogin(t, 'malik@vastra.in', 'owner');
});
afterAll(() => t.close());

const get = async (path: string, s = staffer) => t.call('GET', `/api/admin${path}`, undefined, s.headers);

describe('customers', () => {
  it('lists and finds shoppers, shows one with their orders and addresses', async () => {
    // another shopper's orders first, so that ids of users and orders differ (a correlated
    // subquery that named the wrong table's id counted someone else's orders)
    const other = await codOrder(t, { lines: 2 });
    await createUser(t.db);
    const { s, orderId } = await codOrder(t);
    expect(orderId).not.toBe(s.user.id);
    const list = (await json(await get(`/customers?q=${encodeURIComponent(s.user.email)}`))).data;
    expect(list.customers).toMatchObject([{ id: s.user.id, orders: 1, spent: 1000, blocked: false }]);
    const theirs = (await json(await get(`/customers?q=${encodeURIComponent(other.s.user.email)}`))).data;
    expect(theirs.customers).toMatchObject([{ id: other.s.user.id, orders: 1, spent: 2000 }]);
    expect((await json(await get(`/customers?q=${s.user.phoneNumber}`))).data.customers[0].id).toBe(s.user.id);
    const one = (await json(await get(`/customers/${s.user.id}`))).data;
    expect(one.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    expect(one.addresses[0].line).toContain('226001');
    expect((await get('/customers/99999999')).status).toBe(404);
  });

  it('blocks a shopper: their session ends, they cannot log in (told why) or order; unblocked they can', async () => {
    const { s } = await codOrder(t);
    const before = await t.call('GET', '/api/payment/billing', undefined, s.auth);
    expect(before.status).toBe(200);
    expect((await t.call('POST', `/api/admin/customers/${s.user.id}/block`, {}, staffer.headers)).status).toBe(400);
    const block = await t.call(
      'POST',
      `/api/admin/customers/${s.user.id}/block`,
      { reason: 'Refused three COD parcels' },
      staffer.headers,
    );
    expect(block.status).toBe(200);
    expect(
      (await t.call('POST', `/api/admin/customers/${s.user.id}/block`, { reason: 'x' }, staffer.headers)).status,
    ).toBe(409);
    expect((await t.call('GET', '/api/payment/billing', undefined, s.auth)).status).toBe(401);
    const login = await t.call('POST', '/api/auth/login', { email: s.user.email, password: s.password });
    expect(login.status).toBe(403);
    expect((await json(login)).error.message).toBe(
      'Your account is blocked: Refused three COD parcels. Please contact us if you think this is a mistake.',
    );
    const shown = (await json(await get(`/customers/${s.user.id}`))).data;
    expect(shown.blocked.reason).toBe('Refused three COD parcels');
    expect((await t.call('POST', `/api/admin/customers/${s.user.id}/unblock`, {}, staffer.headers)).status).toBe(200);
    expect((await t.call('POST', '/api/auth/login', { email: s.user.email, password: s.password })).status).toBe(200);
    const audit = (await json(await get(`/audit?entity_type=customer&entity_id=${s.user.id}`, owner))).data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['customer.unblock', 'customer.block']);
    expect(audit[1]).toMatchObject({ actor: 'desk@vastra.in', before: { blocked: null, live_sessions: 1 } });
    expect(audit[1].after).toMatchObject({ blocked: { reason: 'Refused three COD parcels' }, live_sessions: 0 });
  });
});

describe('contact-us inbox', () => {
  it('lists messages newest first, unread ones on request, marked read and unread again once each', async () => {
    const { s } = await codOrder(t);
    const [m] = await t.db
      .insert(contactMessages)
      .values({
        name: s.user.name,
        email: s.user.email.toUpperCase(),
        phoneNumber: '9876543210',
        subject: 'Size',
        message: 'Is M loose?',
      })
      .returning();
    const unread = (await json(await get('/messages?unread=1'))).data;
    expect(unread.messages[0]).toMatchObject({ id: m.id, read: false, customer_id: s.user.id });
    expect(unread.unread).toBeGreaterThanOrEqual(1);
    expect((await t.call('POST', `/api/admin/messages/${m.id}/read`, {}, staffer.headers)).status).toBe(200);
    expect((await t.call('POST', `/api/admin/messages/${m.id}/read`, {}, staffer.headers)).status).toBe(409);
    expect((await json(await get('/messages?unread=1'))).data.messages.map((x: { id: number }) => x.id)).not.toContain(
      m.id,
    );
    expect((await t.call('POST', `/api/admin/messages/${m.id}/unread`, {}, staffer.headers)).status).toBe(200);
    expect((await t.call('POST', '/api/admin/messages/99999999/read', {}, staffer.headers)).status).toBe(404);
    expect((await get('/messages?unread=yes')).status).toBe(400);
  });
});

describe('audit log', () => {
  it('is the owner’s to read, filtered, newest first; staff are refused', async () => {
    const { orderId } = await codOrder(t);
    await t.call('POST', `/api/admin/orders/${orderId}/confirm`, {}, staffer.headers);
    expect((await get('/audit')).status).toBe(403);
    const mine = (await json(await get('/audit?actor=desk%40vastra&action=order.confirm', owner))).data;
    expect(mine[0]).toMatchObject({ entity_type: 'order', entity_id: orderId, actor: 'desk@vastra.in' });
    expect((await get('/audit?action=drop table', owner)).status).toBe(400);
    expect((await get('/audit?entity_type=nothing', owner)).status).toBe(400);
  });
});
