import { gstState, isValidGstin } from './gst';
import { SHOP, SHOP_PAGES, type ShopIdentity, type ShopPhone } from './shop';
import { SHOP_MSG } from './shop-messages';
import { z } from './zod';

// What the owner sets in the console (docs/decisions/0027-catalogue-from-the-console.md): rows of
// `shop_settings`, a missing row meaning the built-in default. The pages read these through
// loader data (GET /api/general/shop), never the compiled constant, so an edit shows at once.

export const SETTING_KEYS = ['identity', 'announcement', 'delivery'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

/** What the pages show of the shop: the header, footer, contact page and titles. */
export interface ShopPages {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  addressLines: readonly string[];
  city: string;
  state: string;
  mapUrl: string;
  /** the contact page's map; null when the owner moved the shop and no point is known */
  map: { lat: number; lon: number } | null;
  phones: readonly ShopPhone[];
  supportEmail: string;
  social: { label: string; href: string };
  since: number;
}

export interface ShopFace {
  announcement: string;
  shop: ShopPages;
}

export interface DeliverySettings {
  /** where parcels leave from: the delivery promise's origin */
  warehousePincode: string;
  /** pincodes the shop does not deliver to */
  closedPincodes: string[];
  /** states (GST names) the shop does not deliver to */
  closedStates: string[];
}

export const DEFAULT_ANNOUNCEMENT = SHOP_MSG.announcement;
export const DEFAULT_DELIVERY: DeliverySettings = {
  warehousePincode: SHOP.address.pincode,
  closedPincodes: [],
  closedStates: [],
};

/** The pages' view of an identity; the demo shop's map point is kept while the city is the same. */
export function shopPages(shop: ShopIdentity): ShopPages {
  const a = shop.address;
  const query = encodeURIComponent(`${a.line1}, ${a.city}`);
  const sameCity = a.city === SHOP_PAGES.city;
  return {
    name: shop.name,
    legalName: shop.legalName,
    tagline: shop.tagline,
    description: shop.description,
    addressLines: [shop.legalName, a.line1, `${a.city}, ${a.state} ${a.pincode}`, a.country],
    city: a.city,
    state: a.state,
    mapUrl: sameCity ? shop.mapUrl : `https://www.openstreetmap.org/search?query=${query}`,
    map: sameCity ? SHOP_PAGES.map : null,
    phones: [...shop.phones],
    supportEmail: shop.supportEmail,
    social: shop.social,
    since: shop.since,
  };
}

const text = (max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .max(max, `${what} is too long`);
const pincode = z
  .string({ error: 'Pincode is required' })
  .trim()
  .regex(/^[1-9]\d{5}$/, 'A pincode is 6 digits');
const phoneNumber = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^\+?[\d ()-]{8,20}$/, 'Enter a phone number such as +91 98390 12345');

/** The owner's edit of the identity (snake_case, like the rest of /api/admin). */
export const IdentityInput = z
  .object({
    name: text(60, 'Shop name'),
    legal_name: text(120, 'Legal name'),
    gstin: z
      .string({ error: 'GSTIN is required' })
      .trim()
      .toUpperCase()
      .refine(isValidGstin, 'Enter a valid GSTIN (15 characters; the last is a check character)'),
    address_line1: text(200, 'Address'),
    city: text(60, 'City'),
    state: text(60, 'State').refine((s) => gstState(s) !== null, 'Enter one of India’s states'),
    pincode,
    phones: z
      .array(z.object({ label: text(60, 'Phone label'), number: phoneNumber }), { error: 'Phones are required' })
      .min(1, 'Give at least one phone')
      .max(5, 'At most 5 phones'),
    support_phone: phoneNumber,
    support_email: z
      .string({ error: 'E-mail is required' })
      .trim()
      .toLowerCase()
      .max(200, 'E-mail is too long')
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid e-mail'),
    sms_sender_id: z
      .string({ error: 'SMS sender id is required' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{6}$/, 'The SMS sender id is 6 letters'),
  })
  .superRefine((v, ctx) => {
    const code = gstState(v.state)?.code;
    if (code && !v.gstin.startsWith(code))
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `A GSTIN registered in ${gstState(v.state)?.state} starts with ${code}`,
      });
  });
export type IdentityInput = z.infer<typeof IdentityInput>;

/** An edit applied over the identity in force (tagline, social links and the rest are kept). */
export function applyIdentity(current: ShopIdentity, input: IdentityInput): ShopIdentity {
  const place = gstState(input.state);
  return {
    ...current,
    name: input.name,
    legalName: input.legal_name,
    gstin: input.gstin,
    address: {
      ...current.address,
      line1: input.address_line1,
      city: input.city,
      state: place?.state ?? input.state,
      stateCode: place?.code ?? current.address.stateCode,
      pincode: input.pincode,
    },
    phones: input.phones,
    supportPhone: input.support_phone,
    supportEmail: input.support_email,
    smsSenderId: input.sms_sender_id,
  };
}

export const AnnouncementInput = z.object({ text: text(120, 'Announcement') });

const list = (item: z.ZodType<string>, max: number, what: string) =>
  z
    .array(item, { error: `${what} must be a list` })
    .max(max, `At most ${max} ${what}`)
    .default([]);

export const DeliveryInput = z.object({
  warehouse_pincode: pincode,
  closed_pincodes: list(pincode, 5000, 'pincodes'),
  closed_states: list(
    text(60, 'State').refine((s) => gstState(s) !== null, 'Enter one of India’s states'),
    40,
    'states',
  ),
});
export type DeliveryInput = z.infer<typeof DeliveryInput>;

export { SHOP as DEFAULT_IDENTITY };
