import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pincodes, unserviceablePincodes } from '../db/schema';
import { createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { loadPincodeDirectory } from './pincode-directory';

let t: TestApp;
let productId: number;
// Wednesday 10 June 2026, 10:00 India time.
const NOW = new Date('2026-06-10T04:30:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => NOW;
  const { product } = await createProduct(t.db);
  productId = product.id;
  await t.db.insert(unserviceablePincodes).values({ productId, pincode: '744101' });
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call('GET', path);
  return { status: res.status, body: await res.json(), res };
};

describe('the pincode directory', () => {
  it('holds the whole of India, one row per pincode, most with coordinates', async () => {
    const [row] = await t.db
      .select({
        n: sql<number>`count(*)::int`,
        located: sql<number>`count(${pincodes.latitude})::int`,
        states: sql<number>`count(distinct ${pincodes.state})::int`,
      })
      .from(pincodes);
    expect(row.n).toBeGreaterThan(19_000);
    expect(row.located).toBeGreaterThan(18_500);
    expect(row.states).toBeGreaterThanOrEqual(36);
  });

  it('loads only once (the global setup already did)', async () => {
    const started = Date.now();
    await loadPincodeDirectory(t.db);
    expect(Date.now() - started).toBeLessThan(500);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(pincodes);
    expect(n).toBeGreaterThan(19_000);
  });
});

describe('GET /api/pincode/:pincode', () => {
  it('answers city, district and state for address autofill', async () => {
    const lucknow = await get('/api/pincode/226001');
    expect(lucknow.status).toBe(200);
    expect(lucknow.body).toEqual({
      data: { pincode: '226001', city: 'Lucknow', district: 'Lucknow', state: 'Uttar Pradesh', location: 'Lucknow' },
    });
    const delhi = await get('/api/pincode/110001');
    expect(delhi.body.data).toMatchObject({
      city: 'Delhi',
      district: 'Central Delhi',
      state: 'Delhi',
      location: 'New Delhi',
    });
  });

  it('fills the city people write, keeping the directory’s district beside it', async () => {
    const cases: [string, string, string][] = [
      ['201309', 'Noida', 'Gautam Buddha Nagar'],
      ['201301', 'Noida', 'Gautam Buddha Nagar'],
      ['203207', 'Gautam Buddha Nagar', 'Gautam Buddha Nagar'], // Dadri: not Noida
      ['122001', 'Gurugram', 'Gurgaon'],
      ['560001', 'Bengaluru', 'Bangalore'],
      ['500032', 'Hyderabad', 'Ranga Reddy'],
      ['400001', 'Mumbai', 'Mumbai'],
      ['400703', 'Navi Mumbai', 'Thane'],
      ['700091', 'Kolkata', 'North 24 Parganas'],
      ['600001', 'Chennai', 'Chennai'],
      ['411001', 'Pune', 'Pune'],
      ['380001', 'Ahmedabad', 'Ahmedabad'],
      ['226001', 'Lucknow', 'Lucknow'],
      ['208001', 'Kanpur', 'Kanpur Nagar'],
    ];
    for (const [pincode, city, district] of cases) {
      const { status, body } = await get(`/api/pincode/${pincode}`);
      expect(status, pincode).toBe(200);
      expect(body.data, pincode).toMatchObject({ city, district });
    }
  });

  it('uses the states of today (Telangana, Ladakh) and proper case', async () => {
    expect((await get('/api/pincode/500001')).body.data).toMatchObject({ city: 'Hyderabad', state: 'Telangana' });
    expect((await get('/api/pincode/194101')).body.data.state).toBe('Ladakh');
    expect((await get('/api/pincode/744101')).body.data.state).toBe('Andaman and Nicobar Islands');
    expect((await get('/api/pincode/400001')).body.data).toMatchObject({ city: 'Mumbai', state: 'Maharashtra' });
  });

  it('sends an ETag and a public cache header, and 304 on revalidation', async () => {
    const first = await get('/api/pincode/560001');
    expect(first.res.headers.get('cache-control')).toMatch(/^public/);
    const etag = first.res.headers.get('etag')!;
    const again = await t.call('GET', '/api/pincode/560001', undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it.each(['12345', '1234567', '012345', 'abcdef', '22600a', '%20226001'])(
    'refuses malformed %s with 400',
    async (pin) => {
      const { status, body } = await get(`/api/pincode/${pin}`);
      expect(status).toBe(400);
      expect(body.error).toEqual({
        code: 'validation_failed',
        message: 'Enter a valid 6-digit pincode',
        fields: { pincode: 'Enter a valid 6-digit pincode' },
      });
    },
  );

  it('answers 404 with a clear message for a well-formed pincode India Post does not know', async () => {
    const { status, body } = await get('/api/pincode/999999');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBe('Pincode 999999 was not found in the India Post directory');
  });
});

describe('GET /api/pincode/:pincode?product=', () => {
  it('promises 2 working days within Lucknow', async () => {
    const { status, body } = await get(`/api/pincode/226010?product=${productId}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ serviceable: true, delivery_days: 2, estimated_delivery: '2026-06-12' });
  });

  it('promises by distance from Lucknow and skips Sundays', async () => {
    // Delhi is ~420 km away: 3 working days from Wednesday is Saturday 13 June.
    expect((await get(`/api/pincode/110001?product=${productId}`)).body.data).toMatchObject({
      serviceable: true,
      delivery_days: 3,
      estimated_delivery: '2026-06-13',
    });
    // Mumbai is ~1,200 km away: 5 working days from Wednesday skip Sunday 14 June -> Tuesday 16 June.
    expect((await get(`/api/pincode/400001?product=${productId}`)).body.data).toMatchObject({
      delivery_days: 5,
      estimated_delivery: '2026-06-16',
    });
    // Thiruvananthapuram is > 2,000 km away: 7 working days -> Thursday 18 June.
    expect((await get(`/api/pincode/695001?product=${productId}`)).body.data).toMatchObject({
      delivery_days: 7,
      estimated_delivery: '2026-06-18',
    });
  });

  it('answers not serviceable for a pincode the product cannot ship to', async () => {
    const { status, body } = await get(`/api/pincode/744101?product=${productId}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      pincode: '744101',
      city: expect.any(String),
      district: expect.any(String),
      state: 'Andaman and Nicobar Islands',
      location: expect.any(String),
      serviceable: false,
    });
  });

  it('answers 404 for an unknown product and 400 for a malformed one', async () => {
    const unknown = await get('/api/pincode/226001?product=99999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found');
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const res = await get(`/api/pincode/226001?product=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('product');
    }
  });

  it('checks the pincode before the product', async () => {
    expect((await get('/api/pincode/0000?product=99999999')).status).toBe(400);
    expect((await get('/api/pincode/999999?product=99999999')).status).toBe(404);
  });
});
