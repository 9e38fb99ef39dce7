/** Side panel 'Shopping Cart' (spec §2). Placeholder; the product/cart work implements it. */
export function CartPanel(_props: { open: boolean; onClose: () => void }) {
  return null;
}
