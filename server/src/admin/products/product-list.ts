import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductList,
  type CatalogueCategories,
  PRODUCT_LOW_BELOW,
} from '@store/contract/admin-catalogue';
import type { ProductsQuery } from '@store/contract/admin-products';
import { productPath } from '@store/contract/slug';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import { categories, products, subCategories } from '../../db/schema';

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A colour shoppers see as "Only few pieces left" (docs/spec.md §4: 1 to 4 pieces of the colour). */
const low = sql<boolean>`(${products.inventory} > 0 and exists (select 1 from skus k where k.product_id = ${products.id}
  group by k.color_id having sum(k.stock) between 1 and ${PRODUCT_LOW_BELOW - 1}))`;

/**
 * Searches name, slug and SKU (the owner's code, or the derived `<product>-<colour>-<size>`
 * id the stock CSV uses), or a product id; filters by category, sub-category, stock and state.
 */
export function productFilter(q: ProductsQuery): SQL | undefined {
  const term = q.q?.trim();
  let search: SQL | undefined;
  if (term) {
    const derived = /^(\d+)-\d+-[A-Za-z0-9]+$/.exec(term);
    search = sql`(${products.name} ilike ${like(term)} or ${products.slug} ilike ${like(term)}
      or exists (select 1 from skus k where k.product_id = ${products.id} and upper(k.code) like upper(${like(term)}))
      ${/^\d{1,9}$/.test(term) ? sql`or ${products.id} = ${Number(term)}` : sql``}
      ${derived ? sql`or ${products.id} = ${Number(derived[1])}` : sql``})`;
  }
  return and(
    search,
    q.category ? eq(products.categoryId, Number(q.category)) : undefined,
    q.sub ? eq(products.subCategoryId, Number(q.sub)) : undefined,
    q.stock === 'in' ? sql`${products.inventory} > 0` : undefined,
    q.stock === 'out' ? sql`${products.inventory} = 0` : undefined,
    q.stock === 'low' ? low : undefined,
    q.state ? eq(products.active, q.state === 'active') : undefined,
  );
}

const SORT_COLUMNS = {
  updated: products.updatedAt,
  created: products.createdAt,
  name: products.name,
  price: products.discountedPaise,
  stock: products.inventory,
} as const;

export async function listProducts(deps: Deps, q: ProductsQuery): Promise<AdminProductList> {
  const page = Number(q.page ?? 1);
  const sort = q.sort ?? 'updated';
  const dir = q.dir ?? (sort === 'name' || sort === 'stock' ? 'asc' : 'desc');
  const order = dir === 'asc' ? asc : desc;
  const filter = productFilter(q);
  const { db } = deps;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(products).where(filter);
  const rows = await db
    .select({
      p: {
        id: products.id,
        name: products.name,
        slug: products.slug,
        pricePaise: products.pricePaise,
        discountPercent: products.discountPercent,
        discountedPaise: products.discountedPaise,
        image1: products.image1,
        inventory: products.inventory,
        active: products.active,
        colors: sql<number>`jsonb_array_length(${products.colorSwatches})::int`,
        updatedAt: products.updatedAt,
        low,
      },
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      sub: { id: subCategories.id, name: subCategories.name },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(filter)
    .orderBy(order(SORT_COLUMNS[sort]), order(products.id))
    .limit(ADMIN_PRODUCTS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PRODUCTS_PAGE_SIZE);
  return {
    products: rows.map(({ p, category, sub }) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      category: { id: category.id, name: category.name },
      sub_category: sub,
      price_paise: p.pricePaise,
      discount_percent: p.discountPercent,
      discounted_paise: p.discountedPaise,
      image_1: p.image1,
      inventory: p.inventory,
      low: Boolean(p.low),
      active: p.active,
      colors: Number(p.colors),
      updated_at: p.updatedAt.toISOString(),
      url: productPath({ id: p.id, slug: p.slug, category: { slug: category.slug } }),
    })),
    total: Number(total),
    page,
    page_size: ADMIN_PRODUCTS_PAGE_SIZE,
  };
}

/** Categories with their sub-categories, for the editor's and the filters' choices. */
export async function catalogueCategories(deps: Deps): Promise<CatalogueCategories> {
  const cats = await deps.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  const subs = await deps.db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id));
  return {
    categories: cats.map((c) => ({
      id: c.id,
      name: c.name,
      sub_categories: subs.filter((s) => s.categoryId === c.id).map((s) => ({ id: s.id, name: s.name })),
    })),
  };
}
