import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, searchWords, skus } from '../../db/schema';
import { changedLogin, codOrder, OP_TOKEN, type Session } from '../../test/console-kit';
import { createProduct } from '../../test/factories';
import { json } from '../../test/order-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addPhoto, categoryPair, draft } from './product-kit';

let t: TestApp;
let owner: Session;
let staffer: Session;
let pair: Awaited<ReturnType<typeof categoryPair>>;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  owner = await changedLogin(t, 'catalogue-owner@vastra.in', 'owner');
  staffer = await changedLogin(t, 'catalogue-desk@vastra.in');
  pair = await categoryPair(t);
});
afterAll(() => t.close());

const call = (method: string, path: string, b?: unknown, s = owner) =>
  t.call(method, `/api/admin${path}`, b, s.headers);
const create = async (b: unknown) => {
  const res = await call('POST', '/products', b);
  return { status: res.status, body: await json(res) };
};
const storefront = async (id: number) => t.call('GET', `/api/product/product/${id}`);

describe('console products: rules', () => {
  it('staff (not the owner) get 403 on every catalogue route; the owner lists', async () => {
    expect((await call('GET', '/products', undefined, staffer)).status).toBe(403);
    expect((await call('POST', '/products', draft(pair, { name: 'Staff Shirt' }), staffer)).status).toBe(403);
    expect((await call('PUT', '/products/1', draft(pair), staffer)).status).toBe(403);
    expect((await call('POST', '/products/1/publish', { active: true }, staffer)).status).toBe(403);
    expect((await call('GET', '/products', undefined, owner)).status).toBe(200);
    const [row] = await t.db.select().from(products).where(eq(products.name, 'Staff Shirt'));
    expect(row).toBeUndefined();
  });

  it('makes the slug from the name; another product with it is a 409 on slug; keeping its own is fine', async () => {
    const a = await create(draft(pair, { name: 'Clash Kurta: Ivory & Gold!' }));
    expect(a.status).toBe(201);
    expect(a.body.data.slug).toBe('clash-kurta-ivory-gold');
    const b = await create(draft(pair, { name: 'Clash Kurta Ivory Gold' }));
    expect(b.status).toBe(409);
    expect(b.body.error.fields.slug).toMatch(/Already used by #\d+/);
    const c = await create(draft(pair, { name: 'Clash Kurta Ivory Gold', slug: 'clash-kurta-ivory-gold-2' }));
    expect(c.status).toBe(201);
    const renamed = await call(
      'PUT',
      `/products/${c.body.data.id}`,
      draft(pair, { name: 'Other', slug: 'clash-kurta-ivory-gold' }),
    );
    expect(renamed.status).toBe(409);
    const same = await call(
      'PUT',
      `/products/${a.body.data.id}`,
      draft(pair, { name: 'Clash Kurta: Ivory & Gold!', price_paise: 99_900 }),
    );
    expect(same.status).toBe(200);
    expect((await create(draft(pair, { slug: 'Not A Slug' }))).body.error.fields.slug).toMatch(/lowercase/);
  });

  it('refuses a sub-category of another category, and unknown ones, naming the field', async () => {
    const other = await categoryPair(t, 'Womenswear');
    const res = await create(draft(pair, { name: 'Mixed Shirt', sub_category_id: other.sub.id }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.sub_category_id).toBe('Linen Shirts is not a sub-category of Menswear');
    const unknown = await create(draft(pair, { name: 'Lost Shirt', category_id: 999_999 }));
    expect(unknown.body.error.fields.category_id).toBe('This category does not exist');
  });

  it('keeps price and discount in bounds and stores the storefront’s rounded price', async () => {
    const cheap = await create(draft(pair, { name: 'Cheap Shirt', price_paise: 50 }));
    expect(cheap.status).toBe(400);
    expect(cheap.body.error.fields.price_paise).toBe('Price: at least ₹1');
    const fraction = await create(draft(pair, { name: 'Odd Shirt', price_paise: 1234.5 }));
    expect(fraction.body.error.fields.price_paise).toBe('Price: whole paise');
    for (const d of [-1, 91, 10.5])
      expect(
        (await create(draft(pair, { name: 'Deal Shirt', discount_percent: d }))).body.error.fields.discount_percent,
      ).toMatch(/0 to 90/);
    const ok = await create(draft(pair, { name: 'Rounded Shirt', price_paise: 99_900, discount_percent: 33 }));
    const [row] = await t.db.select().from(products).where(eq(products.id, ok.body.data.id));
    // docs/spec.md §9: ₹999 less 33% is ₹669.33, shown rounded down to ₹669
    expect(row.discountedPaise).toBe(66_900);
  });

  it('sanitises a rich description and keeps plain text as text', async () => {
    const rich = await create(
      draft(pair, {
        name: 'Rich Shirt',
        description:
          '<p onclick="x()">Soft <b>linen</b><script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
      }),
    );
    expect(rich.body.data.description).toBe('<p>Soft <strong>linen</strong></p><a rel="noopener">x</a>');
    const plain = await create(draft(pair, { name: 'Plain Shirt', description: 'Cotton & linen\nMade in Lucknow' }));
    expect(plain.body.data.description).toBe('Cotton & linen\nMade in Lucknow');
  });

  it('a description stored unsanitised (an old row) is sanitised again as the storefront serves it', async () => {
    const { product } = await createProduct(t.db, {
      name: 'Old Row Shirt',
      description: '<p>Soft<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    const page = await json(await storefront(product.id));
    expect(page.data.description).toBe('<p>Soft</p>');
  });

  it('only the store’s own photos: another site’s URL or an unknown upload is refused on its field', async () => {
    const res = await create(
      draft(pair, {
        name: 'Remote Shirt',
        colors: [{ name: 'Sky', hex: '#87ceeb', images: ['https://evil.example/a.jpg'], sizes: [] }],
      }),
    );
    expect(res.body.error.fields['colors.0.images.0']).toMatch(/uploaded to this store/);
    const missing = await create(
      draft(pair, {
        name: 'Ghost Shirt',
        colors: [{ name: 'Sky', hex: '#87ceeb', images: ['/images/u/nope123'], sizes: [] }],
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields['colors.0.images.0']).toMatch(/upload it first/);
  });

  it('cannot publish without a colour that has a photo and a size (400 on save, 409 on publish)', async () => {
    const photo = await addPhoto(t);
    const noSize = await create(
      draft(pair, {
        name: 'Bare Shirt',
        active: true,
        colors: [{ name: 'Sand', hex: '#c2b280', images: [photo], sizes: [] }],
      }),
    );
    expect(noSize.status).toBe(400);
    expect(noSize.body.error.fields.active).toBe('To publish, add at least one colour with a photo and a size');
    const saved = await create(
      draft(pair, {
        name: 'Bare Shirt',
        colors: [{ name: 'Sand', hex: '#c2b280', images: [], sizes: [{ size: 'M', stock: 3 }] }],
      }),
    );
    expect(saved.status).toBe(201);
    const publish = await call('POST', `/products/${saved.body.data.id}/publish`, { active: true });
    expect(publish.status).toBe(409);
    expect((await json(publish)).error.message).toBe('To publish, add at least one colour with a photo and a size');
    expect((await storefront(saved.body.data.id)).status).toBe(404);
  });
});

describe('console products: what the storefront sees', () => {
  it('writes the card columns, search text and audit rows; the storefront and search show it at once', async () => {
    // a dictionary word one letter from the new name's: without the product's words the search would "correct" to it
    await t.db.insert(searchWords).values({ word: 'qwertz', weight: 50 }).onConflictDoNothing();
    const [front, back, blue] = [await addPhoto(t), await addPhoto(t), await addPhoto(t)];
    const created = await create(
      draft(pair, {
        name: 'Qwerty Linen Shirt',
        discount_percent: 10,
        specifications: [{ name: 'Fabric', value: 'Linen' }],
        colors: [
          {
            name: 'Indigo',
            hex: '#3F51B5',
            images: [blue],
            sizes: [
              { size: 'XL', stock: 2 },
              { size: 'S', stock: 4 },
            ],
          },
          { name: 'Ivory', hex: '#fffff0', images: [front, back], sizes: [{ size: 'M', stock: 0, code: 'QW-IV-M' }] },
        ],
      }),
    );
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(created.body.data.colors.map((c: { name: string }) => c.name)).toEqual(['Indigo', 'Ivory']);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row.image1).toBe(blue);
    expect(row.sizes).toEqual(['S', 'M', 'XL']);
    expect(row.colorNames).toEqual(['indigo', 'ivory']);
    expect(row.colorSwatches.map((s) => [s.name, s.hex])).toEqual([
      ['Indigo', '#3f51b5'],
      ['Ivory', '#fffff0'],
    ]);
    expect(row.inventory).toBe(6);
    expect(row.kind).toBe('shirt');
    expect(row.searchText.split(' ')).toEqual(
      expect.arrayContaining(['menswear', 'linen', 'shirts', 'shirt', 'indigo']),
    );
    expect(row.active).toBe(false);
    expect((await storefront(id)).status).toBe(404);

    // the shopper's pages are cached before the change: they must not be served after it
    const search = () => t.call('GET', '/api/product/product/search?search=qwerty');
    const ids = async () => (await json(await search())).data.map((p: { id: number }) => p.id);
    expect(await ids()).not.toContain(id);

    expect((await call('POST', `/products/${id}/publish`, { active: true })).status).toBe(200);
    const page = await json(await storefront(id));
    expect(page.data.colors[1].images).toEqual([front, back]);
    expect(await ids()).toContain(id);
    const words = await t.db.select().from(searchWords).where(eq(searchWords.word, 'qwerty'));
    expect(words).toHaveLength(1);

    const edited = await call('PUT', `/products/${id}`, {
      ...draft(pair, { name: 'Qwerty Linen Shirt', price_paise: 200_000, discount_percent: 25, active: true }),
      colors: created.body.data.colors.map((c: { sizes: { size: string; stock: number }[] }) => ({
        ...c,
        sizes: c.sizes.map((s) => ({ ...s, stock: s.stock + 1 })),
      })),
    });
    expect(edited.status).toBe(200);
    const after = await json(await storefront(id));
    expect(after.data.price).toBe(2000);
    expect(after.data.discount).toBe(25);
    const [again] = await t.db.select().from(products).where(eq(products.id, id));
    expect(again.inventory).toBe(9);
    expect(again.updatedAt.getTime()).toBeGreaterThan(row.updatedAt.getTime());

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['product.create', 'product.publish', 'product.update']);
    expect(audit[0].actor).toBe('catalogue-owner@vastra.in');
    expect(audit[0].before).toEqual({ exists: false });
    expect((audit[2].before as { price_paise: number }).price_paise).toBe(149_900);
    expect((audit[2].after as { price_paise: number }).price_paise).toBe(200_000);
  });

  it('refuses to remove a colour or size that orders name (409) and sets stock of the others', async () => {
    const order = await codOrder(t, { name: 'Held Kurta', stock: 5 });
    const id = order.products[0].product.id;
    const loaded = (await json(await call('GET', `/products/${id}`))).data;
    const navy = loaded.colors[0];
    // on hand: 4 left to sell and the 1 the open order holds
    expect(navy.sizes.find((s: { size: string }) => s.size === 'M')).toMatchObject({ stock: 5, reserved: 1 });
    const base = {
      name: loaded.name,
      category_id: loaded.category_id,
      sub_category_id: loaded.sub_category_id,
      price_paise: loaded.price_paise,
      discount_percent: loaded.discount_percent,
    };
    const dropColour = await call('PUT', `/products/${id}`, { ...base, colors: [] });
    expect(dropColour.status).toBe(409);
    expect((await json(dropColour)).error.message).toMatch(/Open orders hold 1 of Navy M/);
    const dropM = await call('PUT', `/products/${id}`, {
      ...base,
      colors: [{ ...navy, sizes: navy.sizes.filter((s: { size: string }) => s.size !== 'M') }],
    });
    expect(dropM.status).toBe(409);
    const belowHeld = await call('PUT', `/products/${id}`, {
      ...base,
      colors: [{ ...navy, sizes: navy.sizes.map((s: { size: string }) => ({ ...s, stock: s.size === 'M' ? 0 : 5 })) }],
    });
    expect(belowHeld.status).toBe(409);
    expect((await json(belowHeld)).error.fields['colors.0.sizes.1.stock']).toBe('At least 1: open orders hold them');
    const dropS = await call('PUT', `/products/${id}`, {
      ...base,
      colors: [
        {
          ...navy,
          sizes: navy.sizes
            .filter((s: { size: string }) => s.size !== 'S')
            .map((s: { stock: number }) => ({ ...s, stock: 7 })),
        },
      ],
    });
    expect(dropS.status).toBe(200);
    const now = (await json(dropS)).data.colors[0].sizes;
    expect(now.map((s: { size: string; stock: number }) => `${s.size}:${s.stock}`)).toEqual(['M:7', 'L:7']);
    // the shelf count of 7 less the held piece is left to sell
    const [m] = await t.db
      .select()
      .from(skus)
      .where(and(eq(skus.productId, id), eq(skus.size, 'M')));
    expect(m.stock).toBe(6);
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row.inventory).toBe(13);
  });

  it('deletes a product nobody ordered; one with orders must become a draft (409)', async () => {
    const made = await create(draft(pair, { name: 'Passing Shirt' }));
    expect((await call('DELETE', `/products/${made.body.data.id}`)).status).toBe(200);
    expect((await call('GET', `/products/${made.body.data.id}`)).status).toBe(404);
    const order = await codOrder(t, { name: 'Ordered Shirt' });
    const del = await call('DELETE', `/products/${order.products[0].product.id}`);
    expect(del.status).toBe(409);
  });

  it('lists with search by name, slug or SKU code, filters and sorting', async () => {
    const list = async (q: string) => (await json(await call('GET', `/products?${q}`))).data;
    const byCode = await list('q=qw-iv');
    expect(byCode.products.map((p: { name: string }) => p.name)).toEqual(['Qwerty Linen Shirt']);
    expect((await list('q=qwerty-linen')).total).toBe(1);
    const drafts = await list(`state=draft&category=${pair.category.id}&sort=name&dir=asc`);
    const names = drafts.products.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());
    expect(drafts.products.every((p: { active: boolean }) => !p.active)).toBe(true);
    const low = await list(`stock=low&category=${pair.category.id}`);
    expect(low.products.map((p: { name: string }) => p.name)).toContain('Qwerty Linen Shirt');
    const out = await list(`stock=out&category=${pair.category.id}`);
    expect(out.products.every((p: { inventory: number }) => p.inventory === 0)).toBe(true);
    expect((await call('GET', '/products?stock=plenty')).status).toBe(400);
  });
});
