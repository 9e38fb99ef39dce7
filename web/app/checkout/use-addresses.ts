import { useCallback, useEffect, useState } from 'react';
import { type Address, withAddress } from '../account/account-types';
import { useAuthData } from '../auth/use-auth-data';

/**
 * The shopper's saved addresses (GET /api/auth/address) and the one chosen for delivery: the
 * first saved address by default (docs/spec.md §4), a newly saved one as soon as it is saved.
 */
export function useAddresses(token: string | null) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Each load keeps the choice while it is still saved, else picks the first address.
  const keepChoice = useCallback(
    (data: Address[]) => setSelectedId((id) => (data.some((a) => a.id === id) ? id : (data[0]?.id ?? null))),
    [],
  );
  // authApi sends the stored token; this one says whether to load, and a new one loads again.
  const book = useAuthData(token ? 'GET /auth/address' : null, { onLoad: keepChoice, key: token });
  useEffect(() => {
    if (!token) setSelectedId(null);
  }, [token]);
  // A list that could not be read counts as empty: the shopper can still add one.
  const addresses = book.data ?? (book.failed ? [] : null);

  const saved = (a: Address) => {
    book.update((list) => withAddress(list, a));
    setSelectedId(a.id);
  };

  const selected = addresses?.find((a) => a.id === selectedId) ?? null;
  return { addresses, selected, select: setSelectedId, saved, reload: book.reload };
}
