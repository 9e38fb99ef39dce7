import type { AdminProduct } from '@store/contract/admin-catalogue';
import type { ProductInput } from '@store/contract/admin-products';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import { invalidateCatalogue } from '../../catalog/catalog-cache';
import type { Tx } from '../../db/client';
import { orderLines, productColors, products, similarProducts, skus } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { setStockLevels } from '../../inventory/stock-levels';
import { runStaffAction } from '../staff-action';
import type { Actor } from '../staff-auth';
import { cleanDescription } from './description';
import { rebuildProductCards } from './product-cards';
import {
  checkCategory,
  checkColorNames,
  checkImages,
  checkSimilar,
  checkSlug,
  fieldError,
  whyNotPublishable,
} from './product-checks';
import { type LoadedProduct, loadProduct, presentProduct, productSnapshot } from './product-load';

type Before = LoadedProduct | { exists: false };

/**
 * Creates (id null) or replaces a product from the console's whole document: fields, colours,
 * sizes and stock, similar products. One audited transaction (runStaffAction), the card columns
 * rebuilt in it, the storefront's cached answers dropped once it commits.
 */
export async function saveProduct(
  deps: Deps,
  actor: Actor,
  id: number | null,
  input: ProductInput,
): Promise<AdminProduct> {
  let createdId: number | null = null;
  const saved = await runStaffAction<Before, number>(deps, actor, {
    action: id ? 'product.update' : 'product.create',
    permission: 'catalogue',
    entity: { type: 'product', id: (productId) => productId },
    load: async (tx) => {
      const target = id ?? createdId;
      if (target === null) return { exists: false };
      return loadProduct(tx, target, true);
    },
    refuse: () => null,
    apply: async (tx, before, at) => {
      const productId = await writeProduct(tx, 'id' in before ? before : null, input, at);
      createdId = productId;
      return productId;
    },
    snapshot: (s) => ('id' in s ? productSnapshot(s) : s),
    missing: 'Product not found',
  });
  // after the commit: a page read meanwhile cannot cache the old product again
  invalidateCatalogue();
  const product = await loadProduct(deps.db, saved);
  return presentProduct(product!);
}

/** The write itself, shared with the bulk CSV import (catalogue-import.ts): checks, then rows, then cards. */
export async function writeProduct(tx: Tx, before: LoadedProduct | null, input: ProductInput, at: Date) {
  const { sub } = await checkCategory(tx, input.category_id, input.sub_category_id);
  const slug = await checkSlug(tx, input, before?.id ?? null, before?.slug);
  checkColorNames(input);
  const kept = new Set([...(before?.colors.flatMap((c) => c.images) ?? []), before?.size_chart ?? ''].filter(Boolean));
  await checkImages(tx, input, kept);
  const similar = await checkSimilar(tx, input.similar_ids, before?.id ?? null);
  if (input.active) {
    const why = whyNotPublishable(input.colors);
    if (why) throw fieldError('active', why);
  }
  const removals = plannedRemovals(before, input);
  const clearedCodes = await checkCodes(tx, before, input);

  const fields = {
    name: input.name,
    slug,
    categoryId: input.category_id,
    subCategoryId: input.sub_category_id,
    pricePaise: input.price_paise,
    discountPercent: input.discount_percent,
    description: cleanDescription(input.description),
    specifications: input.specifications,
    sizeChart: input.size_chart,
    kind: sub.kind,
    active: input.active,
    updatedAt: at,
  };
  let productId: number;
  if (before) {
    productId = before.id;
    await tx.update(products).set(fields).where(eq(products.id, productId));
  } else {
    const [row] = await tx
      .insert(products)
      .values({ ...fields, createdAt: at })
      .returning({ id: products.id });
    productId = row.id;
  }

  if (removals.skuIds.length) await tx.delete(skus).where(inArray(skus.id, removals.skuIds));
  if (removals.colorIds.length) await tx.delete(productColors).where(inArray(productColors.id, removals.colorIds));

  const stockChanges: { skuId: number; onHand: number }[] = [];
  for (const [position, c] of input.colors.entries()) {
    let colorId = c.id;
    if (colorId) {
      await tx
        .update(productColors)
        .set({ name: c.name, hex: c.hex, images: c.images, position })
        .where(eq(productColors.id, colorId));
    } else {
      const [row] = await tx
        .insert(productColors)
        .values({ productId, name: c.name, hex: c.hex, images: c.images, position })
        .returning({ id: productColors.id });
      colorId = row.id;
    }
    const current = before?.colors.find((x) => x.id === colorId);
    for (const [j, s] of c.sizes.entries()) {
      const skuId = before?.skuIds.get(`${colorId}|${s.size}`);
      const old = current?.sizes.find((x) => x.size === s.size);
      if (skuId === undefined || !old) {
        await tx.insert(skus).values({ productId, colorId, size: s.size, stock: s.stock, code: s.code });
        continue;
      }
      if ((old.code ?? null) !== s.code || clearedCodes.has(skuId))
        await tx.update(skus).set({ code: s.code }).where(eq(skus.id, skuId));
      if (s.stock < old.reserved)
        throw new HttpError(
          'conflict',
          `Open orders hold ${old.reserved} of ${c.name} ${s.size}: on hand cannot be below ${old.reserved}`,
          {
            [`colors.${position}.sizes.${j}.stock`]: `At least ${old.reserved}: open orders hold them`,
          },
        );
      if (old.stock !== s.stock) stockChanges.push({ skuId, onHand: s.stock });
    }
  }
  // the owner's shelf counts of existing sizes go through inventory/, the one writer of stock
  if (stockChanges.length) await setStockLevels(tx, stockChanges);

  await tx.delete(similarProducts).where(eq(similarProducts.productId, productId));
  if (similar.length)
    await tx.insert(similarProducts).values(similar.map((similarId, position) => ({ productId, similarId, position })));

  await rebuildProductCards(tx, [productId], at);
  return productId;
}

/**
 * Colours and sizes the new document leaves out. One that an order names cannot go: its order
 * lines point at it (and open ones hold its pieces), so the save is refused (409) and the owner
 * sets its stock to 0 instead.
 */
function plannedRemovals(before: LoadedProduct | null, input: ProductInput) {
  const out = { colorIds: [] as number[], skuIds: [] as number[] };
  if (!before) {
    if (input.colors.some((c) => c.id)) throw fieldError('colors', 'A new product has no saved colours yet');
    return out;
  }
  input.colors.forEach((c, i) => {
    if (c.id && !before.colors.some((x) => x.id === c.id))
      throw fieldError(`colors.${i}.id`, 'This colour is not one of this product’s: reload the page');
  });
  for (const color of before.colors) {
    const next = input.colors.find((c) => c.id === color.id);
    for (const size of color.sizes) {
      if (next?.sizes.some((s) => s.size === size.size)) continue;
      const skuId = before.skuIds.get(`${color.id}|${size.size}`)!;
      if (size.reserved > 0)
        throw new HttpError(
          'conflict',
          `Open orders hold ${size.reserved} of ${color.name} ${size.size}: it cannot be removed until they ship or are cancelled`,
          { colors: `${color.name} ${size.size} is held by open orders` },
        );
      if ((before.skuLines.get(skuId) ?? 0) > 0)
        throw new HttpError(
          'conflict',
          `${color.name} ${size.size} has been ordered before, so it stays: set its stock to 0 instead`,
          { colors: `${color.name} ${size.size} has orders: set its stock to 0 instead` },
        );
      if (next) out.skuIds.push(skuId);
    }
    if (!next) out.colorIds.push(color.id);
  }
  return out;
}

/** SKU codes are unique across the shop, in any case (skus_code index): a clash is a 409 on that field. */
async function checkCodes(tx: Tx, before: LoadedProduct | null, input: ProductInput): Promise<Set<number>> {
  const wanted = new Map<string, string>();
  input.colors.forEach((c, i) => {
    c.sizes.forEach((s, j) => {
      if (!s.code) return;
      const field = `colors.${i}.sizes.${j}.code`;
      const key = s.code.toUpperCase();
      if (wanted.has(key)) throw fieldError(field, `SKU code ${s.code} is used twice`);
      wanted.set(key, field);
    });
  });
  if (wanted.size === 0) return new Set();
  const codes = [...wanted.keys()];
  const taken = await tx
    .select({ id: skus.id, code: skus.code, productId: skus.productId })
    .from(skus)
    .where(and(inArray(sql`upper(${skus.code})`, codes), before ? sql`${skus.productId} <> ${before.id}` : undefined));
  for (const t of taken) {
    const field = wanted.get(t.code!.toUpperCase())!;
    throw new HttpError('conflict', `SKU code ${t.code} belongs to product #${t.productId}`, {
      [field]: `Already used by product #${t.productId}`,
    });
  }
  // Codes moving between this product's own sizes: clear them first so the unique index allows the swap.
  // The sizes cleared here get their code (the same or another) back from the save.
  const own = [...(before?.skuIds.values() ?? [])];
  if (own.length === 0) return new Set();
  const cleared = await tx
    .update(skus)
    .set({ code: null })
    .where(and(inArray(skus.id, own), inArray(sql`upper(${skus.code})`, codes)))
    .returning({ id: skus.id });
  return new Set(cleared.map((c) => c.id));
}

/** Deletes a product nobody has ordered (its colours, sizes and reviews go with it); else 409: make it a draft. */
export async function deleteProduct(deps: Deps, actor: Actor, id: number): Promise<void> {
  await runStaffAction(deps, actor, {
    action: 'product.delete',
    permission: 'catalogue',
    entity: { type: 'product', id },
    load: (tx) => loadProduct(tx, id, true),
    refuse: (p) =>
      [...p.skuLines.values()].some((n) => n > 0) ? 'This product has orders: make it a draft instead' : null,
    apply: async (tx) => {
      const [ordered] = await tx
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.productId, id))
        .limit(1);
      if (ordered) throw new HttpError('conflict', 'This product has orders: make it a draft instead');
      await tx.delete(similarProducts).where(eq(similarProducts.similarId, id));
      await tx.delete(products).where(eq(products.id, id));
    },
    snapshot: productSnapshot,
    missing: 'Product not found',
  });
  invalidateCatalogue();
}

/** Publishes or hides a product; publishing needs a colour with a photo and a size (409 otherwise). */
export async function publishProduct(deps: Deps, actor: Actor, id: number, active: boolean): Promise<AdminProduct> {
  await runStaffAction(deps, actor, {
    action: active ? 'product.publish' : 'product.unpublish',
    permission: 'catalogue',
    entity: { type: 'product', id },
    load: (tx) => loadProduct(tx, id, true),
    refuse: (p) =>
      p.active === active
        ? `This product is already ${active ? 'published' : 'a draft'}`
        : active
          ? whyNotPublishable(p.colors)
          : null,
    apply: async (tx, _p, at) => {
      await tx.update(products).set({ active, updatedAt: at }).where(eq(products.id, id));
      await rebuildProductCards(tx, [id], at);
    },
    snapshot: productSnapshot,
    missing: 'Product not found',
  });
  invalidateCatalogue();
  return presentProduct((await loadProduct(deps.db, id))!);
}
