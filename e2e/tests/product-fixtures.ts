import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { HomeRow, ProductColor, ProductDetail } from '@store/contract/catalog';

// Products for the product and cart journeys, picked from the running store's own API so the
// journeys follow the seed instead of hard-coding it.

export interface ProductPick {
  product: ProductDetail;
  color: ProductColor; // a colour with a size of stock >= 2
  size: string;
  stock: number;
  other: ProductColor; // another colour
}

const REMOTE_PINCODES = ['744101', '682555', '194101', '737101', '790001', '795001'];
export const SERVICEABLE_PINCODE = '226001';

async function details(request: APIRequestContext): Promise<ProductDetail[]> {
  const rows = (await (await request.get('/api/product/sub-category/product/list')).json()).data as HomeRow[];
  const ids = [...new Set(rows.flatMap((r) => r.products.map((p) => p.id)))].slice(0, 40);
  return Promise.all(ids.map(async (id) => (await (await request.get(`/api/product/product/${id}`)).json()).data));
}

/**
 * A product with two colours or more, sizes, and a size in stock in the first usable colour.
 * `skip` passes over that many fitting products: the journeys that place orders take the first,
 * and a test whose cart must not be sold out under it by their orders takes another.
 */
export async function pickProduct(request: APIRequestContext, minStock = 2, skip = 0): Promise<ProductPick> {
  let fitting = 0;
  for (const product of await details(request)) {
    if (product.colors.length < 2 || product.sizes.length < 2) continue;
    for (const color of product.colors) {
      const size = color.sizes.find((s) => (color.stock_by_size[s] ?? 0) >= minStock);
      const other = product.colors.find((c) => c.id !== color.id);
      if (!size || !other) continue;
      if (fitting++ === skip) return { product, color, size, stock: color.stock_by_size[size], other };
      break;
    }
  }
  throw new Error('no product in the seed fits');
}

/** A pincode the product cannot be delivered to: one of its remote pincodes, else one the directory lacks. */
export async function unserviceablePincode(request: APIRequestContext, productId: number): Promise<string> {
  for (const pin of REMOTE_PINCODES) {
    const res = await request.get(`/api/pincode/${pin}?product=${productId}`);
    if (res.ok() && (await res.json()).data.serviceable === false) return pin;
  }
  return '999999';
}

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Page load finished and the first hydration is done (handlers attached), so clicks are not
 * lost. Sections hydrated later take their first tap themselves (hydrate-later.spec.ts).
 */
export async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  await firstHydration(page);
}
/** The first hydration is done (entry.client.tsx marks it); sections under HydrateLater may still wait. */
export async function firstHydration(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
}
