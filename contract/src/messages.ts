import { ACCOUNT_MSG } from './account-messages';
import { SHOP_MSG } from './shop-messages';

// Every user-visible string of the spec, kept exactly. Tests assert on these. They live in two
// halves so the browse pages' JavaScript carries only theirs (shop-messages.ts).
export const MSG = { ...SHOP_MSG, ...ACCOUNT_MSG } as const;
