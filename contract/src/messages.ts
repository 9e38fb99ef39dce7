import { ACCOUNT_MSG } from './account-messages';
import { ORDER_MSG } from './order-messages';
import { SHOP_MSG } from './shop-messages';

// Every user-visible string of the spec, kept exactly. Tests assert on these. They live in three
// parts so each page's JavaScript carries only the strings it can show.
export const MSG = { ...SHOP_MSG, ...ACCOUNT_MSG, ...ORDER_MSG } as const;
