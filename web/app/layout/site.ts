import { SHOP_PAGES } from '@store/contract/shop';
import { SHOP_MSG } from '@store/contract/shop-messages';
import type { ShopFace, ShopPages } from '@store/contract/shop-settings';
import { useRouteLoaderData } from 'react-router';

// The store's own details, shown in the header, footer, contact page and page titles. The owner
// edits them in the console (shop_settings); the root loader reads them from GET /api/general/shop
// and the pages take them from its data. SITE, the compiled shop, is only the fallback for a page
// rendered without that data (an error page before the loader answered).
export const SITE: ShopPages = SHOP_PAGES;

export const DEFAULT_FACE: ShopFace = { announcement: SHOP_MSG.announcement, shop: SITE };

/** The root loader's face of the shop, from a route's matches (meta functions). */
export function faceFrom(matches: readonly unknown[] | undefined): ShopFace {
  const root = matches?.find((m) => (m as { id?: string } | undefined)?.id === 'root') as
    | { loaderData?: { face?: ShopFace } }
    | undefined;
  return root?.loaderData?.face ?? DEFAULT_FACE;
}

export const siteFrom = (matches: readonly unknown[] | undefined): ShopPages => faceFrom(matches).shop;

/** The shop's details in force, for a component. */
export function useShopFace(): ShopFace {
  const root = useRouteLoaderData('root') as { face?: ShopFace } | undefined;
  return root?.face ?? DEFAULT_FACE;
}
export const useSite = (): ShopPages => useShopFace().shop;

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
