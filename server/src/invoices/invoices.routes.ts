import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import { requireOperator } from '../admin/operator-auth';
import type { AppEnv } from '../app-env';
import { orders } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consume, LIMITS } from '../http/rate-limit';
import { idParam } from '../http/validate';
import { renderTaxDocument } from './invoice-pdf';
import {
  type DocumentChoice,
  OPERATOR_URLS,
  orderDocuments,
  orderIdFromNumber,
  pdfFileName,
  printableDocument,
} from './invoices.queries';

/** Tax invoices and credit notes: the shopper's own (by order number) and the operator's. */
export const invoicesRoutes = new Hono<AppEnv>();

const TOO_MANY = 'Too many downloads. Please try again in a few minutes.';

async function sendPdf(c: Context<AppEnv>, q: { orderId: number; userId?: number; choice: DocumentChoice }) {
  const printable = await printableDocument(c.var.deps.db, q);
  const pdf = await renderTaxDocument(printable);
  return c.body(new Uint8Array(pdf), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${pdfFileName(printable.doc.number)}"`,
    // a tax document names the buyer and their address: never kept by a shared cache
    'cache-control': 'no-store',
  });
}

/** The shopper's order id from the path; another shopper's order is found by nobody (404). */
async function shopperOrder(c: Context<AppEnv>): Promise<number> {
  await consume(c.var.deps, LIMITS.invoiceUser, String(c.var.user.id), TOO_MANY);
  const id = orderIdFromNumber(c.req.param('number') ?? '');
  if (id === null) throw new HttpError('not_found', 'Order not found');
  return id;
}

invoicesRoutes.get('/payment/order/:number/invoice.pdf', requireUser, async (c) => {
  const orderId = await shopperOrder(c);
  return sendPdf(c, { orderId, userId: c.var.user.id, choice: { kind: 'invoice' } });
});

invoicesRoutes.get('/payment/order/:number/credit-notes/:id', requireUser, async (c) => {
  const orderId = await shopperOrder(c);
  const id = idParam(c);
  return sendPdf(c, { orderId, userId: c.var.user.id, choice: { kind: 'credit_note', id } });
});

invoicesRoutes.get('/admin/orders/:id/tax-documents', requireOperator, async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!order) throw new HttpError('not_found', `No order ${id}`);
  return c.json({ data: await orderDocuments(db, id, OPERATOR_URLS) });
});

invoicesRoutes.get('/admin/orders/:id/invoice.pdf', requireOperator, async (c) => {
  return sendPdf(c, { orderId: idParam(c), choice: { kind: 'invoice' } });
});

invoicesRoutes.get('/admin/orders/:id/credit-notes/:doc', requireOperator, async (c) => {
  return sendPdf(c, { orderId: idParam(c), choice: { kind: 'credit_note', id: idParam(c, 'doc') } });
});
