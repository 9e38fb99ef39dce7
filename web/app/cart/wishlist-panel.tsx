/** Side panel 'Wishlist' (spec §2). Placeholder; the product/cart work implements it. */
export function WishlistPanel(_props: { open: boolean; onClose: () => void }) {
  return null;
}
