// The shop pages the prototype serves and hydrates, by path: their React Router route ids (the
// keys of the loader data), the route parameters as web/app/routes.ts names them, and their route
// module's file. Plain JavaScript: proxy.mjs (Node) reads it too.
export const PAGES = [
  { id: 'routes/home-page', file: 'home-page', pattern: /^\/$/, params: [] },
  { id: 'routes/checkout-page', file: 'checkout-page', pattern: /^\/checkout$/, params: [] },
  {
    id: 'routes/listing-page',
    file: 'listing-page',
    pattern: /^\/search\/([^/]+)\/([^/]+)\/([^/]+)$/,
    params: ['kind', 'id', 'name'],
  },
  { id: 'product', file: 'product-page', pattern: /^\/([^/]+)\/(\d+)\/([^/]+)$/, params: ['category', 'id', 'name'] },
];
export const pageAt = (path) => PAGES.find((p) => p.pattern.test(path));
export const paramsOf = (page, path) =>
  Object.fromEntries(page.params.map((name, i) => [name, decodeURIComponent(path.match(page.pattern)?.[i + 1] ?? '')]));
