// What the server hands every loader: the CSP nonce and an in-process call into the API
// (app.request: no network hop, so pages and the public API can never disagree).
export interface StoreLoadContext {
  nonce: string;
  api: (path: string, init?: RequestInit) => Promise<Response>;
}

declare module 'react-router' {
  interface AppLoadContext extends StoreLoadContext {}
}
