import { QUANTITY_MAX, QUANTITY_MIN, STORAGE_KEYS } from '@store/contract/constants';
import { storedState } from '../lib/stored-state';

// Cart and wishlist state, persisted under `cart` and `wishlist` (docs/spec.md §3, §4), shared by every
// component and every tab through storedState. Stored data is never trusted: the parsers drop
// malformed items, and cart-refresh.ts corrects prices and stock from the API.

export interface CartItem {
  id: number; // product id
  name: string;
  image: string; // image base path
  price: number; // discounted unit price, rupees
  priceSaved: number; // per piece, set on Add to Cart
  quantity: number;
  size: string; // '' when the product has no sizes
  color: string; // colour name
  colorId: number;
  stock?: number; // pieces of this colour and size, when known (caps the quantity)
}
export interface WishlistItem {
  id: number;
  name: string;
  image: string;
  price: number;
}

/** One cart line is one product in one colour and one size. */
export type CartLine = Pick<CartItem, 'id' | 'colorId' | 'size'>;
export const sameLine = (a: CartLine, b: CartLine) => a.id === b.id && a.colorId === b.colorId && a.size === b.size;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;
const isMoney = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Upper bound of a line's quantity: 10, and never above known stock. */
export const maxQuantity = (item: Pick<CartItem, 'stock'>) =>
  item.stock === undefined ? QUANTITY_MAX : Math.max(0, Math.min(QUANTITY_MAX, item.stock));

function parseCartItem(v: unknown): CartItem | null {
  if (!isRecord(v)) return null;
  const { id, name, image, price, priceSaved, quantity, size, color, colorId, stock } = v;
  if (!isId(id) || !isId(colorId) || typeof name !== 'string' || typeof image !== 'string') return null;
  if (!isMoney(price) || typeof size !== 'string' || typeof color !== 'string') return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < QUANTITY_MIN) return null;
  const item: CartItem = {
    id,
    name,
    image,
    price,
    priceSaved: isMoney(priceSaved) ? priceSaved : 0,
    quantity: Math.floor(quantity),
    size,
    color,
    colorId,
  };
  if (typeof stock === 'number' && Number.isInteger(stock) && stock >= 0) item.stock = stock;
  item.quantity = Math.min(item.quantity, maxQuantity(item));
  return item.quantity >= QUANTITY_MIN ? item : null;
}

export function parseCart(raw: unknown): CartItem[] | null {
  if (!Array.isArray(raw)) return null;
  const out: CartItem[] = [];
  for (const v of raw) {
    const item = parseCartItem(v);
    if (item && !out.some((o) => sameLine(o, item))) out.push(item);
  }
  return out;
}

export function parseWishlist(raw: unknown): WishlistItem[] | null {
  if (!Array.isArray(raw)) return null;
  const out: WishlistItem[] = [];
  for (const v of raw) {
    if (!isRecord(v) || !isId(v.id) || typeof v.name !== 'string' || typeof v.image !== 'string') continue;
    if (!isMoney(v.price) || out.some((o) => o.id === v.id)) continue;
    out.push({ id: v.id, name: v.name, image: v.image, price: v.price });
  }
  return out;
}

const EMPTY_CART: CartItem[] = [];
const EMPTY_WISHLIST: WishlistItem[] = [];
export const cartState = storedState<CartItem[]>(STORAGE_KEYS.cart, EMPTY_CART, parseCart);
export const wishlistState = storedState<WishlistItem[]>(STORAGE_KEYS.wishlist, EMPTY_WISHLIST, parseWishlist);

/**
 * What the stock and price checks changed (cart-refresh.ts) since the shopper last said OK, newest
 * last, each once. Kept for this tab, so a reload or the way to checkout still shows it (the next
 * check finds nothing left to change), and forgotten with the cart once it is ordered.
 */
const parseChanges = (raw: unknown) =>
  Array.isArray(raw) ? raw.filter((m): m is string => typeof m === 'string').slice(-20) : null;
export const cartChanges = storedState<string[]>('cart-changes', [], parseChanges, 'sessionStorage');
/** The same for the wishlist: a product no longer sold, a price that moved. */
export const wishlistChanges = storedState<string[]>('wishlist-changes', [], parseChanges, 'sessionStorage');

export function useCart(): CartItem[] {
  return cartState.use();
}
export function useWishlist(): WishlistItem[] {
  return wishlistState.use();
}

export const findCartLine = (items: CartItem[], line: CartLine) => items.find((i) => sameLine(i, line));

/** docs/spec.md §4: add appends; skipped when the same product, colour and size is already there. */
export function addToCart(item: CartItem): boolean {
  let added = false;
  cartState.set((items) => {
    if (findCartLine(items, item)) return items;
    const clean = parseCartItem(item);
    if (!clean) return items;
    added = true;
    return [...items, clean];
  });
  return added;
}

/** Removes one line (the spec removes by id; a product can sit in the cart in several sizes). */
export function removeFromCart(line: CartLine): void {
  cartState.set((items) => items.filter((i) => !sameLine(i, line)));
}

/** docs/spec.md §4 update: replaces the line with the same product, colour and size. */
export function updateCartItem(next: CartItem): void {
  const clean = parseCartItem(next);
  cartState.set((items) =>
    clean ? items.map((i) => (sameLine(i, next) ? clean : i)) : items.filter((i) => !sameLine(i, next)),
  );
}

/** Sets a line's quantity within 1..10 and stock; below 1 removes the line. */
export function setCartQuantity(line: CartLine, quantity: number): void {
  cartState.set((items) =>
    items.flatMap((i) => {
      if (!sameLine(i, line)) return [i];
      const q = Math.min(Math.floor(quantity), maxQuantity(i));
      return q >= QUANTITY_MIN ? [{ ...i, quantity: q }] : [];
    }),
  );
}

/** Plus: one more, at most 10 and never above known stock. */
export function increaseQuantity(line: CartLine): void {
  const item = findCartLine(cartState.get(), line);
  if (item && item.quantity < maxQuantity(item)) setCartQuantity(line, item.quantity + 1);
}

/** Minus: one fewer; reaching 0 removes the item (docs/spec.md §4). */
export function decreaseQuantity(line: CartLine): void {
  const item = findCartLine(cartState.get(), line);
  if (item) setCartQuantity(line, item.quantity - 1);
}

/** After an order: the cart, and what the checks had said about it. */
export function clearCart(): void {
  cartState.set([]);
  cartChanges.set([]);
}

/** docs/spec.md §4: subtotal = sum of price x quantity (rupees; computed in paise to avoid float drift). */
export const cartSubtotal = (items: CartItem[]) =>
  items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0) / 100;

export const cartCount = (items: CartItem[]) => items.reduce((n, i) => n + i.quantity, 0);

export function addToWishlist(item: WishlistItem): void {
  wishlistState.set((list) => (list.some((w) => w.id === item.id) ? list : [...list, item]));
}

export function removeFromWishlist(id: number): void {
  wishlistState.set((list) => list.filter((w) => w.id !== id));
}

/** The product-page heart: adds, or removes when already there (never a duplicate). */
export function toggleWishlist(item: WishlistItem): void {
  wishlistState.set((list) =>
    list.some((w) => w.id === item.id) ? list.filter((w) => w.id !== item.id) : [...list, item],
  );
}

export const inWishlist = (list: WishlistItem[], id: number) => list.some((w) => w.id === id);
