import { useCallback, useEffect, useState } from 'react';
import type { Address } from '../account/account-types';
import { authApi } from '../auth/auth-store';

/**
 * The shopper's saved addresses (GET /api/auth/address) and the one chosen for delivery: the
 * first saved address by default (docs/spec.md §4), a newly saved one as soon as it is saved.
 */
export function useAddresses(token: string | null) {
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const load = useCallback(
    (signal?: AbortSignal) =>
      authApi<Address[]>('/auth/address', { signal })
        .then(({ data }) => {
          setAddresses(data);
          setSelectedId((id) => (data.some((a) => a.id === id) ? id : (data[0]?.id ?? null)));
        })
        .catch(() => !signal?.aborted && setAddresses((list) => list ?? [])),
    [],
  );

  useEffect(() => {
    if (!token) {
      setAddresses(null);
      setSelectedId(null);
      return;
    }
    const ctrl = new AbortController();
    load(ctrl.signal);
    return () => ctrl.abort();
  }, [token, load]);

  const saved = (a: Address) => {
    setAddresses((list) => {
      const all = list ?? [];
      return all.some((x) => x.id === a.id) ? all.map((x) => (x.id === a.id ? a : x)) : [...all, a];
    });
    setSelectedId(a.id);
  };

  const selected = addresses?.find((a) => a.id === selectedId) ?? null;
  return { addresses, selected, select: setSelectedId, saved, reload: () => load() };
}
