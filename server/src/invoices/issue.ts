import { gstForOrder, sumLines } from '@store/contract/gst';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  categories,
  orderLines,
  orders,
  products,
  subCategories,
  taxDocumentLines,
  taxDocuments,
  users,
} from '../db/schema';
import { shopIdentity } from '../settings/shop-settings';
import { hsnFor } from './hsn';
import { allocateNumber, type DocumentKind } from './numbering';
import { buyerParties, placeOfSupply, sellerParty } from './parties';

export type TaxDocument = typeof taxDocuments.$inferSelect;
type LineRow = typeof taxDocumentLines.$inferInsert;
type OrderAndBuyer = { order: typeof orders.$inferSelect; buyerName: string };

const describe = (l: { productName: string; color: string; size: string }) =>
  `${l.productName} (${l.color}, ${l.size})`;

/**
 * The order's tax invoice, issued in the caller's transaction: the one that places a COD order
 * (billing.ts) or marks an online one paid (payment-state.ts). Everything printed is stored
 * here, so later edits of products, HSN codes, the shop or the rates never change it. Issuing
 * again returns the invoice already issued. `of`: the order's id, or the order this transaction
 * has just written with its buyer's name, which then need no reading (and it has no invoice yet).
 */
export async function issueInvoice(tx: Tx, of: number | OrderAndBuyer, at: Date): Promise<TaxDocument> {
  let written: OrderAndBuyer;
  if (typeof of === 'number') {
    const [existing] = await tx
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, of), eq(taxDocuments.kind, 'invoice')));
    if (existing) return existing;
    [written] = await tx
      .select({ order: orders, buyerName: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, of));
  } else written = of;
  const { order, buyerName } = written;
  const orderId = order.id;
  const lines = await tx
    .select({ line: orderLines, kind: subCategories.kind, categorySlug: categories.slug })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const place = await placeOfSupply(tx, order.address);
  // the seller as the owner has set it now: the invoice keeps it, whatever changes later
  const shop = await shopIdentity(tx, { fresh: true });
  const intraState = place.code === shop.address.stateCode;
  const gst = gstForOrder({
    lines: lines.map(({ line }) => ({ unitPaise: line.unitPaise, quantity: line.quantity })),
    discountPaise: order.discountPaise,
    at,
    intraState,
  });
  // The invoice states what the shopper was charged: a difference is a bug, never a document.
  if (gst.totals.amountPaise !== order.totalPaise)
    throw new Error(`Order ${orderId}: lines come to ${gst.totals.amountPaise} paise, charged ${order.totalPaise}`);
  const hsn = await hsnFor(tx, lines);
  return insertDocument(tx, {
    kind: 'invoice',
    orderId,
    at,
    parties: { seller: sellerParty(shop), ...buyerParties(buyerName, order.address, place) },
    intraState,
    lines: lines.map(({ line }, i) => ({
      orderLineId: line.id,
      description: describe(line),
      hsn: hsn[i],
      quantity: line.quantity,
      grossPaise: gst.lines[i].grossPaise,
      discountPaise: gst.lines[i].discountPaise,
      taxablePaise: gst.lines[i].taxablePaise,
      rateBp: gst.lines[i].rateBp,
      cgstPaise: gst.lines[i].cgstPaise,
      sgstPaise: gst.lines[i].sgstPaise,
      igstPaise: gst.lines[i].igstPaise,
      amountPaise: gst.lines[i].amountPaise,
    })),
  });
}

/**
 * A credit note for cancelled or refunded lines of an invoiced order: each line's invoiced
 * values, reversed whole (its share of the coupon included). Lines already credited are
 * skipped; an order without an invoice (never placed or paid) needs none: null.
 */
export async function issueCreditNote(
  tx: Tx,
  p: { orderId: number; orderLineIds: number[]; at: Date; reason: string },
): Promise<TaxDocument | null> {
  if (p.orderLineIds.length === 0) return null;
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, p.orderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return null;
  const invoiced = await tx
    .select()
    .from(taxDocumentLines)
    .where(and(eq(taxDocumentLines.documentId, invoice.id), inArray(taxDocumentLines.orderLineId, p.orderLineIds)))
    .orderBy(asc(taxDocumentLines.position));
  const credited = await tx
    .select({ id: taxDocumentLines.orderLineId })
    .from(taxDocumentLines)
    .where(and(eq(taxDocumentLines.kind, 'credit_note'), inArray(taxDocumentLines.orderLineId, p.orderLineIds)));
  const done = new Set(credited.map((c) => c.id));
  const lines = invoiced.filter((l) => !done.has(l.orderLineId));
  if (lines.length === 0) return null;
  return insertDocument(tx, {
    kind: 'credit_note',
    orderId: p.orderId,
    invoiceId: invoice.id,
    reason: p.reason,
    at: p.at,
    parties: { seller: invoice.seller, buyer: invoice.buyer, shipTo: invoice.shipTo },
    intraState: invoice.intraState,
    lines: lines.map(({ id: _id, documentId: _d, kind: _k, position: _p, ...rest }) => rest),
  });
}

async function insertDocument(
  tx: Tx,
  d: {
    kind: DocumentKind;
    orderId: number;
    invoiceId?: number;
    reason?: string;
    at: Date;
    parties: Pick<TaxDocument, 'seller' | 'buyer' | 'shipTo'>;
    intraState: boolean;
    lines: Omit<LineRow, 'documentId' | 'kind' | 'position'>[];
  },
): Promise<TaxDocument> {
  const totals = sumLines(d.lines.map((l) => ({ ...l, taxPaise: l.cgstPaise + l.sgstPaise + l.igstPaise })));
  const number = await allocateNumber(tx, d.kind, d.at);
  const [doc] = await tx
    .insert(taxDocuments)
    .values({
      kind: d.kind,
      ...number,
      orderId: d.orderId,
      invoiceId: d.invoiceId ?? null,
      reason: d.reason ?? null,
      issuedAt: d.at,
      ...d.parties,
      intraState: d.intraState,
      taxablePaise: totals.taxablePaise,
      cgstPaise: totals.cgstPaise,
      sgstPaise: totals.sgstPaise,
      igstPaise: totals.igstPaise,
      totalPaise: totals.amountPaise,
    })
    .returning();
  await tx
    .insert(taxDocumentLines)
    .values(d.lines.map((l, position) => ({ ...l, documentId: doc.id, kind: d.kind, position })));
  return doc;
}
