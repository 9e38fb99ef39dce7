import { type CartItem, decreaseQuantity, increaseQuantity, maxQuantity } from './cart-store';

const stepButton =
  'grid h-9 w-9 place-items-center text-lg text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/** How a cart line is named to screen readers: name, size and colour. */
export const cartLineLabel = (item: CartItem) => `${item.name}${item.size ? `, size ${item.size}` : ''}, ${item.color}`;

/** Minus / quantity / plus of one cart line (docs/spec.md §4: minus at 1 removes the line). */
export function CartQuantity({ item, testId }: { item: CartItem; testId: string }) {
  const label = cartLineLabel(item);
  return (
    <fieldset className="flex items-center rounded-md border border-stone-300">
      <legend className="sr-only">Quantity of {label}</legend>
      <button
        type="button"
        className={`${stepButton} rounded-l-md`}
        aria-label={`Decrease quantity of ${label}`}
        onClick={() => decreaseQuantity(item)}
      >
        −
      </button>
      <output className="w-8 text-center text-sm font-semibold" aria-live="polite" data-testid={testId}>
        {item.quantity}
      </output>
      <button
        type="button"
        className={`${stepButton} rounded-r-md`}
        aria-label={`Increase quantity of ${label}`}
        disabled={item.quantity >= maxQuantity(item)}
        onClick={() => increaseQuantity(item)}
      >
        +
      </button>
    </fieldset>
  );
}
