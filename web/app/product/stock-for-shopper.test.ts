import { describe, expect, it } from 'vitest';
import { testProduct } from '../test/test-product';
import { withStockOf } from './stock-for-shopper';

describe('the stock a shopper may buy', () => {
  it('takes each colour the check answered, keeps the others, and sums the inventory again', () => {
    const product = testProduct(); // Indigo L sold out (S 20, M 3), Rust XL sold out (M 12)
    const checked = {
      id: product.id,
      name: product.name,
      image_1: product.image_1,
      price: product.price,
      discounted_price: product.discounted_price,
      // the shopper's own unpaid order holds 2 of Indigo L
      colors: [{ ...product.colors[0], stock: 25, stock_by_size: { S: 20, M: 3, L: 2 } }],
    };
    const shown = withStockOf(product, checked);
    expect(shown.colors[0].stock_by_size).toEqual({ S: 20, M: 3, L: 2 });
    expect(shown.colors[0].stock).toBe(25);
    expect(shown.colors[0].images).toEqual(product.colors[0].images);
    expect(shown.colors[1]).toBe(product.colors[1]);
    expect(shown.inventory).toBe(37);
    expect(product.colors[0].stock_by_size.L).toBe(0); // the shared answer is left as it was
  });
});
