import { useId } from 'react';
import { inputClass } from '../../ui/styles';

/** A labelled textarea with its error announced with it, like the account forms' TextField. */
export function TextArea({
  label,
  value,
  onValue,
  error,
  hint,
  required,
  maxLength,
  rows = 4,
}: {
  label: string;
  value: string;
  onValue: (v: string) => void;
  error?: string | null;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-600">
            *
          </span>
        )}
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
