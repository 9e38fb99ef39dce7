import { SHOP_PAGES } from '@store/contract/shop';

// The store's own details, shown in the header, footer, contact page and page titles: the
// shop's identity (contract/src/shop.ts), which the server's messages read too.
export const SITE = SHOP_PAGES;

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
