import { formatInr2 } from '@store/contract/money';
import { orderNumber } from '@store/contract/orders';
import { SHOP as DEFAULT_SHOP, type ShopIdentity } from '@store/contract/shop';
import type { NotificationPayload } from '../db/schema';
import type { NotificationEvent } from './events';

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** the SMS: one short paragraph */
  sms: string;
}

/** Where the shopper reads the order: the order page, on the store's public origin. */
export const orderLink = (origin: string, orderId: number) => `${origin}/profile/orders/${orderNumber(orderId)}`;

const HEADLINES: Record<NotificationEvent, (n: string) => { subject: string; lead: string; sms: string }> = {
  order_placed: (n) => ({
    subject: `Your order ${n} is placed`,
    lead: 'Thank you for shopping with us. Your order is placed and will be paid in cash on delivery.',
    sms: `your order ${n} is placed (Cash On Delivery).`,
  }),
  order_paid: (n) => ({
    subject: `Payment received: your order ${n} is placed`,
    lead: 'Thank you for shopping with us. We have received your payment and your order is placed.',
    sms: `payment received, your order ${n} is placed.`,
  }),
  shipped: (n) => ({
    subject: `Your order ${n} has shipped`,
    lead: 'Good news: items of your order are on their way.',
    sms: `items of your order ${n} have shipped.`,
  }),
  out_for_delivery: (n) => ({
    subject: `Your order ${n} is out for delivery`,
    lead: 'Items of your order are out for delivery today.',
    sms: `items of your order ${n} are out for delivery today.`,
  }),
  delivered: (n) => ({
    subject: `Your order ${n} is delivered`,
    lead: 'Items of your order have been delivered. We hope you like them.',
    sms: `items of your order ${n} have been delivered.`,
  }),
  cancelled: (n) => ({
    subject: `Items of your order ${n} are cancelled`,
    lead: 'These items of your order are cancelled.',
    sms: `items of your order ${n} are cancelled.`,
  }),
  refunded: (n) => ({
    subject: `Refund for your order ${n}`,
    lead: 'We have refunded your payment for these items to the account you paid from.',
    sms: `your refund for order ${n} is done.`,
  }),
  exchange_accepted: (n) => ({
    subject: `Exchange accepted for your order ${n}`,
    lead: 'We have accepted your exchange request for these items.',
    sms: `your exchange request for order ${n} is accepted.`,
  }),
  exchanged: (n) => ({
    subject: `Exchange completed for your order ${n}`,
    lead: 'The exchange of these items is complete.',
    sms: `the exchange for order ${n} is complete.`,
  }),
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The message for one event, in the shop's name, from what was frozen when it happened. */
export function renderMessage(
  event: NotificationEvent,
  p: NotificationPayload,
  ctx: { orderId: number; origin: string; shop?: ShopIdentity },
): RenderedMessage {
  const SHOP = ctx.shop ?? DEFAULT_SHOP; // the identity in force when it is sent (shop-settings.ts)
  const number = orderNumber(ctx.orderId);
  const link = orderLink(ctx.origin, ctx.orderId);
  const h = HEADLINES[event](number);
  const details: string[] = [];
  if (p.courier || p.tracking_number)
    details.push(
      `Courier: ${p.courier ?? 'our courier'}${p.tracking_number ? `, tracking number ${p.tracking_number}` : ''}`,
    );
  if (p.refund_due) details.push('The amount you paid for them will be refunded to the account you paid from.');
  if (p.amount !== undefined)
    details.push(
      `${event === 'refunded' ? 'Refunded' : 'Order total'}: ${formatInr2(p.amount)}${p.payment_mode ? ` (${p.payment_mode})` : ''}`,
    );
  const items = p.lines.map((l) => `${l.name} (${l.color}, ${l.size}) x ${l.quantity}`);
  const footer = `${SHOP.name} · ${SHOP.supportPhone} · ${SHOP.supportEmail}`;
  const text = [
    h.lead,
    '',
    `Order ${number}`,
    ...items.map((i) => `- ${i}`),
    ...(details.length ? ['', ...details] : []),
    '',
    `See your order: ${link}`,
    '',
    footer,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px">',
    `<h2 style="margin:0 0 12px">${e(SHOP.name)}</h2>`,
    `<p>${e(h.lead)}</p>`,
    `<p><strong>Order ${e(number)}</strong></p>`,
    `<ul>${items.map((i) => `<li>${e(i)}</li>`).join('')}</ul>`,
    ...details.map((d) => `<p>${e(d)}</p>`),
    `<p><a href="${e(link)}">See your order</a></p>`,
    `<p style="color:#666;font-size:12px">${e(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  const tracking = p.tracking_number ? ` ${p.courier ?? 'Courier'} tracking ${p.tracking_number}.` : '';
  const sms = `${SHOP.name}: ${h.sms}${tracking} ${link}`;
  return { subject: `${SHOP.name}: ${h.subject}`, text, html, sms };
}
