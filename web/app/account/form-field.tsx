import { PHONE_LENGTH } from '@store/contract/constants';
import { forwardRef, useId } from 'react';
import { inputClass } from '../ui/styles';

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: string | null;
  hint?: string;
  onValue: (value: string) => void;
  /** Keep digits only (phone, pincode, OTP): numeric keyboards still allow pasting letters. */
  digits?: boolean;
};

/**
 * A labelled input whose error sits beside it and is announced with it (aria-describedby +
 * aria-invalid). Required fields carry a visible marker as well as the `required` attribute.
 */
export const TextField = forwardRef<HTMLInputElement, InputProps>(function TextField(
  { label, error, hint, onValue, digits, required, className, id, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-600">
            *
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        onChange={(e) => onValue(digits ? e.target.value.replace(/\D/g, '') : e.target.value)}
        {...(digits && { inputMode: 'numeric' as const, pattern: '[0-9]*' })}
        {...rest}
      />
      {hint && !error && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

type PresetProps = Omit<InputProps, 'label'>;

/** The person's name, as registration, guest login and the profile ask for it. */
export const NameField = forwardRef<HTMLInputElement, PresetProps>(function NameField(props, ref) {
  return <TextField ref={ref} label="Name" name="name" autoComplete="name" required {...props} />;
});

/** An email address, as registration, login and guest login ask for it. */
export const EmailField = forwardRef<HTMLInputElement, PresetProps>(function EmailField(props, ref) {
  return <TextField ref={ref} label="Email" type="email" name="email" autoComplete="email" required {...props} />;
});

/** A 10-digit Indian mobile number (digits only), as registration, guest login and the profile ask for it. */
export const PhoneField = forwardRef<HTMLInputElement, PresetProps>(function PhoneField(props, ref) {
  return (
    <TextField
      ref={ref}
      label="Phone number"
      name="phone_number"
      type="tel"
      autoComplete="tel-national"
      required
      digits
      maxLength={PHONE_LENGTH}
      {...props}
    />
  );
});
