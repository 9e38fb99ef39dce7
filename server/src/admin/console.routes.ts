import {
  AuditQuery,
  BoardQuery,
  BulkShipInput,
  CustomersQuery,
  InboxQuery,
  NoteInput,
  PackingSlipsQuery,
  ReasonInput,
  RefundInput,
  ReviewsQuery,
  ShipInput,
} from '@store/contract/admin';
import { orderNumber } from '@store/contract/orders';
import { Hono } from 'hono';
import { HttpError } from '../http/http-error';
import { idParam, parseBody, parseQuery } from '../http/validate';
import { auditEntries } from './audit';
import { blockCustomer, customerDetail, listCustomers, unblockCustomer } from './customers';
import { glance } from './glance';
import { inbox, markMessage } from './inbox';
import {
  acceptExchange,
  addOrderNote,
  advanceOrder,
  cancelLineByStaff,
  confirmOrder,
  markCodCollected,
  markRefundPaid,
  refuseExchange,
} from './order-actions';
import { adminOrder } from './order-page';
import { boardPage } from './orders-board';
import { packingSlips } from './packing-slips';
import { listReviews, setReviewHidden } from './reviews';
import { type AdminEnv, can, requirePermission } from './staff-auth';

/** The console's orders board, order page and actions under /api/admin (after adminAuth). */
export const consoleRoutes = new Hono<AdminEnv>();

consoleRoutes.get('/admin/board', async (c) => {
  requirePermission(c.var.actor, 'orders');
  return c.json({ data: await boardPage(c.var.deps, parseQuery(c, BoardQuery)) });
});

consoleRoutes.get('/admin/glance', async (c) => {
  requirePermission(c.var.actor, 'orders');
  return c.json({ data: await glance(c.var.deps, can(c.var.actor, 'revenue')) });
});

consoleRoutes.get('/admin/orders/:id', async (c) => {
  requirePermission(c.var.actor, 'orders');
  return c.json({ data: await adminOrder(c.var.deps, idParam(c)) });
});

const ok = (result: unknown = { ok: true }) => ({ data: result });

consoleRoutes.post('/admin/orders/:id/confirm', async (c) =>
  c.json(ok(await confirmOrder(c.var.deps, c.var.actor, idParam(c)))),
);
consoleRoutes.post('/admin/orders/:id/ship', async (c) => {
  const input = await parseBody(c, ShipInput);
  return c.json(ok(await advanceOrder(c.var.deps, c.var.actor, idParam(c), 'Shipped', input)));
});
consoleRoutes.post('/admin/orders/:id/out-for-delivery', async (c) =>
  c.json(ok(await advanceOrder(c.var.deps, c.var.actor, idParam(c), 'Out For Delivery'))),
);
consoleRoutes.post('/admin/orders/:id/deliver', async (c) =>
  c.json(ok(await advanceOrder(c.var.deps, c.var.actor, idParam(c), 'Delivered'))),
);
consoleRoutes.post('/admin/orders/:id/cod-collected', async (c) =>
  c.json(ok(await markCodCollected(c.var.deps, c.var.actor, idParam(c)))),
);
consoleRoutes.post('/admin/orders/:id/refund', async (c) => {
  const input = await parseBody(c, RefundInput);
  return c.json(ok(await markRefundPaid(c.var.deps, c.var.actor, idParam(c), input)));
});
consoleRoutes.post('/admin/orders/:id/notes', async (c) => {
  const { body } = await parseBody(c, NoteInput);
  return c.json(ok(await addOrderNote(c.var.deps, c.var.actor, idParam(c), body)), 201);
});
consoleRoutes.post('/admin/lines/:id/cancel', async (c) => {
  const { reason } = await parseBody(c, ReasonInput);
  await cancelLineByStaff(c.var.deps, c.var.actor, idParam(c), reason);
  return c.json(ok());
});
consoleRoutes.post('/admin/lines/:id/exchange/accept', async (c) => {
  await acceptExchange(c.var.deps, c.var.actor, idParam(c));
  return c.json(ok());
});
consoleRoutes.post('/admin/lines/:id/exchange/refuse', async (c) => {
  const { reason } = await parseBody(c, ReasonInput);
  await refuseExchange(c.var.deps, c.var.actor, idParam(c), reason);
  return c.json(ok());
});

/**
 * Bulk: each order ships in its own transaction (and audit row), so one that cannot ship (409)
 * leaves the others shipped; the answer says which did and why the rest did not.
 */
consoleRoutes.post('/admin/bulk/ship', async (c) => {
  const input = await parseBody(c, BulkShipInput);
  if (input.tracking_numbers && input.tracking_numbers.length !== input.order_ids.length)
    throw new HttpError('validation_failed', 'Give one tracking number per selected order', {
      tracking_numbers: 'Give one tracking number per selected order',
    });
  const results = [];
  for (const [i, id] of input.order_ids.entries()) {
    const tracking_number = input.tracking_numbers?.[i] || input.tracking_number;
    try {
      await advanceOrder(c.var.deps, c.var.actor, id, 'Shipped', { courier: input.courier, tracking_number });
      results.push({ id, order_number: orderNumber(id), ok: true as const });
    } catch (e) {
      if (!(e instanceof HttpError) || e.status === 403) throw e;
      results.push({ id, order_number: orderNumber(id), ok: false as const, error: e.message });
    }
  }
  return c.json({ data: results });
});

consoleRoutes.get('/admin/packing-slips.pdf', async (c) => {
  requirePermission(c.var.actor, 'orders');
  const { ids } = parseQuery(c, PackingSlipsQuery);
  const pdf = await packingSlips(c.var.deps, ids);
  return c.body(new Uint8Array(pdf), 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': 'inline; filename="packing-slips.pdf"',
  });
});

consoleRoutes.get('/admin/customers', async (c) => {
  requirePermission(c.var.actor, 'customers');
  return c.json({ data: await listCustomers(c.var.deps, parseQuery(c, CustomersQuery)) });
});
consoleRoutes.get('/admin/customers/:id', async (c) => {
  requirePermission(c.var.actor, 'customers');
  return c.json({ data: await customerDetail(c.var.deps, idParam(c)) });
});
consoleRoutes.post('/admin/customers/:id/block', async (c) => {
  const { reason } = await parseBody(c, ReasonInput);
  await blockCustomer(c.var.deps, c.var.actor, idParam(c), reason);
  return c.json(ok());
});
consoleRoutes.post('/admin/customers/:id/unblock', async (c) => {
  await unblockCustomer(c.var.deps, c.var.actor, idParam(c));
  return c.json(ok());
});

consoleRoutes.get('/admin/audit', async (c) => {
  requirePermission(c.var.actor, 'audit');
  return c.json({ data: await auditEntries(c.var.deps, parseQuery(c, AuditQuery)) });
});

consoleRoutes.get('/admin/messages', async (c) => {
  requirePermission(c.var.actor, 'customers');
  const q = parseQuery(c, InboxQuery);
  return c.json({ data: await inbox(c.var.deps, { unread: q.unread === '1', page: q.page }) });
});
consoleRoutes.post('/admin/messages/:id/read', async (c) => {
  await markMessage(c.var.deps, c.var.actor, idParam(c), true);
  return c.json(ok());
});
consoleRoutes.post('/admin/messages/:id/unread', async (c) => {
  await markMessage(c.var.deps, c.var.actor, idParam(c), false);
  return c.json(ok());
});

consoleRoutes.get('/admin/reviews', async (c) => {
  requirePermission(c.var.actor, 'customers');
  return c.json({ data: await listReviews(c.var.deps, parseQuery(c, ReviewsQuery)) });
});
consoleRoutes.post('/admin/reviews/:id/hide', async (c) => {
  const id = idParam(c);
  const { reason } = await parseBody(c, ReasonInput);
  await setReviewHidden(c.var.deps, c.var.actor, id, { reason });
  return c.json(ok());
});
consoleRoutes.post('/admin/reviews/:id/show', async (c) => {
  await setReviewHidden(c.var.deps, c.var.actor, idParam(c), null);
  return c.json(ok());
});
