import { QUANTITY_MIN } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { formatInr } from '@store/contract/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { Picture } from '../catalog/picture';
import { Modal } from '../ui/modal';
import { CartQuantity, cartLineLabel } from './cart-quantity';
import { refreshStoredItems } from './cart-refresh';
import { type CartItem, cartSubtotal, removeFromCart, useCart } from './cart-store';

function CartLineRow({ item }: { item: CartItem }) {
  const label = cartLineLabel(item);
  return (
    <li className="flex gap-4 py-4" data-testid="cart-item">
      <Picture
        src={item.image}
        alt=""
        sizes="80px"
        fallbackWidth={160}
        className="w-20 shrink-0 overflow-hidden rounded-md"
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-3">
          <p className="font-medium leading-snug text-ink">{item.name}</p>
          <p className="shrink-0 font-semibold" data-testid="cart-item-price">
            {formatInr(item.price * item.quantity)}
          </p>
        </div>
        {item.quantity > 1 && <p className="text-right text-xs text-stone-500">{formatInr(item.price)} each</p>}
        <p className="mt-1 text-sm text-stone-600">
          {item.size && <span>Size: {item.size}</span>}
          {item.size && <span aria-hidden="true"> · </span>}
          <span>Colour: {item.color}</span>
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <CartQuantity item={item} testId="cart-item-quantity" />
          <button
            type="button"
            className="rounded text-sm font-medium text-stone-600 underline-offset-2 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            aria-label={`Remove ${label}`}
            onClick={() => removeFromCart(item)}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}

/** Side panel 'Shopping Cart' (spec §2). Lines are re-checked against the API on page load and on opening. */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const items = useCart();
  const hasItems = items.length >= QUANTITY_MIN;
  // On page load (the panel lives in the layout) and whenever it opens: stored prices are never trusted.
  useEffect(() => {
    if (open || hasItems) refreshStoredItems().catch(() => {});
  }, [open, hasItems]);
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
      {hasItems ? (
        <ul className="divide-y divide-stone-200">
          {items.map((item) => (
            <CartLineRow key={`${item.id}:${item.colorId}:${item.size}`} item={item} />
          ))}
        </ul>
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
          <p className="text-stone-600">{MSG.cartEmpty}</p>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-stone-300 px-5 py-2.5 text-sm font-semibold hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {MSG.continueShopping}
          </button>
        </div>
      )}
    </Modal>
  );
}
