import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's data loads on the client (no full-screen blocker). */
export function NavProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      aria-hidden={!busy}
      className={`pointer-events-none fixed inset-x-0 top-0 z-[90] h-1 overflow-hidden transition-opacity ${busy ? 'opacity-100' : 'opacity-0'}`}
    >
      {busy && (
        <>
          <div className="nav-progress h-full w-1/3 bg-brand-600" />
          <span role="status" className="sr-only">
            Loading
          </span>
        </>
      )}
    </div>
  );
}
