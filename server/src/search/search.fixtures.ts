import type { Db } from '../db/client';
import { categories, subCategories } from '../db/schema';
import { createProduct } from '../test/factories';
import { searchTextFor } from './search-text';
import { refreshSearchWords } from './search-words';

// A small store shaped like the demo one, for the listing and search tests.

const SUBS = [
  { cat: 'Men', name: 'Shirts', kind: 'shirt' },
  { cat: 'Men', name: 'T-Shirts', kind: 'tee' },
  { cat: 'Men', name: 'Jeans', kind: 'jeans' },
  { cat: 'Men', name: 'Trousers', kind: 'trousers' },
  { cat: 'Women', name: 'Kurtis', kind: 'kurta' },
  { cat: 'Women', name: 'Dresses', kind: 'dress' },
  { cat: 'Ethnic Wear', name: 'Kurtas', kind: 'kurta' },
  { cat: 'Ethnic Wear', name: 'Sarees', kind: 'saree' },
  { cat: 'Ethnic Wear', name: 'Lehengas', kind: 'lehenga' },
  { cat: 'Ethnic Wear', name: 'Sherwanis', kind: 'sherwani' },
  { cat: 'Ethnic Wear', name: 'Nehru Jackets', kind: 'jacket' },
] as const;

type SubName = (typeof SUBS)[number]['name'];

export const FIXTURE_PRODUCTS: {
  sub: SubName;
  name: string;
  price: number;
  discount: number;
  colors: string[];
  sizes: string[];
}[] = [
  {
    sub: 'Shirts',
    name: 'White Linen Shirt',
    price: 1499,
    discount: 20,
    colors: ['White', 'Sky Blue'],
    sizes: ['S', 'M', 'L', 'XL'],
  },
  { sub: 'Shirts', name: 'Checked Cotton Shirt', price: 999, discount: 0, colors: ['Red', 'Navy'], sizes: ['M', 'L'] },
  {
    sub: 'Shirts',
    name: 'Oxford Button Down Shirt',
    price: 1799,
    discount: 35,
    colors: ['Blue'],
    sizes: ['L', 'XL', 'XXL'],
  },
  {
    sub: 'T-Shirts',
    name: 'Printed Crew Neck T-Shirt',
    price: 599,
    discount: 10,
    colors: ['Black'],
    sizes: ['S', 'M'],
  },
  {
    sub: 'Jeans',
    name: 'Slim Fit Stretch Jeans',
    price: 1999,
    discount: 40,
    colors: ['Indigo'],
    sizes: ['M', 'L', 'XL'],
  },
  { sub: 'Trousers', name: 'Formal Pleated Trousers', price: 1299, discount: 15, colors: ['Grey'], sizes: ['M', 'L'] },
  {
    sub: 'Kurtis',
    name: 'Embroidered Anarkali Kurti',
    price: 1199,
    discount: 30,
    colors: ['Pink', 'Yellow'],
    sizes: ['XS', 'S', 'M'],
  },
  { sub: 'Dresses', name: 'Floral Maxi Dress', price: 2199, discount: 25, colors: ['Green'], sizes: ['S', 'M', 'L'] },
  {
    sub: 'Kurtas',
    name: 'Maroon Cotton Kurta',
    price: 1299,
    discount: 33,
    colors: ['Maroon'],
    sizes: ['M', 'L', 'XL'],
  },
  {
    sub: 'Kurtas',
    name: 'Chikankari Lucknowi Kurta',
    price: 2499,
    discount: 10,
    colors: ['White', 'Peach'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
  },
  { sub: 'Sarees', name: 'Banarasi Silk Saree', price: 7999, discount: 50, colors: ['Red', 'Gold'], sizes: ['M'] },
  { sub: 'Sarees', name: 'Chiffon Party Saree', price: 2999, discount: 45, colors: ['Teal'], sizes: ['M'] },
  { sub: 'Lehengas', name: 'Bridal Zari Lehenga', price: 14999, discount: 20, colors: ['Red'], sizes: ['S', 'M', 'L'] },
  {
    sub: 'Sherwanis',
    name: 'Ivory Wedding Sherwani',
    price: 11999,
    discount: 15,
    colors: ['Ivory'],
    sizes: ['M', 'L', 'XL', '3XL'],
  },
  {
    sub: 'Nehru Jackets',
    name: 'Jacquard Nehru Jacket',
    price: 2299,
    discount: 30,
    colors: ['Navy', 'Maroon'],
    sizes: ['M', 'L', 'XL'],
  },
];

export async function buildSearchCatalogue(db: Db) {
  const catIds = new Map<string, number>();
  for (const [i, name] of ['Men', 'Women', 'Ethnic Wear'].entries()) {
    const [row] = await db
      .insert(categories)
      .values({ name, slug: name.toLowerCase().replace(' ', '-'), position: i })
      .returning();
    catIds.set(name, row.id);
  }
  const subIds = new Map<string, { id: number; categoryId: number; cat: string; kind: string }>();
  for (const [i, s] of SUBS.entries()) {
    const categoryId = catIds.get(s.cat) as number;
    const slug = s.name.toLowerCase().replace(/[^a-z]+/g, '-');
    const [row] = await db
      .insert(subCategories)
      .values({ categoryId, name: s.name, slug, kind: s.kind, position: i })
      .returning();
    subIds.set(s.name, { id: row.id, categoryId, cat: s.cat, kind: s.kind });
  }
  const ids = new Map<string, number>();
  for (const [i, p] of FIXTURE_PRODUCTS.entries()) {
    const sub = subIds.get(p.sub) as { id: number; categoryId: number; cat: string; kind: string };
    const { product } = await createProduct(db, {
      name: p.name,
      price: p.price,
      discount: p.discount,
      categoryId: sub.categoryId,
      subCategoryId: sub.id,
      sizes: p.sizes,
      colors: p.colors.map((name) => ({ name })),
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      searchText: searchTextFor({ category: sub.cat, subCategory: p.sub, kind: sub.kind, colors: p.colors }, p.name),
    });
    ids.set(p.name, product.id);
  }
  await refreshSearchWords(db);
  return { catIds, subIds, ids };
}
