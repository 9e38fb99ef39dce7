// The shop pages the prototype hydrates, by path, with their React Router route ids (the keys of
// the loader data) and the route parameters as web/app/routes.ts names them.
export interface Page {
  id: string;
  pattern: RegExp;
  params: string[];
}
export const PAGES: Page[] = [
  { id: 'routes/home-page', pattern: /^\/$/, params: [] },
  { id: 'routes/checkout-page', pattern: /^\/checkout$/, params: [] },
  { id: 'routes/listing-page', pattern: /^\/search\/([^/]+)\/([^/]+)\/([^/]+)$/, params: ['kind', 'id', 'name'] },
  { id: 'product', pattern: /^\/([^/]+)\/(\d+)\/([^/]+)$/, params: ['category', 'id', 'name'] },
];
export const pageAt = (path: string) => PAGES.find((p) => p.pattern.test(path));
export const paramsOf = (page: Page, path: string) =>
  Object.fromEntries(page.params.map((name, i) => [name, decodeURIComponent(path.match(page.pattern)?.[i + 1] ?? '')]));
