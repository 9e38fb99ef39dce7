import type { ReadKey } from '@store/contract/api';
import { authApi, tokenState } from './auth-store';

/** An early read is for the page as first drawn: one left untaken this long is not used. */
const FRESH_MS = 30_000;

interface Started {
  endpoint: ReadKey;
  token: string;
  at: number;
  answer: Promise<unknown>;
}
let started: Started | null = null;

/**
 * Starts a logged-in shopper's read as a page's code is evaluated, beside hydration, rather than
 * in an effect once the page has hydrated. For what the page's largest paint waits on: checkout's
 * saved address was drawn only after hydration and then a request (bench/README.md, fourteenth
 * session). Nothing without a stored login; useAuthData takes the answer once.
 */
export function readEarly(endpoint: ReadKey) {
  const token = tokenState.get();
  if (!token) return;
  const answer = authApi(endpoint, {} as never);
  answer.catch(() => {}); // whoever takes it sees the failure
  started = { endpoint, token, at: Date.now(), answer };
}

/** The answer readEarly started for this endpoint under the login still stored, once. */
export function takeEarlyRead(endpoint: ReadKey): Promise<unknown> | null {
  const read = started;
  if (!read || read.endpoint !== endpoint) return null;
  started = null;
  const usable = read.token === tokenState.get() && Date.now() - read.at < FRESH_MS;
  return usable ? read.answer : null;
}
