import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchForm } from '../layout/search-form';
import { ListingControls } from '../listing/listing-filters';
import { readFilters } from '../listing/listing-query';
import { RECENT_SEARCHES_KEY, recentSearches, rememberSearch } from './recent-searches';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const renderSearch = () => {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <SearchForm />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('combobox', { name: 'Search products' });
};

/** Focus loads the suggestion box's chunk; wait for it to draw the list. */
const focusAndWait = async (input: HTMLElement) => {
  await act(async () => input.focus());
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
};

describe('recent searches on the device', () => {
  it('keeps the newest first, without repeats, at most 8, and clears', () => {
    for (const q of ['kurta', 'Saree', 'kurta', ' silk   saree ']) rememberSearch(q);
    expect(recentSearches()).toEqual(['silk saree', 'kurta', 'Saree']);
    for (let i = 0; i < 10; i++) rememberSearch(`shirt ${i}`);
    expect(recentSearches()).toHaveLength(8);
    localStorage.setItem(RECENT_SEARCHES_KEY, '{broken');
    expect(recentSearches()).toEqual([]);
  });
});

describe('the search box before hydration', () => {
  it('searches what is in the box even when React never saw it typed', async () => {
    const input = renderSearch() as HTMLInputElement;
    input.value = 'kurtha'; // typed on a slow phone before the page hydrated: no change event reached React
    await act(async () => fireEvent.submit(input.form as HTMLFormElement));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search/search/0/kurtha'));
    await waitFor(() => expect(recentSearches()).toEqual(['kurtha']));
  });
});

describe('the search box, an ARIA combobox', () => {
  it('is collapsed until there is a list, and controls the list it shows', async () => {
    const input = renderSearch();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    await focusAndWait(input);
    // Nothing stored yet: no list, still collapsed.
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers recent searches by keyboard: arrows move the active option, Enter searches it', async () => {
    rememberSearch('silk saree');
    rememberSearch('linen shirt');
    const input = renderSearch();
    await focusAndWait(input);
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['linen shirt', 'silk saree']);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[0].id));
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id));
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // past the end: back to the text
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBeNull());
    fireEvent.keyDown(input, { key: 'ArrowUp' }); // and round to the last
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toBe(options[1].id));
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search/search/0/silk%20saree'));
    expect(recentSearches()[0]).toBe('silk saree');
  });

  it('closes on Escape and clears the recent searches with its button', async () => {
    rememberSearch('kurta');
    const input = renderSearch();
    await focusAndWait(input);
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(input, { key: 'ArrowDown' }); // opens again
    await screen.findByRole('listbox');
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('remembers a typed search on submit', async () => {
    const input = renderSearch();
    await focusAndWait(input);
    fireEvent.change(input, { target: { value: '  cotton kurta ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/search/search/0/cotton%20kurta'));
    await waitFor(() => expect(recentSearches()).toEqual(['cotton kurta']));
  });
});

describe('the listing’s price fields', () => {
  it('say why a range was refused, beside both fields', () => {
    const Stub = createRoutesStub([
      {
        path: '*',
        Component: () => (
          <ListingControls
            filters={readFilters(new URLSearchParams('price_min=5000&price_max=100'))}
            facets={undefined}
            total={0}
            priceError="Minimum price must not be above the maximum price"
          />
        ),
      },
    ]);
    render(<Stub initialEntries={['/search/category/1/men?price_min=5000&price_max=100']} />);
    const message = screen.getByTestId('price-error');
    for (const label of ['Min', 'Max']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(message.id);
    }
    // The phone's filter panel starts open so the message is seen.
    expect(screen.getByRole('button', { name: /Filters/ }).getAttribute('aria-expanded')).toBe('true');
  });
});
