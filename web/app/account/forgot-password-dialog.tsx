import { firstError } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { isCode, newPasswordRules, RESET_MSG } from '@store/contract/password-reset';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api } from '../lib/api';
import { BusyButton } from '../ui/busy-button';
import { CodeField, EmailField, TextField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { primaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';

type Step = 'email' | 'code' | 'link';
interface Values {
  email: string;
  code: string;
  password: string;
  confirm_password: string;
}

/**
 * "Forgot password?" (loaded when first opened from the login page). With an e-mailed link's
 * token (the login page's #reset=...) it asks only for the new password; otherwise for the email,
 * then the code sent by SMS to the account's phone and the new password. The server answers the
 * same whether or not the email has an account, and so does this dialog. On success every
 * session of the account has ended; the shopper logs in with the new password.
 */
export function ForgotPasswordDialog({
  open,
  onClose,
  email,
}: {
  open: boolean;
  onClose: () => void;
  /** the login form's email, to start from */
  email: string;
}) {
  const toast = useToast();
  // Opened from the e-mailed link: its token is in the address's fragment (never sent to a server).
  const [token] = useState(() => window.location.hash.match(/^#reset=([\w-]{43})$/)?.[1] ?? null);
  const [step, setStep] = useState<Step>(token ? 'link' : 'email');
  const [sent, setSent] = useState<string>('');
  const [values, setValues] = useState<Values>({ email, code: '', password: '', confirm_password: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  // Each step starts at its first field (the step names the field `first` is on).
  useEffect(() => {
    if (open && step) first.current?.focus();
  }, [open, step]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (error?.field === field || error?.field === 'form') setError(null);
  };

  const failed = (err: unknown) => {
    setBusy(false);
    if (err instanceof ApiError && err.status === 400) {
      const [field, message] = Object.entries(err.fields)[0] ?? ['form', err.message];
      setError({ field: field === 'token' ? 'form' : field, message });
    } else toast.error(err instanceof ApiError ? err.message : MSG.loadFailed);
  };

  async function requestCode(e: React.FormEvent) {
    e.preventDefault();
    if (!values.email.trim()) return setError({ field: 'email', message: MSG.emailRequired });
    setBusy(true);
    try {
      const { data } = await api('POST /auth/password/forgot', {
        body: { email: values.email.trim() },
      });
      setSent(data.by_email ? RESET_MSG.sentByPhoneAndEmail : RESET_MSG.sentByPhone);
      setBusy(false);
      setStep('code');
    } catch (err) {
      failed(err);
    }
  }

  async function change(e: React.FormEvent) {
    e.preventDefault();
    if (step === 'code' && !isCode(values.code)) return setError({ field: 'code', message: RESET_MSG.codeFormat });
    const invalid = firstError(values, newPasswordRules);
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      const proof = step === 'link' ? { token } : { email: values.email.trim(), code: values.code };
      await api('POST /auth/password/reset', { body: { ...proof, password: values.password } });
      toast.success(RESET_MSG.done);
      // The link's token is used up: take it out of the address bar and the history entry.
      if (window.location.hash)
        history.replaceState(history.state, '', window.location.pathname + window.location.search);
      onClose();
    } catch (err) {
      failed(err);
    }
  }

  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  const passwords = (
    <>
      <TextField
        ref={step === 'link' ? first : undefined}
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        required
        value={values.password}
        onValue={set('password')}
        error={errorFor('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        name="confirm_password"
        autoComplete="new-password"
        required
        value={values.confirm_password}
        onValue={set('confirm_password')}
        error={errorFor('confirm_password')}
      />
    </>
  );
  const submit = (label: string) => (
    <BusyButton busy={busy} className={`${primaryButton} w-full`}>
      {label}
    </BusyButton>
  );
  return (
    <Modal open={open} onClose={onClose} title="Reset password">
      {errorFor('form') && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {errorFor('form')}
        </p>
      )}
      {step === 'email' ? (
        <form noValidate onSubmit={requestCode} className="space-y-4">
          <p className="text-sm text-stone-700">
            Enter the email of your account. We send a code by SMS to the account's phone number.
          </p>
          <EmailField ref={first} value={values.email} onValue={set('email')} error={errorFor('email')} />
          {submit('Send code')}
        </form>
      ) : (
        <form noValidate onSubmit={change} className="space-y-4">
          {step === 'code' && (
            <>
              <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                {sent}
              </p>
              <CodeField
                ref={first}
                label="Code"
                name="code"
                value={values.code}
                onValue={set('code')}
                error={errorFor('code')}
                className="[&_input]:tracking-[0.5em]"
              />
            </>
          )}
          {passwords}
          {submit('Change password')}
          <button
            type="button"
            onClick={() => {
              setStep('email');
              setError(null);
            }}
            className="w-full text-center text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            Send a new code
          </button>
        </form>
      )}
    </Modal>
  );
}
