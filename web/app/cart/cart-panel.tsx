import { QUANTITY_MIN } from '@store/contract/constants';
import { formatInr } from '@store/contract/money';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { useEffect } from 'react';
import { Link } from '../lib/link';
import { Modal } from '../ui/modal';
import { CartQuantity } from './cart-quantity';
import { refreshStoredItems } from './cart-refresh';
import { type CartItem, cartSubtotal, useCart } from './cart-store';
import { CartChanges, LineOptions, PanelEmpty, PanelThumbnail, RemoveLineButton } from './shared-parts';

function CartLineRow({ item }: { item: CartItem }) {
  return (
    <li className="flex gap-4 py-4" data-testid="cart-item">
      <PanelThumbnail src={item.image} />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium leading-snug text-ink">{item.name}</p>
          <p className="shrink-0 font-semibold" data-testid="cart-item-price">
            {formatInr(item.price * item.quantity)}
          </p>
        </div>
        {item.quantity > 1 && <p className="text-right text-xs text-stone-500">{formatInr(item.price)} each</p>}
        <LineOptions item={item} />
        <div className="mt-auto flex items-center justify-between pt-2">
          <CartQuantity item={item} testId="cart-item-quantity" />
          <RemoveLineButton item={item} />
        </div>
      </div>
    </li>
  );
}

/**
 * Side panel 'Shopping Cart' (docs/spec.md §2). Lines are re-checked against the API whenever it opens
 * (and on page load, by the header).
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const items = useCart();
  const hasItems = items.length >= QUANTITY_MIN;
  useEffect(() => {
    if (open) refreshStoredItems().catch(() => {});
  }, [open]);
  return (
    <Modal
      placement="right"
      open={open}
      onClose={onClose}
      title={MSG.cartTitle}
      footer={
        hasItems ? (
          <div>
            <div className="flex items-center justify-between text-base font-semibold">
              <span>Subtotal</span>
              <span data-testid="cart-subtotal">{formatInr(cartSubtotal(items))}</span>
            </div>
            <p className="mt-1 text-sm text-stone-600">{MSG.cartNote}</p>
            <Link
              to="/checkout"
              onClick={onClose}
              className="mt-4 flex h-12 items-center justify-center rounded-md bg-brand-700 text-base font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Checkout
            </Link>
            <p className="mt-3 text-center text-sm">
              <button
                type="button"
                onClick={onClose}
                className="font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {MSG.continueShopping} <span aria-hidden="true">→</span>
              </button>
            </p>
          </div>
        ) : undefined
      }
    >
      <CartChanges />
      {hasItems ? (
        <ul className="divide-y divide-stone-200">
          {items.map((item) => (
            <CartLineRow key={`${item.id}:${item.colorId}:${item.size}`} item={item} />
          ))}
        </ul>
      ) : (
        <PanelEmpty message={MSG.cartEmpty} onClose={onClose} />
      )}
    </Modal>
  );
}
