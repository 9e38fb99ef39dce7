import { CATALOGUE_CSV_COLUMNS, CATALOGUE_CSV_MAX_ROWS } from '@store/contract/admin-catalogue';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { changedLogin, OP_TOKEN, type Session } from '../../test/console-kit';
import { json } from '../../test/order-kit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addPhoto, categoryPair, draft } from './product-kit';

let t: TestApp;
let owner: Session;
let staffer: Session;
let pair: Awaited<ReturnType<typeof categoryPair>>;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  owner = await changedLogin(t, 'csv-owner@vastra.in', 'owner');
  staffer = await changedLogin(t, 'csv-desk@vastra.in');
  pair = await categoryPair(t, 'Kidswear');
});
afterAll(() => t.close());

const importCsv = (csv: string, apply: boolean, s = owner) =>
  t.call('POST', `/api/admin/catalogue/import${apply ? '?apply=1' : ''}`, csv, {
    ...s.headers,
    'content-type': 'text/csv',
  });
const exportCsv = async (query = '') => {
  const res = await t.call('GET', `/api/admin/catalogue/export.csv?${query}`, undefined, owner.headers);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  const bytes = Buffer.from(await res.arrayBuffer());
  // a BOM first, so spreadsheet programs read the file as UTF-8
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.toString('utf8');
};
type Row = Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>;
const csvOf = (rows: Partial<Row>[]) =>
  stringify([[...CATALOGUE_CSV_COLUMNS], ...rows.map((r) => CATALOGUE_CSV_COLUMNS.map((c) => r[c] ?? ''))]);
const base = { category: 'Kidswear', sub_category: 'Linen Shirts', price_rupees: '799', active: 'no' };

describe('bulk catalogue CSV', () => {
  it('is the owner’s: staff 403, and the import wants text/csv', async () => {
    expect((await t.call('GET', '/api/admin/catalogue/export.csv', undefined, staffer.headers)).status).toBe(403);
    expect((await importCsv(csvOf([]), false, staffer)).status).toBe(403);
    const asJson = await t.call('POST', '/api/admin/catalogue/import', { csv: 'x' }, owner.headers);
    expect(asJson.status).toBe(415);
  });

  it('previews new products with photos matched by file name, writes nothing, then applies in one go', async () => {
    const front = await addPhoto(t, 'Tiny-Tee-Red-front.JPG');
    await addPhoto(t, 'tiny-tee-blue.jpg');
    const csv = csvOf([
      {
        ...base,
        name: 'Tiny Tee',
        color: 'Red',
        swatch: '#c0392b',
        images: 'tiny-tee-red-front.jpg',
        size: 'S',
        stock: '4',
        active: 'yes',
        specifications: 'Fabric: Cotton | Fit: Regular',
      },
      { name: 'Tiny Tee', color: 'Red', size: 'M', stock: '6', sku_code: 'TT-RED-M' },
      { name: 'Tiny Tee', color: 'Blue', swatch: '#2e86c1', images: 'tiny-tee-blue.jpg', size: 'M', stock: '2' },
      { ...base, name: 'Tiny Shorts', discount_percent: '20' },
    ]);
    const preview = await importCsv(csv, false);
    expect(preview.status).toBe(200);
    const report = (await json(preview)).data;
    expect(report.errors).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.applied).toBe(false);
    expect(
      report.products.map((p: { line: number; name: string; action: string; colors: number; skus: number }) => [
        p.line,
        p.name,
        p.action,
        p.colors,
        p.skus,
      ]),
    ).toEqual([
      [2, 'Tiny Tee', 'create', 2, 3],
      [5, 'Tiny Shorts', 'create', 0, 0],
    ]);
    expect(await t.db.select().from(products).where(like(products.name, 'Tiny %'))).toHaveLength(0);

    const applied = await importCsv(csv, true);
    expect(applied.status).toBe(200);
    expect((await json(applied)).data.applied).toBe(true);
    const made = await t.db.select().from(products).where(like(products.name, 'Tiny %')).orderBy(products.id);
    expect(made.map((p) => [p.name, p.active, p.inventory, p.discountedPaise])).toEqual([
      ['Tiny Tee', true, 12, 79_900],
      ['Tiny Shorts', false, 0, 63_900],
    ]);
    const page = (await json(await t.call('GET', `/api/product/product/${made[0].id}`))).data;
    expect(page.colors[0].images).toEqual([front]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        inArray(
          auditLog.entityId,
          made.map((p) => p.id),
        ),
      );
    expect(audit.filter((a) => a.action === 'product.create')).toHaveLength(2);
    expect(audit.some((a) => a.action === 'catalogue.import')).toBe(true);
  });

  it('reports every wrong row with its line and column, and applies nothing', async () => {
    await addPhoto(t, 'good.jpg');
    const rows = [
      { ...base, name: 'Fine Frock', color: 'Pink', swatch: '#ffc0cb', images: 'good.jpg', size: 'M', stock: '3' },
      { ...base, name: 'Cheap Frock', price_rupees: '12.345' },
      { ...base, name: 'Lost Frock', category: 'Pets' },
      { ...base, name: 'Remote Frock', color: 'Red', swatch: '#ff0000', images: 'https://example.com/a.jpg' },
      { ...base, name: 'Missing Frock', color: 'Red', swatch: '#ff0000', images: 'nowhere.jpg' },
      { ...base, name: 'Odd Frock', color: 'Red', swatch: 'red', size: 'XXXL', stock: '-1' },
      { ...base, name: 'Deal Frock', discount_percent: '95' },
      { ...base, name: 'Loud Frock', active: 'yes' },
      { ...base, name: 'Priceless Frock', price_rupees: 'twelve' },
    ];
    const res = await importCsv(csvOf(rows), true);
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.error.message).toBe('Nothing was applied: line 3, price_rupees: Price: rupees like 1499 or 1499.50');
    const errors = body.error.preview.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`);
    expect(errors.filter((e: string) => e === '10:price_rupees')).toHaveLength(1); // not also "Price is required"
    expect(errors).toEqual(
      expect.arrayContaining([
        '3:price_rupees',
        '4:category',
        '5:images',
        '6:images',
        '7:size',
        '8:discount_percent',
        '9:active',
      ]),
    );
    expect(body.error.preview.errors.find((e: { line: number }) => e.line === 5).message).toMatch(
      /not fetched from other sites/,
    );
    expect(body.error.preview.errors.find((e: { line: number }) => e.line === 6).message).toBe(
      'No uploaded photo named nowhere.jpg: upload it first',
    );
    expect(body.error.preview.errors.find((e: { line: number }) => e.line === 9).message).toBe(
      'To publish, add at least one colour with a photo and a size',
    );
    expect(await t.db.select().from(products).where(like(products.name, '% Frock'))).toHaveLength(0);
  });

  it('a slug clash, a product that differs between its rows, and an unknown id are reported on their lines', async () => {
    await t.call('POST', '/api/admin/products', draft(pair, { name: 'Taken Name' }), owner.headers);
    const res = await importCsv(
      csvOf([
        { ...base, name: 'Taken Name' },
        { ...base, name: 'Split Kurta', color: 'Red', swatch: '#ff0000' },
        { name: 'Split Kurta', price_rupees: '899', color: 'Blue', swatch: '#0000ff' },
        { ...base, product_id: '999999', name: 'Ghost' },
      ]),
      false,
    );
    const errors = (await json(res)).data.errors;
    expect(errors).toEqual([
      { line: 2, field: 'slug', message: expect.stringMatching(/^Already used by #\d+ Taken Name/) },
      { line: 4, field: 'price_rupees', message: expect.stringMatching(/^Differs from line 3/) },
      { line: 5, field: 'product_id', message: 'No product #999999 (leave product_id blank to make a new one)' },
    ]);
  });

  it('round trip: the export imported again changes nothing; a formula-like name survives', async () => {
    const photo = await addPhoto(t, 'round.jpg');
    const made = await t.call(
      'POST',
      '/api/admin/products',
      draft(pair, {
        name: '=Round Trip Shirt',
        slug: 'round-trip-shirt',
        description: '<p>Soft, "quoted", with a\nnew line</p>',
        specifications: [{ name: 'Fabric', value: 'Linen, 100%' }],
        active: true,
        colors: [
          {
            name: 'Olive',
            hex: '#556b2f',
            images: [photo],
            sizes: [
              { size: 'L', stock: 2, code: 'RT-OL-L' },
              { size: 'S', stock: 1 },
            ],
          },
          { name: 'Rust', hex: '#b7410e', images: [], sizes: [] },
        ],
      }),
      owner.headers,
    );
    expect(made.status).toBe(201);
    const id = (await json(made)).data.id;
    const before = (await json(await t.call('GET', `/api/admin/products/${id}`, undefined, owner.headers))).data;

    const csv = await exportCsv(`q=round-trip-shirt`);
    const rows = parse(csv, { bom: true, columns: true }) as Row[];
    expect(rows.map((r) => [r.product_id, r.name, r.color, r.size, r.stock, r.sku_code])).toEqual([
      [String(id), "'=Round Trip Shirt", 'Olive', 'S', '1', ''],
      [String(id), "'=Round Trip Shirt", 'Olive', 'L', '2', 'RT-OL-L'],
      [String(id), "'=Round Trip Shirt", 'Rust', '', '', ''],
    ]);
    expect(rows[0].price_rupees).toBe('1499');
    expect(rows[0].images).toBe(photo);

    const applied = await importCsv(csv, true);
    expect(applied.status).toBe(200);
    expect((await json(applied)).data.products).toEqual([
      { line: 2, name: '=Round Trip Shirt', slug: 'round-trip-shirt', action: 'update', id, colors: 2, skus: 2 },
    ]);
    const after = (await json(await t.call('GET', `/api/admin/products/${id}`, undefined, owner.headers))).data;
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it('bounds: rows and bytes', async () => {
    const many = csvOf(Array.from({ length: CATALOGUE_CSV_MAX_ROWS + 1 }, (_, i) => ({ ...base, name: `Bulk ${i}` })));
    const report = (await json(await importCsv(many, false))).data;
    expect(report.errors).toEqual([
      {
        line: 1,
        field: 'file',
        message: `${CATALOGUE_CSV_MAX_ROWS + 1} rows: at most ${CATALOGUE_CSV_MAX_ROWS} at once, split the file`,
      },
    ]);
    const huge = await importCsv(`${CATALOGUE_CSV_COLUMNS.join(',')}\n${'x'.repeat(2_100_000)}`, false);
    expect(huge.status).toBe(413);
    const broken = (await json(await importCsv(`${CATALOGUE_CSV_COLUMNS.join(',')}\n"unclosed,quote`, false))).data;
    expect(broken.errors[0]).toMatchObject({ field: 'file', message: expect.stringMatching(/not valid CSV/) });
    const [row] = await t.db.select().from(products).where(eq(products.name, 'Bulk 0'));
    expect(row).toBeUndefined();
  });
});
