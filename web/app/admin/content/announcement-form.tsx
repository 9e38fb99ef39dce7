import { useEffect, useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, input, label } from '../format';
import { useAdminData } from '../use-admin';

/** The announcement bar's text, on every page of the shop. */
export function AnnouncementForm() {
  const { data } = useAdminData<{ text: string }>('/content/announcement');
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (data) setText(data.text);
  }, [data]);
  return (
    <form
      className="max-w-2xl space-y-2 rounded-lg border border-stone-200 bg-white p-4"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await adminApi('/content/announcement', { method: 'PUT', body: { text } });
          setError('');
          setStatus('Saved: every page shows it now.');
        } catch (err) {
          setError((err as AdminError).fields.text ?? (err as AdminError).message);
          setStatus('');
        }
      }}
    >
      <label htmlFor="announcement" className={label}>
        Announcement bar
      </label>
      <input
        id="announcement"
        value={text}
        maxLength={120}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby="announcement-msg"
        className={input}
      />
      <p id="announcement-msg" role="status" className={`text-sm ${error ? 'text-red-700' : 'text-stone-700'}`}>
        {error || status}
      </p>
      <p aria-hidden="true" className="rounded bg-stone-900 px-3 py-2 text-center text-sm text-white">
        {text || ' '}
      </p>
      <button type="submit" className={btnPrimary}>
        Save announcement
      </button>
    </form>
  );
}
