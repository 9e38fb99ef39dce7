import {
  CANCEL_REASONS,
  EXCHANGE_REASONS,
  PAYMENT_MODES,
  type PaymentMode,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type TrackingStatus,
} from './constants';
import { idNumber, rupees } from './limit-fields';
import { ID_MAX, ORDER_LINES_MAX, RATING_MAX, RUPEES_MAX } from './limits';
import { z } from './zod';

// Shapes of checkout, payment, orders and reviews (docs/spec.md §3 and §7; docs/decisions/0007 to 0011).
// Amounts are rupees (numbers); the server keeps paise.

/** Query of GET /api/product/coupon/apply. `subtotal` (rupees) lets the answer check a minimum order value. */
export const CouponApplyQuery = z.object({
  code: z.string().trim().min(1, 'Enter a coupon code').max(40, 'Invalid Coupon Code'),
  subtotal: rupees().optional(),
});
export type CouponApplyQuery = z.infer<typeof CouponApplyQuery>;

export interface CouponApplyResponse {
  discount: number; // percent
  code: string;
  min_order?: number; // rupees, when the coupon has a minimum order value
}

/** One cart line as the checkout sends it. `amount` is the client's price: read, never trusted. */
export const BillingLine = z.object({
  id: idNumber('Unknown product'),
  amount: z.number().min(0).max(RUPEES_MAX).optional(),
  quantity: z
    .number({ error: 'Quantity must be a whole number from 1 to 10' })
    .int('Quantity must be a whole number from 1 to 10')
    .min(QUANTITY_MIN, 'Quantity must be at least 1')
    .max(QUANTITY_MAX, 'Quantity can be at most 10'),
  // colour name (as the cart keeps it) or colour id
  color: z.union([z.string().trim().min(1).max(60), z.number().int().positive().max(ID_MAX)], {
    error: 'Please select color',
  }),
  size: z.string({ error: 'Please select size' }).trim().min(1, 'Please select size').max(10),
});
export type BillingLine = z.infer<typeof BillingLine>;

/** Body of POST /api/payment/billing, field names as the spec has them (`sales_referance` too). */
export const BillingRequest = z.object({
  total_amount: z.number({ error: 'Total amount is required' }).min(0).max(RUPEES_MAX),
  coupon_code: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((s) => (s ? s : null)),
  payment_mode: z.enum(PAYMENT_MODES, { error: 'Please select a payment mode' }),
  address: idNumber('Please select an address'),
  products: z.array(BillingLine).min(1, 'Your cart is empty').max(ORDER_LINES_MAX, 'Too many items in one order'),
  sales_referance: z
    .string()
    .trim()
    .max(100, 'Sales reference is too long')
    .nullish()
    .transform((s) => (s ? s : null)),
});
export type BillingRequest = z.input<typeof BillingRequest>;

/** placed = COD or paid; pending_payment = waiting for the widget; the rest are dead ends. */
export const ORDER_STATUSES = ['placed', 'pending_payment', 'payment_failed', 'expired', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Answer of POST /api/payment/billing (docs/spec.md §3: payment_mode, amount, order_id, id). */
export interface BillingResponse {
  payment_mode: PaymentMode;
  amount: number; // order total, rupees
  /** Online: the payment provider's order id (open the widget with it). COD: our order number. */
  order_id: string;
  id: number; // our order id
  order_number: string;
  status: OrderStatus;
  /** Online only: what the checkout needs to open the widget. */
  payment?: {
    provider: 'razorpay' | 'test';
    key: string; // Razorpay key id (public)
    amount: number; // paise, as the widget takes it
    currency: 'INR';
    /** test gateway: the page to send the shopper to instead of the widget */
    checkout_url?: string;
    /** where the widget posts its result (form-encoded razorpay_* fields) */
    callback_url: string;
  };
}

/** A 409 on a total mismatch carries the server's figure (rupees). */
export interface TotalConflictBody {
  error: { code: 'conflict'; message: string; expected_total: number };
}

/** A 409 out_of_stock names the lines (index in `products`) that cannot be served. */
export interface OutOfStockItem {
  index: number;
  id: number;
  color: string;
  size: string;
  available: number;
}

/** One line of GET /api/payment/billing, newest first. */
export interface OrderLine {
  id: number;
  o_id: number;
  order_number: string;
  product: string;
  product_id: number;
  product_url: string;
  image: string; // image base path, see images.ts
  size: string;
  color: string;
  quantity: number;
  amount: number; // unit price paid, rupees
  payment_mode: PaymentMode;
  tracking_status: TrackingStatus;
  updated_on: string; // ISO
  ordered_on: string; // ISO
  refund_due: boolean;
  can_cancel: boolean;
  can_exchange: boolean;
  can_review: boolean;
}

export const CancelRequest = z.object({
  id: idNumber(),
  reason: z.enum(CANCEL_REASONS, { error: 'Please choose a reason' }),
});
export type CancelRequest = z.infer<typeof CancelRequest>;

export const ExchangeRequest = z.object({
  id: idNumber(),
  reason: z.enum(EXCHANGE_REASONS, { error: 'Please choose a reason' }),
  desc: z.string().trim().max(1000, 'Description is too long').default(''),
});
export type ExchangeRequest = z.input<typeof ExchangeRequest>;

/**
 * POST /api/product/review. The text is stored and shown as plain text. `id` is the product
 * (the spec's payload); `order_line` is the shopper's own order line of it that the review
 * comes from (OrderLine.id). One review per shopper and product: a new one replaces the old.
 */
export const ReviewRequest = z.object({
  id: idNumber(),
  order_line: idNumber('Reviews are written from your orders'),
  title: z.string().trim().max(120, 'Title is too long').default(''),
  review: z.string({ error: 'Please write a review' }).trim().min(1, 'Please write a review').max(2000),
  rating: z.coerce
    .number({ error: 'Please give a rating' })
    .int('Rating must be 1 to 5')
    .min(1, 'Rating must be 1 to 5')
    .max(RATING_MAX, 'Rating must be 1 to 5'),
});
export type ReviewRequest = z.input<typeof ReviewRequest>;

/** The operator moves a line forward one step at a time. */
export const NEXT_STATUS: Partial<Record<TrackingStatus, TrackingStatus>> = {
  Ordered: 'Shipped',
  Shipped: 'Out For Delivery',
  'Out For Delivery': 'Delivered',
  'Exchange Requested': 'Exchanged',
};
export const OPERATOR_STATUSES = ['Shipped', 'Out For Delivery', 'Delivered', 'Exchanged'] as const;
export const OrderStatusRequest = z.object({
  status: z.enum(OPERATOR_STATUSES, { error: `status must be one of: ${OPERATOR_STATUSES.join(', ')}` }),
});

/** Our order number as shoppers see it: SF000123. */
export const orderNumber = (id: number) => `SF${String(id).padStart(6, '0')}`;
