import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { Picture, THUMB_WIDTHS } from '../ui/picture';
import { cartLineLabel } from './cart-quantity';
import { type CartItem, cartChanges, removeFromCart, wishlistChanges } from './cart-store';

// Pieces the cart panel, the wishlist panel and the checkout's cart table have in common, so a
// line reads and behaves the same wherever it is shown.

/** The product image at the start of a cart or wishlist panel row. */
export function PanelThumbnail({ src }: { src: string }) {
  return (
    <Picture src={src} alt="" sizes="80px" widths={THUMB_WIDTHS} className="w-20 shrink-0 overflow-hidden rounded-md" />
  );
}

/** An empty cart or wishlist panel: what it says, and a way back to the shop. */
export function PanelEmpty({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
      <p className="text-stone-600">{message}</p>
      <button
        type="button"
        onClick={onClose}
        className="rounded-md border border-stone-300 px-5 py-2.5 text-sm font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {MSG.continueShopping}
      </button>
    </div>
  );
}

/** Size (when the product has one) and colour of a cart line. */
export function LineOptions({ item }: { item: CartItem }) {
  return (
    <p className="mt-1 text-sm text-stone-600">
      {item.size && <span>Size: {item.size}</span>}
      {item.size && <span aria-hidden="true"> · </span>}
      <span>Colour: {item.color}</span>
    </p>
  );
}

/** Takes the line out of the cart; its name says which line to screen readers. */
export function RemoveLineButton({ item }: { item: CartItem }) {
  return (
    <button
      type="button"
      className="rounded text-sm font-medium text-stone-600 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={`Remove ${cartLineLabel(item)}`}
      onClick={() => removeFromCart(item)}
    >
      Remove
    </button>
  );
}

/** What the stock and price checks changed in the cart (cart-refresh.ts), until the shopper says OK. */
export const CartChanges = () => (
  <ChangesNotice title="Your cart has changed" state={cartChanges} testId="cart-changes" />
);

/** The same for the wishlist: products no longer sold, prices that moved. */
export const WishlistChanges = () => (
  <ChangesNotice title="Your wishlist has changed" state={wishlistChanges} testId="wishlist-changes" />
);

/** The live region is always there, so a change that arrives while it is on screen is read out. */
function ChangesNotice({ title, state, testId }: { title: string; state: typeof cartChanges; testId: string }) {
  const changes = state.use();
  return (
    <div role="status">
      {changes.length > 0 && (
        <div
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid={testId}
        >
          <p className="font-semibold">{title}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => state.set([])}
            className="mt-2 rounded font-semibold text-amber-950 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            OK
          </button>
        </div>
      )}
    </div>
  );
}
