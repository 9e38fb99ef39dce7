import { toRupees } from '@store/contract/money';
import { orderNumber } from '@store/contract/orders';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, taxDocumentLines, taxDocuments } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { PrintDocument } from './invoice-pdf';
import type { TaxDocument } from './issue';

/** Where the shopper downloads an order's invoice (the order page links it). */
export const invoiceUrl = (number: string) => `/api/payment/order/${encodeURIComponent(number)}/invoice.pdf`;
export const creditNoteUrl = (number: string, documentId: number) =>
  `/api/payment/order/${encodeURIComponent(number)}/credit-notes/${documentId}`;

/** The same documents on the operator API (by order id). */
export const OPERATOR_URLS = {
  invoice: (orderId: number) => `/api/admin/orders/${orderId}/invoice.pdf`,
  creditNote: (orderId: number, documentId: number) => `/api/admin/orders/${orderId}/credit-notes/${documentId}`,
};
const SHOPPER_URLS: typeof OPERATOR_URLS = {
  invoice: (orderId) => invoiceUrl(orderNumber(orderId)),
  creditNote: (orderId, documentId) => creditNoteUrl(orderNumber(orderId), documentId),
};

/** The order id an order number stands for, or null: SF000123 -> 123 (and back, exactly). */
export function orderIdFromNumber(number: string): number | null {
  const digits = /^[A-Z]{1,5}(\d{1,9})$/.exec(number)?.[1];
  if (!digits) return null;
  const id = Number(digits);
  return id > 0 && id <= 2_147_483_647 && orderNumber(id) === number ? id : null;
}

export interface OrderDocuments {
  /** null until the order is placed (COD) or paid (online) */
  invoice_url: string | null;
  invoice_number: string | null;
  credit_notes: { number: string; url: string; total: number; issued_at: string }[];
}

/**
 * An order's invoice and credit notes as links, for the order page (shopper's links) and the
 * operator API (OPERATOR_URLS). The caller has already checked that the order is the shopper's.
 */
export async function orderDocuments(db: Db, orderId: number, urls = SHOPPER_URLS): Promise<OrderDocuments> {
  const docs = await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id));
  const invoice = docs.find((d) => d.kind === 'invoice');
  return {
    invoice_url: invoice ? urls.invoice(orderId) : null,
    invoice_number: invoice?.number ?? null,
    credit_notes: docs
      .filter((d) => d.kind === 'credit_note')
      .map((d) => ({
        number: d.number,
        url: urls.creditNote(orderId, d.id),
        total: toRupees(d.totalPaise),
        issued_at: d.issuedAt.toISOString(),
      })),
  };
}

/** The order page's `invoice_url`: the shopper's download link, or null before the invoice exists. */
export async function invoiceUrlOf(db: Db, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
    .limit(1);
  return row ? invoiceUrl(orderNumber(orderId)) : null;
}

export type DocumentChoice = { kind: 'invoice' } | { kind: 'credit_note'; id: number };

/**
 * One document of an order, ready to print. `userId` limits it to the shopper's own orders:
 * another shopper's order, an unknown one and one without the document are all the same 404.
 */
export async function printableDocument(
  db: Db,
  q: { orderId: number; userId?: number; choice: DocumentChoice },
): Promise<PrintDocument> {
  const [row] = await db
    .select({ doc: taxDocuments, order: orders })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(
      and(
        eq(taxDocuments.orderId, q.orderId),
        q.userId === undefined ? undefined : eq(orders.userId, q.userId),
        q.choice.kind === 'invoice'
          ? eq(taxDocuments.kind, 'invoice')
          : and(eq(taxDocuments.kind, 'credit_note'), eq(taxDocuments.id, q.choice.id)),
      ),
    )
    .limit(1);
  if (!row)
    throw new HttpError('not_found', q.choice.kind === 'invoice' ? 'Invoice not found' : 'Credit note not found');
  const lines = await db
    .select()
    .from(taxDocumentLines)
    .where(eq(taxDocumentLines.documentId, row.doc.id))
    .orderBy(asc(taxDocumentLines.position));
  let invoice: TaxDocument | undefined;
  if (row.doc.invoiceId) [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, row.doc.invoiceId));
  return {
    doc: row.doc,
    lines,
    orderNumber: orderNumber(row.order.id),
    orderedAt: row.order.createdAt,
    paymentMode: row.order.paymentMode,
    invoice: invoice ? { number: invoice.number, issuedAt: invoice.issuedAt } : null,
  };
}

/** A file name without the number's slashes: VAS-26-27-000123.pdf */
export const pdfFileName = (docNumber: string) => `${docNumber.replace(/[^A-Za-z0-9-]/g, '-')}.pdf`;
