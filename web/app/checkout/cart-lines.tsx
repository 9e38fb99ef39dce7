import { slugify } from '@store/contract/slug';
import { CartQuantity } from '../cart/cart-quantity';
import type { CartItem } from '../cart/cart-store';
import { LineOptions, RemoveLineButton } from '../cart/shared-parts';
import { Link } from '../lib/link';
import { Picture, THUMB_WIDTHS } from '../ui/picture';
import { lineKey, money2 } from './checkout-math';

/** Spec: cart table: product (image, name, size, colour), quantity minus/plus, price = quantity x price. */
export function CartLines({ items, problems }: { items: CartItem[]; problems: Record<string, string> }) {
  return (
    <section aria-labelledby="cart-heading" className="rounded-xl border border-stone-200 p-4 sm:p-5">
      <h2 id="cart-heading" className="text-lg font-semibold">
        Your Cart
      </h2>
      <div
        aria-hidden="true"
        className="mt-3 hidden grid-cols-[1fr_8rem_7rem] gap-4 border-b pl-[5.5rem] border-stone-200 pb-2 text-xs font-semibold uppercase tracking-wide text-stone-600 sm:grid"
      >
        <span>Product</span>
        <span className="text-center">Quantity</span>
        <span className="text-right">Price</span>
      </div>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => (
          <Line key={lineKey(item)} item={item} problem={problems[lineKey(item)]} />
        ))}
      </ul>
    </section>
  );
}

function Line({ item, problem }: { item: CartItem; problem?: string }) {
  const paise = Math.round(item.price * 100);
  return (
    <li className="py-4" data-testid="checkout-line">
      <div className="flex gap-4">
        <Picture src={item.image} alt="" sizes="72px" widths={THUMB_WIDTHS} className="w-18 shrink-0 rounded-md" />
        <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[1fr_8rem_7rem] sm:items-center sm:gap-4">
          <div className="min-w-0">
            <Link
              to={`/product/${item.id}/${slugify(item.name)}`}
              className="font-medium leading-snug text-ink hover:text-brand-700 hover:underline"
            >
              {item.name}
            </Link>
            <LineOptions item={item} />
            <p className="text-sm text-stone-600">{money2(paise)} each</p>
          </div>
          <div className="mt-3 flex items-center justify-between gap-3 sm:contents">
            <div className="sm:flex sm:justify-center">
              <CartQuantity item={item} testId="line-quantity" />
            </div>
            <div className="flex flex-col items-end gap-1">
              <p className="font-semibold" data-testid="line-total">
                {money2(paise * item.quantity)}
              </p>
              <RemoveLineButton item={item} />
            </div>
          </div>
        </div>
      </div>
      {problem && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
    </li>
  );
}
