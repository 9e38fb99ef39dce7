import type { AdminProduct } from '@store/contract/admin-catalogue';
import type { ProductInputBody } from '@store/contract/admin-products';
import { SIZES, type Size } from '@store/contract/constants';
import { discountedPrice } from '@store/contract/pricing';
import { slugify } from '@store/contract/slug';

// The product editor's state and its conversions to and from the API (no React here, so the
// rules are tested without a browser: product-form.test.ts).

export interface SizeRow {
  size: Size;
  stock: string;
  reserved: number;
  code: string;
}
export interface ColorRow {
  /** React's key: a saved colour's id, or a made-up negative one */
  key: number;
  id?: number;
  name: string;
  hex: string;
  images: string[];
  sizes: SizeRow[];
}
export interface ProductForm {
  name: string;
  slug: string;
  /** true once the owner types a slug: then the name no longer rewrites it */
  slugEdited: boolean;
  category_id: string;
  sub_category_id: string;
  /** rupees as typed, e.g. "1499.50" */
  price: string;
  discount: string;
  description: string;
  specifications: { name: string; value: string }[];
  size_chart: string[];
  similar: { id: number; name: string }[];
  active: boolean;
  colors: ColorRow[];
}

export const emptyForm = (): ProductForm => ({
  name: '',
  slug: '',
  slugEdited: false,
  category_id: '',
  sub_category_id: '',
  price: '',
  discount: '0',
  description: '',
  specifications: [],
  size_chart: [],
  similar: [],
  active: false,
  colors: [],
});

export function formOf(p: AdminProduct): ProductForm {
  return {
    name: p.name,
    slug: p.slug,
    slugEdited: p.slug !== slugify(p.name),
    category_id: String(p.category_id),
    sub_category_id: String(p.sub_category_id),
    price: String(p.price_paise / 100),
    discount: String(p.discount_percent),
    description: p.description,
    specifications: p.specifications,
    size_chart: p.size_chart ? [p.size_chart] : [],
    similar: p.similar,
    active: p.active,
    colors: p.colors.map((c) => ({
      key: c.id,
      id: c.id,
      name: c.name,
      hex: c.hex,
      images: c.images,
      sizes: c.sizes.map((s) => ({ size: s.size, stock: String(s.stock), reserved: s.reserved, code: s.code ?? '' })),
    })),
  };
}

/** "1,499.50" or "₹1499" -> paise; NaN when it is not an amount (the server names the field). */
export function paiseOf(rupees: string): number {
  const clean = rupees.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return Number.NaN;
  return Math.round(Number(clean) * 100);
}

export function inputOf(f: ProductForm): ProductInputBody {
  return {
    name: f.name,
    slug: f.slug,
    category_id: Number(f.category_id) || (undefined as never),
    sub_category_id: Number(f.sub_category_id) || (undefined as never),
    price_paise: paiseOf(f.price),
    discount_percent: f.discount.trim() === '' ? 0 : Number(f.discount),
    description: f.description,
    specifications: f.specifications.filter((s) => s.name.trim() || s.value.trim()),
    size_chart: f.size_chart[0] ?? null,
    similar_ids: f.similar.map((s) => s.id),
    active: f.active,
    colors: f.colors.map((c) => ({
      id: c.id,
      name: c.name,
      hex: c.hex,
      images: c.images,
      sizes: [...c.sizes]
        .sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size))
        .map((s) => ({
          size: s.size,
          stock: s.stock.trim() === '' ? 0 : Number(s.stock),
          code: s.code.trim() || null,
        })),
    })),
  };
}

/** The name's slug while the owner has not typed one (docs/spec.md §2, contract/src/slug.ts). */
export const withName = (f: ProductForm, name: string): ProductForm => ({
  ...f,
  name,
  slug: f.slugEdited ? f.slug : slugify(name),
});

/** What shoppers pay, as the storefront rounds it (docs/spec.md §9), or null while the price is not an amount. */
export function pricePreview(price: string, discount: string): { mrp: number; pay: number; saved: number } | null {
  const paise = paiseOf(price);
  const d = Number(discount || 0);
  if (!Number.isFinite(paise) || paise <= 0 || !Number.isInteger(d) || d < 0 || d > 90) return null;
  const pay = discountedPrice(paise, d);
  return { mrp: paise / 100, pay: pay / 100, saved: (paise - pay) / 100 };
}

/** The server's field errors that belong to colour `i` (e.g. colors.1.images.0), shown in its box. */
export const colorErrors = (errors: Record<string, string>, i: number) =>
  Object.entries(errors)
    .filter(([k]) => k === `colors.${i}` || k.startsWith(`colors.${i}.`))
    .map(([, v]) => v);

/** Why the form cannot be published yet, as the server will say it (product-checks.ts). */
export const publishBlocker = (f: ProductForm) =>
  f.colors.some((c) => c.images.length > 0 && c.sizes.length > 0)
    ? null
    : 'To publish, add at least one colour with a photo and a size';

let nextKey = -1;
export const newColor = (): ColorRow => ({ key: nextKey--, name: '', hex: '#1f2a44', images: [], sizes: [] });
