import type { ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, localApi } from '../test/local-api';
import { refreshStoredItems } from './cart-refresh';
import { type CartItem, cartChanges, cartState } from './cart-store';

// The check's fetch crosses a socket, so its answer can break off the way a real one does.
let answer: (res: ServerResponse) => void = (res) => res.end();
localApi((_req, res) => answer(res));

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
    answer = (res) => json(res, 200, {});
    await refreshStoredItems();
    expect(cartState.get()).toEqual([line]);
  });

  it('an answer that leaves the product out takes the line out, and says so', async () => {
    answer = (res) => json(res, 200, { data: [] });
    await refreshStoredItems();
    expect(cartState.get()).toEqual([]);
    expect(cartChanges.get()).toEqual(['Gingham Shirt, size S, Khaki: no longer sold, taken out of your cart']);
  });
});
