import { PAYMENT_MODES, type TrackingStatus } from './constants';
import { idNumber, rupees } from './limit-fields';
import { ORDER_STATUSES } from './orders';
import { z } from './zod';

// The staff console's API (/api/admin/*): requests validated on the server, shapes the console
// reads. The console imports only the types (zod stays out of the browser).

import { STAFF_PASSWORD_MIN, STAFF_ROLES, type StaffRole } from './admin-constants';

export * from './admin-constants';

const email = z
  .string({ error: 'E-mail is required' })
  .trim()
  .toLowerCase()
  .min(3, 'E-mail is required')
  .max(200, 'E-mail is too long')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail');
const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long`);

export const StaffLoginInput = z.object({ email, password: z.string().min(1, 'Password is required').max(200) });
export const ChangePasswordInput = z.object({
  current_password: z.string().min(1, 'Current password is required').max(200),
  new_password: z
    .string()
    .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters long`)
    .max(200, 'Password is too long'),
});
export const CreateStaffInput = z.object({
  email,
  name: z.string().trim().max(100, 'Name is too long').default(''),
  role: z.enum(STAFF_ROLES, { error: 'Role must be owner or staff' }).default('staff'),
});

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
  .optional();
export const PAYMENT_STATES_FILTER = ['paid', 'pending', 'failed', 'cod', 'refund_due', 'refunded'] as const;
export const LINE_FILTERS = ['to_ship', 'shipped', 'out_for_delivery', 'delivered', 'exchange', 'cancelled'] as const;
export const BoardQuery = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  line: z.enum(LINE_FILTERS).optional(),
  mode: z.enum(PAYMENT_MODES).optional(),
  pay: z.enum(PAYMENT_STATES_FILTER).optional(),
  from: dateParam,
  to: dateParam,
  pincode: z
    .string()
    .regex(/^\d{1,6}$/, 'A pincode is 6 digits (or its first digits)')
    .optional(),
  state: z.string().trim().max(60).optional(),
  cod: z.enum(['uncollected']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BoardQuery = z.input<typeof BoardQuery>;

export const ShipInput = z.object({
  courier: text(60, 'Courier'),
  tracking_number: text(60, 'Tracking number').regex(/^[A-Za-z0-9-]+$/, 'Tracking number: letters, digits and -'),
});
export const BulkShipInput = ShipInput.extend({
  order_ids: z.array(idNumber()).min(1, 'Select at least one order').max(100, 'At most 100 orders at once'),
  /** one tracking number per order, in the same order; else tracking_number for all */
  tracking_numbers: z.array(z.string().trim().max(60)).max(100).optional(),
});
export const ReasonInput = z.object({ reason: text(300, 'Reason') });
export const RefundInput = z.object({ amount: rupees(), reference: text(100, 'Reference') });
export const NoteInput = z.object({ body: text(2000, 'Note') });
export const CustomersQuery = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const InboxQuery = z.object({
  unread: z.enum(['1']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** The console's reviews: hidden or shown ones only, a product's name, a star rating. */
export const ReviewsQuery = z.object({
  state: z.enum(['hidden', 'visible']).optional(),
  q: z.string().trim().max(100, 'Search is too long').optional(),
  rating: z.coerce.number().int().min(1, 'Rating: 1 to 5').max(5, 'Rating: 1 to 5').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const AuditQuery = z.object({
  entity_type: z.enum(['order', 'order_line', 'staff', 'customer', 'review', 'message', 'product']).optional(),
  entity_id: idNumber().optional(),
  actor: z.string().trim().max(200).optional(),
  action: z
    .string()
    .regex(/^[a-z_]+\.[a-z_]+$/, 'An action is like order.shipped')
    .optional(),
  before: idNumber().optional(),
});

export const PackingSlipsQuery = z.object({
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'ids: order ids separated by commas (at most 100)')
    .transform((s) => s.split(',').map(Number)),
});

export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  must_change_password: boolean;
  csrf_token: string;
}

export interface BoardLine {
  id: number;
  product: string;
  color: string;
  size: string;
  quantity: number;
  amount: number;
  tracking_status: TrackingStatus;
  refund_due: boolean;
  refunded_on: string | null;
  courier: string | null;
  tracking_number: string | null;
  cancel_reason: string | null;
  exchange_reason: string | null;
  exchange_desc: string | null;
  updated_on: string;
}

export interface BoardOrder {
  id: number;
  order_number: string;
  status: string;
  payment_mode: string;
  payment_state: string;
  total: number;
  created_at: string;
  customer: { id: number; name: string; email: string; phone: string };
  city: string;
  state: string;
  pin_code: string;
  lines: BoardLine[];
  cod_collected_on: string | null;
}

export interface BoardPage {
  orders: BoardOrder[];
  page: number;
  page_size: number;
  total: number;
}

export interface OrderActions {
  confirm: boolean;
  ship: boolean;
  cod_collect: boolean;
  refund: boolean;
}

export interface AdminOrderDetail extends BoardOrder {
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  paid_at: string | null;
  address: {
    name: string;
    phone_number: string;
    address_line_1: string;
    address_line_2: string | null;
    city: string;
    state: string;
    pin_code: string;
  };
  confirmed_on: string | null;
  payments: {
    provider: string;
    provider_order_id: string;
    provider_payment_id: string | null;
    status: string;
    amount: number;
    failure_reason: string | null;
    updated_at: string;
  }[];
  refunds: { amount: number; reference: string; at: string; by: string }[];
  refund_due_amount: number;
  timeline: { line_id: number; status: string; at: string; actor: string }[];
  notes: { id: number; author: string; body: string; at: string }[];
  other_orders: { id: number; order_number: string; status: string; total: number; created_at: string }[];
  audit: AuditEntry[];
}

export interface AuditEntry {
  id: number;
  actor: string;
  action: string;
  entity_type: string;
  entity_id: number;
  before: unknown;
  after: unknown;
  at: string;
}

export interface Glance {
  orders: { today: number; d7: number; d30: number };
  /** the owner's only */
  revenue: { today: number; d7: number; d30: number } | null;
  to_ship: number;
  exchanges: number;
  refunds_due: { count: number; amount: number };
  cod_to_collect: { count: number; amount: number };
  low_stock: { product_id: number; name: string; color: string; size: string; stock: number }[];
}
