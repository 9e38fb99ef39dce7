import { type FormEvent, useId, useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, btnQuiet, input, label } from '../format';
import { PhotoPicker } from '../photos/photo-picker';
import { useAdminData } from '../use-admin';
import { HtmlEditor } from './html-editor';

// One list of home-page rows (banners, launches, testimonials, FAQ) with a form to add or edit a
// row: the fields are described once per kind, the server checks them (contract/src/admin-content.ts).

export type FieldKind = 'text' | 'textarea' | 'number' | 'datetime' | 'image' | 'images' | 'html';
export interface Field {
  name: string;
  label: string;
  kind: FieldKind;
  hint?: string;
  optional?: boolean;
}
type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;

/** 2026-11-25T10:30 in the device's zone, for <input type="datetime-local">. */
const toLocal = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: unknown) => (typeof v === 'string' && v ? new Date(v).toISOString() : null);

function blank(fields: Field[]): Values {
  return Object.fromEntries(
    fields.map((f) => [f.name, f.kind === 'images' ? [] : f.kind === 'number' ? 0 : f.kind === 'image' ? '' : '']),
  );
}

export function RowEditor({
  path,
  fields,
  noun,
  summary,
}: {
  /** under /api/admin, e.g. '/content/banners' */
  path: string;
  fields: Field[];
  noun: string;
  summary(row: Row): string;
}) {
  const { data, error, reload } = useAdminData<Row[]>(path);
  const [editing, setEditing] = useState<{ id: number | null; values: Values } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const id = useId();

  const open = (row: Row | null) => {
    setErrors({});
    setStatus('');
    if (!row) return setEditing({ id: null, values: blank(fields) });
    const values: Values = {};
    for (const f of fields) values[f.name] = f.kind === 'datetime' ? toLocal(row[f.name]) : (row[f.name] ?? '');
    setEditing({ id: row.id, values });
  };
  const set = (name: string, v: unknown) => setEditing((e) => (e ? { ...e, values: { ...e.values, [name]: v } } : e));

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!editing) return;
    const body: Values = {};
    for (const f of fields) {
      const v = editing.values[f.name];
      body[f.name] = f.kind === 'datetime' ? fromLocal(v) : f.kind === 'image' && f.optional && !v ? null : v;
    }
    try {
      if (editing.id === null) await adminApi(path, { body });
      else await adminApi(`${path}/${editing.id}`, { method: 'PUT', body });
      setStatus(`${noun} saved: the shop shows it now.`);
      setEditing(null);
      reload();
    } catch (e) {
      const err = e as AdminError;
      setErrors(err.fields);
      setStatus(err.message);
    }
  };

  const remove = async (row: Row) => {
    if (!window.confirm(`Delete ${noun.toLowerCase()} “${summary(row)}”?`)) return;
    try {
      await adminApi(`${path}/${row.id}`, { method: 'DELETE' });
      setStatus(`${noun} deleted.`);
      reload();
    } catch (e) {
      setStatus((e as AdminError).message);
    }
  };

  return (
    <div className="space-y-3">
      <p role="status" className="min-h-5 text-sm text-stone-700">
        {status}
      </p>
      {error && <p className="text-red-700">{error.message}</p>}
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {data?.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2 p-3">
            <span className="min-w-0 flex-1 text-sm">{summary(row)}</span>
            <button type="button" className={btnQuiet} onClick={() => open(row)}>
              Edit
            </button>
            <button type="button" className={btnQuiet} onClick={() => remove(row)}>
              Delete
            </button>
          </li>
        ))}
        {data?.length === 0 && <li className="p-3 text-sm text-stone-600">None yet.</li>}
      </ul>
      {!editing && (
        <button type="button" className={btnPrimary} onClick={() => open(null)}>
          Add {noun.toLowerCase()}
        </button>
      )}
      {editing && (
        <form onSubmit={save} className="space-y-3 rounded-lg border border-indigo-200 bg-white p-4" noValidate>
          <h3 className="font-semibold">
            {editing.id === null ? `New ${noun.toLowerCase()}` : `Edit ${noun.toLowerCase()}`}
          </h3>
          {fields.map((f) => {
            const fid = `${id}-${f.name}`;
            const v = editing.values[f.name];
            const err = errors[f.name];
            const described = err ? `${fid}-err` : f.hint ? `${fid}-hint` : undefined;
            let control: React.ReactNode;
            if (f.kind === 'html')
              control = (
                <HtmlEditor name={f.label} value={String(v ?? '')} onChange={(h) => set(f.name, h)} error={err} />
              );
            else if (f.kind === 'image' || f.kind === 'images')
              control = (
                <PhotoPicker
                  label={f.label}
                  value={f.kind === 'image' ? (v ? [String(v)] : []) : ((v as string[]) ?? [])}
                  onChange={(paths) => set(f.name, f.kind === 'image' ? (paths[0] ?? '') : paths)}
                  max={f.kind === 'image' ? 1 : 8}
                />
              );
            else if (f.kind === 'textarea')
              control = (
                <textarea
                  id={fid}
                  value={String(v ?? '')}
                  rows={3}
                  onChange={(e) => set(f.name, e.target.value)}
                  aria-describedby={described}
                  aria-invalid={err ? true : undefined}
                  className={`${input} py-2`}
                />
              );
            else
              control = (
                <input
                  id={fid}
                  type={f.kind === 'number' ? 'number' : f.kind === 'datetime' ? 'datetime-local' : 'text'}
                  value={String(v ?? '')}
                  onChange={(e) => set(f.name, f.kind === 'number' ? e.target.value : e.target.value)}
                  aria-describedby={described}
                  aria-invalid={err ? true : undefined}
                  className={input}
                />
              );
            return (
              <div key={f.name}>
                {f.kind !== 'html' && f.kind !== 'image' && f.kind !== 'images' && (
                  <label htmlFor={fid} className={label}>
                    {f.label}
                    {f.optional && <span className="font-normal text-stone-600"> (optional)</span>}
                  </label>
                )}
                {control}
                {f.hint && !err && (
                  <p id={`${fid}-hint`} className="mt-1 text-xs text-stone-600">
                    {f.hint}
                  </p>
                )}
                {err && f.kind !== 'html' && (
                  <p id={`${fid}-err`} className="mt-1 text-sm text-red-700">
                    {err}
                  </p>
                )}
              </div>
            );
          })}
          <div className="flex gap-2">
            <button type="submit" className={btnPrimary}>
              Save
            </button>
            <button type="button" className={btnQuiet} onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
