// Cart and wishlist state, persisted under `cart` and `wishlist` (spec §3, §4).
// Placeholder signatures; the browsing work implements them.
export interface CartItem {
  id: number;
  name: string;
  image: string;
  price: number;
  priceSaved: number;
  quantity: number;
  size: string;
  color: string;
  colorId: number;
}
export interface WishlistItem {
  id: number;
  name: string;
  image: string;
  price: number;
}
export function useCart(): CartItem[] {
  return [];
}
export function useWishlist(): WishlistItem[] {
  return [];
}
