import { createHmac, timingSafeEqual } from 'node:crypto';

export const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time for equal lengths; a length difference says nothing secret (HMACs are fixed-size). */
export function safeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (secret: string, providerOrderId: string, paymentId: string) =>
  hmacHex(secret, `${providerOrderId}|${paymentId}`);
