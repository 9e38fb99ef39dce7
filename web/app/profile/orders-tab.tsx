import { MSG } from '@store/contract/messages';

/** Orders tab of /profile. Placeholder until the checkout work lists the order lines here. */
export function OrdersTab() {
  return (
    <p className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-600">{MSG.noOrders}</p>
  );
}
