import { slugify } from '@store/contract/slug';
import { type GarmentKind, productImage, sizeChartImage } from '../images/keys';
import type { Rng } from '../prng';
import { searchTextFor } from '../search/search-text';
import {
  CATEGORIES,
  type Colour,
  NO_SIZE_CHART,
  PALETTE_FOR,
  PALETTES,
  PRICE_RANGES,
  parseProductLine,
  REMOTE_PINCODES,
  SIZE_SETS,
} from './catalogue-data';
import { describe, REVIEWER_NAMES, reviewText, specifications } from './copy';
import type { ProductDraft } from './insert';

/** The demo catalogue's clock: fixed, so every run writes the same timestamps. */
export const SEED_EPOCH = Date.UTC(2026, 9, 31, 12, 0, 0);
const HOUR = 3_600_000;
const DISCOUNTS = [0, 0, 0, 5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 70];
const RATINGS = [5, 5, 5, 4, 4, 4, 4, 3, 3, 2];
/** Positions in the demo list that are sold out in every colour and size. */
const SOLD_OUT_PRODUCTS = new Set([9, 58, 121]);

export interface SubCategoryIds {
  categoryId: number;
  subCategoryId: number;
  categoryName: string;
  subName: string;
  kind: GarmentKind;
  lines: string[];
}

/** Whole rupees ending in 9 (Rs 1,299), stored in paise. */
export function pricePaise(rng: Rng, kind: GarmentKind): number {
  const [min, max] = PRICE_RANGES[kind];
  const raw = rng.int(min, max);
  const rupees = Math.min(max, Math.max(min, Math.round(raw / 100) * 100 - 1));
  return rupees * 100;
}

/** Stock per size: mostly healthy, some low (< 5), some sold out; whole colours sometimes out. */
export function stockFor(rng: Rng, sizes: string[], soldOut: boolean): number[] {
  if (soldOut) return sizes.map(() => 0);
  return sizes.map(() => {
    const r = rng.next();
    if (r < 0.08) return 0;
    if (r < 0.25) return rng.int(1, 4);
    return rng.int(5, 40);
  });
}

export function coloursFor(rng: Rng, kind: GarmentKind, count: number): Colour[] {
  return rng.sample(PALETTES[PALETTE_FOR[kind]], count);
}

export function buildDemoDrafts(rng: Rng, subs: SubCategoryIds[]): ProductDraft[] {
  const drafts: ProductDraft[] = [];
  const bySub = new Map<number, number[]>();
  for (const sub of subs) {
    for (const line of sub.lines) {
      const { name, pattern, fabric } = parseProductLine(line);
      const index = drafts.length;
      const sizes = rng.pick(SIZE_SETS[sub.kind]);
      const whollySoldOut = SOLD_OUT_PRODUCTS.has(index);
      const colours = coloursFor(rng, sub.kind, rng.int(2, 4)).map((c) => ({
        name: c.name,
        hex: c.hex,
        images: Array.from({ length: rng.int(3, 4) }, (_, v) => productImage(sub.kind, c.hex, v + 1, pattern)),
        stock: stockFor(rng, sizes, whollySoldOut || rng.chance(0.1)),
      }));
      const reviews = Array.from({ length: rng.int(0, 6) }, () => {
        const rating = rng.pick(RATINGS);
        return {
          name: rng.pick(REVIEWER_NAMES),
          ...reviewText(rng, rating, sub.kind),
          rating,
          verifiedBuyer: rng.chance(0.6),
          createdAt: new Date(SEED_EPOCH - rng.int(24, 24 * 200) * HOUR),
        };
      });
      const noChart = NO_SIZE_CHART.includes(sub.kind) || (sub.kind === 'lehenga' && rng.chance(0.5));
      drafts.push({
        name,
        slug: slugify(name),
        categoryId: sub.categoryId,
        subCategoryId: sub.subCategoryId,
        pricePaise: pricePaise(rng, sub.kind),
        discountPercent: rng.pick(DISCOUNTS),
        description: describe(rng, sub.kind, pattern, fabric),
        specifications: specifications(rng, sub.kind, pattern, fabric),
        sizeChart: noChart ? null : sizeChartImage(sub.kind),
        kind: sub.kind,
        searchText: searchTextFor(
          {
            category: sub.categoryName,
            subCategory: sub.subName,
            kind: sub.kind,
            colors: colours.map((c) => c.name),
            extra: [fabric],
          },
          name,
        ),
        createdAt: new Date(SEED_EPOCH - rng.int(0, 24 * 120) * HOUR),
        sizes,
        colors: colours,
        reviews,
        similar: [],
        unserviceable: rng.chance(0.25) ? rng.sample(REMOTE_PINCODES, rng.int(1, 3)) : [],
      });
      bySub.set(sub.subCategoryId, [...(bySub.get(sub.subCategoryId) ?? []), index]);
    }
  }
  // 4-6 similar products from the same sub-category.
  for (const [i, d] of drafts.entries()) {
    const siblings = (bySub.get(d.subCategoryId) ?? []).filter((j) => j !== i);
    d.similar = rng.sample(siblings, rng.int(4, 6));
  }
  return drafts;
}

export const demoCategoryDefs = CATEGORIES;
