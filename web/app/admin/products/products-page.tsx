import type { AdminProductList, CatalogueCategories } from '@store/contract/admin-catalogue';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { btnPrimary, btnQuiet, count, input, inr, label, when } from '../format';
import { LoadStatus } from '../load-status';
import { Pager } from '../pager';
import { SearchField } from '../search-field';
import { useAdminData } from '../use-admin';

export const meta = () => [{ title: 'Products · Console' }, { name: 'robots', content: 'noindex' }];

const KEYS = ['q', 'category', 'sub', 'stock', 'state', 'sort', 'dir'];
const SORTS: [string, string][] = [
  ['updated', 'Last changed'],
  ['created', 'Newest'],
  ['name', 'Name'],
  ['price', 'Price'],
  ['stock', 'Stock'],
];

/** The catalogue: search and filters in the URL (a view can be bookmarked), 25 a page. */
export default function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams([...params].filter(([k, v]) => (KEYS.includes(k) || k === 'page') && v));
  const { data, error, loading } = useAdminData<AdminProductList>(`/products?${query}`);
  const cats = useAdminData<CatalogueCategories>('/products/categories').data?.categories ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const category = cats.find((c) => String(c.id) === (chosen ?? params.get('category')));
  const apply = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of KEYS) {
      const v = String(f.get(k) ?? '').trim();
      if (v) next.set(k, v);
    }
    setChosen(null);
    setParams(next);
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pageLink = (n: number) => {
    const p = new URLSearchParams(query);
    p.set('page', String(n));
    return `?${p}`;
  };
  const select = (name: string, text: string, options: [string, string][], onChange?: (v: string) => void) => (
    <div>
      <label htmlFor={`p-${name}`} className={label}>
        {text}
      </label>
      <select
        id={`p-${name}`}
        name={name}
        defaultValue={params.get(name) ?? ''}
        className={`${input} mt-1`}
        onChange={onChange && ((e) => onChange(e.currentTarget.value))}
      >
        {options.map(([v, t]) => (
          <option key={v} value={v}>
            {t}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Products</h1>
        <div className="flex gap-2">
          <Link to="/admin/products/csv" className={btnQuiet}>
            Bulk CSV
          </Link>
          <Link to="/admin/products/new" className={btnPrimary}>
            Add a product
          </Link>
        </div>
      </div>
      <section aria-label="Find products">
        <form
          onSubmit={apply}
          className="space-y-3 rounded-lg border border-stone-200 bg-white p-3"
          key={`${query}|${cats.length}`}
        >
          <div className="flex gap-2">
            <SearchField
              id="p-q"
              label="Search by name, slug, SKU code or id"
              placeholder="Name, slug, SKU code or id"
              value={params.get('q') ?? ''}
            />
          </div>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            {select(
              'category',
              'Category',
              [['', 'Any'], ...cats.map((c): [string, string] => [String(c.id), c.name])],
              setChosen,
            )}
            {select('sub', 'Sub-category', [
              ['', category ? 'Any' : 'Any (choose a category)'],
              ...(category?.sub_categories ?? []).map((s): [string, string] => [String(s.id), s.name]),
            ])}
            {select('stock', 'Stock', [
              ['', 'Any'],
              ['in', 'In stock'],
              ['low', 'Low (a colour under 5)'],
              ['out', 'Sold out'],
            ])}
            {select('state', 'Shown', [
              ['', 'Any'],
              ['active', 'Active'],
              ['draft', 'Draft'],
            ])}
            {select('sort', 'Sort by', SORTS)}
            {select('dir', 'Order', [
              ['', 'Default'],
              ['asc', 'Ascending'],
              ['desc', 'Descending'],
            ])}
          </div>
          <div className="flex gap-2">
            <button type="submit" className={btnPrimary}>
              Apply
            </button>
            <Link to="/admin/products" className={btnQuiet}>
              Clear
            </Link>
          </div>
        </form>
      </section>
      <LoadStatus error={error} loading={loading} found={data ? count(data.total, 'product') : undefined} />
      {data && data.products.length > 0 && (
        <>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {data.products.map((p) => (
              <li key={p.id} className="flex items-center gap-3 p-3">
                {p.image_1 ? (
                  <img
                    src={`${p.image_1}/160.webp`}
                    alt=""
                    width={48}
                    height={60}
                    className="h-15 w-12 shrink-0 rounded object-cover"
                  />
                ) : (
                  <span className="flex h-15 w-12 shrink-0 items-center justify-center rounded bg-stone-100 text-xs text-stone-500">
                    No photo
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/admin/products/${p.id}`}
                    className="font-semibold text-indigo-800 underline-offset-2 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <p className="truncate text-xs text-stone-600">
                    #{p.id} · {p.category.name} › {p.sub_category.name} · changed {when(p.updated_at)}
                  </p>
                </div>
                <div className="hidden text-right text-sm sm:block">
                  <div>{inr(p.discounted_paise / 100)}</div>
                  {p.discount_percent > 0 && (
                    <div className="text-xs text-stone-600">
                      {p.discount_percent}% off {inr(p.price_paise / 100)}
                    </div>
                  )}
                </div>
                <div className="w-24 text-right text-sm">
                  <div
                    className={
                      p.inventory === 0 ? 'font-semibold text-rose-800' : p.low ? 'font-semibold text-amber-800' : ''
                    }
                  >
                    {p.inventory === 0 ? 'Sold out' : `${p.inventory} in stock`}
                  </div>
                  <span
                    className={`mt-1 inline-block rounded px-2 py-0.5 text-xs font-medium ${p.active ? 'bg-emerald-100 text-emerald-900' : 'bg-stone-200 text-stone-800'}`}
                  >
                    {p.active ? 'Active' : 'Draft'}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={data.page} pages={pages} to={pageLink} />
        </>
      )}
    </div>
  );
}
