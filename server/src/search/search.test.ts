import type { ListingMeta, ProductCard } from '@store/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildSearchCatalogue } from './search.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildSearchCatalogue(t.db);
});
afterAll(() => t.close());

async function search(text: string, extra = '') {
  const res = await t.call('GET', `/api/product/product/search?search=${encodeURIComponent(text)}${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { data: ProductCard[]; meta: ListingMeta };
}
const names = (body: { data: ProductCard[] }) => body.data.map((p) => p.name);

describe('search by name and by the words shoppers use', () => {
  it('finds a product by a word of its name, the name ranked first', async () => {
    const body = await search('linen');
    expect(names(body)).toEqual(['White Linen Shirt']);
    expect(body.meta).toMatchObject({ total: 1, title: 'linen' });
    expect(body.meta.corrected_query).toBeUndefined();
  });

  it('needs every word of a multi-word query when some product has them all', async () => {
    expect(names(await search('cotton kurta'))).toEqual(['Maroon Cotton Kurta']);
  });

  it('finds by plural and singular: sarees, saree', async () => {
    for (const q of ['sarees', 'saree', 'Saree']) {
      expect(names(await search(q)).sort()).toEqual(['Banarasi Silk Saree', 'Chiffon Party Saree']);
    }
  });

  it('finds by synonym: sari, kurti/kurta, tee, pants, denim, modi jacket, lehnga', async () => {
    expect(names(await search('sari')).sort()).toEqual(['Banarasi Silk Saree', 'Chiffon Party Saree']);
    expect(names(await search('tee'))).toEqual(['Printed Crew Neck T-Shirt']);
    expect(names(await search('tshirt'))).toEqual(['Printed Crew Neck T-Shirt']);
    expect(names(await search('pants'))).toEqual(['Formal Pleated Trousers']);
    expect(names(await search('denim'))).toEqual(['Slim Fit Stretch Jeans']);
    expect(names(await search('modi jacket'))).toEqual(['Jacquard Nehru Jacket']);
    expect(names(await search('lehnga'))).toEqual(['Bridal Zari Lehenga']);
  });

  it('ranks the shopper’s own word above its synonyms: kurti shows the kurti first, then kurtas', async () => {
    const body = await search('kurti');
    expect(names(body)[0]).toBe('Embroidered Anarkali Kurti');
    expect(names(body)).toEqual(expect.arrayContaining(['Maroon Cotton Kurta', 'Chikankari Lucknowi Kurta']));
    const kurta = await search('kurta');
    expect(names(kurta).slice(0, 2).sort()).toEqual(['Chikankari Lucknowi Kurta', 'Maroon Cotton Kurta']);
  });

  it('finds by category and colour words kept in search_text', async () => {
    expect(names(await search('maroon kurta'))).toEqual(['Maroon Cotton Kurta']);
    expect(names(await search('ethnic sherwani'))).toEqual(['Ivory Wedding Sherwani']);
  });
});

describe('search forgives typos', () => {
  it.each([
    ['kurtha', ['Chikankari Lucknowi Kurta', 'Maroon Cotton Kurta']],
    ['jeens', ['Slim Fit Stretch Jeans']],
    ['sareee', ['Banarasi Silk Saree', 'Chiffon Party Saree']],
    ['shrt', ['Checked Cotton Shirt', 'Oxford Button Down Shirt', 'White Linen Shirt']],
    ['sherwny', ['Ivory Wedding Sherwani']],
  ])('%s', async (typo, expected) => {
    const body = await search(typo);
    expect(names(body)).toEqual(expect.arrayContaining(expected));
    // The garment asked for comes first: shirts (name and sub-category) before a T-shirt.
    expect(names(body).slice(0, expected.length).sort()).toEqual(expected);
  });

  it('says what it searched for instead when it corrected a word', async () => {
    expect((await search('jeens')).meta.corrected_query).toBe('jeans');
    expect((await search('banarsi sareee')).meta.corrected_query).toBe('banarasi saree');
    // Another spelling of a known word is not a typo but is named as the store writes it.
    expect((await search('kurtha')).meta.corrected_query).toBe('kurta');
  });

  it('falls back to any word when no product has all of them', async () => {
    const body = await search('linen lehenga');
    expect(names(body).sort()).toEqual(['Bridal Zari Lehenga', 'White Linen Shirt']);
  });

  it('answers nothing found, not an error, for words the store has never heard of', async () => {
    const body = await search('xqzvw');
    expect(body).toMatchObject({ data: [], meta: { total: 0, title: 'xqzvw' } });
  });
});

describe('search sorts and filters like a listing', () => {
  it('sorts search results by the price paid when asked', async () => {
    const body = await search('shirt', '&sort=price_asc');
    const prices = body.data.map((p) => p.discounted_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.length).toBeGreaterThanOrEqual(3);
  });

  it('filters search results by colour', async () => {
    expect(names(await search('shirt', '&color=navy'))).toEqual(['Checked Cotton Shirt']);
  });
});

describe('hostile input never breaks the search', () => {
  const hostile = [
    "'",
    '"',
    "kurta' OR 1=1 --",
    'a & b | !c',
    '!!!',
    ':*',
    '(((',
    'kurta:* & !',
    '\\',
    'saree\\',
    '<script>alert(1)</script>',
    '%_%',
    'कुर्ता',
    '日本語',
    '🧥👗',
    '\u0301\u0301',
    'e\u0301',
    '\u200b\u200d',
    '   ',
    'x'.repeat(200),
    Array(60).fill('kurta').join(' '),
  ];
  it.each(hostile.map((h) => [JSON.stringify(h).slice(0, 40), h]))('%s answers 200 or 400', async (_label, text) => {
    const res = await t.call('GET', `/api/product/product/search?search=${encodeURIComponent(text)}`);
    expect([200, 400]).toContain(res.status);
    const body = await res.json();
    if (res.status === 200) expect(Array.isArray(body.data)).toBe(true);
    else expect(body.error.code).toBe('validation_failed');
  });

  it('refuses a 10 KB query with 400 naming the field', async () => {
    const res = await t.call('GET', `/api/product/product/search?search=${'kurta%20'.repeat(1500)}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { search: expect.any(String) },
    });
  });

  it('reads query syntax as plain words: "!" does not negate, "()" do not group', async () => {
    const body = await search('kurta & !saree');
    // No product is both, so it falls back to either word: sarees are not excluded.
    expect(names(body)).toEqual(expect.arrayContaining(['Maroon Cotton Kurta', 'Banarasi Silk Saree']));
    const any = await search('(kurta)');
    expect(names(any)).toEqual(expect.arrayContaining(['Maroon Cotton Kurta']));
  });
});
