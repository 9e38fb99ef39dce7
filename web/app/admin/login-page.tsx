import type { StaffMe } from '@store/contract/admin';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import './admin.css';
import { type AdminError, adminApi, setCsrf } from './admin-api';
import { btnPrimary, input, label } from './format';

export const meta = () => [{ title: 'Console login' }, { name: 'robots', content: 'noindex' }];

/** Only paths inside the console: ?next= never sends staff to another site. */
export const safeNext = (next: string | null) => (next && /^\/admin(?:[/?]|$)/.test(next) ? next : '/admin');

export default function AdminLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError('');
    try {
      const me = await adminApi<StaffMe>('/auth/login', {
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      setCsrf(me.csrf_token);
      navigate(me.must_change_password ? '/admin/password' : safeNext(params.get('next')), { replace: true });
    } catch (err) {
      setError((err as AdminError).message);
      setBusy(false);
    }
  };
  return (
    <main className="flex min-h-screen items-start justify-center bg-stone-50 px-4 pt-16">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
      >
        <h1 className="text-xl font-bold text-stone-900">Staff login</h1>
        <div>
          <label htmlFor="email" className={label}>
            E-mail
          </label>
          <input id="email" name="email" type="email" autoComplete="username" required className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="password" className={label}>
            Password
          </label>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={`${input} mt-1`}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={`${btnPrimary} w-full`}>
          {busy ? 'Logging in…' : 'Log in'}
        </button>
      </form>
    </main>
  );
}
