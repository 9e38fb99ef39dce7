import { formatInr } from '@store/contract/money';

/**
 * Discounted price, struck-through MRP and the percent off, in rupees the Indian way
 * (₹1,24,999). Screen readers hear "Price ₹899, was ₹1,499, 40% off".
 */
export function Price({
  price,
  discountedPrice,
  discount,
  size = 'md',
}: {
  price: number;
  discountedPrice: number;
  discount: number;
  size?: 'md' | 'lg';
}) {
  const hasDiscount = discount > 0 && discountedPrice < price;
  const main = size === 'lg' ? 'text-2xl font-bold' : 'text-base font-semibold';
  const small = size === 'lg' ? 'text-base' : 'text-sm';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price">
      <span className={`${main} text-ink`} data-price={discountedPrice}>
        <span className="sr-only">Price </span>
        {formatInr(discountedPrice)}
      </span>
      {hasDiscount && (
        <>
          <s className={`${small} text-stone-500`}>
            <span className="sr-only">was </span>
            {formatInr(price)}
          </s>
          <span className={`${small} font-semibold text-emerald-700`}>{discount}% off</span>
        </>
      )}
    </p>
  );
}

/** The corner badge on a card image. */
export function DiscountBadge({ discount }: { discount: number }) {
  if (discount <= 0) return null;
  return (
    <span className="absolute left-2 top-2 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-bold text-white">
      {discount}% OFF
    </span>
  );
}
