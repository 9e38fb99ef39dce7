import type { Category } from '@store/contract/catalog';
import { categoryPath, subCategoryPath } from '@store/contract/slug';
import { Link } from '../lib/link';
import { ChevronIcon, UserIcon } from './icons';

const row =
  'flex min-h-12 items-center justify-between px-4 text-base text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/** The phone's toggle menu (docs/spec.md §2): the user's name when logged in, then every link of the bar. */
export function MobileMenu({
  id,
  open,
  categories,
  userName,
}: {
  id: string;
  open: boolean;
  categories: Category[];
  userName: string | null;
}) {
  return (
    <div id={id} hidden={!open} className="border-b border-stone-200 bg-white md:hidden">
      <nav aria-label="Menu" className="mx-auto max-w-7xl pb-2">
        {userName ? (
          <Link to="/profile" className={`${row} gap-3 border-b border-stone-100 font-semibold`}>
            <span className="flex items-center gap-3">
              <UserIcon className="h-5 w-5" /> Hi, {userName}
            </span>
          </Link>
        ) : (
          <Link to="/login" className={`${row} border-b border-stone-100 font-semibold text-brand-700`}>
            Login
          </Link>
        )}
        <Link to="/" className={row}>
          Home
        </Link>
        {categories.map((c) => (
          <details key={c.id} className="group">
            <summary className={`${row} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
              {c.name}
              <ChevronIcon className="h-5 w-5 transition group-open:rotate-180" />
            </summary>
            <ul className="bg-stone-50 pb-1">
              <li>
                <Link to={categoryPath(c)} className={`${row} pl-8 text-sm font-medium`}>
                  All {c.name}
                </Link>
              </li>
              {c.sub_categories.map((s) => (
                <li key={s.id}>
                  <Link to={subCategoryPath(s)} className={`${row} pl-8 text-sm`}>
                    {s.name}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <Link to="/about-us" className={row}>
          About Us
        </Link>
        <Link to="/contact-us" className={row}>
          Contact Us
        </Link>
      </nav>
    </div>
  );
}
