import { eq, sql } from 'drizzle-orm';
import { refreshProductSummary } from '../../catalog/product-summary';
import type { Tx } from '../../db/client';
import { categories, productColors, products, subCategories } from '../../db/schema';
import { searchTextFor } from '../../search/search-text';

/**
 * After a console write, in its transaction: the card columns (image_1, sizes, colours,
 * inventory: catalog/product-summary.ts), the search text the seed would have written
 * (search/search-text.ts), updated_at, and the product's words in the typo dictionary.
 * Without the last, a shopper's search for a new word ("Zephyr") would be "corrected" to a
 * known one and miss the product (search/search-query.ts corrects words the dictionary lacks).
 */
export async function rebuildProductCards(tx: Tx, productIds: number[], at: Date): Promise<void> {
  await refreshProductSummary(tx, productIds);
  for (const id of productIds) {
    const [row] = await tx
      .select({ name: products.name, kind: subCategories.kind, sub: subCategories.name, category: categories.name })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
      .where(eq(products.id, id));
    if (!row) continue;
    const colors = await tx
      .select({ name: productColors.name })
      .from(productColors)
      .where(eq(productColors.productId, id));
    const searchText = searchTextFor(
      { category: row.category, subCategory: row.sub, kind: row.kind, colors: colors.map((c) => c.name) },
      row.name,
    );
    await tx.update(products).set({ searchText, kind: row.kind, updatedAt: at }).where(eq(products.id, id));
  }
  await addSearchWords(tx, productIds);
}

/**
 * Adds the words of these products' names and search texts to `search_words`, as
 * search/search-words.ts `refreshSearchWords` counts them, without rebuilding the whole
 * dictionary (a second or two at 100k products). Words of a renamed product stay until the next
 * rebuild: a stale word is at worst offered as a correction that finds nothing.
 */
async function addSearchWords(tx: Tx, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into search_words (word, weight)
    select w, count(*)::int from (
      select distinct p.id, regexp_split_to_table(lower(p.name || ' ' || p.search_text), '[^[:alnum:]]+') as w
        from products p where p.id in (${ids}) and p.active
    ) words
    where length(w) between 2 and 40 and w !~ '[0-9]'
    group by w
    on conflict (word) do nothing`);
}
