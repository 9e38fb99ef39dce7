import { PRODUCT_LIMITS as L, PRODUCT_SORTS, PRODUCT_STATES, PRODUCT_STOCK_FILTERS } from './admin-catalogue';
import { SIZES } from './constants';
import { idNumber } from './limit-fields';
import { z } from './zod';

// The console's catalogue requests (/api/admin/products*), validated on the server. The console
// imports only the types and admin-catalogue.ts (zod stays out of the browser).

export * from './admin-catalogue';

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long (at most ${max} characters)`);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An image the store serves: its own `/images/...` path (an uploaded photo or a drawn one), never another site's. */
export const IMAGE_PATH_PATTERN = /^\/images\/[A-Za-z0-9/_-]{1,200}$/;
const imagePath = z
  .string()
  .trim()
  .regex(IMAGE_PATH_PATTERN, 'Use a photo uploaded to this store (its path starts with /images/)');

export const ProductsQuery = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  category: idNumber().optional(),
  sub: idNumber().optional(),
  stock: z.enum(PRODUCT_STOCK_FILTERS, { error: 'Stock: in, low or out' }).optional(),
  state: z.enum(PRODUCT_STATES, { error: 'State: active or draft' }).optional(),
  sort: z.enum(PRODUCT_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ProductsQuery = z.input<typeof ProductsQuery>;

export const SkuInput = z.object({
  size: z.enum(SIZES, { error: `Size: one of ${SIZES.join(', ')}` }),
  stock: z.coerce
    .number({ error: 'Stock must be a whole number' })
    .int('Stock must be a whole number')
    .min(0, 'Stock cannot be negative')
    .max(L.stock, `Stock: at most ${L.stock}`),
  code: z
    .string()
    .trim()
    .max(40, 'SKU code: at most 40 characters')
    // server/src/inventory/sku-codes.ts: an owner's code, never the derived <product>-<colour>-<size> form
    .regex(
      /^$|^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/,
      'SKU code: letters, digits and . _ / - (starting with a letter or digit)',
    )
    .refine((c) => !/^\d+-\d+-.+$/.test(c), 'SKU code: the form 12-34-M is kept for codes the shop makes itself')
    .nullish()
    .transform((c) => c || null),
});

export const ColorInput = z.object({
  /** an existing colour of this product; absent for a new one */
  id: idNumber().optional(),
  name: text(40, 'Colour name'),
  hex: z
    .string({ error: 'Swatch is required' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Swatch: a colour like #1f2a44')
    .transform((h) => h.toLowerCase()),
  images: z.array(imagePath).max(L.imagesPerColor, `At most ${L.imagesPerColor} photos per colour`).default([]),
  sizes: z
    .array(SkuInput)
    .max(SIZES.length)
    .default([])
    .refine((s) => new Set(s.map((x) => x.size)).size === s.length, 'Each size once per colour'),
});

export const ProductInput = z.object({
  name: text(L.name, 'Name'),
  /** empty: made from the name (contract/src/slug.ts) */
  slug: z
    .string()
    .trim()
    .max(L.slug, `Slug: at most ${L.slug} characters`)
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug: lowercase letters, digits and single hyphens')
    .default(''),
  category_id: idNumber('Choose a category'),
  sub_category_id: idNumber('Choose a sub-category'),
  price_paise: z
    .number({ error: 'Price is required' })
    .int('Price: whole paise')
    .min(L.pricePaiseMin, 'Price: at least ₹1')
    .max(L.pricePaiseMax, 'Price: at most ₹1,00,00,000'),
  discount_percent: z
    .number({ error: 'Discount: a whole percent from 0 to 90' })
    .int('Discount: a whole percent from 0 to 90')
    .min(0, 'Discount: a whole percent from 0 to 90')
    .max(L.discountMax, 'Discount: a whole percent from 0 to 90')
    .default(0),
  description: z.string().max(L.description, 'Description is too long').default(''),
  specifications: z
    .array(z.object({ name: text(60, 'Specification name'), value: text(200, 'Specification value') }))
    .max(L.specifications, `At most ${L.specifications} specifications`)
    .default([]),
  size_chart: imagePath.nullish().transform((v) => v || null),
  similar_ids: z.array(idNumber()).max(L.similar, `At most ${L.similar} similar products`).default([]),
  active: z.boolean().default(false),
  colors: z.array(ColorInput).max(L.colors, `At most ${L.colors} colours`).default([]),
});
export type ProductInput = z.infer<typeof ProductInput>;
export type ProductInputBody = z.input<typeof ProductInput>;

export const PublishInput = z.object({ active: z.boolean({ error: 'active: true or false' }) });
