import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products, skus } from './catalog';

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // stored upper-case
  percent: integer('percent').notNull(),
  description: text('description').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  minOrderPaise: integer('min_order_paise').notNull().default(0),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  maxUses: integer('max_uses'), // null = unlimited
  perCustomerLimit: integer('per_customer_limit'), // null = unlimited
  uses: integer('uses').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Address, as it was when the order was placed. */
export interface AddressSnapshot {
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

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** placed (COD or paid), pending_payment, payment_failed, expired, cancelled */
    status: text('status').notNull(),
    paymentMode: text('payment_mode').notNull(),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    savedPaise: integer('saved_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponCode: text('coupon_code'),
    couponPercent: integer('coupon_percent').notNull().default(0),
    salesReference: text('sales_reference'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** an unpaid online order releases its stock after this moment */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created').on(t.userId, t.createdAt.desc()),
    uniqueIndex('orders_user_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_pending_expiry').on(t.expiresAt).where(sql`status = 'pending_payment'`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('coupon_redemptions_coupon_user').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_order').on(t.orderId),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id),
    productName: text('product_name').notNull(),
    image: text('image').notNull(),
    size: text('size').notNull(),
    color: text('color').notNull(),
    quantity: integer('quantity').notNull(),
    unitPaise: integer('unit_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    trackingStatus: text('tracking_status').notNull().default('Ordered'),
    updatedOn: timestamp('updated_on', { withTimezone: true }).notNull().defaultNow(),
    cancelReason: text('cancel_reason'),
    exchangeReason: text('exchange_reason'),
    exchangeDesc: text('exchange_desc'),
    refundDue: boolean('refund_due').notNull().default(false),
    /** when the operator recorded the refund of a refund-due line (admin.queries.ts) */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** the courier's consignment number and name, set by the operator when the line ships */
    trackingNumber: text('tracking_number'),
    courier: text('courier'),
  },
  (t) => [
    index('order_lines_order').on(t.orderId),
    check('order_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull(), // razorpay | test
    providerOrderId: text('provider_order_id').notNull().unique(),
    providerPaymentId: text('provider_payment_id'),
    /** created, captured, failed */
    status: text('status').notNull().default('created'),
    amountPaise: integer('amount_paise').notNull(),
    /** the provider's words for the last failed attempt, shown on the order page */
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order').on(t.orderId)],
);

/** Every webhook event applied once: the event id is the key. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
