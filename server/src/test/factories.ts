import { hash } from '@node-rs/argon2';
import { slugify } from '@store/contract/slug';
import { createSession } from '../accounts/sessions';
import { refreshProductSummary } from '../catalog/product-summary';
import type { Db } from '../db/client';
import { addresses, categories, productColors, products, skus, subCategories, users } from '../db/schema';

// Test factories: build real rows with sensible defaults and overrides (docs/decisions/0002-layout-and-conventions.md).
let seq = 0;
const next = () => ++seq;

export async function createCategory(db: Db, o: { name?: string; subName?: string; kind?: string } = {}) {
  const n = next();
  const name = o.name ?? `Category ${n}`;
  const [category] = await db
    .insert(categories)
    .values({ name, slug: `${slugify(name)}-${n}`, position: n })
    .returning();
  const subName = o.subName ?? `Sub ${n}`;
  const [sub] = await db
    .insert(subCategories)
    .values({ categoryId: category.id, name: subName, slug: slugify(subName), kind: o.kind ?? 'shirt', position: n })
    .returning();
  return { category, sub };
}

export interface ProductOverrides {
  name?: string;
  price?: number; // rupees
  discount?: number;
  description?: string;
  stock?: number; // per SKU
  sizes?: string[];
  colors?: { name: string; hex?: string; stock?: number }[];
  categoryId?: number;
  subCategoryId?: number;
  createdAt?: Date;
  searchText?: string;
}

export async function createProduct(db: Db, o: ProductOverrides = {}) {
  const n = next();
  let { categoryId, subCategoryId } = o;
  if (!categoryId || !subCategoryId) {
    const { category, sub } = await createCategory(db);
    categoryId = category.id;
    subCategoryId = sub.id;
  }
  const name = o.name ?? `Test Shirt ${n}`;
  const [product] = await db
    .insert(products)
    .values({
      name,
      slug: slugify(name),
      categoryId,
      subCategoryId,
      pricePaise: Math.round((o.price ?? 1000) * 100),
      discountPercent: o.discount ?? 0,
      description: o.description ?? `A test product number ${n}.`,
      kind: 'shirt',
      searchText: o.searchText ?? '',
      ...(o.createdAt && { createdAt: o.createdAt }),
    })
    .returning();
  const sizes = o.sizes ?? ['S', 'M', 'L'];
  const colorList = o.colors ?? [{ name: 'Navy', hex: '#1f2a44' }];
  const colors = [];
  for (const [i, c] of colorList.entries()) {
    const [color] = await db
      .insert(productColors)
      .values({
        productId: product.id,
        name: c.name,
        hex: c.hex ?? '#333333',
        images: [`/images/test/${product.id}-${i}-1`, `/images/test/${product.id}-${i}-2`],
        position: i,
      })
      .returning();
    const rows = await db
      .insert(skus)
      .values(
        sizes.map((size) => ({ productId: product.id, colorId: color.id, size, stock: c.stock ?? o.stock ?? 10 })),
      )
      .returning();
    colors.push({ ...color, skus: rows });
  }
  await refreshProductSummary(db, [product.id]);
  return { product, colors, categoryId, subCategoryId };
}

export async function createUser(
  db: Db,
  o: { name?: string; email?: string; phone?: string; password?: string; guest?: boolean } = {},
) {
  const n = next();
  const password = o.password ?? 'chikan-kurta-7';
  const [user] = await db
    .insert(users)
    .values({
      name: o.name ?? `Shopper ${n}`,
      email: o.email ?? `shopper${n}-${Date.now()}@example.in`,
      phoneNumber: o.phone ?? `98${String(n).padStart(8, '0')}`,
      passwordHash: await hash(password),
      guest: o.guest ?? false,
    })
    .returning();
  const token = await createSession(db, user.id);
  return { user, token, password, auth: { authorization: `Token ${token}` } };
}

/** A saved delivery address on a serviceable Lucknow pincode. */
export async function createAddress(db: Db, userId: number, o: { name?: string } = {}) {
  const [address] = await db
    .insert(addresses)
    .values({
      userId,
      name: o.name ?? 'Asha',
      phoneNumber: '9876543210',
      addressLine1: '12 Hazratganj',
      pinCode: '226001',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
    })
    .returning();
  return address;
}
