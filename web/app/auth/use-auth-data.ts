import type { AnswerOf, ReadKey } from '@store/contract/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from './auth-store';
import { takeEarlyRead } from './early-read';

export interface AuthData<T> {
  /** null until the first answer, and while there is no path */
  data: T | null;
  /** the last load failed; `data` keeps what an earlier load brought */
  failed: boolean;
  /** loads again (after a change made elsewhere), dropping a load still running */
  reload: () => Promise<void>;
  /** changes the data in place after a write the server has answered */
  update: (change: (data: T | null) => T | null) => void;
}

/**
 * What a logged-in shopper's component shows, read from `endpoint` (GET with the token; a 401 logs
 * out in authApi) when it mounts and again when its path changes. A load still running is aborted
 * on unmount, on a new path and on reload, so a late answer never overwrites a newer one.
 * `endpoint` null: nothing to load (no login), `data` null. `onLoad` sees each answer as it arrives; a new
 * `key` (the login the data belongs to) loads again as a new path does. A read the page started
 * before it hydrated (early-read.ts) is its first answer.
 */
export function useAuthData<E extends ReadKey, T = AnswerOf<E>>(
  endpoint: E | null,
  opts: { onLoad?: (data: T) => void; key?: unknown } = {},
): AuthData<T> {
  const path = endpoint;
  const read = useRef(endpoint);
  read.current = endpoint;
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const running = useRef<AbortController | null>(null);
  const onLoad = useRef(opts.onLoad);
  onLoad.current = opts.onLoad;

  const load = useCallback(async () => {
    running.current?.abort();
    running.current = null;
    const from = read.current;
    if (from === null) return;
    const ctrl = new AbortController();
    running.current = ctrl;
    try {
      const answer = takeEarlyRead(from) ?? authApi(from as ReadKey, { signal: ctrl.signal } as never);
      const { data: loaded } = (await answer) as { data: T };
      if (ctrl.signal.aborted) return;
      setData(loaded);
      setFailed(false);
      onLoad.current?.(loaded);
    } catch {
      if (!ctrl.signal.aborted) setFailed(true);
    }
  }, []);

  const { key } = opts;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `path` and `key` are read through `read` and by nothing; they say when to load again
  useEffect(() => {
    setData(null);
    setFailed(false);
    load();
    return () => running.current?.abort();
  }, [path, key, load]);
  return { data, failed, reload: load, update: setData };
}
