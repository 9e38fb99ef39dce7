import { gstState } from '@store/contract/gst';
import { SHOP, type ShopIdentity } from '@store/contract/shop';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { type AddressSnapshot, type PartySnapshot, pincodes } from '../db/schema';

/** The seller as printed on a document, frozen with it. */
export const sellerParty = (shop: ShopIdentity = SHOP): PartySnapshot => ({
  name: shop.legalName,
  lines: [
    shop.address.line1,
    `${shop.address.city}, ${shop.address.state} ${shop.address.pincode}`,
    shop.address.country,
  ],
  gstin: shop.gstin,
  state: shop.address.state,
  stateCode: shop.address.stateCode,
  phone: shop.supportPhone,
});

/**
 * Place of supply: the state goods are delivered to. The pincode directory's state comes
 * first (what the shopper typed may be misspelt); then the typed state. A state that is none
 * of India's keeps its text with no code and is never the seller's state (IGST).
 */
export async function placeOfSupply(db: Db | Tx, address: AddressSnapshot): Promise<{ state: string; code: string }> {
  const [row] = await db
    .select({ state: pincodes.state })
    .from(pincodes)
    .where(eq(pincodes.pincode, address.pin_code))
    .limit(1);
  return (row && gstState(row.state)) ?? gstState(address.state) ?? { state: address.state, code: '' };
}

const addressLines = (a: AddressSnapshot) => [
  a.address_line_1,
  ...(a.address_line_2 ? [a.address_line_2] : []),
  `${a.city}, ${a.state} ${a.pin_code}`,
  a.country,
];

/** Billed to the account holder at the order's address; shipped to the address's recipient. */
export function buyerParties(
  buyerName: string,
  address: AddressSnapshot,
  place: { state: string; code: string },
): { buyer: PartySnapshot; shipTo: PartySnapshot } {
  const common = { lines: addressLines(address), state: place.state, stateCode: place.code };
  return {
    buyer: { name: buyerName, ...common },
    shipTo: { name: address.name, phone: address.phone_number, ...common },
  };
}
