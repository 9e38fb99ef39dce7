import type { Banner } from '@store/contract/catalog';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerCarousel } from './banner-carousel';

const banner = (id: number): Banner => ({
  id,
  title: `Offer ${id}`,
  subtitle: '',
  image: `/images/b/${id}`,
  phone_image: null,
  link: `/offer-${id}`,
});
const banners = [banner(1), banner(2), banner(3)];

const renderCarousel = () => {
  const Stub = createRoutesStub([{ path: '*', Component: () => <BannerCarousel banners={banners} /> }]);
  render(<Stub initialEntries={['/']} />);
};
/** the slides' pictures in the page, by the banner's title (aria-hidden slides included) */
const pictures = () => screen.queryAllByRole('img', { hidden: true }).map((img) => img.getAttribute('alt'));

const loading = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
afterEach(() => {
  cleanup();
  loading('complete');
});

describe('the banner carousel', () => {
  it("puts the hidden slides' pictures in the page only once it has loaded", () => {
    loading('interactive');
    renderCarousel();
    expect(pictures()).toEqual(['Offer 1']);
    loading('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(pictures()).toEqual(['Offer 1', 'Offer 2', 'Offer 3']);
  });

  it('shows the slide the shopper moves to before the page has loaded, and a slide moving out keeps its picture', () => {
    loading('interactive');
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(pictures()).toContain('Offer 2');
    expect(screen.getByRole('group', { name: '2 of 3', hidden: true }).getAttribute('aria-hidden')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(pictures()).toEqual(['Offer 1', 'Offer 2', 'Offer 3']);
  });
});
