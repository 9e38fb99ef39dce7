// Cart and wishlist state, persisted under `cart` and `wishlist` (spec §3, §4).
// Placeholder with the agreed signatures; the product/cart work implements them.
export interface CartItem {
  id: number; // product id
  name: string;
  image: string; // image base path
  price: number; // discounted unit price, rupees
  priceSaved: number; // per piece, set on Add to Cart
  quantity: number;
  size: string;
  color: string; // colour name
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
export function toggleWishlist(_item: WishlistItem): void {}
export function clearCart(): void {}
