import type { LineProduct } from '@store/contract/catalog';
import { LINE_PRODUCTS_MAX } from '@store/contract/constants';
import { formatInr } from '@store/contract/money';
import { api } from '../lib/api';
import { cartLineLabel } from './cart-quantity';
import {
  type CartItem,
  cartChanges,
  cartState,
  maxQuantity,
  type WishlistItem,
  wishlistChanges,
  wishlistState,
} from './cart-store';

// Stored carts go stale: prices change, colours and sizes are withdrawn, stock runs out. Before
// the shopper looks at the cart we re-read its products and the wishlist's from the API, in one
// request (GET /product/product/lines), and correct the stored lines. A product the answer leaves
// out is no longer on sale and is dropped; a failed request leaves every line alone. What changed
// is told (cartChanges, wishlistChanges): a line that vanished or got cheaper without a word is a
// cart nobody trusts.

type Lookup = Map<number, LineProduct | null>; // null: the product is gone

async function fetchProducts(ids: number[]): Promise<Lookup> {
  const found: Lookup = new Map();
  const parts: number[][] = [];
  for (let i = 0; i < ids.length; i += LINE_PRODUCTS_MAX) parts.push(ids.slice(i, i + LINE_PRODUCTS_MAX));
  await Promise.all(
    parts.map(async (part) => {
      try {
        const { data } = await api('GET /product/product/lines', { query: { ids: part.join(',') } });
        if (!Array.isArray(data)) return; // not an answer: nothing is known gone
        for (const id of part) found.set(id, null);
        for (const product of data) found.set(product.id, product);
      } catch {
        // not re-read: its lines are kept as they are
      }
    }),
  );
  return found;
}

/** One stored line checked against the product as the API has it now; null drops it. */
export function correctCartItem(item: CartItem, product: LineProduct | null | undefined): CartItem | null {
  if (product === undefined) return item; // not re-read (network error): keep
  if (product === null) return null;
  const color = product.colors.find((c) => c.id === item.colorId);
  if (!color) return null;
  const hasSizes = color.sizes.length > 0;
  if (hasSizes ? !color.sizes.includes(item.size) : item.size !== '') return null;
  const stock = hasSizes ? (color.stock_by_size[item.size] ?? 0) : color.stock;
  const next: CartItem = {
    ...item,
    name: product.name,
    image: color.images[0] ?? product.image_1,
    price: product.discounted_price,
    priceSaved: Math.max(0, product.price - product.discounted_price),
    color: color.name,
    stock,
  };
  next.quantity = Math.min(item.quantity, maxQuantity(next));
  return next.quantity >= 1 ? next : null;
}

/** What the check changed in one line, in words for the shopper; null when nothing they would notice. */
export function describeChange(before: CartItem, after: CartItem | null, product: LineProduct | null): string | null {
  const label = cartLineLabel({ ...before, name: after?.name ?? product?.name ?? before.name }); // as it is sold now
  if (!after) {
    const color = product?.colors.find((c) => c.id === before.colorId);
    const offered = color && (color.sizes.length > 0 ? color.sizes.includes(before.size) : before.size === '');
    return offered ? `${label}: sold out, taken out of your cart` : `${label}: no longer sold, taken out of your cart`;
  }
  if (after.quantity < before.quantity) return `${label}: only ${after.quantity} left, quantity now ${after.quantity}`;
  if (after.price !== before.price)
    return `${label}: price now ${formatInr(after.price)} (was ${formatInr(before.price)})`;
  return null;
}

/** What the check changed in a wishlist item, in words; null when nothing the shopper would notice. */
export function describeWishlistChange(before: WishlistItem, after: WishlistItem | null): string | null {
  if (!after) return `${before.name}: no longer sold, taken out of your wishlist`;
  if (after.price !== before.price)
    return `${after.name}: price now ${formatInr(after.price)} (was ${formatInr(before.price)})`;
  return null;
}

export function correctWishlistItem(item: WishlistItem, product: LineProduct | null | undefined): WishlistItem | null {
  if (product === undefined) return item;
  if (product === null) return null;
  return { id: item.id, name: product.name, image: product.image_1 || item.image, price: product.discounted_price };
}

/** Adds what a check changed to what is shown, each message once, newest last. */
function tell(shown: typeof cartChanges, told: string[]) {
  if (told.length > 0) shown.set((before) => [...before.filter((m) => !told.includes(m)), ...told]);
}

let running: Promise<void> | null = null;

/** Re-reads every product in the cart and the wishlist once; concurrent calls share one run. */
export function refreshStoredItems(): Promise<void> {
  if (running) return running;
  const ids = [...new Set([...cartState.get().map((i) => i.id), ...wishlistState.get().map((i) => i.id)])];
  if (ids.length === 0) return Promise.resolve();
  running = fetchProducts(ids)
    .then((found) => {
      // Applied to the state as it is now, so lines added meanwhile are kept.
      const told: string[] = [];
      cartState.set((items) =>
        items.flatMap((i) => {
          const product = found.get(i.id);
          const c = correctCartItem(i, product);
          const change = product === undefined ? null : describeChange(i, c, product);
          if (change) told.push(change);
          return c ? [c] : [];
        }),
      );
      tell(cartChanges, told);
      const toldWished: string[] = [];
      wishlistState.set((list) =>
        list.flatMap((w) => {
          const c = correctWishlistItem(w, found.get(w.id));
          const change = describeWishlistChange(w, c);
          if (change) toldWished.push(change);
          return c ? [c] : [];
        }),
      );
      tell(wishlistChanges, toldWished);
    })
    .finally(() => {
      running = null;
    });
  return running;
}
