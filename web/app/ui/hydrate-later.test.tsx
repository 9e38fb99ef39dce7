import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later';

let sectionRenders = 0;
function Reviews({ product }: { product: { name: string } }) {
  sectionRenders++;
  return <p>Reviews of {product.name}</p>;
}

const kurta = { name: 'Linen Kurta' };

/** A page with its own state (a size chosen) around a still section. */
function Page() {
  const [size, setSize] = useState('M');
  const [product, setProduct] = useState(kurta);
  return (
    <main>
      <button type="button" onClick={() => setSize('L')}>
        Size {size}
      </button>
      <button type="button" onClick={() => setProduct({ name: 'Silk Kurta' })}>
        Another product
      </button>
      <HydrateLater>
        <Reviews product={product} />
      </HydrateLater>
    </main>
  );
}

afterEach(cleanup);

describe('a section drawn by HydrateLater', () => {
  it("renders again when its child's props change, not with every render of the page around it", async () => {
    sectionRenders = 0;
    const Stub = createRoutesStub([{ path: '/', Component: Page }]);
    render(<Stub initialEntries={['/']} />);
    expect(await screen.findByText('Reviews of Linen Kurta')).toBeTruthy();
    const drawn = sectionRenders;

    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Size M' })));
    expect(screen.getByRole('button', { name: 'Size L' })).toBeTruthy();
    expect(sectionRenders).toBe(drawn);

    await act(() => fireEvent.click(screen.getByRole('button', { name: 'Another product' })));
    expect(screen.getByText('Reviews of Silk Kurta')).toBeTruthy();
    expect(sectionRenders).toBe(drawn + 1);
  });
});
