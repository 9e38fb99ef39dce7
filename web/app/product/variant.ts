import type { ProductColor, ProductDetail } from '@store/contract/catalog';
import { LOW_STOCK_BELOW, QUANTITY_MAX, QUANTITY_MIN } from '@store/contract/constants';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';

// The product page's rules as plain functions (docs/spec.md §4, §5, §9), so tests can read them apart
// from the markup.

export interface SizeOption {
  size: string;
  enabled: boolean;
}

/**
 * Size buttons: every size the product comes in. With a colour chosen, a size that colour does
 * not offer, or has sold out of, is disabled; before that, a size is enabled when any colour has it.
 */
export function sizeOptions(
  product: Pick<ProductDetail, 'sizes' | 'colors'>,
  color: ProductColor | null,
): SizeOption[] {
  const colors = color ? [color] : product.colors;
  return product.sizes.map((size) => ({
    size,
    enabled: colors.some((c) => c.sizes.includes(size) && (c.stock_by_size[size] ?? 0) > 0),
  }));
}

/** Pieces available for what is chosen so far: the size's stock, else the colour's, else the product's. */
export function stockOf(product: Pick<ProductDetail, 'inventory'>, color: ProductColor | null, size: string | null) {
  if (!color) return product.inventory ?? 0;
  if (size) return color.stock_by_size[size] ?? 0;
  return color.stock ?? 0;
}

/** docs/spec.md §4: warning below 5, 'Out of Stock' at 0 or missing. */
export function stockBadge(stock: number | null | undefined): string | null {
  if (!stock || stock <= 0) return MSG.outOfStockBadge;
  if (stock < LOW_STOCK_BELOW) return MSG.lowStock;
  return null;
}

/** Quantity bounds: 1 to 10 and not above stock (docs/spec.md §5, §9). */
export const quantityMax = (stock: number) => Math.max(QUANTITY_MIN, Math.min(QUANTITY_MAX, stock));
export const clampQuantity = (q: number, stock: number) =>
  Math.max(QUANTITY_MIN, Math.min(Math.floor(q), quantityMax(stock)));

export type DeliveryStatus = 'unchecked' | 'available' | 'unavailable';

export interface PurchaseState {
  hasSizes: boolean;
  size: string | null;
  colorId: number | null;
  stock: number;
  delivery: DeliveryStatus;
}

/** docs/spec.md §5: the Add to Cart (and Buy Now) checks, in order; null when the shopper may buy. */
export function purchaseError(s: PurchaseState): string | null {
  if (s.hasSizes && !s.size) return MSG.selectSize;
  if (s.colorId === null) return MSG.selectColor;
  if (!s.stock || s.stock <= 0) return MSG.outOfStock;
  if (s.delivery === 'unchecked') return MSG.checkPincode;
  if (s.delivery === 'unavailable') return MSG.deliveryNotAvailable;
  return null;
}

export interface Choice {
  colorId: number | null;
  size: string | null;
  /** a size the shopper had (or the link named) that the colour does not have in stock */
  dropped: string | null;
}

const inStock = (c: ProductColor, size: string) => (c.stock_by_size[size] ?? 0) > 0;

/**
 * The choice a colour leads to: the size kept when that colour has it in stock, else cleared and
 * named in `dropped` so the page can say so beside the sizes. One colour needs no choosing.
 */
export function chooseColor(
  product: Pick<ProductDetail, 'colors'>,
  colorId: number | null,
  size: string | null,
): Choice {
  const color =
    product.colors.find((c) => c.id === colorId) ?? (product.colors.length === 1 ? product.colors[0] : null);
  const keep = !!size && (color ? inStock(color, size) : product.colors.some((c) => inStock(c, size)));
  return { colorId: color?.id ?? null, size: keep ? size : null, dropped: size && !keep ? size : null };
}

/** The choice a shared link names (`?color=<id>&size=M`), checked against the product as it is now. */
export function choiceFromUrl(product: Pick<ProductDetail, 'colors' | 'sizes'>, params: URLSearchParams): Choice {
  const size = params.get('size');
  return chooseColor(product, Number(params.get('color')) || null, size && product.sizes.includes(size) ? size : null);
}

/** Said beside the sizes when a colour (or a link) could not keep the size. */
export const droppedNote = (size: string, color: string | undefined) =>
  color ? `Size ${size} is not available in ${color}. Please choose another size.` : `Size ${size} is sold out.`;

/** The choice into the address bar, replacing the entry: Back leaves the page, a copied link keeps it. */
export function writeChoice(colorId: number | null, size: string | null) {
  const url = new URL(window.location.href);
  const q = url.searchParams;
  colorId ? q.set('color', String(colorId)) : q.delete('color');
  size ? q.set('size', size) : q.delete('size');
  window.history.replaceState(window.history.state, '', url);
}

/** Sizes this colour comes in but has sold out of: the ones "Notify me" can ask about. */
export const soldOutSizes = (color: ProductColor | null) =>
  color ? color.sizes.filter((s) => !inStock(color, s)) : [];
