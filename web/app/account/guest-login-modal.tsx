import { OTP_LENGTH, OTP_RESET_DELAY_MS, PHONE_LENGTH } from '@store/contract/constants';
import * as endpoints from '@store/contract/endpoints';
import { MSG } from '@store/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type StoredUser, storeLogin } from '../auth/auth-store';
import { ApiError, api } from '../lib/api';
import { EmailField, NameField, PhoneField, TextField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { primaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';

interface Details {
  name: string;
  email: string;
  phone_number: string;
}
const EMPTY: Details = { name: '', email: '', phone_number: '' };

/**
 * Guest login by phone OTP (docs/spec.md §2 Guest login modal; verified on the server:
 * docs/decisions/0012-login-otp-and-failures.md).
 * Steps: details -> Send OTP -> 6-digit code -> Login. A failed send resets the modal after
 * 1 s (the original reloaded the page). Success stores token + user with the server's guest
 * flag (true, unless the email and phone are a registered account's: its owner logs in) and goes
 * to /checkout, unless the caller takes over with onLoggedIn (checkout stays where it is).
 */
export function GuestLoginModal({
  open,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  onLoggedIn?: (user: StoredUser) => void;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const [details, setDetails] = useState<Details>(EMPTY);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);

  const reset = () => {
    setDetails(EMPTY);
    setStep('details');
    setOtp('');
    setError(null);
    setBusy(false);
  };
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  useEffect(() => {
    if (step === 'otp') otpRef.current?.focus();
  }, [step]);

  const set = (field: keyof Details) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setError(null);
  };

  async function sendOtp(e: React.FormEvent) {
    e.preventDefault();
    const d = { name: details.name.trim(), email: details.email.trim(), phone_number: details.phone_number };
    if (!d.name || !d.email || !d.phone_number) {
      setError({ field: 'form', message: MSG.guestAllRequired });
      return;
    }
    if (d.phone_number.length !== PHONE_LENGTH) {
      setError({ field: 'phone_number', message: MSG.phoneLength });
      phoneRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api(endpoints.sendOtp, { body: d });
      setBusy(false);
      setStep('otp');
    } catch (err) {
      setBusy(false);
      // A field the server refuses (an invalid email or mobile number) is the shopper's to fix.
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
        const [field, message] = Object.entries(err.fields)[0];
        setError({ field, message });
        return;
      }
      const conflict = err instanceof ApiError && err.status === 409;
      toast.error(conflict ? MSG.emailExists : MSG.otpSendFailed);
      if (err instanceof ApiError && err.status === 429) toast.show(err.message);
      resetTimer.current = setTimeout(() => {
        reset();
        nameRef.current?.focus();
      }, OTP_RESET_DELAY_MS);
    }
  }

  async function verify(e: React.FormEvent) {
    e.preventDefault();
    if (!details.phone_number) {
      setError({ field: 'form', message: MSG.guestPhoneRequired });
      return;
    }
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) {
      setError({ field: 'otp', message: MSG.otpInvalid });
      otpRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await api(endpoints.verifyOtp, {
        body: { phone_number: details.phone_number, otp },
      });
      const user = { ...data.user, guest: !!data.user.guest };
      storeLogin(data.token, user);
      toast.success(MSG.loginSuccess);
      reset();
      onClose();
      if (onLoggedIn) onLoggedIn(user);
      else navigate('/checkout');
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 409) toast.error(MSG.otpLoginFailed);
      else if (err instanceof ApiError && err.status === 429) toast.error(err.message);
      else toast.error(MSG.otpInvalid);
      setOtp('');
      otpRef.current?.focus();
    }
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const formError = error?.field === 'form' ? error.message : null;
  return (
    <Modal open={open} onClose={onClose} title="Login with OTP">
      {formError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      )}
      {step === 'details' ? (
        <form noValidate onSubmit={sendOtp} className="space-y-4">
          <NameField ref={nameRef} value={details.name} onValue={set('name')} error={fieldError('name')} />
          <EmailField value={details.email} onValue={set('email')} error={fieldError('email')} />
          <PhoneField
            ref={phoneRef}
            hint="10-digit mobile number; we send the code by SMS to +91"
            value={details.phone_number}
            onValue={set('phone_number')}
            error={fieldError('phone_number')}
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner />}
            Send OTP
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={verify} className="space-y-4">
          <p className="text-sm text-stone-700">
            Enter the 6-digit code sent to <strong>+91 {details.phone_number}</strong>.
          </p>
          <TextField
            ref={otpRef}
            label="OTP"
            name="otp"
            autoComplete="one-time-code"
            required
            digits
            maxLength={OTP_LENGTH}
            minLength={OTP_LENGTH}
            value={otp}
            onValue={(v) => {
              setOtp(v);
              setError(null);
            }}
            error={fieldError('otp')}
            className="[&_input]:tracking-[0.5em]"
          />
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy || undefined}>
            {busy && <Spinner />}
            Login
          </button>
          <button
            type="button"
            onClick={reset}
            className="w-full text-center text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            Change details
          </button>
        </form>
      )}
    </Modal>
  );
}
