import type { Suggestions } from '@store/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildSearchCatalogue } from './search.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await buildSearchCatalogue(t.db);
});
afterAll(() => t.close());

async function suggest(q: string): Promise<Suggestions> {
  const res = await t.call('GET', `/api/product/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toContain('public');
  return (await res.json()).data;
}

describe('GET /api/product/suggest', () => {
  it('completes the word being typed, offers the sub-category and the first products', async () => {
    const s = await suggest('kur');
    expect(s.query).toBe('kur');
    expect(s.words).toContain('kurta');
    expect(s.words).not.toContain('kurtas'); // one per singular
    expect(s.words).not.toContain('kurtha'); // other spellings as the store writes them
    expect(s.sub_categories.map((x) => x.name)).toEqual(expect.arrayContaining(['Kurtis', 'Kurtas']));
    const kurtas = s.sub_categories.find((x) => x.name === 'Kurtas');
    expect(kurtas).toMatchObject({
      category: 'Ethnic Wear',
      url: expect.stringMatching(/^\/search\/sub-category\/\d+\/kurtas$/),
    });
    expect(s.products.length).toBeGreaterThan(0);
    expect(s.products.length).toBeLessThanOrEqual(5);
    expect(s.products.every((p) => /kurt/i.test(p.name))).toBe(true);
    expect(s.products[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      url: expect.stringMatching(/^\/ethnic-wear\/\d+\//),
      image_1: expect.any(String),
      discounted_price: expect.any(Number),
    });
  });

  it('corrects a typo and says what it corrected to: kurtha -> kurta, sareee -> saree', async () => {
    const kurtha = await suggest('kurtha');
    expect(kurtha.corrected).toBe('kurta');
    expect(kurtha.words[0]).toBe('kurta');
    expect(kurtha.sub_categories.map((x) => x.name)).toContain('Kurtas');
    const saree = await suggest('banarsi sareee');
    expect(saree.corrected).toBe('banarasi saree');
    expect(saree.words).toContain('banarasi saree');
    expect(saree.products.map((p) => p.name)).toEqual(['Banarasi Silk Saree']);
  });

  it('finds the sub-category by a synonym: sari -> Sarees, tee -> T-Shirts', async () => {
    expect((await suggest('sari')).sub_categories.map((x) => x.name)).toContain('Sarees');
    expect((await suggest('tee')).sub_categories.map((x) => x.name)).toContain('T-Shirts');
  });

  it('keeps the words already typed in front of a completion', async () => {
    const s = await suggest('cotton ku');
    expect(s.words[0]).toMatch(/^cotton ku/);
    expect(s.products.map((p) => p.name)).toEqual(['Maroon Cotton Kurta']);
  });

  it('answers empty lists for one character, nothing searchable, or words never heard of', async () => {
    for (const q of ['', 'k', '   ', '!!', 'the']) {
      const s = await suggest(q);
      expect({ words: s.words, subs: s.sub_categories, products: s.products }, q).toEqual({
        words: [],
        subs: [],
        products: [],
      });
    }
    const none = await suggest('zzqxv');
    expect(none.products).toEqual([]);
  });

  it('reads hostile text as plain words and refuses a query over 200 characters, never a 500', async () => {
    for (const q of ["kur'; drop table products;--", 'kur%', 'kur_', 'a:* | b', '\\', '(((', 'कुर्ता']) {
      const res = await t.call('GET', `/api/product/suggest?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
    const long = await t.call('GET', `/api/product/suggest?q=${'k'.repeat(201)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toHaveProperty('q');
  });
});
