// One star drawn with relative moves only, so the same steps repeat 24 units to the right.
const STAR_STEPS = 'l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z';
const FIVE_STARS = `M12 3.5${STAR_STEPS}${'m24 0'.concat(STAR_STEPS).repeat(4)}`;

/**
 * Five stars in one SVG of two paths, filled from the left to `value` (0-5, clamped by Stars): a
 * card needs three nodes for its rating instead of fifteen, which matters with a hundred cards.
 */
function FiveStarsIcon({ className, value: v }: { className: string; value: number }) {
  // Each star spans 17 units of a 24-unit cell; map the rating onto the path's own box (3.5-116.5).
  const whole = Math.floor(v);
  const x = whole === 5 ? 116.5 : 24 * whole + 3.5 + 17 * (v - whole);
  const pct = Math.round(((x - 3.5) / 113) * 1000) / 10;
  return (
    <svg className={className} viewBox="0 0 120 24" aria-hidden="true">
      <path d={FIVE_STARS} fill="#d6d3d1" />
      <path d={FIVE_STARS} fill="#b45309" style={{ clipPath: `inset(0 ${100 - pct}% 0 0)` }} />
    </svg>
  );
}

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
