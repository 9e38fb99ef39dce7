import { FiveStarsIcon } from '../layout/icons';

/** Five stars, partly filled for averages (4.3 -> four and a third), with a text label. */
export function Stars({ rating, count, className = 'h-4' }: { rating: number; count?: number; className?: string }) {
  const value = Math.max(0, Math.min(5, rating));
  const label = `Rated ${value.toFixed(1).replace(/\.0$/, '')} out of 5${count !== undefined ? ` from ${count} ${count === 1 ? 'review' : 'reviews'}` : ''}`;
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <FiveStarsIcon className={`${className} aspect-[5/1]`} value={value} />
      {count !== undefined && count > 0 && (
        <span className="text-xs text-stone-600" aria-hidden="true">
          ({count})
        </span>
      )}
    </span>
  );
}
