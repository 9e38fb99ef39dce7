import { OTP_LENGTH, OTP_RESET_DELAY_MS, PHONE_LENGTH } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { type StoredUser, storeLogin } from '../auth/auth-store';
import { ApiError, api } from '../lib/api';
import { useToast } from '../ui/toast';

export interface GuestDetails {
  name: string;
  email: string;
  phone_number: string;
}
const EMPTY: GuestDetails = { name: '', email: '', phone_number: '' };

/**
 * The guest login's two steps and their requests (docs/decisions/0012-login-otp-and-failures.md):
 * details -> POST /auth/otp/send -> the code -> POST /auth/otp/verify. A failed send starts over
 * after OTP_RESET_DELAY_MS (the original reloaded the page); `loggedIn` gets the stored user.
 */
export function useGuestLogin(loggedIn: (user: StoredUser) => void) {
  const toast = useToast();
  const [details, setDetails] = useState<GuestDetails>(EMPTY);
  const [step, setStep] = useState<'details' | 'otp'>('details');
  const [otp, setOtpRaw] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    otp: useRef<HTMLInputElement>(null),
  };

  const reset = () => {
    setDetails(EMPTY);
    setStep('details');
    setOtpRaw('');
    setError(null);
    setBusy(false);
  };
  useEffect(() => () => clearTimeout(resetTimer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refs are stable; the step says when
  useEffect(() => {
    if (step === 'otp') refs.otp.current?.focus();
  }, [step]);

  const set = (field: keyof GuestDetails) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setError(null);
  };
  const setOtp = (value: string) => {
    setOtpRaw(value);
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
      refs.phone.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api('POST /auth/otp/send', { body: d });
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
        refs.name.current?.focus();
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
      refs.otp.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await api('POST /auth/otp/verify', { body: { phone_number: details.phone_number, otp } });
      const user = { ...data.user, guest: !!data.user.guest };
      storeLogin(data.token, user);
      toast.success(MSG.loginSuccess);
      reset();
      loggedIn(user);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 409) toast.error(MSG.otpLoginFailed);
      else if (err instanceof ApiError && err.status === 429) toast.error(err.message);
      else toast.error(MSG.otpInvalid);
      setOtpRaw('');
      refs.otp.current?.focus();
    }
  }

  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const formError = error?.field === 'form' ? error.message : null;
  return { details, set, step, otp, setOtp, busy, refs, fieldError, formError, sendOtp, verify, reset };
}

export type GuestLogin = ReturnType<typeof useGuestLogin>;
