import type { ProductCard as Card } from '@store/contract/catalog';
import { toggleWishlist, useWishlist } from '../cart/cart-store';
import { HeartIcon } from '../layout/icons';
import { Link } from '../lib/link';
import { Picture } from '../ui/picture';
import { Stars } from '../ui/stars';
import { DiscountBadge, Price } from './price';

// Each the card's exact width, from the layout's classes: a row card is 45% / 30% of the row
// inside the page's 1rem padding (product-row.tsx), a listing card one of 2 / 3 / 4 columns beside
// the 14rem filters (listing-page.tsx). An estimate a few pixels wide took the next larger picture.
export const CARD_SIZES_ROW = '(min-width: 1024px) 224px, (min-width: 640px) calc(30vw - 0.6rem), calc(45vw - 0.9rem)';
export const CARD_SIZES_GRID =
  '(min-width: 1280px) 231px, (min-width: 1024px) calc(33.3vw - 7rem), (min-width: 768px) calc(33.3vw - 1.5rem), (min-width: 640px) calc(50vw - 1.625rem), calc(50vw - 1.375rem)';

/**
 * One product in a row or grid: image with discount badge, name, discounted and struck-through
 * price, sizes, colour swatches, rating and a wishlist heart. The name is the one link a
 * keyboard stops at; the image repeats it for pointers only.
 */
export function ProductCard({
  product: p,
  sizes = CARD_SIZES_GRID,
  priority = false,
}: {
  product: Card;
  sizes?: string;
  /** The first cards of a grid are the page's largest paint: load them first, not lazily. */
  priority?: boolean;
}) {
  const wishlist = useWishlist();
  const saved = wishlist.some((w) => w.id === p.id);
  return (
    <article className="group relative flex h-full flex-col" data-testid="product-card">
      <div className="relative overflow-hidden rounded-lg">
        <Link to={p.url} tabIndex={-1} aria-hidden="true" className="block">
          <Picture
            src={p.image_1}
            alt={p.name}
            sizes={sizes}
            priority={priority}
            imgClassName="transition duration-300 group-hover:scale-[1.03]"
          />
        </Link>
        <DiscountBadge discount={p.discount} />
        {!p.in_stock && (
          <span className="absolute inset-x-0 bottom-0 bg-white/90 py-1.5 text-center text-xs font-semibold uppercase tracking-wide text-stone-800">
            Out of Stock
          </span>
        )}
        <button
          type="button"
          aria-pressed={saved}
          aria-label={`Wishlist ${p.name}`}
          onClick={() => toggleWishlist({ id: p.id, name: p.name, image: p.image_1, price: p.discounted_price })}
          className={`absolute right-2 top-2 grid h-9 w-9 place-items-center rounded-full bg-white/95 shadow-sm transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-brand-600 ${saved ? 'text-brand-600' : 'text-stone-700'}`}
        >
          <HeartIcon className="h-5 w-5" filled={saved} />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-1 pt-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug text-stone-800">
          <Link
            to={p.url}
            className="rounded-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {p.name}
          </Link>
        </h3>
        <Price price={p.price} discountedPrice={p.discounted_price} discount={p.discount} />
        {p.rating.count > 0 && <Stars rating={p.rating.average} count={p.rating.count} className="h-3.5" />}
        <div className="mt-auto flex items-center justify-between gap-2 pt-1">
          {p.sizes.length > 0 && (
            <p className="truncate text-xs text-stone-600">
              <span className="sr-only">Sizes: </span>
              {p.sizes.join(' · ')}
            </p>
          )}
          {p.colors.length > 0 && (
            <ul
              className="flex shrink-0 items-center gap-1"
              aria-label={`Colours: ${p.colors.map((c) => c.name).join(', ')}`}
            >
              {p.colors.slice(0, 4).map((c) => (
                <li
                  key={c.id}
                  title={c.name}
                  className="h-3.5 w-3.5 rounded-full border border-stone-300"
                  style={{ backgroundColor: c.hex }}
                />
              ))}
              {p.colors.length > 4 && (
                <li className="text-xs text-stone-600" aria-hidden="true">
                  +{p.colors.length - 4}
                </li>
              )}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}
