import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '../account/account-types';
import { tokenState } from './auth-store';
import { readEarly, takeEarlyRead } from './early-read';
import { useAuthData } from './use-auth-data';

// A real HTTP server on a local port stands in for the API (the page's origin is set to it):
// what is counted is requests that crossed a socket.
const asked: string[] = [];
let server: Server;
// stored logins as the server issues them (the store ignores anything shorter than 20 characters)
const T1 = 'a'.repeat(43);
const T2 = 'b'.repeat(43);
const address = { id: 7, name: 'Asha', address_line_1: '12 Hazratganj' } as Address;

beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push(`${req.method} ${req.url} ${req.headers.authorization}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [address] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  takeEarlyRead('GET /auth/address');
});
afterEach(cleanup);

function Addresses() {
  const book = useAuthData('GET /auth/address', { key: tokenState.get() });
  return <p data-testid="book">{book.data ? book.data.map((a) => a.address_line_1).join(', ') : 'loading'}</p>;
}

describe('a read started before the page hydrated', () => {
  it('is the first answer of the component that needs it: one request, with the stored login', async () => {
    tokenState.set(T1);
    readEarly('GET /auth/address');
    render(<Addresses />);
    await waitFor(() => expect(screen.getByTestId('book').textContent).toBe('12 Hazratganj'));
    expect(asked).toEqual([`GET /api/auth/address Token ${T1}`]);
  });

  it('is taken once: the next load asks the server again', async () => {
    tokenState.set(T1);
    readEarly('GET /auth/address');
    const first = takeEarlyRead('GET /auth/address');
    expect(first).not.toBeNull();
    expect(takeEarlyRead('GET /auth/address')).toBeNull();
    expect(await first).toEqual({ data: [address] });
  });

  it('is not used under another login, and nothing starts without one', async () => {
    tokenState.set(T1);
    readEarly('GET /auth/address');
    tokenState.set(T2);
    expect(takeEarlyRead('GET /auth/address')).toBeNull();
    tokenState.set(null);
    readEarly('GET /auth/address');
    expect(takeEarlyRead('GET /auth/address')).toBeNull();
    await waitFor(() => expect(asked).toEqual([`GET /api/auth/address Token ${T1}`]));
  });
});
