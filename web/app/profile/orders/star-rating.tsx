import { useId } from 'react';

/**
 * Rating 1-5 as a native radio group styled as stars: arrow keys move the choice, screen
 * readers hear "3 stars, 3 of 5". Stars up to the chosen (or hovered) one are filled.
 */
export function StarRating({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (n: number) => void;
  error?: string | null;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        Rating
        <span aria-hidden="true" className="ml-0.5 text-brand-600">
          *
        </span>
      </legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={`${id}-rating`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`h-8 w-8 ${n <= value ? 'text-amber-500' : 'text-stone-300'}`}
              fill="currentColor"
            >
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
            </svg>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
