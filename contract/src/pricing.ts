import type { Paise } from './money';

/**
 * docs/spec.md §9: discounted price = price minus discount percent, rounded down (to whole rupees,
 * as the original shop shows it). Input and output in paise.
 */
export function discountedPrice(pricePaise: Paise, discountPercent: number): Paise {
  const rupees = Math.floor((pricePaise * (100 - discountPercent)) / 10000);
  return rupees * 100;
}

/** What the shopper saves per piece: the `priceSaved` of a cart item. */
export const savedPerPiece = (pricePaise: Paise, discountPercent: number): Paise =>
  pricePaise - discountedPrice(pricePaise, discountPercent);

/** Coupon discount on a subtotal, rounded to the paisa (the spec's "to 2 decimals"). */
export const couponDiscount = (subtotalPaise: Paise, couponPercent: number): Paise =>
  Math.round((subtotalPaise * couponPercent) / 100);

export interface PricedLine {
  unitPaise: Paise; // discounted unit price
  savedPaise: Paise; // saved per piece against the struck-through price
  quantity: number;
}

export interface OrderSummary {
  subtotal: Paise;
  couponPercent: number;
  couponDiscount: Paise;
  saved: Paise;
  total: Paise;
}

/** docs/spec.md §9: total = subtotal - subtotal x coupon% / 100; 'You saved' = sum of priceSaved x qty. */
export function summarise(lines: PricedLine[], couponPercent = 0): OrderSummary {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPaise * l.quantity, 0);
  const saved = lines.reduce((sum, l) => sum + l.savedPaise * l.quantity, 0);
  const discount = couponDiscount(subtotal, couponPercent);
  return { subtotal, couponPercent, couponDiscount: discount, saved, total: subtotal - discount };
}
