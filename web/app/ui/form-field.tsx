import { OTP_LENGTH, PHONE_LENGTH } from '@store/contract/constants';
import { forwardRef, useId } from 'react';
import { inputClass } from './styles';

type InputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: string | null;
  hint?: string;
  onValue: (value: string) => void;
  /** Keep digits only (phone, pincode, OTP): numeric keyboards still allow pasting letters. */
  digits?: boolean;
};

/** The label, hint and error around one control; the control gets `id` and `describedBy`. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-600">
            *
          </span>
        )}
      </label>
      {children}
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

/** The id a control's aria-describedby names: its error when there is one, else its hint. */
function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

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
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
      <input
        ref={ref}
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        className={inputClass}
        onChange={(e) => onValue(digits ? e.target.value.replace(/\D/g, '') : e.target.value)}
        {...(digits && { inputMode: 'numeric' as const, pattern: '[0-9]*' })}
        {...rest}
      />
    </FieldFrame>
  );
});

/** A labelled textarea (a reason, a review) with its error announced with it, like TextField. */
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
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={inputClass}
      />
    </FieldFrame>
  );
}

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

/** A code sent by SMS (OTP_LENGTH digits), as guest login, registration and password reset ask for it. */
export const CodeField = forwardRef<HTMLInputElement, PresetProps & { label?: string }>(function CodeField(
  { label = 'OTP', ...props },
  ref,
) {
  return (
    <TextField
      ref={ref}
      label={label}
      name="otp"
      autoComplete="one-time-code"
      required
      digits
      maxLength={OTP_LENGTH}
      {...props}
    />
  );
});
