import type { IncomingMessage, ServerResponse } from 'node:http';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, localApi } from '../test/local-api';
import { type AuthData, useAuthData } from './use-auth-data';

// A real HTTP server on a local port stands in for the API; the page's origin is set to it, so
// the hook's fetch('/api/...') crosses a socket as it does in the browser.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handle: Handler = (_req, res) => res.end();
const seen: string[] = [];
const closed: string[] = [];
localApi((req, res) => {
  seen.push(req.url ?? '');
  res.on('close', () => !res.writableFinished && closed.push(req.url ?? ''));
  handle(req, res);
}, '/profile');
afterEach(() => {
  cleanup();
  seen.length = 0;
  closed.length = 0;
});

// The fake API answers any path, so the probe reads paths the endpoint table does not have.
const things = (path: string) => `GET ${path}` as 'GET /auth/address';
let hook: AuthData<string[]>;
function Probe({ path, onLoad }: { path: string | null; onLoad?: (d: string[]) => void }) {
  hook = useAuthData(path === null ? null : things(path), { onLoad } as never) as unknown as AuthData<string[]>;
  return <p data-testid="out">{hook.failed ? 'failed' : hook.data === null ? 'loading' : hook.data.join(',')}</p>;
}
const out = () => screen.getByTestId('out').textContent;

describe('useAuthData', () => {
  it('loads once mounted, tells onLoad, and takes a change in place', async () => {
    handle = (_req, res) => json(res, 200, { data: ['a', 'b'] });
    const loaded: string[][] = [];
    render(<Probe path="/things" onLoad={(d) => loaded.push(d)} />);
    expect(out()).toBe('loading');
    await waitFor(() => expect(out()).toBe('a,b'));
    expect(seen).toEqual(['/api/things']);
    expect(loaded).toEqual([['a', 'b']]);
    act(() => hook.update((d) => [...(d ?? []), 'c']));
    expect(out()).toBe('a,b,c');
  });

  it('says a load failed, and a reload that succeeds clears it', async () => {
    handle = (_req, res) => json(res, 500, { error: { code: 'internal', message: 'Something went wrong' } });
    render(<Probe path="/things" />);
    await waitFor(() => expect(out()).toBe('failed'));
    handle = (_req, res) => json(res, 200, { data: ['back'] });
    await act(() => hook.reload());
    expect(out()).toBe('back');
  });

  it('loads nothing without a path', async () => {
    render(<Probe path={null} />);
    await act(() => hook.reload());
    expect(out()).toBe('loading');
    expect(seen).toEqual([]);
  });

  it('aborts a load still running when the component goes', async () => {
    handle = () => {}; // never answers
    const { unmount } = render(<Probe path="/slow" />);
    await waitFor(() => expect(seen).toEqual(['/api/slow']));
    unmount();
    await waitFor(() => expect(closed).toEqual(['/api/slow']));
  });

  it('a reload drops the load before it, so a late answer never overwrites a newer one', async () => {
    const waiting: ServerResponse[] = [];
    handle = (_req, res) => waiting.push(res);
    render(<Probe path="/orders" />);
    await waitFor(() => expect(waiting).toHaveLength(1));
    handle = (_req, res) => json(res, 200, { data: ['new'] });
    await act(() => hook.reload());
    expect(out()).toBe('new');
    await waitFor(() => expect(closed).toEqual(['/api/orders']));
    expect(out()).toBe('new');
  });

  it('loads again for a new path', async () => {
    handle = (req, res) => json(res, 200, { data: [req.url] });
    const { rerender } = render(<Probe path="/one" />);
    await waitFor(() => expect(out()).toBe('/api/one'));
    rerender(<Probe path="/two" />);
    await waitFor(() => expect(out()).toBe('/api/two'));
    rerender(<Probe path={null} />);
    expect(out()).toBe('loading');
  });
});
