/**
 * The line under a console search: the failure, "Loading…", or how many were found, announced to
 * screen readers as it changes.
 */
export function LoadStatus({ error, loading, found }: { error?: Error | null; loading: boolean; found?: string }) {
  return (
    <p aria-live="polite" className="text-sm text-stone-700">
      {error ? <span role="alert">{error.message}</span> : loading ? 'Loading…' : (found ?? '')}
    </p>
  );
}
