import { MSG } from '@store/contract/messages';
import { describe, expect, it } from 'vitest';
import { testProduct } from '../test/test-product';
import {
  clampQuantity,
  type PurchaseState,
  purchaseError,
  quantityMax,
  sizeOptions,
  stockBadge,
  stockOf,
} from './variant';

describe('product rules', () => {
  const p = testProduct();
  const [indigo, rust] = p.colors;

  it('sizes: offered and in stock for the chosen colour, else disabled', () => {
    const enabled = (c: typeof indigo | null) =>
      sizeOptions(p, c)
        .filter((o) => o.enabled)
        .map((o) => o.size);
    expect(enabled(indigo)).toEqual(['S', 'M']); // L sold out, XL not offered
    expect(enabled(rust)).toEqual(['M']); // XL sold out, S and L not offered
    expect(enabled(null)).toEqual(['S', 'M']);
  });

  it('stock: size, else colour, else product; badge below 5 and at 0', () => {
    expect(stockOf(p, indigo, 'M')).toBe(3);
    expect(stockOf(p, indigo, null)).toBe(23);
    expect(stockOf(p, null, null)).toBe(35);
    expect(stockBadge(3)).toBe(MSG.lowStock);
    expect(stockBadge(4)).toBe(MSG.lowStock);
    expect(stockBadge(5)).toBeNull();
    expect(stockBadge(0)).toBe(MSG.outOfStockBadge);
    expect(stockBadge(undefined)).toBe(MSG.outOfStockBadge);
  });

  it('quantity stays within 1..10 and stock', () => {
    expect(quantityMax(3)).toBe(3);
    expect(quantityMax(50)).toBe(10);
    expect(clampQuantity(7, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
  });

  it('Add to Cart checks run in the spec order', () => {
    const ok: PurchaseState = { hasSizes: true, size: 'M', colorId: 11, stock: 3, delivery: 'available' };
    const steps: [Partial<PurchaseState>, string | null][] = [
      [{ size: null, colorId: null, stock: 0, delivery: 'unchecked' }, MSG.selectSize],
      [{ colorId: null, stock: 0, delivery: 'unchecked' }, MSG.selectColor],
      [{ stock: 0, delivery: 'unchecked' }, MSG.outOfStock],
      [{ delivery: 'unchecked' }, MSG.checkPincode],
      [{ delivery: 'unavailable' }, MSG.deliveryNotAvailable],
      [{}, null],
      [{ hasSizes: false, size: null }, null],
    ];
    for (const [over, message] of steps) expect(purchaseError({ ...ok, ...over })).toBe(message);
  });
});
