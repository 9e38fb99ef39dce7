import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CartItem, cartState } from '../cart/cart-store';
import { ToastProvider } from '../ui/toast';
import { CheckoutView } from './checkout-view';

// Each part's own renders, counted around the real component (one helper: vi.mock's factories
// run before this file's imports, so it is hoisted with them).
const { renders, counted } = vi.hoisted(() => {
  const renders = { lines: 0, summary: 0 };
  async function counted<P extends object>(part: keyof typeof renders, Real: ComponentType<P>) {
    const { createElement } = await import('react');
    return (props: P) => {
      renders[part]++;
      return createElement(Real, props);
    };
  }
  return { renders, counted };
});
vi.mock('./cart-lines', async (real: () => Promise<typeof import('./cart-lines')>) => ({
  CartLines: await counted('lines', (await real()).CartLines),
}));
vi.mock('./order-summary', async (real: () => Promise<typeof import('./order-summary')>) => ({
  OrderSummary: await counted('summary', (await real()).OrderSummary),
}));

const kurta: CartItem = {
  id: 1,
  name: 'Linen Kurta',
  image: '/images/kurta-1',
  price: 1499,
  priceSaved: 500,
  quantity: 2,
  size: 'M',
  color: 'Indigo',
  colorId: 11,
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('checkout', () => {
  it('redraws only the part that changed: typing a sales reference leaves the cart lines and summary alone', async () => {
    cartState.set([kurta]);
    const Page = () => (
      <ToastProvider>
        <CheckoutView />
      </ToastProvider>
    );
    const Stub = createRoutesStub([{ path: '/checkout', Component: Page }]);
    render(<Stub initialEntries={['/checkout']} />);
    // drawn once the page is hydrated (useHydrated), with the stored cart
    expect(await screen.findByText('Linen Kurta')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('₹2,998.00');
    const drawn = { ...renders };
    expect(drawn.lines).toBeGreaterThan(0);

    const reference = screen.getByLabelText('Sales reference') as HTMLInputElement;
    for (const typed of ['A', 'As', 'Ash', 'Asha']) fireEvent.change(reference, { target: { value: typed } });
    expect(reference.value).toBe('Asha');
    expect(renders).toEqual(drawn);

    // a change to the cart still reaches them
    cartState.set([{ ...kurta, quantity: 3 }]);
    expect(await screen.findByText('₹4,497.00', { selector: '[data-testid=summary-total]' })).toBeTruthy();
    expect(renders.lines).toBeGreaterThan(drawn.lines);
  });
});
