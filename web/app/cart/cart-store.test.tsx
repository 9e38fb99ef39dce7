import type { ProductDetail } from '@store/contract/catalog';
import { beforeEach, describe, expect, it } from 'vitest';
import { correctCartItem, correctWishlistItem, describeChange, describeWishlistChange } from './cart-refresh';
import {
  addToCart,
  type CartItem,
  cartState,
  cartSubtotal,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  removeFromCart,
  toggleWishlist,
  updateCartItem,
  wishlistState,
} from './cart-store';

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1,
  name: 'Linen Kurta',
  image: '/images/kurta-1',
  price: 1499,
  priceSaved: 500,
  quantity: 1,
  size: 'M',
  color: 'Indigo',
  colorId: 11,
  ...over,
});

beforeEach(() => localStorage.clear());

describe('cart store (docs/spec.md §4)', () => {
  it('appends, persists under "cart", and skips the same product, colour and size', () => {
    expect(addToCart(item())).toBe(true);
    expect(addToCart(item({ quantity: 3 }))).toBe(false);
    expect(addToCart(item({ size: 'L' }))).toBe(true);
    expect(addToCart(item({ colorId: 12, color: 'Rust' }))).toBe(true);
    const stored = JSON.parse(localStorage.getItem('cart') ?? '[]');
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({ id: 1, size: 'M', quantity: 1, priceSaved: 500 });
  });

  it('plus raises by one up to 10, and never above known stock', () => {
    addToCart(item({ quantity: 9 }));
    increaseQuantity(item());
    increaseQuantity(item());
    expect(cartState.get()[0].quantity).toBe(10);
    addToCart(item({ size: 'S', stock: 2 }));
    increaseQuantity(item({ size: 'S' }));
    increaseQuantity(item({ size: 'S' }));
    expect(cartState.get()[1].quantity).toBe(2);
  });

  it('minus lowers by one and reaching 0 removes the item', () => {
    addToCart(item({ quantity: 2 }));
    decreaseQuantity(item());
    expect(cartState.get()[0].quantity).toBe(1);
    decreaseQuantity(item());
    expect(cartState.get()).toEqual([]);
  });

  it('remove, update and clear', () => {
    addToCart(item());
    addToCart(item({ size: 'L' }));
    updateCartItem(item({ size: 'L', quantity: 4 }));
    expect(cartState.get()[1].quantity).toBe(4);
    removeFromCart(item());
    expect(cartState.get().map((i) => i.size)).toEqual(['L']);
    clearCart();
    expect(cartState.get()).toEqual([]);
  });

  it('subtotal is the sum of price x quantity', () => {
    addToCart(item({ quantity: 2, price: 1499 }));
    addToCart(item({ size: 'L', price: 799.5 }));
    expect(cartSubtotal(cartState.get())).toBe(3797.5);
  });

  it('survives corrupt storage: bad JSON reads as empty, bad items are dropped', () => {
    localStorage.setItem('cart', '{not json');
    expect(cartState.get()).toEqual([]);
    localStorage.setItem(
      'cart',
      JSON.stringify([
        item(),
        { id: 'x' },
        null,
        item({ quantity: -2, size: 'S' }),
        item({ quantity: 50, size: 'XL' }),
      ]),
    );
    const items = cartState.get();
    expect(items.map((i) => [i.size, i.quantity])).toEqual([
      ['M', 1],
      ['XL', 10],
    ]);
    localStorage.setItem('cart', JSON.stringify({ id: 1 }));
    expect(cartState.get()).toEqual([]);
  });
});

describe('wishlist store', () => {
  it('the heart toggles without duplicates', () => {
    const w = { id: 5, name: 'Saree', image: '/images/s', price: 2999 };
    toggleWishlist(w);
    expect(wishlistState.get()).toEqual([w]);
    toggleWishlist(w);
    expect(wishlistState.get()).toEqual([]);
    localStorage.setItem('wishlist', JSON.stringify([w, w, { id: 'bad' }]));
    expect(wishlistState.get()).toEqual([w]);
  });
});

describe('stale cart lines are corrected from the API', () => {
  const product = {
    id: 1,
    name: 'Linen Kurta (new)',
    price: 2499,
    discounted_price: 1999,
    image_1: '/images/p',
    colors: [
      {
        id: 11,
        name: 'Indigo',
        hex: '#333',
        thumbnail: '/images/t',
        images: ['/images/i1'],
        stock: 3,
        sizes: ['M'],
        stock_by_size: { M: 3 },
      },
    ],
  } as unknown as ProductDetail;

  it('takes the current price and name, clamps to stock, drops withdrawn sizes and products', () => {
    expect(correctCartItem(item({ price: 1, quantity: 8 }), product)).toMatchObject({
      name: 'Linen Kurta (new)',
      price: 1999,
      priceSaved: 500,
      quantity: 3,
      stock: 3,
      image: '/images/i1',
    });
    expect(correctCartItem(item({ size: 'XL' }), product)).toBeNull();
    expect(correctCartItem(item({ colorId: 99 }), product)).toBeNull();
    expect(correctCartItem(item(), null)).toBeNull();
    expect(correctCartItem(item(), undefined)).toEqual(item());
  });

  it('tells the shopper what changed: sold out, no longer sold, fewer left, a new price', () => {
    const soldOut = {
      ...product,
      colors: [{ ...product.colors[0], stock: 0, stock_by_size: { M: 0 } }],
    } as unknown as ProductDetail;
    const tell = (before: CartItem, p: ProductDetail | null) => describeChange(before, correctCartItem(before, p), p);
    expect(tell(item(), soldOut)).toBe('Linen Kurta (new), size M, Indigo: sold out, taken out of your cart');
    expect(tell(item({ size: 'XL' }), product)).toBe(
      'Linen Kurta (new), size XL, Indigo: no longer sold, taken out of your cart',
    );
    expect(tell(item(), null)).toBe('Linen Kurta, size M, Indigo: no longer sold, taken out of your cart');
    expect(tell(item({ price: 1999, quantity: 8 }), product)).toBe(
      'Linen Kurta (new), size M, Indigo: only 3 left, quantity now 3',
    );
    expect(tell(item({ price: 1499 }), product)).toBe(
      'Linen Kurta (new), size M, Indigo: price now ₹1,999 (was ₹1,499)',
    );
    expect(tell(item({ price: 1999, quantity: 2 }), product)).toBeNull(); // a new name alone is not worth a word
  });

  it('tells what changed in the wishlist: a product no longer sold, a price that moved', () => {
    const wished = { id: 1, name: 'Linen Kurta', image: '/images/p', price: 2499 };
    const tell = (p: ProductDetail | null) => describeWishlistChange(wished, correctWishlistItem(wished, p));
    expect(tell(product)).toBe('Linen Kurta (new): price now ₹1,999 (was ₹2,499)');
    expect(tell(null)).toBe('Linen Kurta: no longer sold, taken out of your wishlist');
    expect(tell({ ...product, name: 'Linen Kurta', discounted_price: 2499 } as ProductDetail)).toBeNull();
  });
});
