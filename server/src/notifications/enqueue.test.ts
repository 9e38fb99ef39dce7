import { orderNumber } from '@store/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderLines } from '../db/schema';
import { codOrder, eventsOf, messagesOf, move, OPERATOR_TOKEN, paidOnlineOrder } from '../test/notification-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// Every step of an order queues exactly one message per channel, in the step's own transaction.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN });
});
afterAll(() => t.close());

const BOTH = ['email', 'sms'];

describe('messages queued by each order event', () => {
  it('a COD order: placed, shipped with its courier, out for delivery, delivered, exchange accepted, exchanged', async () => {
    const { s, orderId, lineIds } = await codOrder(t);
    expect(await eventsOf(t, orderId)).toEqual({ order_placed: BOTH });
    const [placed] = await messagesOf(t, orderId);
    expect(placed).toMatchObject({ state: 'pending', attempts: 0, recipient: s.user.email });
    expect(placed.payload).toMatchObject({ amount: 1200, payment_mode: 'Cash On Delivery' });
    expect(placed.payload.lines).toEqual([
      { name: 'Chikan Kurta 0', color: expect.any(String), size: 'M', quantity: 1 },
    ]);

    const line = lineIds[0];
    // the ship action writes the courier on the line in the move's transaction, before the message reads it
    await t.db
      .update(orderLines)
      .set({ courier: 'Delhivery', trackingNumber: 'DL1234567890' })
      .where(eq(orderLines.id, line));
    expect((await move(t, line, 'Shipped')).status).toBe(200);
    const page = await (await t.call('GET', `/api/payment/order/${orderNumber(orderId)}`, undefined, s.auth)).json();
    expect(page.data.lines[0]).toMatchObject({ courier: 'Delhivery', tracking_number: 'DL1234567890' });
    for (const status of ['Out For Delivery', 'Delivered']) expect((await move(t, line, status)).status).toBe(200);
    const ex = await t.call('POST', '/api/payment/exchange', { id: line, reason: 'Damaged', desc: '' }, s.auth);
    expect(ex.status).toBe(200);
    expect((await move(t, line, 'Exchanged')).status).toBe(200);
    expect(await eventsOf(t, orderId)).toEqual({
      order_placed: BOTH,
      shipped: BOTH,
      out_for_delivery: BOTH,
      delivered: BOTH,
      exchange_accepted: BOTH,
      exchanged: BOTH,
    });
    const shipped = (await messagesOf(t, orderId)).filter((m) => m.event === 'shipped');
    expect(shipped.map((m) => m.payload)).toEqual([
      expect.objectContaining({ courier: 'Delhivery', tracking_number: 'DL1234567890' }),
      expect.objectContaining({ courier: 'Delhivery', tracking_number: 'DL1234567890' }),
    ]);
    expect(shipped.find((m) => m.channel === 'sms')?.recipient).toBe(s.user.phoneNumber);
  });

  it('an online order: paid once however often the payment is reported; cancel (refund due), then refunded', async () => {
    const { s, orderId, pay, lineIds } = await paidOnlineOrder(t);
    expect(await eventsOf(t, orderId)).toEqual({ order_paid: BOTH });
    expect((await pay()).status).toBe(303); // the same callback again: already paid
    expect(await eventsOf(t, orderId)).toEqual({ order_paid: BOTH });

    const cancel = await t.call('POST', '/api/payment/cancel-order', { id: lineIds[0], reason: 'Other' }, s.auth);
    expect(cancel.status).toBe(200);
    const cancelled = (await messagesOf(t, orderId)).filter((m) => m.event === 'cancelled');
    expect(cancelled.map((m) => [m.channel, m.payload.refund_due])).toEqual([
      ['email', true],
      ['sms', true],
    ]);
    // The operator records the refund paid (the console's action, admin/notify.ts): once.
    const refund = () =>
      t.call(
        'POST',
        `/api/admin/orders/${orderId}/refund`,
        { amount: 1500, reference: 'UTR0001' },
        {
          authorization: `Bearer ${OPERATOR_TOKEN}`,
        },
      );
    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(409); // no refund due any more: nothing more queued
    const refunded = (await messagesOf(t, orderId)).filter((m) => m.event === 'refunded');
    expect(refunded.map((m) => [m.channel, m.payload.amount])).toEqual([
      ['email', 1500],
      ['sms', 1500],
    ]);
    expect(await eventsOf(t, orderId)).toEqual({ order_paid: BOTH, cancelled: BOTH, refunded: BOTH });
    const [row] = await t.db.select().from(orderLines).where(eq(orderLines.id, lineIds[0]));
    expect(row.refundedAt).not.toBeNull();
  });

  it('a refused checkout or move queues nothing', async () => {
    const before = (await t.db.select().from(notifications)).length;
    const { s, lineIds, orderId } = await codOrder(t);
    const after = (await t.db.select().from(notifications)).length;
    expect(after - before).toBe(2);
    expect((await move(t, lineIds[0], 'Delivered')).status).toBe(409); // skips a step
    const refused = await t.call(
      'POST',
      '/api/payment/billing',
      {
        total_amount: 1,
        payment_mode: 'Cash On Delivery',
        address: s.addressId,
        products: [{ id: 1, quantity: 1, color: 'x', size: 'M' }],
      },
      s.auth,
    );
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect((await t.db.select().from(notifications)).length).toBe(after);
    expect(await eventsOf(t, orderId)).toEqual({ order_placed: BOTH });
  });

  it('a cancel of one line of two queues one message about that line only', async () => {
    const { s, orderId, lineIds } = await codOrder(t, { lines: 2 });
    await t.call('POST', '/api/payment/cancel-order', { id: lineIds[1], reason: 'Not Interested' }, s.auth);
    const cancelled = (await messagesOf(t, orderId)).filter((m) => m.event === 'cancelled');
    expect(cancelled).toHaveLength(2);
    expect(cancelled[0].payload).toMatchObject({ lines: [{ name: 'Chikan Kurta 1' }], refund_due: false });
  });
});

describe('GET /api/admin/orders/:id/notifications', () => {
  it('lists the order messages with masked recipients, for the operator only', async () => {
    const { s, orderId } = await codOrder(t);
    const path = `/api/admin/orders/${orderId}/notifications`;
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', path, undefined, s.auth)).status).toBe(403);
    const res = await t.call('GET', path, undefined, { authorization: `Bearer ${OPERATOR_TOKEN}` });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject([
      { channel: 'email', event: 'order_placed', state: 'pending', attempts: 0, last_error: null },
      { channel: 'sms', event: 'order_placed', state: 'pending', attempts: 0 },
    ]);
    expect(data[0].recipient).toBe(`${s.user.email[0]}***@example.in`);
    expect(data[1].recipient).toBe(`${s.user.phoneNumber.slice(0, 2)}******${s.user.phoneNumber.slice(-2)}`);
    expect(JSON.stringify(data)).not.toContain(s.user.email);
    const none = await t.call('GET', '/api/admin/orders/99999999/notifications', undefined, {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
    });
    expect(none.status).toBe(404);
  });
});
