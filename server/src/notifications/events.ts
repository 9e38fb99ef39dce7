import type { TrackingStatus } from '@store/contract/constants';

/** The moments a shopper hears about their order, each by e-mail and SMS. */
export const NOTIFICATION_EVENTS = [
  'order_placed', // Cash On Delivery, at checkout
  'order_paid', // online, when the payment is captured
  'shipped',
  'out_for_delivery',
  'delivered',
  'cancelled',
  'refunded',
  'exchange_accepted',
  'exchanged',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

/** A line entering one of these statuses is told to the shopper (orders/line-history.ts). */
export const STATUS_EVENTS: Partial<Record<TrackingStatus, NotificationEvent>> = {
  Shipped: 'shipped',
  'Out For Delivery': 'out_for_delivery',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  // the shopper's request passed the exchange window's check: the store has accepted it
  'Exchange Requested': 'exchange_accepted',
  Exchanged: 'exchanged',
};
