import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage under one of the spec's keys, shared by every component and
 * every tab (the `storage` event), or in sessionStorage for this tab alone. The server render
 * always sees `initial`, so pages hydrate without mismatches and then show the stored value.
 * Corrupt stored data falls back to `initial` instead of breaking the page.
 */
export interface StoredState<T> {
  get(): T;
  set(next: T | ((prev: T) => T)): void;
  subscribe(listener: () => void): () => void;
  use(): T;
}

// While the page hydrates, hooks show every stored value as the server drew it (`initial`), and
// the stored ones only from showStoredValues(), which entry.client.tsx calls a task after the
// hydration's effects. Shown at once, a cart or a login that differs from the server's page
// re-rendered its components inside hydration's own task, and Preact runs a re-rendered
// component's pending effects then: checkout drew its whole page in that one long task.
let held = false;
const everyEmit = new Set<() => void>();
/** Stored values show as `initial` until showStoredValues(): for hydrating the server's page. */
export function holdStoredValues() {
  held = true;
}
export function showStoredValues() {
  held = false;
  for (const emit of everyEmit) emit();
}

export function storedState<T>(
  key: string,
  initial: T,
  parse: (raw: unknown) => T | null,
  area: 'localStorage' | 'sessionStorage' = 'localStorage', // sessionStorage: this tab only
): StoredState<T> {
  const listeners = new Set<() => void>();
  let cache: { raw: string | null; value: T } | null = null;
  // undefined on the server
  const storage = (): Storage | undefined => globalThis[area];

  const read = (): T => {
    const store = storage();
    if (!store) return initial;
    const raw = store.getItem(key);
    if (cache && cache.raw === raw) return cache.value;
    let value = initial;
    if (raw !== null) {
      try {
        value = parse(JSON.parse(raw)) ?? initial;
      } catch {
        value = initial;
      }
    }
    cache = { raw, value };
    return value;
  };

  const emit = () => {
    for (const l of listeners) l();
  };
  everyEmit.add(emit);
  const shown = () => (held ? initial : read());

  const state: StoredState<T> = {
    get: read,
    set(next) {
      const value = typeof next === 'function' ? (next as (prev: T) => T)(read()) : next;
      if (value === null || value === undefined) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(value));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (e: StorageEvent) => e.key === key && listener();
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    use: () => useSyncExternalStore(state.subscribe, shown, () => initial),
  };
  return state;
}
