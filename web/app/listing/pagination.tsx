import { useLocation } from 'react-router';
import { Link } from '../lib/link';
import { filtersToSearch, type ListingFilters } from './listing-query';

const base =
  'grid h-10 min-w-10 place-items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600';

/** Page links (?page=n, the other filters kept), a window of pages around the current one. */
export function Pagination({ filters, total, pageSize }: { filters: ListingFilters; total: number; pageSize: number }) {
  const { pathname } = useLocation();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (pages <= 1) return null;
  const current = Math.min(filters.page, pages);
  const href = (page: number) => {
    const q = filtersToSearch({ ...filters, page });
    return `${pathname}${q ? `?${q}` : ''}`;
  };
  const shown = [...new Set([1, current - 1, current, current + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {current > 1 && (
        <Link to={href(current - 1)} rel="prev" className={`${base} border border-stone-300 hover:border-stone-500`}>
          Previous
        </Link>
      )}
      {shown.map((p, i) => (
        <span key={p} className="flex items-center gap-1">
          {i > 0 && p - shown[i - 1] > 1 && <span className="px-1 text-stone-500">…</span>}
          {p === current ? (
            <span aria-current="page" className={`${base} bg-ink text-white`}>
              {p}
            </span>
          ) : (
            <Link to={href(p)} aria-label={`Page ${p}`} className={`${base} hover:bg-stone-100`}>
              {p}
            </Link>
          )}
        </span>
      ))}
      {current < pages && (
        <Link to={href(current + 1)} rel="next" className={`${base} border border-stone-300 hover:border-stone-500`}>
          Next
        </Link>
      )}
    </nav>
  );
}
