import type { LineProduct } from '@store/contract/catalog';
import { LINE_PRODUCTS_MAX } from '@store/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, skus } from '../db/schema';
import { LIMITS } from '../http/rate-limit';
import { createProduct } from '../test/factories';
import { body as billing, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { refreshProductSummary } from './product-summary';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function lines(query: string, auth?: Record<string, string>) {
  const res = await t.call('GET', `/api/product/product/lines${query}`, undefined, auth);
  return { res, body: await res.json() };
}

describe('GET /api/product/product/lines', () => {
  it('answers each product on sale with what a cart line shows, in the order asked, and leaves out the rest', async () => {
    const kurta = await createProduct(t.db, {
      name: 'Indigo Kurta',
      price: 1499,
      discount: 20,
      sizes: ['M', 'L'],
      colors: [
        { name: 'Indigo', hex: '#3f4f8f', stock: 4 },
        { name: 'Rust', hex: '#b7410e', stock: 0 },
      ],
    });
    const saree = await createProduct(t.db, { name: 'Silk Saree', price: 4999 });
    const hidden = await createProduct(t.db, { name: 'Withdrawn Shirt' });
    await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.product.id));
    await t.db
      .update(skus)
      .set({ stock: 1 })
      .where(eq(skus.id, kurta.colors[0].skus.find((s) => s.size === 'L')?.id as number));
    await refreshProductSummary(t.db, [kurta.product.id, saree.product.id, hidden.product.id]);

    const { res, body } = await lines(`?ids=${saree.product.id},${hidden.product.id},${kurta.product.id},99999`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = body.data as LineProduct[];
    expect(answer.map((p) => p.id)).toEqual([saree.product.id, kurta.product.id]);

    // the same figures as the product page, cut to a line's fields (a colour's pictures to its first)
    const page = (await (await t.call('GET', `/api/product/product/${kurta.product.id}`)).json()).data;
    const line = answer[1] as unknown as Record<string, unknown> & { colors: Record<string, unknown>[] };
    expect(Object.keys(line).sort()).toEqual(['colors', 'discounted_price', 'id', 'image_1', 'name', 'price']);
    for (const key of ['id', 'name', 'image_1', 'price', 'discounted_price']) expect(line[key]).toEqual(page[key]);
    expect(line.colors).toHaveLength(page.colors.length);
    line.colors.forEach((colour, i) => {
      expect(Object.keys(colour).sort()).toEqual(['id', 'images', 'name', 'sizes', 'stock', 'stock_by_size']);
      for (const key of Object.keys(colour))
        expect(colour[key]).toEqual(key === 'images' ? page.colors[i].images.slice(0, 1) : page.colors[i][key]);
    });
    expect(line.name).toBe('Indigo Kurta');
    expect(answer[1].colors[0]).toMatchObject({
      name: 'Indigo',
      sizes: ['M', 'L'],
      stock_by_size: { M: 4, L: 1 },
      stock: 5,
    });
    expect(answer[1].colors[1]).toMatchObject({ name: 'Rust', stock: 0 });
  });

  it("counts a shopper's own unpaid order's pieces as theirs to buy, and nobody else's", async () => {
    const kurta = await createProduct(t.db, {
      name: 'Last Pieces Kurta',
      price: 800,
      sizes: ['M', 'L'],
      colors: [{ name: 'Indigo', hex: '#3f4f8f', stock: 2 }],
    });
    const [payer, other] = [await shopper(t), await shopper(t)];
    const order = (quantity: number, payment_mode: 'Online' | 'Cash On Delivery') =>
      t.call(
        'POST',
        '/api/payment/billing',
        billing(payer.addressId, [{ product: kurta, quantity, size: 'M' }], {
          total_amount: 800 * quantity,
          payment_mode,
        }),
        payer.auth,
      );
    const sizeM = async (auth?: Record<string, string>) => {
      const [line] = (await lines(`?ids=${kurta.product.id}`, auth)).body.data as LineProduct[];
      return { M: line.colors[0].stock_by_size.M, stock: line.colors[0].stock };
    };

    // An online payment for the size's last 2 pieces, not made (failed, or the widget closed):
    // the order holds them for 30 minutes.
    expect((await order(2, 'Online')).status).toBe(201);
    expect(await sizeM()).toEqual({ M: 0, stock: 2 });
    expect(await sizeM(other.auth)).toEqual({ M: 0, stock: 2 });
    // The payer's cart still sees them, since a new checkout gives the unpaid order up first...
    expect(await sizeM(payer.auth)).toEqual({ M: 2, stock: 4 });
    // ...and Cash On Delivery buys them.
    expect((await order(2, 'Cash On Delivery')).status).toBe(201);
    expect(await sizeM(payer.auth)).toEqual({ M: 0, stock: 2 });
    expect(await sizeM()).toEqual({ M: 0, stock: 2 });
  });

  it('asks each product once however often it is named, and ids past the largest are simply not found', async () => {
    const { product } = await createProduct(t.db, { name: 'Linen Shirt' });
    const { body } = await lines(`?ids=${product.id},${product.id},9999999999,0`);
    expect((body.data as LineProduct[]).map((p) => p.id)).toEqual([product.id]);
  });

  it.each([
    ['', 'no ids'],
    ['?ids=', 'empty'],
    ['?ids=1,,2', 'an empty id'],
    ['?ids=1;2', 'another separator'],
    ['?ids=-1', 'a negative id'],
    ['?ids=1.5', 'a fraction'],
    ['?ids=12345678901', 'eleven digits'],
    [`?ids=${Array.from({ length: LINE_PRODUCTS_MAX + 1 }, (_, i) => i + 1).join(',')}`, 'one id too many'],
  ])('%s (%s) -> 400 naming ids', async (query) => {
    const { res, body } = await lines(query);
    expect(res.status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ ids: `Product ids separated by commas, at most ${LINE_PRODUCTS_MAX}` });
  });

  it(`takes ${LINE_PRODUCTS_MAX} ids`, async () => {
    const { res } = await lines(`?ids=${Array.from({ length: LINE_PRODUCTS_MAX }, (_, i) => i + 1).join(',')}`);
    expect(res.status).toBe(200);
  });

  it('counts the checks that read the database per address: past the limit 429, a check of products in memory still answered', async () => {
    const realNow = t.deps.now;
    t.deps.now = () => new Date(Date.now() + 24 * 3600_000); // a window of this test only
    try {
      const { product } = await createProduct(t.db, { name: 'Kept Kurta' });
      expect((await lines(`?ids=${product.id}`)).res.status).toBe(200); // read once: counted
      let unasked = 700_000;
      for (let i = 1; i < LIMITS.lineReadsIp.max; i++) {
        const { res } = await lines(`?ids=${product.id},${unasked++}`);
        expect(res.status).toBe(200);
      }
      const { res, body } = await lines(`?ids=${product.id},${unasked++}`);
      expect(res.status).toBe(429);
      expect(body.error.code).toBe('rate_limited');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // the same address's check of what is in memory writes and reads nothing, and is answered
      const again = await lines(`?ids=${product.id},${unasked - 2}`);
      expect(again.res.status).toBe(200);
      expect((again.body.data as LineProduct[]).map((p) => p.id)).toEqual([product.id]);
    } finally {
      t.deps.now = realNow;
    }
  });
});
