import { describe, expect, it } from 'vitest';
import { couponDiscount, discountedPrice, savedPerPiece, summarise } from './pricing';

describe('discounted price (docs/spec.md §9)', () => {
  it('takes the discount percent off and rounds down to the rupee', () => {
    expect(discountedPrice(99_900, 0)).toBe(99_900);
    expect(discountedPrice(99_900, 33)).toBe(66_900); // 999 * 0.67 = 669.33 -> 669
    expect(discountedPrice(1_49_900, 70)).toBe(44_900); // 1499 * 0.3 = 449.7 -> 449
    expect(discountedPrice(39_900, 15)).toBe(33_900); // 339.15 -> 339
  });
  it('priceSaved is MRP minus the discounted price', () => {
    expect(savedPerPiece(99_900, 33)).toBe(33_000);
  });
});

describe('order total (docs/spec.md §9)', () => {
  it('subtracts the coupon percent of the subtotal, to 2 decimals', () => {
    expect(couponDiscount(66_900, 25)).toBe(16_725);
    const s = summarise(
      [
        { unitPaise: 66_900, savedPaise: 33_000, quantity: 2 },
        { unitPaise: 44_900, savedPaise: 105_000, quantity: 1 },
      ],
      25,
    );
    expect(s.subtotal).toBe(1_78_700);
    expect(s.couponDiscount).toBe(44_675);
    expect(s.total).toBe(1_34_025);
    expect(s.saved).toBe(1_71_000);
  });
  it('rounds a fractional paisa to the nearest', () => {
    expect(couponDiscount(33_333, 10)).toBe(3_333); // 3333.3 -> 3333
    expect(couponDiscount(33_335, 10)).toBe(3_334); // 3333.5 -> 3334
  });
  it('with no coupon the total is the subtotal', () => {
    expect(summarise([{ unitPaise: 50_000, savedPaise: 0, quantity: 3 }]).total).toBe(1_50_000);
  });
});
