import type { Category, HomeRow, NewLaunch } from '@store/contract/catalog';
import { categoryPath, subCategoryPath } from '@store/contract/slug';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { BannerCarousel, bannerPreload } from '../home/banner-carousel';
import { PromoBanner, ShopByCategory, WhyChooseUs } from '../home/home-sections';
import { NewLaunches } from '../home/new-launches';
import { Testimonials } from '../home/testimonials';
import { pageMeta } from '../layout/seo';
import { SITE, useSite } from '../layout/site';
import { api, loaderApi } from '../lib/api';
import { ProductRow } from '../product-cards/product-row';
import type { loader as rootLoader } from '../root';
import { HydrateLater } from '../ui/hydrate-later';
import type { Route } from './+types/home-page';

export async function loader({ context }: Route.LoaderArgs) {
  // Each section fails on its own: a missing list leaves its section out, never the page.
  const list = <T,>(answer: Promise<{ data: T[] }>) =>
    answer.then((r) => (Array.isArray(r.data) ? r.data : [])).catch(() => [] as T[]);
  const launches = loaderApi(context, 'GET /product/new-launch')
    .then((r) => ({ items: Array.isArray(r.data) ? r.data : [], failed: false }))
    .catch(() => ({ items: [] as NewLaunch[], failed: true }));
  const [banners, allRows, newLaunches, testimonials] = await Promise.all([
    list(loaderApi(context, 'GET /global/floating')),
    list(loaderApi(context, 'GET /product/sub-category/product/list')),
    launches,
    list(loaderApi(context, 'GET /general/testimonials')),
  ]);
  const categories = (await loaderApi(context, 'GET /product/category/list').catch(() => null))?.data ?? [];
  // Only the first rows' cards travel with the page; the rest load as the shopper scrolls to them.
  const rows = allRows.map((row, i) => (i < EAGER_ROWS ? row : { ...row, products: [] }));
  return { banners, rows, newLaunches, testimonials, categoryCards: categoryCards(categories, allRows) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: SITE.name,
    path: '/',
    matches,
    image: loaderData?.banners[0] ? `${loaderData.banners[0].image}/1280.webp` : undefined,
    extra: bannerPreload(loaderData?.banners ?? []),
  });

/** Men and Women first (docs/spec.md §2), each pictured by the first product of one of its rows. */
function categoryCards(categories: Category[], rows: HomeRow[]) {
  const byName = (n: string) => categories.find((c) => c.name.toLowerCase() === n);
  // in the owner's order (categories come sorted by their position)
  const chosen = [byName('men'), byName('women')]
    .filter((c): c is Category => !!c)
    .sort((a, b) => categories.indexOf(a) - categories.indexOf(b));
  const list = chosen.length > 0 ? chosen : categories.slice(0, 2);
  return list.map((category) => ({
    category,
    // the owner's tile picture (console, Home and content), else the first product of one of its rows
    image:
      category.image ??
      rows.find((r) => r.category.id === category.id && r.products.length > 0)?.products[0].image_1 ??
      null,
  }));
}

/**
 * Rows past the first arrive without their cards and fetch them (all rows, one request) when the
 * shopper is a screen away: fourteen rows of ten cards were 6,600 elements to hydrate and lay out,
 * and 70 KB of page data, before the page could respond. With the second row's cards too the page
 * was 16.2 KB compressed, past what the first round trip of a new connection carries (~14-16 KB):
 * one more round trip before the browser could even ask for the hero image.
 */
const EAGER_ROWS = 1;

let rowsWithCards: Promise<HomeRow[]> | null = null;
/** The cards of one home row; every row that arrived without them shares one fetch. */
function loadRowCards(rowId: number) {
  rowsWithCards ??= api('GET /product/sub-category/product/list')
    .then((r) => r.data)
    .catch((error) => {
      rowsWithCards = null; // let the next row try again
      throw error;
    });
  return rowsWithCards.then((rows) => rows.find((r) => r.id === rowId)?.products ?? []);
}

function HomeRowSection({ row, deferred }: { row: HomeRow; deferred: boolean }) {
  const missing = row.products.length === 0;
  const load = useCallback(() => loadRowCards(row.id), [row.id]);
  return (
    <ProductRow
      title={row.name}
      products={row.products}
      viewAllTo={subCategoryPath(row)}
      deferred={deferred}
      load={missing ? load : undefined}
    />
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const { banners, rows, newLaunches, testimonials, categoryCards: cards } = loaderData;
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  const promoTo = categories[0] ? categoryPath(categories[0]) : '/';
  const half = Math.ceil(rows.length / 2);
  return (
    <main>
      <h1 className="sr-only">{site.name}: clothing for men and women</h1>
      <HydrateLater>
        <BannerCarousel banners={banners} />
      </HydrateLater>
      <HydrateLater>
        <ShopByCategory cards={cards} />
      </HydrateLater>
      <HydrateLater>
        <NewLaunches launches={newLaunches.items} failed={newLaunches.failed} />
      </HydrateLater>
      {rows.slice(0, half).map((row, i) => (
        <HydrateLater key={row.id}>
          <HomeRowSection row={row} deferred={i >= EAGER_ROWS} />
        </HydrateLater>
      ))}
      <HydrateLater>
        <PromoBanner to={promoTo} />
      </HydrateLater>
      {rows.slice(half).map((row) => (
        <HydrateLater key={row.id}>
          <HomeRowSection row={row} deferred />
        </HydrateLater>
      ))}
      <HydrateLater>
        <Testimonials items={testimonials} />
      </HydrateLater>
      <HydrateLater>
        <WhyChooseUs />
      </HydrateLater>
    </main>
  );
}
