import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '../account/account-types';
import { json, localApi } from '../test/local-api';
import { tokenState } from './auth-store';
import { readEarly, takeEarlyRead } from './early-read';
import { useAuthData } from './use-auth-data';

// What is counted is requests that crossed a socket to a real local server.
const asked: string[] = [];
// stored logins as the server issues them (the store ignores anything shorter than 20 characters)
const T1 = 'a'.repeat(43);
const T2 = 'b'.repeat(43);
const address = { id: 7, name: 'Asha', address_line_1: '12 Hazratganj' } as Address;

localApi((req, res) => {
  asked.push(`${req.method} ${req.url} ${req.headers.authorization}`);
  json(res, 200, { data: [address] });
});
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
