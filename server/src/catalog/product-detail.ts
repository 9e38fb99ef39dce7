import type { ProductColor, ProductDetail, Review } from '@store/contract/catalog';
import { SIZES } from '@store/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, productColors, products, reviews, similarProducts, skus, subCategories } from '../db/schema';
import { AnswerCache, dbKey } from './catalog-cache';
import { type CardRow, cardColumns, newestFirst, selectCards, toCard } from './presenters';

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

/** Newest cards of a sub-category, for product pages without curated similar products. */
const newestOfSub = new AnswerCache();

interface ColorRow {
  id: number;
  name: string;
  hex: string;
  images: string[];
  skus: { size: string; stock: number }[] | null;
}
/** A review as json_agg gives it: the API's shape, with created_at in PostgreSQL's text form. */
type ReviewRow = Review;

/**
 * The product page in one statement: the product with its category and sub-category, its
 * colours with stock per size, the newest reviews, the rating and the curated similar cards
 * as JSON sub-selects (on PGlite every statement costs a round through the one thread, so
 * five became one). Without curated similar products, the sub-category's newest come from
 * memory. Unknown or inactive ids answer null (the route turns that into 404).
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
      colors: sql<ColorRow[] | null>`(select json_agg(json_build_object('id', c.id, 'name', c.name, 'hex', c.hex,
          'images', c.images, 'skus', (select json_agg(json_build_object('size', k.size, 'stock', k.stock))
            from ${skus} k where k.color_id = c.id)) order by c.position, c.id)
        from ${productColors} c where c.product_id = ${products.id})`,
      reviews: sql<ReviewRow[] | null>`(select json_agg(r order by r.created_at desc, r.id desc) from (
          select id, name, rating, title, comment, verified_buyer, created_at from ${reviews} v
          where v.product_id = ${products.id} order by created_at desc, id desc limit ${DETAIL_REVIEWS}) r)`,
      rating: sql<{ average: number | null; count: number }>`(select json_build_object(
          'average', round(avg(v.rating), 2), 'count', count(*)) from ${reviews} v where v.product_id = ${products.id})`,
      curated: sql<CardRow[] | null>`(select json_agg(x.card order by x.position, x.similar_id) from (
          select s.position, s.similar_id, json_build_object('id', q.id, 'name', q.name, 'slug', q.slug,
            'categorySlug', qc.slug, 'pricePaise', q.price_paise, 'discountPercent', q.discount_percent,
            'discountedPaise', q.discounted_paise, 'image1', q.image_1, 'sizes', q.sizes,
            'colorSwatches', q.color_swatches, 'ratingAvg', q.rating_avg, 'ratingCount', q.rating_count,
            'inventory', q.inventory) as card
          from ${similarProducts} s join ${products} q on q.id = s.similar_id
            join ${categories} qc on qc.id = q.category_id
          where s.product_id = ${products.id} and q.active
          order by s.position, s.similar_id limit ${SIMILAR_MAX}) x)`,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!p) return null;

  const colors = (p.colors ?? []).map(presentColor);
  const { colors: _swatches, ...card } = toCard(p.card);
  const inventory = colors.reduce((n, c) => n + c.stock, 0);
  return {
    ...card,
    in_stock: inventory > 0,
    rating: { average: Number(p.rating?.average ?? 0), count: Number(p.rating?.count ?? 0) },
    category: p.category,
    sub_category: p.sub,
    description: p.description,
    specifications: p.specifications,
    size_chart: p.sizeChart,
    reviews: (p.reviews ?? []).map(presentReview),
    inventory,
    colors,
    similar_products: await similarTo(db, id, p.sub.id, p.curated ?? []),
  };
}

/** A colour with images, the sizes it is offered in (the shop's order, XS..4XL) and stock per size. */
function presentColor(r: ColorRow): ProductColor {
  const stockBySize: Record<string, number> = {};
  for (const k of r.skus ?? []) stockBySize[k.size] = k.stock;
  return {
    id: r.id,
    name: r.name,
    hex: r.hex,
    thumbnail: r.images[0] ?? '',
    images: r.images,
    stock: Object.values(stockBySize).reduce((n, x) => n + x, 0),
    sizes: SIZES.filter((s) => s in stockBySize),
    stock_by_size: stockBySize,
  };
}

/** The curated similar products; when none are curated, the newest of the same sub-category. */
async function similarTo(db: Db, id: number, subCategoryId: number, curated: CardRow[]) {
  if (curated.length > 0) return curated.map(toCard);
  const newest = await newestOfSub.get(
    `${dbKey(db)}|${subCategoryId}`,
    async () =>
      (
        await selectCards(db)
          .where(and(eq(products.subCategoryId, subCategoryId), eq(products.active, true)))
          .orderBy(...newestFirst(products.createdAt, products.id))
          .limit(SIMILAR_MAX + 1)
      ).map(toCard),
    (cards) => cards.map((c) => c.id),
  );
  return newest.filter((c) => c.id !== id).slice(0, SIMILAR_MAX);
}

function presentReview(r: ReviewRow): Review {
  return {
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    verified_buyer: r.verified_buyer,
    created_at: new Date(r.created_at).toISOString(),
  };
}
