import { type FieldError, firstError, type LoginForm as LoginValues, loginRules } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { storeLogin } from '../auth/auth-store';
import { ApiError, api } from '../lib/api';
import { Link } from '../lib/link';
import { BusyButton } from '../ui/busy-button';
import { EmailField, TextField } from '../ui/form-field';
import { lazyDialog } from '../ui/lazy-dialog';
import { primaryButton, secondaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';
import type { LoginDialog } from './login-dialogs';
import { PolicyLinks } from './page-skeleton';

// "Login via OTP" and "Forgot password?" (also opened by an e-mailed reset link,
// /login#reset=<token>): their code loads on first opening.
const LoginDialogs = lazyDialog(
  () => import('./login-dialogs').then((m) => m.LoginDialogs),
  (p) => !!p.which,
);

/** Email + password login (docs/spec.md §2 Login). `next` is where to go afterwards, already checked same-site. */
export function LoginForm({ next }: { next: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<LoginDialog>(null);
  useEffect(() => setDialog(location.hash.startsWith('#reset=') ? 'reset' : null), []);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const set = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (error?.field === field) setError(null);
  };
  const fail = (e: FieldError) => {
    setError(e);
    refs[e.field as keyof LoginValues]?.current?.focus();
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const invalid = firstError(values, loginRules);
    if (invalid) return fail(invalid);
    setBusy(true);
    try {
      const { data } = await api('POST /auth/login', {
        body: { email: values.email.trim(), password: values.password },
      });
      storeLogin(data.token, data.user); // the server's guest flag, always a boolean
      toast.success(MSG.loginSuccess);
      navigate(next, { replace: true });
    } catch (err) {
      setBusy(false);
      // A rate limit says when to try again; everything else is the spec's one message.
      if (err instanceof ApiError && err.status === 429) toast.error(err.message);
      else toast.error(MSG.loginFailed);
    }
  }

  const errorFor = (field: keyof LoginValues) => (error?.field === field ? error.message : null);
  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-5">
        <EmailField ref={refs.email} value={values.email} onValue={set('email')} error={errorFor('email')} />
        <TextField
          ref={refs.password}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onValue={set('password')}
          error={errorFor('password')}
        />
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          onClick={() => setDialog('reset')}
        >
          Forgot password?
        </button>
        <BusyButton busy={busy} className={`${primaryButton} w-full`}>
          Login
        </BusyButton>
      </form>
      <p className="my-5 text-center text-xs uppercase text-stone-500" aria-hidden="true">
        or
      </p>
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => setDialog('otp')}>
        Login via OTP
      </button>
      <p className="mt-6 text-center text-sm text-stone-700">
        New here?{' '}
        <Link to="/register" className="font-semibold text-brand-700 underline underline-offset-2">
          Create an account
        </Link>
      </p>
      <PolicyLinks className="mt-4 text-center" />
      <LoginDialogs
        which={dialog}
        onClose={() => setDialog(null)}
        email={values.email}
        onLoggedIn={() => navigate(next === '/' ? '/checkout' : next, { replace: true })}
      />
    </>
  );
}
