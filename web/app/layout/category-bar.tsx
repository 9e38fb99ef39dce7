import type { Category } from '@store/contract/catalog';
import { categoryPath, subCategoryPath } from '@store/contract/slug';
import { useLocation } from 'react-router';
import { Link } from '../lib/link';
import { ChevronIcon } from './icons';
import { SearchForm } from './search-form';

const item =
  'inline-flex h-11 items-center gap-1 px-3 text-sm font-medium text-stone-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/**
 * A link that says whether it is the current page (aria-current), as React Router's NavLink
 * does; `end`: only that exact path, otherwise the path and the paths below it.
 */
function BarLink({ to, end = false, ...props }: React.ComponentProps<typeof Link> & { to: string; end?: boolean }) {
  const { pathname } = useLocation();
  const current = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return <Link to={to} aria-current={current ? 'page' : undefined} {...props} />;
}

/**
 * Home, one dropdown per category, About Us, Contact Us and the search form (docs/spec.md §2).
 * The dropdowns open on hover and on keyboard focus (focus-within), so they need no script.
 * On phones the links live in the toggle menu and only the search form shows here.
 */
export function CategoryBar({ categories }: { categories: Category[] }) {
  return (
    <div className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2 md:py-0">
        <nav aria-label="Categories" className="hidden md:block">
          <ul className="flex items-center">
            <li>
              <BarLink to="/" end className={item}>
                Home
              </BarLink>
            </li>
            {categories.map((c) => (
              <li key={c.id} className="group relative">
                <BarLink to={categoryPath(c)} className={item}>
                  {c.name}
                  {c.sub_categories.length > 0 && <ChevronIcon className="h-4 w-4" />}
                </BarLink>
                {c.sub_categories.length > 0 && (
                  <div className="invisible absolute left-0 top-full z-40 min-w-52 translate-y-1 rounded-b-lg border border-stone-200 bg-white py-2 opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:visible group-hover:translate-y-0 group-hover:opacity-100">
                    <ul aria-label={`${c.name} sub-categories`}>
                      {c.sub_categories.map((s) => (
                        <li key={s.id}>
                          <BarLink
                            to={subCategoryPath(s)}
                            className="block px-4 py-2 text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
                          >
                            {s.name}
                          </BarLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
            <li>
              <BarLink to="/about-us" className={item}>
                About Us
              </BarLink>
            </li>
            <li>
              <BarLink to="/contact-us" className={item}>
                Contact Us
              </BarLink>
            </li>
          </ul>
        </nav>
        <SearchForm className="md:ml-auto md:max-w-xs" />
      </div>
    </div>
  );
}
