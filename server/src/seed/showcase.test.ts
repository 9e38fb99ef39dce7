import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedCatalogue } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.db);
  await seedCatalogue(t.db); // idempotent
});
afterAll(() => t.close());

describe('home showcase seed', () => {
  it('gives the carousel banners that link to real category listings', async () => {
    const { data } = await (await t.call('GET', '/api/global/floating')).json();
    expect(data.length).toBeGreaterThanOrEqual(3);
    const { data: cats } = await (await t.call('GET', '/api/product/category/list')).json();
    const listings = cats.map((c: { id: number; slug: string }) => `/search/category/${c.id}/${c.slug}`);
    for (const banner of data) {
      expect(listings).toContain(banner.link);
      expect(banner.image).toMatch(/^\/images\/b\/\d$/);
      expect((await t.app.request(`${banner.image}/320.webp`)).status).toBe(200);
    }
  });

  it('gives at least four new launches, each with three images that render', async () => {
    const { data } = await (await t.call('GET', '/api/product/new-launch')).json();
    expect(data.length).toBeGreaterThanOrEqual(4);
    for (const launch of data) {
      expect(launch.description.length).toBeGreaterThan(40);
      expect(launch.images).toHaveLength(3);
    }
    expect((await t.app.request(`${data[0].images[0]}/320.avif`)).status).toBe(200);
  });
});
