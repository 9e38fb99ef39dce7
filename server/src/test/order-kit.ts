import type { BillingRequest } from '@store/contract/orders';
import { coupons } from '../db/schema';
import { createAddress, type createProduct, createUser } from './factories';
import type { TestApp } from './test-app';

// Shared set-up for the checkout, payment and order tests (not a test file itself).

export async function shopper(t: TestApp) {
  const u = await createUser(t.db);
  const address = await createAddress(t.db, u.user.id, { name: u.user.name });
  return { ...u, addressId: address.id };
}

export type Product = Awaited<ReturnType<typeof createProduct>>;

export function body(
  addressId: number,
  lines: { product: Product; quantity?: number; color?: string | number; size?: string; amount?: number }[],
  o: Partial<Omit<BillingRequest, 'products' | 'address'>> & { total_amount: number },
): BillingRequest {
  return {
    coupon_code: null,
    payment_mode: 'Cash On Delivery',
    sales_referance: '',
    ...o,
    address: addressId,
    products: lines.map((l) => ({
      id: l.product.product.id,
      amount: l.amount ?? 1,
      quantity: l.quantity ?? 1,
      color: l.color ?? l.product.colors[0].name,
      size: l.size ?? 'M',
    })),
  };
}

export async function addCoupon(t: TestApp, o: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await t.db
    .insert(coupons)
    .values({ percent: 10, ...o })
    .returning();
  return row;
}

// Tests read response bodies loosely on purpose: the assertions are the type check.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
