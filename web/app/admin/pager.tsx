import { Link } from '../lib/link';
import { btnQuiet } from './format';

/** Newer / Page n of m / Older under a console list; `to` makes a page's link with the list's filters. */
export function Pager({ page, pages, to }: { page: number; pages: number; to: (page: number) => string }) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={btnQuiet}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={to(page + 1)} className={btnQuiet}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
