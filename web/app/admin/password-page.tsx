import { STAFF_PASSWORD_MIN } from '@store/contract/admin-constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import './admin.css';
import { type AdminError, adminApi, setCsrf } from './admin-api';
import { btnPrimary, input, label } from './format';

export const meta = () => [{ title: 'Change password' }, { name: 'robots', content: 'noindex' }];

export default function AdminPasswordPage() {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const current_password = String(f.get('current_password'));
    const new_password = String(f.get('new_password'));
    if (new_password !== String(f.get('confirm_password')))
      return setErrors({ confirm_password: 'Passwords do not match' });
    setBusy(true);
    setErrors({});
    try {
      // the CSRF token of this session (the page may be a fresh load)
      setCsrf((await adminApi<{ csrf_token: string }>('/session')).csrf_token);
      await adminApi('/auth/password', { body: { current_password, new_password } });
      navigate('/admin', { replace: true });
    } catch (err) {
      const e2 = err as AdminError;
      if (e2.status === 401) return navigate('/admin/login', { replace: true });
      setErrors(Object.keys(e2.fields).length ? e2.fields : { _: e2.message });
      setBusy(false);
    }
  };
  const field = (name: string, text: string, auto: string, hint?: string) => (
    <div>
      <label htmlFor={name} className={label}>
        {text}
      </label>
      <input
        id={name}
        name={name}
        type="password"
        autoComplete={auto}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${name}-error` : hint ? `${name}-hint` : undefined}
        className={`${input} mt-1`}
      />
      {hint && !errors[name] && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <main className="flex min-h-screen items-start justify-center bg-stone-50 px-4 pt-16">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-xl font-bold text-stone-900">Choose your password</h1>
        <p className="text-sm text-stone-700">The password you were given works once. Choose your own to continue.</p>
        {field('current_password', 'Current password', 'current-password')}
        {field('new_password', 'New password', 'new-password', `At least ${STAFF_PASSWORD_MIN} characters`)}
        {field('confirm_password', 'Repeat the new password', 'new-password')}
        {errors._ && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors._}
          </p>
        )}
        <button type="submit" disabled={busy} className={`${btnPrimary} w-full`}>
          Save password
        </button>
      </form>
    </main>
  );
}
