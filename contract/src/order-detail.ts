import type { PaymentMode, TrackingStatus } from './constants';
import type { OrderStatus } from './orders';

// GET /api/payment/order/{order number}: one order as its shopper bought it (the order page,
// /profile/orders/{order number}). Amounts are rupees, as the server charged them.

/**
 * paid: money received (online, or COD collected at delivery); pending: online, waiting for the
 * payment; failed: the payment did not go through (retry while `payment.payable`); refund_due /
 * refunded: money to give back for cancelled lines of a paid order; cod: cash to collect at
 * delivery; cancelled: a COD order with every line cancelled (nothing to pay).
 */
export const PAYMENT_STATES = ['paid', 'pending', 'failed', 'refund_due', 'refunded', 'cod', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface TimelineStep {
  status: TrackingStatus;
  at: string; // ISO
}

export interface OrderDetailLine {
  id: number;
  product: string;
  product_id: number;
  product_url: string;
  image: string; // image base path, see images.ts
  color: string;
  size: string;
  quantity: number;
  unit_price: number; // paid for one piece before the coupon
  mrp: number; // for one piece
  amount: number; // unit_price x quantity
  tracking_status: TrackingStatus;
  updated_on: string; // ISO
  /** every status the line has been in, oldest first */
  timeline: TimelineStep[];
  refund_due: boolean;
  refunded_on: string | null;
  /** set by the store when the line ships (null before; absent from answers older than them) */
  courier?: string | null;
  tracking_number?: string | null;
  cancel_reason: string | null;
  can_cancel: boolean;
  can_exchange: boolean;
  can_review: boolean;
}

export interface OrderAddress {
  address_type: string;
  name: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string | null;
  pin_code: string;
  city: string;
  state: string;
  country: string;
}

export interface OrderDetail {
  id: number;
  order_number: string;
  status: OrderStatus;
  placed_on: string; // ISO
  lines: OrderDetailLine[];
  subtotal: number;
  coupon: { code: string; percent: number } | null;
  discount: number;
  saved: number;
  /** charged online, or to collect in cash */
  total: number;
  payment: {
    mode: PaymentMode;
    state: PaymentState;
    /** the provider's words for a failed attempt, or why the order can no longer be paid */
    reason: string | null;
    paid_on: string | null;
    /** an online order still waiting for its money: POST .../retry opens the payment again */
    payable: boolean;
  };
  /** the shipping address as it was at checkout */
  address: OrderAddress;
  /** from the pincode directory: the promised date (YYYY-MM-DD) while lines are on their way */
  expected_delivery: string | null;
  /** the GST invoice (PDF), once there is one */
  invoice_url: string | null;
}

/** The order page of an order number. */
export const orderPagePath = (orderNumber: string) => `/profile/orders/${encodeURIComponent(orderNumber)}`;
