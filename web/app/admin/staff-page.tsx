import { useState } from 'react';
import { type AdminError, adminApi } from './admin-api';
import { btnPrimary, btnQuiet, input, label, when } from './format';
import { useAdminData, useMe } from './use-admin';

export const meta = () => [{ title: 'Staff · Console' }, { name: 'robots', content: 'noindex' }];

interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: string;
  must_change_password: boolean;
  disabled: boolean;
  created_at: string;
}

/** Owners add staff (a one-time password shown once), reset a password, turn an account off. */
export default function StaffPage() {
  const me = useMe();
  const { data, error, reload } = useAdminData<StaffRow[]>(me?.role === 'owner' ? '/staff' : null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (me?.role !== 'owner') return <p>Only the owner manages staff.</p>;
  const act = async (text: string, path: string, body: unknown = {}) => {
    setMessage(null);
    try {
      const res = await adminApi<{ one_time_password?: string; staff?: StaffRow }>(path, { body });
      setMessage({
        ok: true,
        text: res?.one_time_password
          ? `${text}. One-time password (shown once, give it to them in person): ${res.one_time_password}`
          : `${text}.`,
      });
      reload();
      return true;
    } catch (err) {
      setMessage({ ok: false, text: (err as AdminError).message });
      return false;
    }
  };
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Staff</h1>
      <form
        className="flex flex-wrap items-end gap-2 rounded-lg border border-stone-200 bg-white p-3"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const f = new FormData(form);
          const ok = await act(`${f.get('email')} added`, '/staff', {
            email: f.get('email'),
            name: f.get('name'),
            role: f.get('role'),
          });
          if (ok) form.reset();
        }}
      >
        <div>
          <label htmlFor="s-email" className={label}>
            E-mail
          </label>
          <input id="s-email" name="email" type="email" required className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="s-name" className={label}>
            Name
          </label>
          <input id="s-name" name="name" className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="s-role" className={label}>
            Role
          </label>
          <select id="s-role" name="role" className={`${input} mt-1`} defaultValue="staff">
            <option value="staff">Staff (orders, customers)</option>
            <option value="owner">Owner (everything)</option>
          </select>
        </div>
        <button type="submit" className={btnPrimary}>
          Add staff
        </button>
      </form>
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'break-all text-emerald-800' : 'text-red-700'}
        >
          {message.text}
        </p>
      )}
      {error && <p role="alert">{error.message}</p>}
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {data?.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 px-4 py-3 text-sm">
            <span className="min-w-48 flex-1">
              <span className="font-medium">{s.email}</span> {s.name && `(${s.name})`}
              <span className="block text-xs text-stone-600">
                {s.role} · since {when(s.created_at)}
                {s.must_change_password && ' · has not chosen a password yet'}
                {s.disabled && ' · disabled'}
              </span>
            </span>
            {s.id !== me.id && (
              <>
                <button
                  type="button"
                  className={btnQuiet}
                  onClick={() =>
                    window.confirm(`New one-time password for ${s.email}?`) &&
                    act(`Password of ${s.email} reset`, `/staff/${s.id}/reset-password`)
                  }
                >
                  Reset password
                </button>
                <button
                  type="button"
                  className={btnQuiet}
                  onClick={() =>
                    window.confirm(`${s.disabled ? 'Enable' : 'Disable'} ${s.email}?`) &&
                    act(
                      `${s.email} ${s.disabled ? 'enabled' : 'disabled'}`,
                      `/staff/${s.id}/${s.disabled ? 'enable' : 'disable'}`,
                    )
                  }
                >
                  {s.disabled ? 'Enable' : 'Disable'}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
