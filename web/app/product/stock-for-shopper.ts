import type { LineProduct, ProductDetail } from '@store/contract/catalog';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '../auth/auth-store';
import { api } from '../lib/api';
import { soldOutSizes } from './variant';

/**
 * The product's stock as this shopper may buy it. Pieces held by their own unpaid online order
 * (a payment that failed or was left, docs/decisions/0007-payments.md) are theirs to buy, but the
 * page's answer is the same for everyone and shows them sold out. When a logged-in shopper sees a
 * size sold out, the page asks the stock check the cart uses, which counts the shopper's own held
 * pieces (server/src/orders/held-for-shopper.ts), and shows its stock. Nobody else's holds are
 * ever seen; a failed check leaves the page as it is.
 */
export function useStockForShopper(product: ProductDetail): ProductDetail {
  const { loggedIn } = useAuth();
  const [checked, setChecked] = useState<LineProduct | null>(null);
  const anySoldOut = product.colors.some((c) => soldOutSizes(c).length > 0);
  useEffect(() => {
    if (!loggedIn || !anySoldOut) return;
    let current = true;
    api('GET /product/product/lines', { query: { ids: String(product.id) } })
      .then(({ data }) => current && setChecked(data.find((p) => p.id === product.id) ?? null))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [loggedIn, anySoldOut, product.id]);
  // the route keeps this state from one product to the next: an answer counts for its own product only
  return useMemo(() => (checked?.id === product.id ? withStockOf(product, checked) : product), [product, checked]);
}

/** The product with each colour's stock as the check answered it. */
export function withStockOf(product: ProductDetail, checked: LineProduct): ProductDetail {
  const colors = product.colors.map((c) => {
    const now = checked.colors.find((x) => x.id === c.id);
    return now ? { ...c, stock: now.stock, stock_by_size: now.stock_by_size } : c;
  });
  return { ...product, colors, inventory: colors.reduce((sum, c) => sum + c.stock, 0) };
}
