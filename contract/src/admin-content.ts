import { z } from './zod';

// The console's content and coupon requests (/api/admin/content/*, /api/admin/coupons*),
// validated on the server. The console imports only the types (zod stays out of the browser).

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long (at most ${max} characters)`);
const optionalText = (max: number, what: string) =>
  z
    .string({ error: `${what} must be text` })
    .trim()
    .max(max, `${what} is too long (at most ${max} characters)`)
    .default('');

/** An image this store serves (an uploaded photo `/images/u/<id>` or a drawn one), never another site's. */
export const CONTENT_IMAGE_PATTERN = /^\/images\/[A-Za-z0-9/_-]{1,200}$/;
const image = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .regex(CONTENT_IMAGE_PATTERN, `${what}: use a photo uploaded to this store (its path starts with /images/)`);

/** A link on the home page goes to one of this store's own pages: a path, never another site. */
export const OWN_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/?#]*$/;
const ownPath = z
  .string({ error: 'Link is required' })
  .trim()
  .max(300, 'Link is too long')
  .regex(OWN_PATH_PATTERN, 'Link: a path of this store, such as /search/category/1/men')
  .refine((p) => !p.includes('\\'), 'Link: a path of this store, such as /search/category/1/men');

const position = z.coerce
  .number({ error: 'Order must be a number' })
  .int('Order must be a whole number')
  .min(0, 'Order must be 0 or more')
  .max(1000, 'Order must be at most 1000')
  .default(0);
const when = (what: string) =>
  z
    .union([z.iso.datetime({ offset: true, error: `${what}: a date and time` }), z.null(), z.literal('')])
    .optional()
    .transform((v) => (v ? new Date(v) : null));

export const BannerInput = z
  .object({
    image: image('Desktop image'),
    phone_image: z
      .union([image('Phone image'), z.null(), z.literal('')])
      .optional()
      .transform((v) => v || null),
    title: text(80, 'Title'),
    subtitle: optionalText(160, 'Subtitle'),
    link: ownPath,
    position,
    starts_at: when('Starts'),
    ends_at: when('Ends'),
  })
  .refine((b) => !b.starts_at || !b.ends_at || b.ends_at > b.starts_at, {
    path: ['ends_at'],
    message: 'Ends must be after it starts',
  });
export type BannerInput = z.input<typeof BannerInput>;

export const LaunchInput = z.object({
  name: text(80, 'Name'),
  description: optionalText(300, 'Description'),
  images: z
    .array(image('Image'), { error: 'Images must be a list' })
    .min(1, 'Add at least one image')
    .max(8, 'At most 8 images'),
  position,
});
export type LaunchInput = z.input<typeof LaunchInput>;

export const TestimonialInput = z.object({
  name: text(80, 'Name'),
  description: text(600, 'Words'),
  rating: z.coerce.number({ error: 'Rating is 1 to 5' }).int().min(1, 'Rating is 1 to 5').max(5, 'Rating is 1 to 5'),
  image: image('Photo'),
  position,
});
export type TestimonialInput = z.input<typeof TestimonialInput>;

export const FaqInput = z.object({
  question: text(200, 'Question'),
  answer: text(5000, 'Answer'),
  position,
});
export type FaqInput = z.input<typeof FaqInput>;

/** The Shop By Category tile of a category: its picture (or a product's when none) and its order. */
export const CategoryTileInput = z.object({
  image: z
    .union([image('Image'), z.null(), z.literal('')])
    .optional()
    .transform((v) => v || null),
  position,
});
export type CategoryTileInput = z.input<typeof CategoryTileInput>;

export const PageInput = z.object({
  title: text(120, 'Title'),
  html: text(100_000, 'Text'),
});
export type PageInput = z.input<typeof PageInput>;

/** The preview of an edit: the HTML as the server will keep it. */
export const PreviewInput = z.object({ html: z.string().max(100_000, 'Text is too long') });

// Coupons: percentage off, with the rules the store enforces (server/src/coupons/coupon-rules.ts).
const optionalCount = (what: string) =>
  z
    .union([z.literal(''), z.null(), z.coerce.number({ error: `${what} must be a number` })])
    .optional()
    .transform((v) => (v === '' || v === undefined || v === null ? null : v))
    .refine((v) => v === null || (Number.isInteger(v) && v >= 1 && v <= 1_000_000), `${what}: a whole number from 1`);

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const CouponInput = z
  .object({
    code: z
      .string({ error: 'Code is required' })
      .trim()
      .toUpperCase()
      .regex(COUPON_CODE_PATTERN, 'Code: 3 to 30 letters, digits, - or _'),
    percent: z.coerce
      .number({ error: 'Percent off is required' })
      .int('Percent off: a whole number')
      .min(1, 'Percent off: 1 to 90')
      .max(90, 'Percent off: 1 to 90'),
    description: optionalText(200, 'Description'),
    starts_at: when('Starts'),
    ends_at: when('Ends'),
    min_order_rupees: z.coerce
      .number({ error: 'Minimum order must be a number' })
      .int('Minimum order: whole rupees')
      .min(0, 'Minimum order: 0 or more')
      .max(10_000_000, 'Minimum order is too large')
      .default(0),
    first_order_only: z.boolean({ error: 'First order only: yes or no' }).default(false),
    max_uses: optionalCount('Total uses'),
    per_customer_limit: optionalCount('Uses per shopper'),
    active: z.boolean({ error: 'Active: yes or no' }).default(true),
  })
  .refine((c) => !c.starts_at || !c.ends_at || c.ends_at > c.starts_at, {
    path: ['ends_at'],
    message: 'Ends must be after it starts',
  });
export type CouponInput = z.input<typeof CouponInput>;

/** A coupon as the console lists it, with what it has given. */
export interface AdminCoupon {
  id: number;
  code: string;
  percent: number;
  description: string;
  starts_at: string | null;
  ends_at: string | null;
  min_order_rupees: number;
  first_order_only: boolean;
  max_uses: number | null;
  per_customer_limit: number | null;
  active: boolean;
  /** uses held now (orders placed and not cancelled or expired) */
  uses: number;
  /** orders that used it and still count, and the discount they were given (paise) */
  orders: number;
  discount_paise: number;
  /** live, paused, scheduled, expired or used_up */
  state: 'live' | 'paused' | 'scheduled' | 'expired' | 'used_up';
}
