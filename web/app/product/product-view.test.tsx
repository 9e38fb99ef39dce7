import type { ProductDetail } from '@store/contract/catalog';
import { MSG } from '@store/contract/messages';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartState } from '../cart/cart-store';
import { testColor, testProduct } from '../test/test-product';
import { ToastProvider } from '../ui/toast';
import { ProductView } from './product-view';
import { QuantityStepper } from './quantity-stepper';

function show(product = testProduct(), url = '/') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ToastProvider>
          <ProductView product={product} />
        </ToastProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const toasts = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const addToCart = () => fireEvent.click(screen.getByRole('button', { name: MSG.addToCart }));

const note = () => screen.queryByTestId('size-note')?.textContent ?? null;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('variant picker', () => {
  it('choosing a colour resets the size and disables sizes the colour lacks or sold out', () => {
    show();
    fireEvent.click(radio('S'));
    expect(radio('S').checked).toBe(true);
    fireEvent.click(radio('Rust'));
    expect(radio('S').checked).toBe(false);
    expect(radio('S').disabled).toBe(true); // not offered in Rust
    expect(radio('XL').disabled).toBe(true); // offered, sold out in Rust
    expect(radio('M').disabled).toBe(false);
    fireEvent.click(radio('Indigo'));
    expect(radio('S').disabled).toBe(false);
    expect(radio('L').disabled).toBe(true); // sold out in Indigo
    expect(screen.getByRole('group', { name: /Colour: Indigo/ })).toBeTruthy();
  });

  it('a new colour keeps the size when it has it in stock, and says so when it cannot', () => {
    show();
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('M'));
    fireEvent.click(radio('Rust')); // M: 12 in Rust
    expect(radio('M').checked).toBe(true);
    expect(note()).toBeNull();
    expect(new URLSearchParams(window.location.search).toString()).toBe('color=12&size=M');
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('S'));
    fireEvent.click(radio('Rust')); // S: not made in Rust
    expect(screen.queryByRole('radio', { checked: true, name: 'S' })).toBeNull();
    expect(note()).toBe('Size S is not available in Rust. Please choose another size.');
    expect(window.location.search).toBe('?color=12');
    fireEvent.click(radio('M'));
    expect(note()).toBeNull();
  });

  it('a colour that lost the size does not loop: Add to Cart after a new colour keeps the size check passed', () => {
    show();
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('M'));
    fireEvent.click(radio('Rust'));
    addToCart();
    expect(toasts()).toEqual([MSG.checkPincode]); // past size and colour: the next check of the spec
  });

  it('opens the choice a link names (?color=&size=), and drops a size the colour has sold out of', () => {
    show(testProduct(), '/?color=12&size=M');
    expect(radio('Rust').checked).toBe(true);
    expect(radio('M').checked).toBe(true);
    cleanup();
    show(testProduct(), '/?color=11&size=L');
    expect(radio('Indigo').checked).toBe(true);
    expect(screen.queryByRole('radio', { checked: true, name: 'L' })).toBeNull();
    expect(note()).toBe('Size L is not available in Indigo. Please choose another size.');
    cleanup();
    show(testProduct(), '/?color=999&size=<b>x</b>'); // unknown colour and size: nothing chosen, nothing said
    expect(note()).toBeNull();
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
  });

  it("chooses a link's size again when the shopper's own held pieces put it back on sale", () => {
    let setProduct: (p: ProductDetail) => void = () => {};
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => {
          const [product, set] = useState(testProduct());
          setProduct = set;
          return (
            <ToastProvider>
              <ProductView product={product} />
            </ToastProvider>
          );
        },
      },
    ]);
    render(<Stub initialEntries={['/?color=11&size=L']} />);
    expect(note()).toBe('Size L is not available in Indigo. Please choose another size.');
    // what useStockForShopper answers once the stock check counted the shopper's 2 held pieces
    const held = testProduct();
    held.colors[0].stock_by_size = { ...held.colors[0].stock_by_size, L: 2 };
    act(() => setProduct(held));
    expect(radio('L').checked).toBe(true);
    expect(note()).toBeNull();
    expect(new URLSearchParams(window.location.search).get('size')).toBe('L');
  });

  it("offers 'Notify me' for the chosen colour's sold-out sizes only", () => {
    show();
    expect(screen.queryByRole('button', { name: 'Notify me' })).toBeNull();
    fireEvent.click(radio('Indigo'));
    expect(screen.getByText(/Sold out in Indigo: L\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeTruthy();
    fireEvent.click(radio('Rust'));
    expect(screen.getByText(/Sold out in Rust: XL\./)).toBeTruthy();
  });

  it('the gallery shows the chosen colour', () => {
    show();
    fireEvent.click(radio('Rust'));
    const gallery = screen.getByRole('region', { name: /images/ });
    expect(within(gallery).getAllByRole('img')[0].getAttribute('src')).toContain('/images/rust-0/');
  });

  it('stock badge follows the chosen colour and size', () => {
    show();
    expect(screen.queryByTestId('stock-badge')).toBeNull();
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('M'));
    expect(screen.getByTestId('stock-badge').textContent).toBe(MSG.lowStock);
  });
});

describe('Add to Cart', () => {
  it('shows the spec messages in order and adds nothing until the checks pass', () => {
    show();
    addToCart();
    expect(toasts()).toEqual([MSG.selectSize]);
    addToCart();
    expect(toasts()).toEqual([MSG.selectSize]); // the same form's toast replaced, not stacked
    fireEvent.click(radio('M'));
    addToCart();
    expect(toasts()).toEqual([MSG.selectColor]);
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('M'));
    addToCart();
    expect(toasts().at(-1)).toBe(MSG.checkPincode);
    expect(cartState.get()).toEqual([]);
  });

  it("'Out of stock' when the chosen colour has none (a product without sizes)", () => {
    show(
      testProduct({
        sizes: [],
        colors: [testColor({ sizes: [], stock: 0, stock_by_size: {} }), testColor({ id: 12, name: 'Rust', sizes: [] })],
      }),
    );
    fireEvent.click(radio('Indigo'));
    addToCart();
    expect(toasts()).toEqual([MSG.outOfStock]);
    expect(screen.getByTestId('stock-badge').textContent).toBe(MSG.outOfStockBadge);
  });

  it("becomes 'Go to Cart' when the chosen product, colour and size is in the cart, and syncs its quantity", () => {
    cartState.set([
      {
        id: 7,
        name: 'Indigo Linen Kurta',
        image: '',
        price: 1499,
        priceSaved: 1000,
        quantity: 2,
        size: 'S',
        color: 'Indigo',
        colorId: 11,
      },
    ]);
    show();
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('S'));
    expect(screen.getByRole('button', { name: MSG.goToCart })).toBeTruthy();
    expect(screen.getByTestId('quantity').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(cartState.get()[0].quantity).toBe(3);
    fireEvent.click(radio('M'));
    expect(screen.getByRole('button', { name: MSG.addToCart })).toBeTruthy();
  });
});

describe('quantity stepper', () => {
  it('stays between 1 and the maximum', () => {
    let value = 1;
    const { rerender } = render(<QuantityStepper value={value} max={3} onChange={(v) => (value = v)} />);
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    expect(value).toBe(2);
    rerender(<QuantityStepper value={3} max={3} onChange={(v) => (value = v)} />);
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
  });

  it('on the product page: not above the size stock, never above 10', () => {
    show();
    fireEvent.click(radio('Indigo'));
    fireEvent.click(radio('M')); // 3 in stock
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
    for (let i = 0; i < 5; i++) fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    fireEvent.click(radio('S')); // 20 in stock
    for (let i = 0; i < 15; i++) fireEvent.click(plus);
    expect(screen.getByTestId('quantity').textContent).toBe('10');
    expect(plus.disabled).toBe(true);
  });
});
