import { MSG } from '@store/contract/messages';
import type { OrderDetail } from '@store/contract/order-detail';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderView } from './order-view';
import { PaymentOutcomeBanner, usePaymentOutcome } from './payment-outcome';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const order: OrderDetail = {
  id: 7,
  order_number: 'SF000007',
  status: 'placed',
  placed_on: '2026-11-23T05:30:00.000Z',
  lines: [
    {
      id: 11,
      product: 'Chikankari Kurta',
      product_id: 3,
      product_url: '/men/3/chikankari-kurta',
      image: 'products/3/1',
      color: 'Navy',
      size: 'M',
      quantity: 2,
      unit_price: 1119,
      mrp: 1499,
      amount: 2238,
      tracking_status: 'Shipped',
      updated_on: '2026-11-24T04:00:00.000Z',
      timeline: [
        { status: 'Ordered', at: '2026-11-23T05:30:00.000Z' },
        { status: 'Shipped', at: '2026-11-24T04:00:00.000Z' },
      ],
      refund_due: false,
      refunded_on: null,
      cancel_reason: null,
      can_cancel: false,
      can_exchange: false,
      can_review: true,
    },
  ],
  subtotal: 2238,
  coupon: { code: 'FIRST25', percent: 25 },
  discount: 559.5,
  saved: 760,
  total: 1678.5,
  payment: { mode: 'Online', state: 'paid', reason: null, paid_on: '2026-11-23T05:31:00.000Z', payable: false },
  address: {
    address_type: 'Home',
    name: 'Asha',
    phone_number: '9876543210',
    address_line_1: '12 Hazratganj',
    address_line_2: null,
    pin_code: '226001',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    country: 'India',
  },
  expected_delivery: '2026-11-25',
  invoice_url: null,
};

const inRouter = (ui: React.ReactNode, url = '/') => {
  const Stub = createRoutesStub([{ path: '/', Component: () => ui }]);
  render(<Stub initialEntries={[url]} />);
};

describe('order view', () => {
  it('shows what was bought and charged, in IST, with the steps still ahead', () => {
    inRouter(<OrderView order={order} busy={false} onRetry={() => {}} bannerRetry={false} />);
    expect(screen.getByText('Coupon FIRST25 (25%)')).toBeTruthy();
    expect(screen.getByText('- ₹559.50')).toBeTruthy();
    expect(screen.getByText('₹1,678.50')).toBeTruthy();
    expect(screen.getByText(/2 x ₹1,119.00/)).toBeTruthy();
    expect(screen.getByTestId('payment-state').textContent).toBe('Paid');
    expect(screen.getByTestId('expected-delivery').textContent).toBe('Wed, 25 Nov, 2026');
    const steps = screen.getAllByTestId('timeline-step').map((s) => s.textContent);
    expect(steps).toEqual(['Ordered23 Nov, 11:00 am', 'Shipped24 Nov, 9:30 am']);
    expect(screen.getByTestId('timeline').textContent).toContain('Out For Delivery');
    expect(screen.queryByRole('button', { name: 'Retry Payment' })).toBeNull();
  });

  it("shows a shipped line's courier and tracking number, and nothing before it has one", () => {
    const shipped = { ...order, lines: [{ ...order.lines[0], courier: 'Delhivery', tracking_number: 'DL123456789' }] };
    inRouter(<OrderView order={shipped} busy={false} onRetry={() => {}} bannerRetry={false} />);
    expect(screen.getByTestId('line-courier').textContent).toBe('Delhivery: tracking number DL123456789');
    cleanup();
    inRouter(<OrderView order={order} busy={false} onRetry={() => {}} bannerRetry={false} />);
    expect(screen.queryByTestId('line-courier')).toBeNull();
  });

  it('offers Retry Payment while the order is payable, with the reason', () => {
    const failed = {
      ...order,
      payment: { ...order.payment, state: 'failed' as const, reason: 'Declined', payable: true },
    };
    inRouter(<OrderView order={failed} busy={false} onRetry={() => {}} bannerRetry={false} />);
    expect(screen.getByText('Declined')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeTruthy();
  });
});

describe('payment return', () => {
  function Probe() {
    const outcome = usePaymentOutcome();
    const { search } = useLocation();
    return (
      <p>
        {outcome ?? 'none'} {search || 'no-query'}
      </p>
    );
  }
  const cart = JSON.stringify([{ id: 1, quantity: 1 }]);

  it('success empties the cart and drops the query', async () => {
    localStorage.setItem('cart', cart);
    inRouter(<Probe />, '/?payment=success');
    expect(await screen.findByText('success no-query')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBe('[]');
  });

  it('failed keeps the cart; the banner says the spec words and the reason', async () => {
    localStorage.setItem('cart', cart);
    inRouter(<Probe />, '/?payment=failed');
    expect(await screen.findByText('failed no-query')).toBeTruthy();
    expect(localStorage.getItem('cart')).toBe(cart);
    cleanup();
    inRouter(<PaymentOutcomeBanner outcome="failed" reason="Declined" payable busy={false} onRetry={() => {}} />);
    expect(screen.getByText(MSG.paymentFailed)).toBeTruthy();
    expect(screen.getByTestId('payment-reason').textContent).toContain('Declined');
    expect(screen.getByRole('button', { name: 'Retry Payment' })).toBeTruthy();
  });

  it('ignores anything else', async () => {
    inRouter(<Probe />, '/?payment=maybe');
    expect(await screen.findByText('none ?payment=maybe')).toBeTruthy();
  });
});
