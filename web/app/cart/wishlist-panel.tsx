import { formatInr } from '@store/contract/money';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { slugify } from '@store/contract/slug';
import { useEffect } from 'react';
import { Link } from '../lib/link';
import { Modal } from '../ui/modal';
import { refreshStoredItems } from './cart-refresh';
import { removeFromWishlist, useWishlist } from './cart-store';
import { PanelEmpty, PanelThumbnail, WishlistChanges } from './shared-parts';

/** Side panel 'Wishlist' (docs/spec.md §2): image, name, price and a delete icon per item. */
export function WishlistPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const items = useWishlist();
  useEffect(() => {
    if (open) refreshStoredItems().catch(() => {});
  }, [open]);
  return (
    <Modal placement="right" open={open} onClose={onClose} title={MSG.wishlistTitle}>
      <WishlistChanges />
      {items.length > 0 ? (
        <ul className="divide-y divide-stone-200">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-4" data-testid="wishlist-item">
              <PanelThumbnail src={item.image} />
              <div className="min-w-0 flex-1">
                {/* The spec's wishlist link form: /product/{id}/{slug} (the page redirects to the canonical URL). */}
                <Link
                  to={`/product/${item.id}/${slugify(item.name)}`}
                  onClick={onClose}
                  className="font-medium leading-snug text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {item.name}
                </Link>
                <p className="mt-1 font-semibold">{formatInr(item.price)}</p>
              </div>
              <button
                type="button"
                onClick={() => removeFromWishlist(item.id)}
                aria-label={`Remove ${item.name} from wishlist`}
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-5 w-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                >
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12.5a1.5 1.5 0 0 0 1.5 1.5h7a1.5 1.5 0 0 0 1.5-1.5L18 7M9 7V4.5h6V7" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <PanelEmpty message={MSG.wishlistEmpty} onClose={onClose} />
      )}
    </Modal>
  );
}
