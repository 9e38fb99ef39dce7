import type { ProductColor, ProductDetail } from '@store/contract/catalog';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { useNavigate } from 'react-router';
import { addToCart, type CartItem, findCartLine, useCart } from '../cart/cart-store';
import { BagIcon } from '../layout/icons';
import { useToast } from '../ui/toast';
import { type PurchaseState, purchaseError } from './variant';

const primary =
  'flex flex-1 items-center justify-center gap-2 rounded-md font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The cart line the current choice would make; null until a colour is chosen. */
export function cartLineFor(
  product: ProductDetail,
  color: ProductColor | null,
  size: string | null,
  quantity: number,
  stock: number,
): CartItem | null {
  if (!color) return null;
  return {
    id: product.id,
    name: product.name,
    image: color.images[0] ?? product.image_1,
    price: product.discounted_price,
    priceSaved: Math.max(0, product.price - product.discounted_price),
    quantity,
    size: size ?? '',
    color: color.name,
    colorId: color.id,
    stock,
  };
}

/**
 * Add to Cart and Buy Now with the spec's checks in order (docs/spec.md §5), each failure a toast. Once the
 * chosen product, colour and size is in the cart, Add to Cart becomes 'Go to Cart'.
 */
export function PurchaseActions({
  state,
  line,
  compact = false,
}: {
  state: PurchaseState;
  line: CartItem | null;
  /** the quick-buy bar's: side by side, shorter */
  compact?: boolean;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const cart = useCart();
  const inCart = line && (!state.hasSizes || state.size) ? findCartLine(cart, line) : undefined;

  const checked = () => {
    const error = purchaseError(state);
    if (error) toast.error(error);
    return !error && line ? line : null;
  };
  const button = `${primary} ${compact ? 'h-11 px-3 text-sm' : 'h-13 px-6 text-base'}`;
  const onAdd = () => {
    if (inCart) return navigate('/checkout');
    const item = checked();
    if (item) addToCart(item);
  };
  const onBuy = () => {
    const item = checked();
    if (!item) return;
    addToCart(item); // skipped when already there (docs/spec.md §4)
    navigate('/checkout');
  };
  return (
    <div className={`flex gap-3 ${compact ? '' : 'flex-col sm:flex-row'}`}>
      <button
        type="button"
        onClick={onAdd}
        className={`${button} border-2 border-ink ${inCart ? 'bg-white text-ink hover:bg-stone-50' : 'bg-ink text-white hover:bg-stone-800'}`}
      >
        {!compact && <BagIcon className="h-5 w-5" />}
        {inCart ? MSG.goToCart : MSG.addToCart}
      </button>
      <button type="button" onClick={onBuy} className={`${button} bg-brand-700 text-white hover:bg-brand-900`}>
        {MSG.buyNow}
      </button>
    </div>
  );
}
