import { orderNumber } from '@store/contract/orders';
import { asc, inArray } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Deps } from '../app-env';
import { orderLines, orders } from '../db/schema';
import { HttpError } from '../http/http-error';
import { shopIdentity } from '../settings/shop-settings';
import { codDuePaise } from './order-actions';

const M = 40;

/**
 * One A4 page per order, in the order asked: ship-to address, the lines to pack (cancelled ones
 * left out), courier and tracking number when shipped. No prices: the parcel's invoice has them.
 */
export async function packingSlips(deps: Deps, ids: number[]): Promise<Buffer> {
  const { db } = deps;
  const found = await db.select().from(orders).where(inArray(orders.id, ids));
  const missing = ids.filter((id) => !found.some((o) => o.id === id));
  if (missing.length) throw new HttpError('not_found', `No order ${missing.map(orderNumber).join(', ')}`);
  const shop = await shopIdentity(db);
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const pdf = new PDFDocument({ size: 'A4', margin: M, autoFirstPage: false, info: { Title: 'Packing slips' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const W = 595.28 - 2 * M;
  for (const id of ids) {
    const order = found.find((o) => o.id === id)!;
    const own = lines.filter((l) => l.orderId === id && l.trackingStatus !== 'Cancelled');
    pdf.addPage();
    pdf
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`Packing slip ${orderNumber(id)}`, M, M);
    pdf.font('Helvetica').fontSize(9).fillColor('#555');
    pdf.text(`${shop.name} · ordered ${order.createdAt.toISOString().slice(0, 10)} · ${order.paymentMode}`);
    pdf.moveDown();
    const a = order.address;
    pdf.fillColor('#000').font('Helvetica-Bold').fontSize(11).text('Ship to');
    pdf.font('Helvetica').fontSize(11);
    for (const t of [
      a.name,
      a.address_line_1,
      a.address_line_2,
      `${a.city}, ${a.state} ${a.pin_code}`,
      `Phone ${a.phone_number}`,
    ])
      if (t) pdf.text(t, { width: W });
    if (order.paymentMode === 'Cash On Delivery')
      pdf
        .moveDown(0.5)
        .font('Helvetica-Bold')
        .text(
          `Cash on delivery: collect Rs ${(codDuePaise({ order, lines: lines.filter((l) => l.orderId === id) }) / 100).toFixed(2)}`,
        );
    pdf.moveDown();
    pdf.font('Helvetica-Bold').fontSize(10).text('Qty   Item', { width: W });
    pdf.font('Helvetica').fontSize(10);
    for (const l of own)
      pdf.text(`${String(l.quantity).padEnd(5)} ${l.productName} (${l.color}, ${l.size})  [line ${l.id}]`, {
        width: W,
      });
    const shipped = own.find((l) => l.trackingNumber);
    if (shipped) pdf.moveDown().text(`Courier: ${shipped.courier ?? ''}   Tracking: ${shipped.trackingNumber}`);
  }
  pdf.end();
  return done;
}
