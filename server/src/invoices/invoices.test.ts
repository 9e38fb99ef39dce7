import { amountInWords } from '@store/contract/amount-in-words';
import { financialYear } from '@store/contract/gst';
import { orderNumber } from '@store/contract/orders';
import { SHOP } from '@store/contract/shop';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, hsnCodes, orderLines, products, taxDocumentLines, taxDocuments } from '../db/schema';
import { LIMITS } from '../http/rate-limit';
import { expireUnpaidOrders } from '../orders/expire';
import { TEST_SECRET } from '../payment-provider/gateway';
import { checkoutSignature } from '../payments/signature';
import { createCategory, createProduct } from '../test/factories';
import { addCoupon, body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { rs } from './invoice-pdf';
import { invoiceUrlOf, orderIdFromNumber } from './invoices.queries';
import { pdfText } from './pdf-text';

const OPERATOR = 'operator-token-for-invoice-tests-0001';
const op = { authorization: `Bearer ${OPERATOR}` };
let t: TestApp;
let shirt: Product;
let tee: Product;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OPERATOR });
  shirt = await createProduct(t.db, { name: 'Chikan Cotton Shirt', price: 2238, stock: 50 });
  const { category, sub } = await createCategory(t.db, { kind: 'tee' });
  tee = await createProduct(t.db, { price: 1079, stock: 50, categoryId: category.id, subCategoryId: sub.id });
  await addCoupon(t, { code: 'FIRST25', percent: 25 });
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const fy = () => financialYear(new Date()).slice(2); // "26-27"

/** The order: Rs 2,238 and Rs 1,079 with FIRST25, Rs 2,487.75 to pay. */
async function firstOrder(s: Shopper, mode: 'Cash On Delivery' | 'Online' = 'Cash On Delivery') {
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, [{ product: shirt }, { product: tee }], {
      total_amount: 2487.75,
      coupon_code: 'FIRST25',
      payment_mode: mode,
    }),
    s.auth,
  );
  expect(res.status).toBe(201);
  return (await json(res)).data as { id: number; order_id: string };
}

const invoiceOf = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
  )[0];

async function download(path: string, headers: Record<string, string>) {
  const res = await t.call('GET', path, undefined, headers);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('the tax invoice of a COD order', () => {
  it('is issued when the order is placed, with the tax carved out of each line to the paisa', async () => {
    const s = await shopper(t);
    const order = await firstOrder(s);
    const inv = await invoiceOf(order.id);
    expect(inv.number).toMatch(new RegExp(`^VAS/${fy()}/\\d{6}$`));
    expect(inv.number.length).toBeLessThanOrEqual(16); // CGST rule 46(b)
    expect(inv).toMatchObject({
      intraState: true, // Lucknow to Lucknow
      taxablePaise: 236928,
      cgstPaise: 5924,
      sgstPaise: 5923,
      igstPaise: 0,
      totalPaise: 248775,
    });
    expect(inv.seller).toMatchObject({ name: SHOP.legalName, gstin: SHOP.gstin, stateCode: '09' });
    const lines = await t.db.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, inv.id));
    expect(lines.map((l) => [l.hsn, l.rateBp, l.discountPaise, l.taxablePaise, l.amountPaise]).sort()).toEqual([
      ['6109', 500, 26975, 77071, 80925], // T-shirt
      ['6205', 500, 55950, 159857, 167850], // men's shirt
    ]);
  });

  it("downloads as an A4 PDF whose totals are the order's, read back from its text", async () => {
    const s = await shopper(t);
    const order = await firstOrder(s);
    const inv = await invoiceOf(order.id);
    const number = orderNumber(order.id);
    const { res, bytes } = await download(`/api/payment/order/${number}/invoice.pdf`, s.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${inv.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      'TAX INVOICE',
      SHOP.legalName,
      `GSTIN: ${SHOP.gstin}`,
      SHOP.address.line1,
      inv.number,
      number,
      s.user.name,
      '12 Hazratganj',
      'Place of supply Uttar Pradesh (09)',
      'Chikan Cotton Shirt (Navy, M)',
      '6205',
      '6109',
      '2.5% 39.97', // the shirt's CGST
      '2.5% 39.96', // its SGST (the odd paisa went to CGST)
      'Taxable value Rs 2,369.28',
      'CGST Rs 59.24',
      'SGST Rs 59.23',
      'Total Rs 2,487.75',
      amountInWords(248775),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('IGST');
  });

  it("is the owner's alone: another shopper, a stranger and a made-up number get nothing", async () => {
    const s = await shopper(t);
    const other = await shopper(t);
    const order = await firstOrder(s);
    const path = `/api/payment/order/${orderNumber(order.id)}/invoice.pdf`;
    const theirs = await t.call('GET', path, undefined, other.auth);
    expect(theirs.status).toBe(404);
    expect(await json(theirs)).toEqual({ error: { code: 'not_found', message: 'Invoice not found' } });
    expect((await t.call('GET', path)).status).toBe(401);
    for (const bad of ['SF1', 'SF0000001', 'XX000001', `${orderNumber(order.id)}x`, '%20', 'SF999999999'])
      expect((await t.call('GET', `/api/payment/order/${bad}/invoice.pdf`, undefined, s.auth)).status, bad).toBe(404);
  });

  it('order numbers round-trip exactly', () => {
    expect(orderIdFromNumber(orderNumber(123))).toBe(123);
    expect(orderIdFromNumber('SF000000')).toBeNull();
    expect(orderIdFromNumber('SF123')).toBeNull(); // not how 123 is written
    expect(orderIdFromNumber('SF9999999999')).toBeNull();
  });
});

describe('an online order', () => {
  it('has no invoice until paid, then one numbered at payment', async () => {
    const s = await shopper(t);
    const order = await firstOrder(s, 'Online');
    const path = `/api/payment/order/${orderNumber(order.id)}/invoice.pdf`;
    expect((await t.call('GET', path, undefined, s.auth)).status).toBe(404);
    expect(await invoiceOf(order.id)).toBeUndefined();
    expect(await invoiceUrlOf(t.db, order.id)).toBeNull();
    const paymentId = 'pay_Inv000000001';
    const callback = await t.app.request('/api/payment/success-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(TEST_SECRET, order.order_id, paymentId),
      }).toString(),
    });
    expect(callback.status).toBe(303);
    const inv = await invoiceOf(order.id);
    expect(inv.totalPaise).toBe(248775);
    expect(await invoiceUrlOf(t.db, order.id)).toBe(path);
    const { res, bytes } = await download(path, s.auth);
    expect(res.status).toBe(200);
    expect((await pdfText(bytes)).text).toContain('Payment Online');
  });
});

describe('a payment after the order expired', () => {
  const pay = (providerOrderId: string, paymentId: string) =>
    t.app.request('/api/payment/success-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: checkoutSignature(TEST_SECRET, providerOrderId, paymentId),
      }).toString(),
    });

  it('honoured: the invoice is dated at the payment; refused (sold out): no invoice and no credit note', async () => {
    const real = t.deps.now;
    try {
      const kept = await firstOrder(await shopper(t), 'Online');
      const only = await createProduct(t.db, { price: 900, stock: 1, sizes: ['M'] });
      const s = await shopper(t);
      const sold = await t.call(
        'POST',
        '/api/payment/billing',
        body(s.addressId, [{ product: only }], { total_amount: 900, payment_mode: 'Online' }),
        s.auth,
      );
      const lost = (await json(sold)).data;
      const later = new Date(Date.now() + 31 * 60 * 1000);
      t.deps.now = () => later;
      expect(await expireUnpaidOrders(t.deps)).toBeGreaterThanOrEqual(2);
      // someone else buys the last piece meanwhile
      const b = await shopper(t);
      const bought = body(b.addressId, [{ product: only }], { total_amount: 900 });
      expect((await t.call('POST', '/api/payment/billing', bought, b.auth)).status).toBe(201);

      expect((await pay(kept.order_id, 'pay_LateKept0001')).headers.get('location')).toContain('payment=success');
      const inv = await invoiceOf(kept.id);
      expect(inv.issuedAt.getTime()).toBe(later.getTime());
      expect(inv.totalPaise).toBe(248775);

      expect((await pay(lost.order_id, 'pay_LateLost0001')).headers.get('location')).toContain('payment=refund');
      // never a sale: the money is refunded, and there is no invoice to reverse
      expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, lost.id))).toEqual([]);
    } finally {
      t.deps.now = real;
    }
  });
});

describe('shipping to another state', () => {
  it('is IGST, with the place of supply from the pincode directory', async () => {
    const s = await shopper(t);
    // The shopper typed a state by its old name; the pincode says where it is.
    await t.db
      .update(addresses)
      .set({ pinCode: '110001', city: 'New Delhi', state: 'NCT of Delhi' })
      .where(eq(addresses.id, s.addressId));
    const order = await firstOrder(s);
    const inv = await invoiceOf(order.id);
    expect(inv).toMatchObject({ intraState: false, cgstPaise: 0, sgstPaise: 0, igstPaise: 11847, totalPaise: 248775 });
    expect(inv.shipTo).toMatchObject({ state: 'Delhi', stateCode: '07' });
    const { bytes } = await download(`/api/payment/order/${orderNumber(order.id)}/invoice.pdf`, s.auth);
    const { text } = await pdfText(bytes);
    expect(text).toContain('Place of supply Delhi (07)');
    expect(text).toContain('IGST Rs 118.47');
    expect(text).toContain('5% 79.93');
    expect(text).not.toContain('CGST');
  });
});

describe('a long order', () => {
  it('runs on to a second page with the heading of the table again, totals still to the paisa', async () => {
    const many = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        createProduct(t.db, { name: `Hand-block Printed Anarkali Kurta Set ${i} with Dupatta`, price: 1000 + i * 517 }),
      ),
    );
    const s = await shopper(t);
    const subtotal = many.reduce((sum, p) => sum + p.product.pricePaise, 0);
    const total = subtotal - Math.round(subtotal * 0.25);
    const res = await t.call(
      'POST',
      '/api/payment/billing',
      body(
        s.addressId,
        many.map((product) => ({ product })),
        { total_amount: total / 100, coupon_code: 'FIRST25' },
      ),
      s.auth,
    );
    expect(res.status).toBe(201);
    const order = (await json(res)).data;
    const inv = await invoiceOf(order.id);
    expect(inv.totalPaise).toBe(total);
    const { bytes } = await download(`/api/payment/order/${orderNumber(order.id)}/invoice.pdf`, s.auth);
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(2);
    expect(text).toContain(`${inv.number} (continued) # Description HSN Qty`);
    expect(text).toContain(`Total Rs ${rs(total)}`);
    expect(text).toContain(`Taxable value Rs ${rs(inv.taxablePaise)}`);
    expect(text).toContain(amountInWords(total));
    expect(inv.taxablePaise + inv.cgstPaise + inv.sgstPaise).toBe(total);
  });
});

describe('an issued invoice is frozen', () => {
  it('later edits of the product, the HSN table or the address never change it', async () => {
    const s = await shopper(t);
    const order = await firstOrder(s);
    const path = `/api/payment/order/${orderNumber(order.id)}/invoice.pdf`;
    const before = (await pdfText((await download(path, s.auth)).bytes)).text;
    await t.db.update(hsnCodes).set({ hsn: '6105' }).where(eq(hsnCodes.kind, 'shirt'));
    await t.db.update(products).set({ name: 'Renamed Shirt' }).where(eq(products.id, shirt.product.id));
    await t.db.update(addresses).set({ addressLine1: '99 Elsewhere' }).where(eq(addresses.id, s.addressId));
    const after = (await pdfText((await download(path, s.auth)).bytes)).text;
    expect(after).toBe(before);
    // a new order reads the owner's new code
    const next = await firstOrder(s);
    const lines = await t.db
      .select({ hsn: taxDocumentLines.hsn })
      .from(taxDocumentLines)
      .innerJoin(taxDocuments, eq(taxDocuments.id, taxDocumentLines.documentId))
      .where(eq(taxDocuments.orderId, next.id));
    expect(lines.map((l) => l.hsn).sort()).toEqual(['6105', '6109']);
    await t.db.update(hsnCodes).set({ hsn: '6205' }).where(eq(hsnCodes.kind, 'shirt'));
  });
});

describe('credit notes', () => {
  it('a cancelled line gets one in its own series, reversing exactly what was invoiced for it', async () => {
    const s = await shopper(t);
    const order = await firstOrder(s);
    const [line] = await t.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, tee.product.id)));
    const cancel = () => t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Wrong Product' }, s.auth);
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409); // once
    const notes = await t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, 'credit_note')));
    expect(notes).toHaveLength(1);
    const [note] = notes;
    const inv = await invoiceOf(order.id);
    expect(note.number).toMatch(new RegExp(`^CN/${fy()}/\\d{6}$`));
    expect(note).toMatchObject({ invoiceId: inv.id, totalPaise: 80925, taxablePaise: 77071, cgstPaise: 1927 });

    const docs = await t.call('GET', `/api/admin/orders/${order.id}/tax-documents`, undefined, op);
    const listed = (await json(docs)).data;
    expect(listed).toMatchObject({
      invoice_url: `/api/admin/orders/${order.id}/invoice.pdf`,
      invoice_number: inv.number,
      credit_notes: [{ number: note.number, total: 809.25 }],
    });
    const shopperUrl = `/api/payment/order/${orderNumber(order.id)}/credit-notes/${note.id}`;
    const { res, bytes } = await download(shopperUrl, s.auth);
    expect(res.status).toBe(200);
    const { text } = await pdfText(bytes);
    for (const expected of [
      'CREDIT NOTE',
      note.number,
      `Against invoice ${inv.number}`,
      'Cancelled by the buyer before shipping: Wrong Product',
      'Taxable value Rs 770.71',
      'Total credited Rs 809.25',
      amountInWords(80925),
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Chikan Cotton Shirt');
    const other = await shopper(t);
    expect((await t.call('GET', shopperUrl, undefined, other.auth)).status).toBe(404);
    // the operator reads it by order id; a note of another order is not found under this one
    expect((await download(listed.credit_notes[0].url, op)).res.status).toBe(200);
    expect(
      (await t.call('GET', `/api/admin/orders/${order.id + 1}/credit-notes/${note.id}`, undefined, op)).status,
    ).toBe(404);
  });
});

describe('the operator API', () => {
  it("downloads any order's invoice with the operator token only", async () => {
    const s = await shopper(t);
    const order = await firstOrder(s);
    const path = `/api/admin/orders/${order.id}/invoice.pdf`;
    const { res, bytes } = await download(path, op);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await pdfText(bytes)).text).toContain(rs(248775));
    expect((await t.call('GET', path, undefined, s.auth)).status).toBe(403);
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', '/api/admin/orders/999999/invoice.pdf', undefined, op)).status).toBe(404);
    expect((await t.call('GET', '/api/admin/orders/999999/tax-documents', undefined, op)).status).toBe(404);
    expect((await t.call('GET', '/api/admin/orders/abc/invoice.pdf', undefined, op)).status).toBe(404);
  });
});

describe('downloads per shopper', () => {
  it(`are limited to ${LIMITS.invoiceUser.max} in ${LIMITS.invoiceUser.windowMs / 60000} minutes`, async () => {
    const s = await shopper(t);
    const order = await firstOrder(s);
    const path = `/api/payment/order/${orderNumber(order.id)}/invoice.pdf`;
    for (let i = 0; i < LIMITS.invoiceUser.max; i++)
      expect((await t.call('GET', path, undefined, s.auth)).status).toBe(200);
    const res = await t.call('GET', path, undefined, s.auth);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // another shopper is not slowed
    const other = await shopper(t);
    const theirs = await firstOrder(other);
    expect(
      (await t.call('GET', `/api/payment/order/${orderNumber(theirs.id)}/invoice.pdf`, undefined, other.auth)).status,
    ).toBe(200);
  });
});
