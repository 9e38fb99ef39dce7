import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refreshStoredItems } from './cart-refresh';
import { type CartItem, cartChanges, cartState } from './cart-store';

// A real HTTP server on a local port stands in for the API (the page's origin is set to it), so
// the check's fetch crosses a socket and its answer can break off the way a real one does.
let answer: (res: ServerResponse) => void = (res) => res.end();
let server: Server;

beforeAll(async () => {
  server = createServer((_req, res) => answer(res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const line: CartItem = {
  id: 6,
  name: 'Gingham Shirt',
  image: '/images/p',
  price: 649,
  priceSaved: 350,
  quantity: 1,
  size: 'S',
  color: 'Khaki',
  colorId: 11,
  stock: 6,
};
const product = {
  id: 6,
  name: 'Gingham Shirt',
  image_1: '/images/p',
  price: 999,
  discounted_price: 649,
  colors: [{ id: 11, name: 'Khaki', images: ['/images/p'], stock: 6, sizes: ['S'], stock_by_size: { S: 6 } }],
};
const ok = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(body);
};

describe('the cart check keeps every line unless the answer says it is gone', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    cartState.set([line]);
  });

  it('an answer cut off midway (the shopper left the page, the connection dropped) changes nothing', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
      res.write(JSON.stringify({ data: [product] }).slice(0, 60));
      setTimeout(() => res.destroy(), 20);
    };
    await refreshStoredItems();
    expect(cartState.get()).toEqual([line]);
    expect(cartChanges.get()).toEqual([]);
  });

  it('a success without the answer in it changes nothing', async () => {
    answer = (res) => ok(res, '{}');
    await refreshStoredItems();
    expect(cartState.get()).toEqual([line]);
  });

  it('an answer that leaves the product out takes the line out, and says so', async () => {
    answer = (res) => ok(res, JSON.stringify({ data: [] }));
    await refreshStoredItems();
    expect(cartState.get()).toEqual([]);
    expect(cartChanges.get()).toEqual(['Gingham Shirt, size S, Khaki: no longer sold, taken out of your cart']);
  });
});
