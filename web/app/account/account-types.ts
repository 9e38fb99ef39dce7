import type { Address } from '@store/contract/accounts';
import type { AddressForm } from '@store/contract/forms';

export type { Address } from '@store/contract/accounts';
/** What the address form edits: every field a string (line 2 '' when absent). */
export type AddressFields = AddressForm;

/** The list with `saved` in place of the address of the same id, or added at the end. */
export const withAddress = (list: Address[] | null, saved: Address): Address[] => {
  const all = list ?? [];
  return all.some((x) => x.id === saved.id) ? all.map((x) => (x.id === saved.id ? saved : x)) : [...all, saved];
};
