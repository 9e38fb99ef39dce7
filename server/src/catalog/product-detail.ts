import type { ProductColor, ProductDetail, Review } from '@store/contract/catalog';
import { SIZES } from '@store/contract/constants';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productColors, products, reviews, similarProducts, skus, subCategories } from '../db/schema';
import { AnswerCache, dbKey } from './catalog-cache';
import { cardColumns, newestFirst, selectCards, toCard } from './presenters';

/** Newest reviews shown on the page; the rating count covers all of them. */
export const DETAIL_REVIEWS = 50;
export const SIMILAR_MAX = 12;

const pages = new AnswerCache();

/** getProductDetail through the catalogue cache, tagged with the product and its similar ones. */
export function cachedProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  return pages.get(
    `${dbKey(db)}|${id}`,
    () => getProductDetail(db, id),
    (p) => (p ? [p.id, ...p.similar_products.map((s) => s.id)] : []),
  );
}

/**
 * The product page: one query for the product with its category and sub-category, then
 * colours with their stock, reviews, the rating and similar cards side by side. Unknown or
 * inactive ids answer null (the route turns that into 404).
 */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  const [p] = await db
    .select({
      card: cardColumns,
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      sub: { id: subCategories.id, name: subCategories.name, slug: subCategories.slug },
      description: products.description,
      specifications: products.specifications,
      sizeChart: products.sizeChart,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!p) return null;

  const [colors, reviewRows, [rating], similar] = await Promise.all([
    colorsOf(db, id),
    db
      .select()
      .from(reviews)
      .where(eq(reviews.productId, id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(DETAIL_REVIEWS),
    db
      .select({ avg: sql<string | null>`round(avg(${reviews.rating}), 2)`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.productId, id)),
    similarTo(db, id, p.sub.id),
  ]);

  const { colors: _swatches, ...card } = toCard(p.card);
  const inventory = colors.reduce((n, c) => n + c.stock, 0);
  return {
    ...card,
    in_stock: inventory > 0,
    rating: { average: Number(rating?.avg ?? 0), count: Number(rating?.count ?? 0) },
    category: p.category,
    sub_category: p.sub,
    description: p.description,
    specifications: p.specifications,
    size_chart: p.sizeChart,
    reviews: reviewRows.map(presentReview),
    inventory,
    colors,
    similar_products: similar,
  };
}

/** Colours in their order, each with images, the sizes it is offered in and stock per size. */
async function colorsOf(db: Db, productId: number): Promise<ProductColor[]> {
  const rows = await db
    .select({
      id: productColors.id,
      name: productColors.name,
      hex: productColors.hex,
      images: productColors.images,
      size: skus.size,
      stock: skus.stock,
    })
    .from(productColors)
    .leftJoin(skus, eq(skus.colorId, productColors.id))
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const byId = new Map<number, ProductColor>();
  for (const r of rows) {
    let color = byId.get(r.id);
    if (!color) {
      color = {
        id: r.id,
        name: r.name,
        hex: r.hex,
        thumbnail: r.images[0] ?? '',
        images: r.images,
        stock: 0,
        sizes: [],
        stock_by_size: {},
      };
      byId.set(r.id, color);
    }
    if (r.size !== null && r.stock !== null) {
      color.stock_by_size[r.size] = r.stock;
      color.stock += r.stock;
    }
  }
  // Sizes in the shop's order (XS..4XL), not the order the rows came back in.
  for (const color of byId.values()) color.sizes = SIZES.filter((s) => s in color.stock_by_size);
  return [...byId.values()];
}

/** The curated similar products; when none are curated, the newest of the same sub-category. */
async function similarTo(db: Db, id: number, subCategoryId: number) {
  const curated = await selectCards(db)
    .innerJoin(similarProducts, and(eq(similarProducts.similarId, products.id), eq(similarProducts.productId, id)))
    .where(eq(products.active, true))
    .orderBy(asc(similarProducts.position), asc(products.id))
    .limit(SIMILAR_MAX);
  if (curated.length > 0) return curated.map(toCard);
  const fallback = await selectCards(db)
    .where(and(eq(products.subCategoryId, subCategoryId), eq(products.active, true), ne(products.id, id)))
    .orderBy(...newestFirst(products.createdAt, products.id))
    .limit(SIMILAR_MAX);
  return fallback.map(toCard);
}

function presentReview(r: typeof reviews.$inferSelect): Review {
  return {
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    verified_buyer: r.verifiedBuyer,
    created_at: r.createdAt.toISOString(),
  };
}
