// What the server hands every loader: the CSP nonce, an in-process call into the API
// (app.request: no network hop, so pages and the public API can never disagree), and the
// store's public origin for absolute URLs (server/src/http/public-origin.ts).
export interface StoreLoadContext {
  nonce: string;
  /** e.g. https://www.example.in: PUBLIC_URL or the store's own origin, never the request's Host */
  origin: string;
  api: (path: string, init?: RequestInit) => Promise<Response>;
}

declare module 'react-router' {
  interface AppLoadContext extends StoreLoadContext {}
}
