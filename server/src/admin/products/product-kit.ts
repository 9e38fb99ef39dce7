import type { ProductInputBody } from '@store/contract/admin-products';
import { photos } from '../../db/schema';
import { createCategory } from '../../test/factories';
import type { TestApp } from '../../test/test-app';

// Shared set-up for the console's catalogue tests (not a test file itself).

let n = 0;
/** A photo row as an upload leaves it (photos/ of issue 17 item 2 writes these); its image path. */
export async function addPhoto(t: TestApp, originalName = `photo-${++n}.jpg`): Promise<string> {
  const id = `t${Date.now().toString(36)}${(++n).toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await t.db.insert(photos).values({
    id,
    sha256: id.padEnd(64, '0'),
    mime: 'image/jpeg',
    width: 800,
    height: 1000,
    byteSize: 3,
    storage: 'db',
    bytes: Buffer.from([0xff, 0xd8, 0xff]),
    originalName,
  });
  return `/images/u/${id}`;
}

/** A category with a sub-category of shirts, and a draft product body in it. */
export async function categoryPair(t: TestApp, name = 'Menswear') {
  const { category, sub } = await createCategory(t.db, { name, subName: 'Linen Shirts', kind: 'shirt' });
  return { category, sub };
}

export function draft(
  pair: { category: { id: number }; sub: { id: number } },
  o: Partial<ProductInputBody> = {},
): ProductInputBody {
  return {
    name: 'Zephyr Linen Shirt',
    category_id: pair.category.id,
    sub_category_id: pair.sub.id,
    price_paise: 149_900,
    discount_percent: 0,
    description: 'Breathable linen.',
    ...o,
  };
}
