import { SHOP, shopAddressLines } from '@store/contract/shop';

// The store's own details, shown in the header, footer, contact page and page titles; all of
// them come from the shop's identity (contract/src/shop.ts), which messages read too.
export const SITE = {
  name: SHOP.name,
  tagline: SHOP.tagline,
  description: SHOP.description,
  address: shopAddressLines(SHOP),
  city: SHOP.address.city,
  state: SHOP.address.state,
  mapUrl: SHOP.mapUrl,
  phones: SHOP.phones,
  email: SHOP.supportEmail,
  social: SHOP.social,
  year: SHOP.since,
} as const;

export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
