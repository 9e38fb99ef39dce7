// The header's cart and wishlist panels, fetched together the first time either opens.
export { CartPanel } from './cart-panel';
export { WishlistPanel } from './wishlist-panel';
