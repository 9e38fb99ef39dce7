import { btnPrimary, input } from './format';

/**
 * A console list's search: the box (named `q`, labelled for screen readers) and its button, for
 * the caller's form. The box shows the URL's `q` and follows it when the URL changes (`key`).
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        key={value}
        defaultValue={value}
        placeholder={placeholder}
        className={input}
      />
      <button type="submit" className={btnPrimary}>
        Search
      </button>
    </>
  );
}
