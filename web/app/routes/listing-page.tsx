import type { Category } from '@store/contract/catalog';
import { PAGE_SIZE_DEFAULT } from '@store/contract/constants';
import { idFromSegment } from '@store/contract/limits';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { categoryPath, searchPath, subCategoryPath, titleFromName } from '@store/contract/slug';
import { data, redirect, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { breadcrumbLd, originFrom, pageMeta } from '../layout/seo';
import { ApiError, loaderApi } from '../lib/api';
import { Link } from '../lib/link';
import { ListingControls } from '../listing/listing-filters';
import {
  filtersToSearch,
  hasFilters,
  isListingKind,
  LISTING_KINDS,
  type ListingKind,
  readFilters,
} from '../listing/listing-query';
import { Pagination } from '../listing/pagination';
import { ProductCard } from '../product-cards/product-card';
import type { loader as rootLoader } from '../root';
import { HydrateLater } from '../ui/hydrate-later';
import type { Route } from './+types/listing-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = params.kind;
  if (!isListingKind(kind)) throw data(MSG.notFound, { status: 404 });
  const url = new URL(request.url);
  // The search form's no-script fallback: /search/search/0/all?q=text -> the real search path.
  const q = url.searchParams.get('q');
  if (kind === 'search' && q?.trim()) throw redirect(searchPath(q));
  // An id that cannot exist (not digits, 0, past the database's integer) is not found.
  const id = kind === 'search' ? 0 : (idFromSegment(params.id) ?? 0);
  if (kind !== 'search' && id === 0) throw data(MSG.notFound, { status: 404 });

  const filters = readFilters(url.searchParams);
  // React Router has decoded the segment already (or, when the path's percent-encoding is
  // malformed, kept it as typed): decoding again turned "50% off" into a URIError and a 500.
  const term = params.name.trim();
  const apiQuery = new URLSearchParams({ [LISTING_KINDS[kind]]: kind === 'search' ? term : String(id) });
  const rest = new URLSearchParams(filtersToSearch(filters));
  for (const [k, v] of rest) apiQuery.set(k, v);
  apiQuery.set('page_size', String(PAGE_SIZE_DEFAULT));

  // docs/spec.md §8: a failed search is silent; the page shows its empty state. An unknown category or
  // sub-category is the store's not-found page with a real 404, not an empty listing.
  let priceError: string | null = null;
  const result = await loaderApi(context, 'GET /product/product/search', { query: apiQuery }).catch((e) => {
    if (kind !== 'search' && e instanceof ApiError && e.status === 404) throw data(MSG.notFound, { status: 404 });
    // A minimum price above the maximum: the API names both fields; the page says why beside them.
    if (e instanceof ApiError && e.status === 400) priceError = e.fields.price_min ?? e.fields.price_max ?? null;
    return null;
  });
  const products = Array.isArray(result?.data) ? result.data : [];
  const meta = result?.meta ?? {};
  // A page past the end (an old link, a filter that shrank the list): the last page instead.
  const pageSize = meta.page_size ?? PAGE_SIZE_DEFAULT;
  const lastPage = Math.ceil((meta.total ?? 0) / pageSize);
  if (products.length === 0 && lastPage >= 1 && filters.page > lastPage) {
    const q = filtersToSearch({ ...filters, page: lastPage });
    throw redirect(`${url.pathname}${q ? `?${q}` : ''}`);
  }
  return {
    kind,
    id,
    title: titleFromName(params.name),
    term,
    products,
    filters,
    total: meta.total ?? products.length,
    pageSize,
    facets: meta.facets,
    correctedQuery: meta.corrected_query ?? null,
    priceError: priceError as string | null,
  };
}

/** The category a listing belongs to, for breadcrumbs: itself, or the parent of a sub-category. */
function crumbsFor(kind: ListingKind, id: number, title: string, path: string, categories: Category[]) {
  const crumbs = [{ name: 'Home', path: '/' }];
  if (kind === 'sub-category') {
    const parent = categories.find((c) => c.sub_categories.some((s) => s.id === id));
    if (parent) crumbs.push({ name: parent.name, path: categoryPath(parent) });
  }
  if (kind === 'search') crumbs.push({ name: 'Search', path });
  else crumbs.push({ name: title, path });
  return crumbs;
}

const capitalise = (s: string) => s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  if (!loaderData) return [{ title: MSG.notFound }];
  const categories = (matches[0]?.loaderData as { categories?: Category[] } | undefined)?.categories ?? [];
  const title = capitalise(loaderData.title);
  const crumbs = crumbsFor(loaderData.kind, loaderData.id, title, location.pathname, categories);
  const isSearch = loaderData.kind === 'search';
  return pageMeta({
    title: isSearch ? `Search results for “${loaderData.title}”` : `${title} – Shop Online`,
    description: isSearch
      ? `Products matching “${loaderData.title}”.`
      : `Shop ${title} online: ${loaderData.total} styles with free shipping across India, cash on delivery and easy exchanges.`,
    path: location.pathname,
    matches,
    image: loaderData.products[0] ? `${loaderData.products[0].image_1}/640.webp` : undefined,
    extra: [
      breadcrumbLd(originFrom(matches), crumbs),
      ...(isSearch || hasFilters(loaderData.filters) ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  });
};

/** A phone shows two cards across the first screen; they are the page's largest paint. */
const PRIORITY_CARDS = 2;

export default function ListingPage({ loaderData }: Route.ComponentProps) {
  const { kind, id, title, products, filters, total, pageSize, facets, correctedQuery, term, priceError } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/search/');

  return (
    <main className="mx-auto max-w-7xl px-4 pb-8 pt-4">
      {/* breadcrumbs, title and sub-categories: links that work before they hydrate */}
      <HydrateLater>
        <ListingHeading kind={kind} id={id} title={title} term={term} correctedQuery={correctedQuery} total={total} />
      </HydrateLater>
      <div className="lg:grid lg:grid-cols-[14rem_1fr] lg:gap-x-10">
        <ListingControls
          key={priceError ? 'price-error' : 'listing'}
          filters={filters}
          facets={facets}
          total={total}
          priceError={priceError}
        />
        <section aria-labelledby="products-heading" aria-busy={loading} className="relative pt-5 lg:col-start-2">
          <h2 id="products-heading" className="sr-only">
            Products
          </h2>
          {loading && (
            <div className="absolute inset-x-0 top-5 z-10 flex justify-center" role="status">
              <span className="mt-16 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium shadow-lg">
                <span
                  aria-hidden="true"
                  className="h-4 w-4 animate-spin rounded-full border-2 border-stone-300 border-t-brand-600"
                />
                Loading products
              </span>
            </div>
          )}
          {products.length === 0 ? (
            <div
              className="rounded-xl border border-dashed border-stone-300 px-6 py-16 text-center"
              data-testid="empty-state"
            >
              <p className="text-lg font-semibold">No products found</p>
              <p className="mt-2 text-stone-600">
                {priceError
                  ? priceError
                  : hasFilters(filters)
                    ? 'Try removing a filter or widening the price range.'
                    : 'Try another search or browse our categories.'}
              </p>
              <Link
                to="/"
                className="mt-6 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Continue shopping
              </Link>
            </div>
          ) : (
            <ul
              className={`grid grid-cols-2 gap-x-3 gap-y-8 transition-opacity sm:gap-x-5 md:grid-cols-3 xl:grid-cols-4 ${loading ? 'opacity-50' : ''}`}
              data-testid="product-grid"
            >
              {products.map((p, i) => (
                <li key={p.id}>
                  {/* each card hydrates in a task of its own as it comes near (the first screen's at once) */}
                  <HydrateLater>
                    <ProductCard product={p} priority={i < PRIORITY_CARDS} />
                  </HydrateLater>
                </li>
              ))}
            </ul>
          )}
          <HydrateLater>
            <Pagination filters={filters} total={total} pageSize={pageSize} />
          </HydrateLater>
        </section>
      </div>
    </main>
  );
}

/** Breadcrumbs, the title (with a corrected search) and a category's sub-categories. */
function ListingHeading({
  kind,
  id,
  title,
  term,
  correctedQuery,
  total,
}: {
  kind: ListingKind;
  id: number;
  title: string;
  term: string;
  correctedQuery: string | null;
  total: number;
}) {
  const { pathname } = useLocation();
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  const crumbs = crumbsFor(kind, id, capitalise(title), pathname, categories);
  const subs = kind === 'category' ? (categories.find((c) => c.id === id)?.sub_categories ?? []) : [];
  return (
    <div>
      <nav aria-label="Breadcrumb" className="text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          {crumbs.map((c, i) => (
            <li key={c.path + c.name} className="flex items-center gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {i < crumbs.length - 1 ? (
                <Link
                  to={c.path}
                  className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {c.name}
                </Link>
              ) : (
                <span aria-current="page" className="text-stone-800">
                  {c.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className="mb-4 mt-3">
        {kind === 'search' && <p className="text-sm font-medium text-stone-600">Search results for</p>}
        <h1 className="text-2xl font-semibold capitalize tracking-tight sm:text-3xl">{title}</h1>
        {correctedQuery && correctedQuery.toLowerCase() !== term.toLowerCase() && (
          <p className="mt-1 text-sm text-stone-700" data-testid="corrected-query">
            Showing results for <strong className="font-semibold">{correctedQuery}</strong>.{' '}
            <Link
              to={`${searchPath(term)}?exact=1`}
              className="font-semibold text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              Search instead for “{term}”
            </Link>
          </p>
        )}
        <p className="mt-1 text-sm text-stone-600 lg:hidden">
          {total} {total === 1 ? 'product' : 'products'}
        </p>
        {subs.length > 0 && (
          <ul className="scrollbar-none -mx-4 mt-4 flex gap-2 overflow-x-auto px-4" aria-label="Sub-categories">
            {subs.map((s) => (
              <li key={s.id} className="shrink-0">
                <Link
                  to={subCategoryPath(s)}
                  className="inline-flex h-9 items-center rounded-full bg-stone-100 px-4 text-sm font-medium text-stone-800 hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </header>
    </div>
  );
}
