import type { StaffMe } from '@store/contract/admin';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';
import { type AdminError, adminApi } from './admin-api';

export const MeContext = createContext<StaffMe | null>(null);
export const useMe = () => useContext(MeContext);

/** GETs an /api/admin path and again whenever `path` changes or `reload` is called. */
export function useAdminData<T>(path: string | null) {
  const [state, setState] = useState<{ data: T | null; error: AdminError | null; loading: boolean }>({
    data: null,
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for the same path again
  useEffect(() => {
    if (!path) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    adminApi<T>(path).then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: AdminError) => live && setState({ data: null, error, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [path, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
