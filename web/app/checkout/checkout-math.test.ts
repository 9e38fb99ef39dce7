import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart/cart-store';
import { exchangeOpen, paymentLabel } from '../profile/orders/order-line-card';
import { attemptKeys, billingBody, checkoutSummary, money2 } from './checkout-math';
import { stockChange } from './place-order';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 7,
  name: 'Cotton Kurta',
  image: 'products/7/1',
  price: 899,
  priceSaved: 600,
  quantity: 2,
  size: 'M',
  color: 'Indigo',
  colorId: 3,
  ...over,
});

describe('checkout summary (docs/spec.md §9)', () => {
  it('subtotal, coupon percent, You saved = priceSaved x quantity, total to the paisa', () => {
    const s = checkoutSummary([item(), item({ id: 8, price: 499.5, priceSaved: 0, quantity: 1 })], 25);
    expect(s.subtotal).toBe(229_750); // 899 x 2 + 499.50, in paise
    expect(s.couponPercent).toBe(25);
    expect(s.couponDiscount).toBe(57_438); // 25% of 2297.50 = 574.375 -> 574.38
    expect(s.saved).toBe(120_000);
    expect(s.total).toBe(172_312);
    expect(money2(s.total)).toBe('₹1,723.12');
  });
  it('shows lakhs the Indian way, always with two decimals', () => {
    expect(money2(12_499_900)).toBe('₹1,24,999.00');
    expect(money2(0)).toBe('₹0.00');
  });
});

describe('billing body', () => {
  it('has the spec fields, sales_referance included, and the total the server will check', () => {
    const body = billingBody({
      items: [item()],
      couponCode: 'FIRST25',
      couponPercent: 25,
      paymentMode: 'Cash On Delivery',
      addressId: 4,
      salesReference: '  ',
    });
    expect(body).toEqual({
      total_amount: 1348.5,
      coupon_code: 'FIRST25',
      payment_mode: 'Cash On Delivery',
      address: 4,
      products: [{ id: 7, amount: 899, quantity: 2, color: 'Indigo', size: 'M' }],
      sales_referance: null,
    });
  });
});

describe('idempotency keys', () => {
  it('reuses the key for the same attempt and makes a new one after an answer or a change', () => {
    let n = 0;
    const keys = attemptKeys(() => `k${++n}`);
    expect(keys.keyFor({ a: 1 })).toBe('k1');
    expect(keys.keyFor({ a: 1 })).toBe('k1'); // double click / retry
    expect(keys.keyFor({ a: 2 })).toBe('k2'); // the cart changed: a new attempt
    keys.done();
    expect(keys.keyFor({ a: 2 })).toBe('k3');
  });
  it('makes unguessable keys by default', () => {
    const a = attemptKeys().keyFor({});
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(attemptKeys().keyFor({})).not.toBe(a);
  });
});

describe('order line rules', () => {
  const line = { tracking_status: 'Delivered', updated_on: '2025-01-01T00:00:00.000Z' } as Parameters<
    typeof exchangeOpen
  >[0];
  const t0 = Date.parse(line.updated_on);
  it('exchange only for Delivered, within 259200000 ms of updated_on', () => {
    expect(exchangeOpen(line, t0 + 259_200_000)).toBe(true);
    expect(exchangeOpen(line, t0 + 259_200_001)).toBe(false);
    expect(exchangeOpen({ ...line, tracking_status: 'Shipped' }, t0)).toBe(false);
  });
  it('payment mode reads COD for Cash On Delivery, otherwise Online', () => {
    expect(paymentLabel('Cash On Delivery')).toBe('COD');
    expect(paymentLabel('Online')).toBe('Online');
  });
});

describe('what re-reading the cart took away', () => {
  it('names a line that is gone, or cut to the stock left', () => {
    const a = item();
    expect(stockChange([a], [a])).toBeNull();
    expect(stockChange([a], [{ ...a, price: 799 }])).toBeNull();
    expect(stockChange([a], [])).toBe('Cotton Kurta (Indigo, M) is out of stock');
    expect(stockChange([a], [{ ...a, quantity: 1 }])).toBe('Cotton Kurta (Indigo, M): only 1 left');
  });
});
