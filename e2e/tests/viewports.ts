/**
 * Why a journey skips the phone project: its outcome is the same at any screen size (server
 * rules, messages sent, stored data), so the desktop project runs it once. The phone project
 * keeps the journeys whose screens differ: the header and its menus, the listing's filters, the
 * cart panel, the product page, checkout's guest journey, accessibility and screenshots. CI's
 * time on two cores is mostly Playwright's (bench/README.md, fifteenth session).
 */
export const ONE_VIEWPORT = 'the same at any screen size: the desktop project runs it';
