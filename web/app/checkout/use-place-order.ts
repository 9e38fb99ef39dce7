import type { PaymentMode } from '@store/contract/constants';
import { ORDER_MSG as MSG } from '@store/contract/order-messages';
import { SHOP_MSG } from '@store/contract/shop-messages';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Address } from '../account/account-types';
import type { StoredUser } from '../auth/auth-store';
import { useToast } from '../ui/toast';
import { attemptKeys } from './checkout-math';
import type { AppliedCoupon } from './coupon-box';

export interface Choices {
  address: Address | null;
  paymentMode: PaymentMode | null;
  coupon: AppliedCoupon | null;
  salesReference: string;
  shownTotal: number; // paise, what the shopper is looking at
  user: StoredUser | null;
  onCouponRejected: (reason: string) => void;
  onOnlineUnavailable: () => void;
  reloadAddresses: () => void;
}

// The order flow (re-pricing, billing, payment hand-over, the server's refusals) is fetched when
// the pointer or focus reaches Place Order, or on the click: checkout shows before it is needed.
const flow = () => import('./place-order');

/** Place Order's state: busy while an order is being placed, and the problems found per cart line. */
export function usePlaceOrder(c: Choices) {
  const toast = useToast();
  const navigate = useNavigate();
  const keys = useRef(attemptKeys()).current;
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function place() {
    if (busy) return;
    if (!c.address) return toast.error(MSG.selectAddress);
    if (!c.paymentMode) return toast.error(MSG.selectPaymentMode);
    setBusy(true);
    setProblems({});
    const loaded = await flow().catch(() => null);
    if (!loaded) {
      toast.error(SHOP_MSG.loadFailed); // the flow's code did not arrive: nothing was sent
      setBusy(false);
      return;
    }
    const choices = { ...c, address: c.address, paymentMode: c.paymentMode };
    let handedOver = false;
    try {
      handedOver = await loaded.placeOrder({ c: choices, keys, toast, navigate, setBusy, setProblems });
    } finally {
      if (!handedOver) setBusy(false);
    }
  }
  const preload = () => {
    flow().catch(() => undefined); // the click tries again
  };
  return { place, busy, problems, preload };
}
