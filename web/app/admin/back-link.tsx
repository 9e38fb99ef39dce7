import { Link } from '../lib/link';

/** The link above a console page's title back to the list it was opened from ("← Orders"). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="text-sm text-indigo-800 underline">
      ← {children}
    </Link>
  );
}
