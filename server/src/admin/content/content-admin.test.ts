import { MSG } from '@store/contract/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pincodes } from '../../db/schema';
import { changedLogin, OP_TOKEN, type Session } from '../../test/console-kit';
import { createProduct } from '../../test/factories';
import { body, json, shopper } from '../../test/order-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue 17 items 5-7: the owner's content, coupons and settings, through the console's API and
// seen through the storefront's.

let t: TestApp;
let owner: Session;
let staffer: Session;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  owner = await changedLogin(t, 'content-owner@vastra.in', 'owner');
  staffer = await changedLogin(t, 'content-desk@vastra.in');
  await t.db
    .insert(pincodes)
    .values([{ pincode: '226001', location: 'Hazratganj', district: 'Lucknow', state: 'Uttar Pradesh' }])
    .onConflictDoNothing();
});
afterAll(() => t.close());

const send = (method: string, path: string, b?: unknown, s = owner) =>
  t.call(method, `/api/admin${path}`, b, s.headers);
const shopApi = async (path: string) => json(await t.call('GET', `/api${path}`));
const DAY = 86_400_000;

describe('banners', () => {
  it('shows only banners in their window, with the phone picture, at once after an edit', async () => {
    const now = Date.now();
    const banner = (title: string, from: number | null) => ({
      image: '/images/banner/1',
      phone_image: '/images/u/phone-pic',
      title,
      subtitle: 'Festive edit',
      link: '/search/category/1/men',
      position: 0,
      starts_at: from === null ? null : new Date(from).toISOString(),
      ends_at: null,
    });
    const live = await send('POST', '/content/banners', banner('Diwali sale', now - DAY));
    expect(live.status).toBe(201);
    const later = await send('POST', '/content/banners', banner('Holi sale', now + DAY));
    const laterId = (await json(later)).data.id;

    let shown = (await shopApi('/global/floating')).data;
    expect(shown.map((b: { title: string }) => b.title)).toContain('Diwali sale');
    expect(shown.map((b: { title: string }) => b.title)).not.toContain('Holi sale'); // before its start
    expect(shown.find((b: { title: string }) => b.title === 'Diwali sale')).toMatchObject({
      phone_image: '/images/u/phone-pic',
      link: '/search/category/1/men',
    });
    expect(shown[0]).not.toHaveProperty('startsAt');

    // moved to start now: the storefront shows it on the next request, not after the cache's life
    const edit = await send('PUT', `/content/banners/${laterId}`, banner('Holi sale', now - 1000));
    expect(edit.status).toBe(200);
    shown = (await shopApi('/global/floating')).data;
    expect(shown.map((b: { title: string }) => b.title)).toContain('Holi sale');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'banner.update'), eq(auditLog.entityId, laterId)));
    expect(audit.actor).toBe('content-owner@vastra.in');
    expect((audit.before as { starts_at: string }).starts_at).not.toBe(
      (audit.after as { starts_at: string }).starts_at,
    );
  });

  it('refuses a link to another site, a picture from elsewhere and an end before the start', async () => {
    const base = { image: '/images/banner/1', title: 'x', link: '/', starts_at: null, ends_at: null };
    for (const [patch, field] of [
      [{ link: 'https://evil.example/' }, 'link'],
      [{ link: '//evil.example/x' }, 'link'],
      [{ image: 'https://cdn.example/a.jpg' }, 'image'],
      [{ starts_at: '2026-12-01T00:00:00Z', ends_at: '2026-11-01T00:00:00Z' }, 'ends_at'],
    ] as const) {
      const res = await send('POST', '/content/banners', { ...base, ...patch });
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields).toHaveProperty(field);
    }
  });
});

describe('pages and the announcement', () => {
  it('saves the return policy sanitised (script and onerror gone) and serves the new text at once', async () => {
    const html =
      '<h2>Returns</h2><p onclick="x()">Return within <strong>15 days</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const res = await send('PUT', '/content/pages/return-policy', { title: 'Return Policy', html });
    expect(res.status).toBe(200);
    const kept = (await json(res)).data.html as string;
    for (const bad of ['<script', 'alert', 'onerror', 'onclick', '<img', 'javascript:'])
      expect(kept).not.toContain(bad);
    expect(kept).toContain('<strong>15 days</strong>');
    const served = (await shopApi('/general/return-policy')).data;
    expect(served).toEqual({ title: 'Return Policy', content: kept });
    // the preview answers what the save keeps
    const preview = await json(await send('POST', '/content/preview', { html }));
    expect(preview.data.html).toBe(kept);
  });

  it('refuses an unknown page (404) and an empty text (400)', async () => {
    expect((await send('PUT', '/content/pages/secret', { title: 'x', html: '<p>x</p>' })).status).toBe(404);
    const empty = await send('PUT', '/content/pages/about-us', { title: 'About', html: '<script>x</script>' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.fields).toHaveProperty('html');
  });

  it('answers the spec’s announcement until the owner sets one, then the owner’s', async () => {
    expect((await shopApi('/general/shop')).data.announcement).toBe(MSG.announcement);
    const res = await send('PUT', '/content/announcement', { text: 'Free shipping this Diwali' });
    expect(res.status).toBe(200);
    expect((await shopApi('/general/shop')).data.announcement).toBe('Free shipping this Diwali');
  });

  it('FAQ answers are sanitised; testimonials and launches are added and removed', async () => {
    const faq = await send('POST', '/content/faqs', { question: 'COD?', answer: '<p>Yes</p><script>x()</script>' });
    expect(faq.status).toBe(201);
    const faqs = (await shopApi('/general/faq')).data as { question: string; answer: string }[];
    expect(faqs.find((f) => f.question === 'COD?')?.answer).toBe('<p>Yes</p>');

    const launch = await send('POST', '/content/launches', {
      name: 'Chikan edit',
      description: 'Hand-embroidered',
      images: ['/images/u/abc'],
    });
    const launchId = (await json(launch)).data.id;
    expect((await shopApi('/product/new-launch')).data.map((l: { name: string }) => l.name)).toContain('Chikan edit');
    expect((await send('DELETE', `/content/launches/${launchId}`)).status).toBe(200);
    expect((await shopApi('/product/new-launch')).data.map((l: { name: string }) => l.name)).not.toContain(
      'Chikan edit',
    );
    expect((await send('DELETE', `/content/launches/${launchId}`)).status).toBe(404);
  });
});

describe('coupons', () => {
  const coupon = (o: Record<string, unknown> = {}) => ({
    code: 'diwali15',
    percent: 15,
    description: 'Diwali',
    min_order_rupees: 500,
    first_order_only: false,
    max_uses: 100,
    per_customer_limit: 1,
    active: true,
    ...o,
  });

  it('creates a coupon; the same code again is 409; bad percent and dates are 400 naming the field', async () => {
    const res = await send('POST', '/coupons', coupon());
    expect(res.status).toBe(201);
    const clash = await send('POST', '/coupons', coupon({ code: 'DIWALI15 ' }));
    expect(clash.status).toBe(409);
    expect((await json(clash)).error.fields).toHaveProperty('code');
    for (const [patch, field] of [
      [{ code: 'P0', percent: 0 }, 'percent'],
      [{ code: 'P91', percent: 91 }, 'percent'],
      [{ code: 'DATES', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, 'ends_at'],
      [{ code: 'BAD DATE', starts_at: 'tomorrow' }, 'code'],
    ] as const) {
      const bad = await send('POST', '/coupons', coupon(patch));
      expect(bad.status).toBe(400);
      expect((await json(bad)).error.fields).toHaveProperty(field);
    }
  });

  it('a shopper uses it; the console counts the use and the discount; paused, checkout refuses it', async () => {
    const created = await json(await send('POST', '/coupons', coupon({ code: 'FESTIVE10', percent: 10 })));
    const id = created.data.id as number;
    const product = await createProduct(t.db, { name: 'Festive Kurta', price: 1000 });
    const a = await shopper(t);
    const bill = await t.call(
      'POST',
      '/api/payment/billing',
      body(a.addressId, [{ product }], { total_amount: 900, coupon_code: 'festive10' }),
      a.auth,
    );
    expect(bill.status).toBe(201);
    const listed = (await json(await send('GET', '/coupons'))).data.find((c: { id: number }) => c.id === id);
    expect(listed).toMatchObject({ uses: 1, orders: 1, discount_paise: 10_000, state: 'live', percent: 10 });

    expect((await send('POST', `/coupons/${id}/pause`)).status).toBe(200);
    expect((await send('POST', `/coupons/${id}/pause`)).status).toBe(409);
    const b = await shopper(t);
    const refused = await t.call(
      'POST',
      '/api/payment/billing',
      body(b.addressId, [{ product }], { total_amount: 900, coupon_code: 'FESTIVE10' }),
      b.auth,
    );
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.fields.coupon_code).toBe('This coupon is no longer active');
    expect((await send('POST', `/coupons/${id}/resume`)).status).toBe(200);

    // total uses cannot go below the uses already taken
    const below = await send('PUT', `/coupons/${id}`, coupon({ code: 'FESTIVE10', percent: 10, max_uses: 0 }));
    expect(below.status).toBe(400);
    const edited = await send('PUT', `/coupons/${id}`, coupon({ code: 'FESTIVE10', percent: 12 }));
    expect(edited.status).toBe(200);
    const after = (await json(await send('GET', '/coupons'))).data.find((c: { id: number }) => c.id === id);
    expect(after).toMatchObject({ percent: 12, uses: 1, discount_paise: 10_000 }); // the order keeps its 10%
  });
});

describe('owner-only settings', () => {
  it('staff get 403 on settings, coupons and content; the owner reads them', async () => {
    for (const [method, path, b] of [
      ['GET', '/settings', undefined],
      ['PUT', '/settings/identity', {}],
      ['PUT', '/settings/delivery', {}],
      ['GET', '/coupons', undefined],
      ['POST', '/coupons', {}],
      ['PUT', '/content/pages/return-policy', {}],
      ['PUT', '/content/announcement', {}],
    ] as const)
      expect((await send(method, path, b, staffer)).status, `${method} ${path}`).toBe(403);
    const mine = await json(await send('GET', '/settings'));
    expect(mine.data.identity).toMatchObject({ name: 'Vastra', gstin: '09AAICV1234F1ZF', pincode: '226001' });
  });

  it('refuses a GSTIN whose check character is wrong, or from another state; a valid one shows at once', async () => {
    const identity = (await json(await send('GET', '/settings'))).data.identity;
    const wrongCheck = await send('PUT', '/settings/identity', { ...identity, gstin: '09AAICV1234F1ZA' });
    expect(wrongCheck.status).toBe(400);
    expect((await json(wrongCheck)).error.fields).toHaveProperty('gstin');
    const otherState = await send('PUT', '/settings/identity', { ...identity, gstin: '27AAICV1234F1ZB' });
    expect(otherState.status).toBe(400);

    const ok = await send('PUT', '/settings/identity', {
      ...identity,
      name: 'Vastra Lucknow',
      sms_sender_id: 'vstrlk',
    });
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.identity).toMatchObject({ name: 'Vastra Lucknow', sms_sender_id: 'VSTRLK' });
    const face = (await shopApi('/general/shop')).data;
    expect(face.shop.name).toBe('Vastra Lucknow');
    expect(face.shop.addressLines[1]).toBe('2nd Floor, 14 Hazratganj Market');
  });

  it('a pincode the shop does not serve is refused at checkout and on the product page', async () => {
    const product = await createProduct(t.db, { name: 'Closed Kurta', price: 1000 });
    const check = async () => (await shopApi(`/pincode/226001?product=${product.product.id}`)).data.serviceable;
    expect(await check()).toBe(true);
    const unknownWarehouse = await send('PUT', '/settings/delivery', { warehouse_pincode: '199999' });
    expect(unknownWarehouse.status).toBe(400);
    const res = await send('PUT', '/settings/delivery', {
      warehouse_pincode: '226001',
      closed_pincodes: ['226001'],
      closed_states: [],
    });
    expect(res.status).toBe(200);
    expect(await check()).toBe(false);
    const s = await shopper(t);
    const bill = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product }], { total_amount: 1000 }),
      s.auth,
    );
    expect(bill.status).toBe(400);
    expect((await json(bill)).error.fields.address).toBe(MSG.deliveryNotAvailable);

    // a state not served, the same way; then open again
    await send('PUT', '/settings/delivery', { warehouse_pincode: '226001', closed_states: ['uttar pradesh'] });
    expect(await check()).toBe(false);
    await send('PUT', '/settings/delivery', { warehouse_pincode: '226001' });
    expect(await check()).toBe(true);
  });
});
