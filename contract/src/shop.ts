// The shop's identity, in one place: the pages (header, footer, contact, titles, structured
// data), the payment widget, the SMS and the server's messages and documents all read it.
// It is compiled into the pages, so a shop of its own changes this file and rebuilds.

export interface ShopPhone {
  label: string;
  number: string; // as shown, +91 first
}

export interface ShopAddress {
  line1: string;
  city: string;
  state: string;
  /** GST state code of `state` (the first two digits of a GSTIN registered there) */
  stateCode: string;
  pincode: string;
  country: string;
}

export interface ShopIdentity {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  /** 15 characters: state code, PAN, entity number, Z, check character */
  gstin: string;
  /** where orders ship from (the warehouse) and the registered office */
  address: ShopAddress;
  mapUrl: string;
  phones: readonly ShopPhone[];
  /** the customer care line of `phones`, printed on messages and documents */
  supportPhone: string;
  supportEmail: string;
  /** DLT-registered header of the shop's SMS (6 letters in India) */
  smsSenderId: string;
  social: { label: string; href: string };
  /** year of the copyright line */
  since: number;
}

/**
 * What the pages show: the browser's bundle carries this part only, so the address is here as
 * printed (shop.test.ts holds it equal to SHOP.address below).
 */
export const SHOP_PAGES = {
  name: 'Vastra',
  legalName: 'Vastra Fashions Pvt. Ltd.',
  tagline: 'Everyday and ethnic wear for men and women',
  description:
    'Shop kurtas, shirts, sarees, lehengas and more at honest prices. Free shipping across India, easy exchanges and cash on delivery.',
  addressLines: [
    'Vastra Fashions Pvt. Ltd.',
    '2nd Floor, 14 Hazratganj Market',
    'Lucknow, Uttar Pradesh 226001',
    'India',
  ],
  city: 'Lucknow',
  state: 'Uttar Pradesh',
  mapUrl: 'https://www.openstreetmap.org/search?query=Hazratganj%2C%20Lucknow',
  /** where the address is, for the contact page's embedded map (OpenStreetMap, no key) */
  map: { lat: 26.8506, lon: 80.9466 },
  phones: [
    { label: 'Sales enquiry', number: '+91 98390 12345' },
    { label: 'Customer care (10 AM to 6 PM)', number: '+91 522 400 1234' },
    { label: 'Order query', number: '+91 98390 54321' },
  ],
  supportEmail: 'support@vastra.in',
  social: { label: 'Instagram', href: 'https://www.instagram.com/vastra.in' },
  since: 2022,
} as const satisfies Omit<ShopIdentity, 'gstin' | 'address' | 'supportPhone' | 'smsSenderId'> & {
  addressLines: readonly string[];
  city: string;
  state: string;
  map: { lat: number; lon: number };
};

/** The demo shop: Vastra, Lucknow. The GSTIN is a made-up one of the right shape. */
// (Built by a call marked pure, so a bundle that never reads SHOP leaves it out.)
export const SHOP: ShopIdentity = /* @__PURE__ */ (() => ({
  name: SHOP_PAGES.name,
  legalName: SHOP_PAGES.legalName,
  tagline: SHOP_PAGES.tagline,
  description: SHOP_PAGES.description,
  gstin: '09AAICV1234F1ZF',
  address: {
    line1: '2nd Floor, 14 Hazratganj Market',
    city: SHOP_PAGES.city,
    state: SHOP_PAGES.state,
    stateCode: '09',
    pincode: '226001',
    country: 'India',
  },
  mapUrl: SHOP_PAGES.mapUrl,
  phones: SHOP_PAGES.phones,
  supportPhone: SHOP_PAGES.phones[1].number, // customer care
  supportEmail: SHOP_PAGES.supportEmail,
  smsSenderId: 'VASTRA',
  social: SHOP_PAGES.social,
  since: SHOP_PAGES.since,
}))();

/** The postal address as lines: legal name, street, city with state and pincode, country. */
export const shopAddressLines = (shop: Pick<ShopIdentity, 'legalName' | 'address'>): string[] => [
  shop.legalName,
  shop.address.line1,
  `${shop.address.city}, ${shop.address.state} ${shop.address.pincode}`,
  shop.address.country,
];

/** One line, for running text: "2nd Floor, 14 Hazratganj Market, Lucknow, Uttar Pradesh 226001, India". */
export const shopAddressText = (shop: Pick<ShopIdentity, 'legalName' | 'address'>): string =>
  shopAddressLines(shop).slice(1).join(', ');

/** GSTIN shape: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity digit/letter, Z, check. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
