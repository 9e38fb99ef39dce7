/**
 * A journey whose outcome is the same at any screen size (server rules, messages sent, stored
 * data) carries this tag, and the phone project leaves it out (playwright.config.ts): the desktop
 * project runs it once. The phone keeps the journeys whose screens differ: the header and its
 * menus, the listing's filters, the cart panel, the product page, checkout's guest journey,
 * accessibility and screenshots. CI's time on two cores is mostly Playwright's (bench/README.md,
 * fifteenth session).
 */
export const ANY_SIZE = { tag: '@any-size' };
