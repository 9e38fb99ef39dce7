import type { ProductStock, StockImportPreview, StockPage } from '@store/contract/admin-stock';
import type { ProductDetail } from '@store/contract/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, skus } from '../db/schema';
import { changedLogin, codOrder, OP_TOKEN, type Session } from '../test/console-kit';
import { createProduct } from '../test/factories';
import { body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: Session;
let staffer: Session;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  owner = await changedLogin(t, 'owner@vastra.in', 'owner');
  staffer = await changedLogin(t, 'packer@vastra.in');
});
afterAll(() => t.close());

const get = async <T>(path: string, who = owner) => {
  const res = await t.call('GET', `/api/admin${path}`, undefined, who.headers);
  expect(res.status).toBe(200);
  return (await json(res)).data as T;
};
const save = (changes: { sku_id: number; on_hand: number; was?: number }[], who = owner) =>
  t.call('POST', '/api/admin/stock', { changes }, who.headers);
const csv = (path: 'preview' | 'apply', text: string, extra: Record<string, string> = {}) =>
  t.call('POST', `/api/admin/stock/import/${path}`, text, {
    ...owner.headers,
    'content-type': 'text/csv',
    ...extra,
  });
const grid = (productId: number) => get<ProductStock>(`/stock/products/${productId}`);
const cell = async (productId: number, skuId: number) => (await grid(productId)).cells.find((c) => c.sku_id === skuId)!;
const storefront = async (productId: number) =>
  (await json(await t.call('GET', `/api/product/product/${productId}`))).data as ProductDetail;

describe('stock levels the owner sets', () => {
  it('refuses on hand below what an open order holds, and allows it once the order has shipped', async () => {
    const { orderId, products } = await codOrder(t, { stock: 5 });
    const { product, colors } = products[0];
    const m = colors[0].skus.find((s) => s.size === 'M')!;
    // the order of 1 piece of M: make it hold 2 by ordering one more piece
    const s = await shopper(t);
    const second = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: products[0] }], { total_amount: 1000 }),
      s.auth,
    );
    expect(second.status).toBe(201);
    const secondId = (await json(second)).data.id as number;
    expect(await cell(product.id, m.id)).toMatchObject({ available: 3, reserved: 2, on_hand: 5 });

    const refused = await save([{ sku_id: m.id, on_hand: 1 }]);
    expect(refused.status).toBe(409);
    const err = (await json(refused)).error;
    expect(err.message).toContain(`${product.id}-${colors[0].id}-M`);
    expect(err.message).toContain('hold 2');
    expect(Object.keys(err.fields)).toEqual([`${product.id}-${colors[0].id}-M`]);
    expect(await cell(product.id, m.id)).toMatchObject({ available: 3, reserved: 2, on_hand: 5 });
    expect((await save([{ sku_id: m.id, on_hand: 2 }])).status).toBe(200);
    expect(await cell(product.id, m.id)).toMatchObject({ available: 0, reserved: 2, on_hand: 2 });

    for (const id of [orderId, secondId]) {
      const headers = owner.headers;
      expect((await t.call('POST', `/api/admin/orders/${id}/confirm`, {}, headers)).status).toBe(200);
      const ship = { courier: 'Delhivery', tracking_number: `DLV${id}0000001` };
      expect((await t.call('POST', `/api/admin/orders/${id}/ship`, ship, headers)).status).toBe(200);
    }
    // shipped pieces have left the shelf: nothing reserved, on hand is what is left to sell
    expect(await cell(product.id, m.id)).toMatchObject({ available: 0, reserved: 0, on_hand: 0 });
    const ok = await save([{ sku_id: m.id, on_hand: 1 }]);
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.changed).toEqual([{ sku: `${product.id}-${colors[0].id}-M`, before: 0, after: 1 }]);
    expect(await cell(product.id, m.id)).toMatchObject({ available: 1, reserved: 0, on_hand: 1 });
  });

  it('shows the new stock on the storefront at once (no cache lifetime to wait out) and audits it', async () => {
    const p = await createProduct(t.db, { stock: 4, sizes: ['S', 'M'] });
    const [s, m] = p.colors[0].skus;
    expect((await storefront(p.product.id)).inventory).toBe(8); // cached now
    const res = await save([
      { sku_id: s.id, on_hand: 0, was: 4 },
      { sku_id: m.id, on_hand: 12, was: 4 },
    ]);
    expect(res.status).toBe(200);
    const page = await storefront(p.product.id);
    expect(page.inventory).toBe(12);
    expect(page.colors[0].stock).toBe(12);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, p.product.id), eq(auditLog.action, 'stock.set')),
      );
    expect(audit.actor).toBe('owner@vastra.in');
    const code = (size: string) => `${p.product.id}-${p.colors[0].id}-${size}`;
    expect(audit.before).toEqual({
      [code('S')]: { available: 4, reserved: 0, on_hand: 4 },
      [code('M')]: { available: 4, reserved: 0, on_hand: 4 },
    });
    expect(audit.after).toEqual({
      [code('S')]: { available: 0, reserved: 0, on_hand: 0 },
      [code('M')]: { available: 12, reserved: 0, on_hand: 12 },
    });
  });

  it('refuses an edit of a count that moved since it was loaded, and bad input with 400 naming the field', async () => {
    const p = await createProduct(t.db, { stock: 4, sizes: ['M'] });
    const m = p.colors[0].skus[0];
    expect((await save([{ sku_id: m.id, on_hand: 6, was: 4 }])).status).toBe(200);
    const stale = await save([{ sku_id: m.id, on_hand: 9, was: 4 }]);
    expect(stale.status).toBe(409);
    expect((await json(stale)).error.message).toContain('changed to 6');
    for (const [bad, field] of [
      [{ sku_id: m.id, on_hand: -1 }, 'changes.0.on_hand'],
      [{ sku_id: m.id, on_hand: 1.5 }, 'changes.0.on_hand'],
      [{ sku_id: 0, on_hand: 1 }, 'changes.0.sku_id'],
    ] as const) {
      const res = await save([bad as never]);
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields[field]).toBeTruthy();
    }
    expect((await save([{ sku_id: 99_999_999, on_hand: 1 }])).status).toBe(404);
    expect((await cell(p.product.id, m.id)).on_hand).toBe(6);
  });

  it('lets staff neither see nor change stock (owner only), and asks for a login', async () => {
    const p = await createProduct(t.db, { stock: 4, sizes: ['M'] });
    const m = p.colors[0].skus[0];
    expect((await save([{ sku_id: m.id, on_hand: 1 }], staffer)).status).toBe(403);
    expect((await t.call('GET', `/api/admin/stock/products/${p.product.id}`, undefined, staffer.headers)).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/admin/stock/export.csv', undefined, staffer.headers)).status).toBe(403);
    const preview = await t.call('POST', '/api/admin/stock/import/preview', 'sku,quantity\n', {
      ...staffer.headers,
      'content-type': 'text/csv',
    });
    expect(preview.status).toBe(403);
    expect((await t.call('GET', '/api/admin/stock')).status).toBe(401);
    expect((await t.call('POST', '/api/admin/stock', { changes: [] }, { cookie: owner.cookie })).status).toBe(403); // no CSRF token
    expect((await t.call('GET', '/api/admin/stock', undefined, { authorization: `Bearer ${OP_TOKEN}` })).status).toBe(
      200,
    );
    expect((await cell(p.product.id, m.id)).on_hand).toBe(4);
  });
});

describe('the quick-edit table and SKU codes', () => {
  it('pages every SKU with search by product name or code, and filters low and sold-out sizes', async () => {
    const p = await createProduct(t.db, {
      name: 'Kalamkari Stole',
      colors: [
        { name: 'Indigo', stock: 0 },
        { name: 'Rust', stock: 3 },
      ],
      sizes: ['S', 'M'],
    });
    const found = await get<StockPage>('/stock?q=kalamkari');
    expect(found.rows.map((r) => `${r.color} ${r.size} ${r.on_hand}`)).toEqual([
      'Indigo S 0',
      'Indigo M 0',
      'Rust S 3',
      'Rust M 3',
    ]);
    expect((await get<StockPage>('/stock?q=kalamkari&filter=out')).rows.map((r) => r.color)).toEqual([
      'Indigo',
      'Indigo',
    ]);
    expect((await get<StockPage>('/stock?q=kalamkari&filter=low')).rows.map((r) => r.color)).toEqual(['Rust', 'Rust']);
    const rustM = p.colors[1].skus[1];
    const named = await t.call('POST', `/api/admin/stock/skus/${rustM.id}/code`, { code: 'KAL-RUST-M' }, owner.headers);
    expect(named.status).toBe(200);
    expect((await get<StockPage>('/stock?q=kal-rust')).rows.map((r) => r.sku)).toEqual(['KAL-RUST-M']);
    const clash = await t.call(
      'POST',
      `/api/admin/stock/skus/${p.colors[1].skus[0].id}/code`,
      { code: 'kal-rust-m' },
      owner.headers,
    );
    expect(clash.status).toBe(409);
    expect((await json(clash)).error.fields.code).toContain('KAL-RUST-M'.toLowerCase());
    const bad = await t.call('POST', `/api/admin/stock/skus/${rustM.id}/code`, { code: 'has space' }, owner.headers);
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.code).toBeTruthy();
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sku.code'), eq(auditLog.entityId, p.product.id)));
    expect(audited).toHaveLength(1);
  });
});

describe('stock CSV', () => {
  it('exports sku, quantity (on hand), product, colour and size', async () => {
    const p = await createProduct(t.db, { name: '=Formula Kurta', stock: 7, sizes: ['L'] });
    const res = await t.call('GET', '/api/admin/stock/export.csv', undefined, owner.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = await res.text();
    expect(text.split('\n')[0]).toBe('sku,quantity,product,colour,size');
    expect(text).toContain(`${p.product.id}-${p.colors[0].id}-L,7,'=Formula Kurta,Navy,L\n`);
  });

  it('reports every bad row with its line number and applies nothing', async () => {
    const a = await createProduct(t.db, { stock: 5, sizes: ['S', 'M'] });
    const held = await codOrder(t, { stock: 5 }); // holds 1 of its M
    const [aS, aM] = a.colors[0].skus;
    const [cS, cM] = (await createProduct(t.db, { stock: 5, sizes: ['S', 'M'] })).colors[0].skus;
    const heldM = held.products[0].colors[0].skus.find((s) => s.size === 'M')!;
    const code = (s: { productId: number; colorId: number; size: string }) => `${s.productId}-${s.colorId}-${s.size}`;
    const file = [
      'sku,quantity',
      `${code(aS)},9`, // line 2: fine
      'NO-SUCH-SKU,3', // 3
      `${code(aM)},two`, // 4
      `${code(cS)},-2`, // 5
      `${code(heldM)},0`, // 6: below the 1 held
      `${code(aS)},4`, // 7: duplicate of line 2
      `${code(cM)},3.5`, // 8
    ].join('\n');
    const res = await csv('preview', file);
    expect(res.status).toBe(200);
    const preview = (await json(res)).data as StockImportPreview;
    expect(preview.errors.map((e) => [e.line, e.message])).toEqual([
      [3, 'Unknown SKU'],
      [4, 'The quantity must be a whole number, not "two"'],
      [5, 'The quantity cannot be negative'],
      [6, 'Open orders hold 1: the quantity cannot be below 1'],
      [7, 'The same SKU as line 2'],
      [8, 'The quantity must be a whole number, not "3.5"'],
    ]);
    expect(preview.changes.map((c) => [c.line, c.old, c.new])).toEqual([[2, 5, 9]]);
    const applied = await csv('apply', file, { 'x-preview-token': preview.token });
    expect(applied.status).toBe(400);
    expect((await json(applied)).error.errors).toHaveLength(6);
    const [row] = await t.db.select().from(skus).where(eq(skus.id, aS.id));
    expect(row.stock).toBe(5);
    const header = await csv('preview', 'code,qty\nx,1');
    expect(header.status).toBe(400);
    expect((await json(header)).error.fields.file).toContain('sku,quantity');
  });

  it('applies a valid file in one transaction, audited per product, only as previewed', async () => {
    const a = await createProduct(t.db, { stock: 5, sizes: ['S', 'M'] });
    const b = await createProduct(t.db, { stock: 2, sizes: ['XL'] });
    await t.call('POST', `/api/admin/stock/skus/${b.colors[0].skus[0].id}/code`, { code: 'B-XL' }, owner.headers);
    const [aS, aM] = a.colors[0].skus;
    const file = `\ufeffSKU,Quantity,product\r\n${aS.productId}-${aS.colorId}-S,0,x\r\n${aM.productId}-${aM.colorId}-M,5,x\r\nb-xl,"20",y\r\n`;
    const preview = (await json(await csv('preview', file))).data as StockImportPreview;
    expect(preview.errors).toEqual([]);
    expect(preview.unchanged).toBe(1);
    expect(preview.changes.map((c) => [c.line, c.sku, c.old, c.new])).toEqual([
      [2, `${aS.productId}-${aS.colorId}-S`, 5, 0],
      [4, 'B-XL', 2, 20],
    ]);
    expect((await csv('apply', file)).status).toBe(400); // no token: preview first
    const edited = file.replace(',"20",', ',"21",');
    expect((await csv('apply', edited, { 'x-preview-token': preview.token })).status).toBe(409);
    const done = await csv('apply', file, { 'x-preview-token': preview.token });
    expect(done.status).toBe(200);
    expect((await json(done)).data.changed).toHaveLength(2);
    expect((await storefront(b.product.id)).inventory).toBe(20);
    expect((await storefront(a.product.id)).inventory).toBe(5);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'stock.import'));
    expect(audits.map((x) => x.entityId).sort()).toEqual([a.product.id, b.product.id].sort());
    // the same file again: the stock moved since that preview
    expect((await csv('apply', file, { 'x-preview-token': preview.token })).status).toBe(409);
  });

  it('refuses a file over the size limit or of another type', async () => {
    const big = `sku,quantity\n${'X,1\n'.repeat(300_000)}`;
    expect((await csv('preview', big)).status).toBe(413);
    const typed = await t.call('POST', '/api/admin/stock/import/preview', { csv: 'sku,quantity' }, owner.headers);
    expect(typed.status).toBe(415);
  });
});
