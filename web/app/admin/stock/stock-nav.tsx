import { Link } from '../../lib/link';
import { btnQuiet } from '../format';

const TABS = [
  { key: 'table', to: '/admin/stock', text: 'All sizes' },
  { key: 'import', to: '/admin/stock/import', text: 'Import CSV' },
] as const;

/**
 * The stock pages' heading: the quick-edit table, the import, and the export (a plain download).
 * On hand is the shelf count; what open orders hold is part of it until they ship.
 */
export function StockNav({ current }: { current: 'table' | 'import' | 'product' }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-xl font-bold">Stock</h1>
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={t.to}
            aria-current={current === t.key ? 'page' : undefined}
            className={`${btnQuiet} ${current === t.key ? 'border-indigo-700 text-indigo-900' : ''}`}
          >
            {t.text}
          </Link>
        ))}
        <a href="/api/admin/stock/export.csv" download className={btnQuiet}>
          Export CSV
        </a>
      </div>
      <p className="text-sm text-stone-600">
        On hand is what is on the shelf. Held pieces belong to orders not yet shipped, so on hand cannot go below them.
      </p>
    </div>
  );
}
