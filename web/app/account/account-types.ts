import type { AddressForm } from '@store/contract/forms';

export type { Address, AuthResult as LoginResult } from '@store/contract/accounts';
/** What the address form edits: every field a string (line 2 '' when absent). */
export type AddressFields = AddressForm;
