import { OTP_LENGTH } from '@store/contract/constants';
import { type FieldError, firstError, type RegisterForm as RegisterValues, registerRules } from '@store/contract/forms';
import { GUEST_VERIFY_PHONE } from '@store/contract/guest-register';
import { MSG } from '@store/contract/messages';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../lib/api';
import { Link } from '../lib/link';
import { BusyButton } from '../ui/busy-button';
import { CodeField, EmailField, NameField, PhoneField, TextField } from '../ui/form-field';
import { primaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';
import { PolicyLinks } from './page-skeleton';

type Field = keyof RegisterValues;
const FIELDS: Field[] = ['name', 'email', 'phone_number', 'password', 'confirm_password'];

/**
 * Registration (docs/spec.md §2 Register), validated in the order of §5; the first failure shows
 * beside its field.
 */
export function RegisterForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<RegisterValues>({
    name: '',
    email: '',
    phone_number: '',
    password: '',
    confirm_password: '',
  });
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  // Set when the email or phone is a guest's: the code sent to that phone proves it (202).
  const [verifyPhone, setVerifyPhone] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const otpRef = useRef<HTMLInputElement>(null);
  const refs: Record<Field, React.RefObject<HTMLInputElement>> = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    phone_number: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirm_password: useRef<HTMLInputElement>(null),
  };

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (error?.field === field) setError(null);
  };
  const fail = (e: FieldError) => {
    setError(e);
    refs[e.field as Field]?.current?.focus();
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = firstError(values, registerRules);
    if (invalid) return fail(invalid);
    if (verifyPhone && !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError({ field: 'otp', message: MSG.otpInvalid });
      otpRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { name, email, password, phone_number } = values;
      const { data } = await api('POST /auth/register', {
        body: { name: name.trim(), email: email.trim(), password, phone_number, ...(verifyPhone && { otp }) },
      });
      if ('verify_phone' in data) {
        setBusy(false);
        setVerifyPhone(data.verify_phone.phone_number);
        setTimeout(() => otpRef.current?.focus());
        return;
      }
      toast.success(MSG.registerSuccess);
      navigate('/login', { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 429) {
        toast.error(err.message);
        return;
      }
      if (err instanceof ApiError && err.fields.otp) {
        setOtp('');
        setError({ field: 'otp', message: err.fields.otp });
        otpRef.current?.focus();
        return;
      }
      toast.error(MSG.registerFailed);
      // The server's own field error (a taken email) goes beside its field too.
      const known =
        err instanceof ApiError ? Object.entries(err.fields).find(([f]) => FIELDS.includes(f as Field)) : null;
      if (known) fail({ field: known[0], message: known[1] });
    }
  }

  const errorFor = (field: Field) => (error?.field === field ? error.message : null);
  const common = (field: Field) => ({
    name: field,
    required: true,
    value: values[field],
    onValue: set(field),
    error: errorFor(field),
  });
  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4">
        <NameField ref={refs.name} {...common('name')} />
        <EmailField ref={refs.email} {...common('email')} />
        <PhoneField ref={refs.phone_number} {...common('phone_number')} />
        <TextField
          ref={refs.password}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters"
          {...common('password')}
        />
        <TextField
          ref={refs.confirm_password}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...common('confirm_password')}
        />
        {verifyPhone && (
          <div className="space-y-3 rounded-lg border border-brand-100 bg-brand-50 p-3">
            <p role="status" className="text-sm text-stone-800">
              {GUEST_VERIFY_PHONE} (+91 {verifyPhone})
            </p>
            <CodeField
              ref={otpRef}
              value={otp}
              onValue={(v) => {
                setOtp(v);
                if (error?.field === 'otp') setError(null);
              }}
              error={error?.field === 'otp' ? error.message : null}
            />
          </div>
        )}
        <BusyButton busy={busy} className={`${primaryButton} w-full`}>
          Register
        </BusyButton>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-2">
          Login
        </Link>
      </p>
      <PolicyLinks className="mt-4 text-center" />
    </>
  );
}
