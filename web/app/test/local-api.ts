import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A real HTTP server on a local port standing in for the API, for a test file: started before its
 * tests and closed after them, the page's address set to it (at `path`), so the app's
 * fetch('/api/...') crosses a socket as it does in the browser and an answer can break off the way
 * a real one does. `handle` is called for each request.
 */
export function localApi(handle: (req: IncomingMessage, res: ServerResponse) => void, path = '/') {
  let server: Server;
  const api = { origin: '', at: (to: string) => setPageUrl(`${api.origin}${to}`) };
  beforeAll(async () => {
    server = createServer(handle);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    api.at(path);
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  return api;
}

const setPageUrl = (url: string) =>
  (globalThis as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);

/** Answers `body` as JSON with `status`. */
export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
