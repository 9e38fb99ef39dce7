import type { ListingMeta } from '@store/contract/catalog';
import { DISCOUNT_FILTERS, RATING_FILTERS, SIZES, SORT_LABELS, SORTS } from '@store/contract/constants';
import { formatInr } from '@store/contract/money';
import { useCallback, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Link } from '../lib/link';
import { HydrateLater } from '../ui/hydrate-later';
import { FilterGroup, legendClass, PriceBound } from './filter-fields';
import { filtersToSearch, hasFilters, type ListingFilters } from './listing-query';

type Facets = NonNullable<ListingMeta['facets']>;

const readForm = (form: HTMLFormElement, current: ListingFilters): ListingFilters => {
  const fd = new FormData(form);
  const num = (k: string) => {
    const v = String(fd.get(k) ?? '').trim();
    return v === '' || !Number.isFinite(Number(v)) ? null : Math.max(0, Math.floor(Number(v)));
  };
  return {
    sort: (fd.get('sort') as ListingFilters['sort']) ?? current.sort,
    size: fd.getAll('size').map(String),
    color: fd.getAll('color').map(String),
    price_min: num('price_min'),
    price_max: num('price_max'),
    discount_min: num('discount_min'),
    rating_min: num('rating_min'),
    page: 1, // a new filter starts again at page one
    exact: current.exact,
  };
};

/**
 * Sort and filters in one GET form: without script it submits as a plain query the loader
 * understands; with script every change navigates at once to the canonical `?size=M,L` form.
 */
export function ListingControls({
  filters,
  facets,
  total,
  priceError,
}: {
  filters: ListingFilters;
  facets: Facets | undefined;
  total: number;
  /** why the price bounds were refused (the API's message), shown beside them */
  priceError?: string | null;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const formId = useId();
  const panelId = useId();
  const form = useRef<HTMLFormElement>(null);
  // A refused price range opens the panel on a phone, so the message beside the fields shows.
  const [open, setOpen] = useState(Boolean(priceError));
  const priceErrorId = priceError ? `${formId}-price-error` : undefined;
  const latest = useRef(() => {});
  latest.current = () => {
    if (!form.current) return;
    const q = filtersToSearch(readForm(form.current, filters));
    navigate({ pathname, search: q ? `?${q}` : '' }, { preventScrollReset: true });
  };
  // One function for the page's life: the filter panel waiting to hydrate (HydrateLater) is
  // re-rendered afresh when its props change, and a new closure each render would be a change.
  const apply = useCallback(() => latest.current(), []);

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-y border-stone-200 py-3 lg:col-start-2 lg:row-start-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-stone-300 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 lg:hidden"
        >
          Filters
          <ActiveCount filters={filters} />
        </button>
        <p className="hidden text-sm text-stone-600 lg:block" aria-live="polite">
          {total} {total === 1 ? 'product' : 'products'}
        </p>
        {/* keyed by the query: a navigation (back, Clear) shows the sort it brings */}
        <SortSelect key={`sort-${search}`} formId={formId} sort={filters.sort} onChange={apply} />
      </div>
      <form
        id={formId}
        ref={form}
        method="get"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
        className="contents"
      >
        {/* On a phone the panel is closed; on a wide screen it is the first thing beside the cards but
            hydrates in a task of its own. Opening it re-renders it (new props) at once. */}
        <HydrateLater className="lg:col-start-1 lg:row-span-3 lg:row-start-1 lg:self-start">
          <FilterPanel
            id={panelId}
            open={open}
            filters={filters}
            facets={facets}
            priceError={priceError ?? null}
            priceErrorId={priceErrorId}
            onChange={apply}
          />
        </HydrateLater>
      </form>
    </>
  );
}

/** Size, colour, discount, rating and price: each change applies at once (price on Apply). */
function FilterPanel({
  id,
  open,
  filters,
  facets,
  priceError,
  priceErrorId,
  onChange,
}: {
  id: string;
  open: boolean;
  filters: ListingFilters;
  facets: Facets | undefined;
  priceError: string | null;
  priceErrorId: string | undefined;
  onChange: () => void;
}) {
  const sizes = SIZES.filter((s) => facets?.sizes.includes(s) || filters.size.includes(s));
  const colors = [...new Set([...(facets?.colors ?? []), ...filters.color])];
  return (
    <div
      id={id}
      className={`${open ? 'block' : 'hidden'} space-y-6 border-b border-stone-200 py-4 lg:block lg:border-0 lg:py-3`}
      data-testid="filters"
    >
      {sizes.length > 0 && (
        // Each group is keyed by its own values in the URL: a navigation that changes them
        // (back, Clear) redraws that group, while a price being typed survives a size click.
        <FilterGroup
          key={`size-${filters.size.join()}`}
          legend="Size"
          name="size"
          options={sizes.map((s) => ({ value: s, label: s }))}
          selected={filters.size}
          onChange={onChange}
          listClass="flex flex-wrap gap-2"
        />
      )}
      {colors.length > 0 && (
        <FilterGroup
          key={`color-${filters.color.join()}`}
          legend="Colour"
          name="color"
          options={colors.map((c) => ({ value: c.toLowerCase(), label: c }))}
          selected={filters.color}
          onChange={onChange}
          listClass="-m-1 flex max-h-56 flex-wrap gap-2 overflow-y-auto p-1"
          chipClass="capitalize"
        />
      )}
      <FilterGroup
        key={`discount-${filters.discount_min}`}
        type="radio"
        legend="Discount"
        name="discount_min"
        options={[
          { value: '', label: 'Any' },
          ...DISCOUNT_FILTERS.map((d) => ({ value: String(d), label: `${d}% and above` })),
        ]}
        selected={[filters.discount_min === null ? '' : String(filters.discount_min)]}
        onChange={onChange}
        listClass="flex flex-wrap gap-2"
      />
      <FilterGroup
        key={`rating-${filters.rating_min}`}
        legend="Customer Rating"
        name="rating_min"
        options={RATING_FILTERS.map((r) => ({ value: String(r), label: `${r}★ and above` }))}
        selected={filters.rating_min === null ? [] : [String(filters.rating_min)]}
        onChange={onChange}
        listClass="flex flex-wrap gap-2"
      />
      <PriceFilter filters={filters} facets={facets} error={priceError} errorId={priceErrorId} />
      {hasFilters(filters) && <ClearFilters filters={filters} />}
    </div>
  );
}

/** How many filters are on, on the phone's Filters button (a price range counts once). */
function ActiveCount({ filters: f }: { filters: ListingFilters }) {
  const count =
    f.size.length +
    f.color.length +
    (f.price_min !== null || f.price_max !== null ? 1 : 0) +
    (f.discount_min !== null ? 1 : 0) +
    (f.rating_min !== null ? 1 : 0);
  return count > 0 ? <span className="rounded-full bg-ink px-1.5 text-xs text-white">{count}</span> : null;
}

/** Sort by, a control of the filter form although it sits above it (`form=`). */
function SortSelect({
  formId,
  sort,
  onChange,
}: {
  formId: string;
  sort: ListingFilters['sort'];
  onChange: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={`${formId}-sort`} className="text-sm text-stone-700">
        Sort by
      </label>
      <select
        id={`${formId}-sort`}
        name="sort"
        form={formId}
        defaultValue={sort}
        onChange={onChange}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
        data-testid="sort"
      >
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Min and max price with Apply (typing does not navigate), the API's refusal and the range on offer. */
function PriceFilter({
  filters,
  facets,
  error,
  errorId,
}: {
  filters: ListingFilters;
  facets: Facets | undefined;
  error: string | null;
  errorId: string | undefined;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>Price (₹)</legend>
      <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 lg:grid-cols-2">
        <PriceBound
          key={`min-${filters.price_min}`}
          label="Min"
          name="price_min"
          value={filters.price_min}
          placeholder={facets ? String(Math.floor(facets.price_min)) : '0'}
          errorId={errorId}
        />
        <PriceBound
          key={`max-${filters.price_max}`}
          label="Max"
          name="price_max"
          value={filters.price_max}
          placeholder={facets ? String(Math.ceil(facets.price_max)) : ''}
          errorId={errorId}
        />
        <button
          type="submit"
          className="h-10 rounded-lg bg-ink px-4 text-sm font-semibold text-white lg:col-span-2 hover:bg-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Apply
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700" data-testid="price-error">
          {error}
        </p>
      )}
      {facets && (
        <p className="mt-2 text-xs text-stone-600">
          {formatInr(facets.price_min)} – {formatInr(facets.price_max)}
        </p>
      )}
    </fieldset>
  );
}

/** The same listing and sort with no filter. */
function ClearFilters({ filters }: { filters: ListingFilters }) {
  const { pathname } = useLocation();
  const none = { size: [], color: [], price_min: null, price_max: null, discount_min: null, rating_min: null, page: 1 };
  return (
    <Link
      to={pathname + filtersToSearch({ ...filters, ...none }).replace(/^(?=.)/, '?')}
      preventScrollReset
      className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      Clear all filters
    </Link>
  );
}
