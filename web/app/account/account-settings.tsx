import type { User } from '@store/contract/accounts';
import { GENDERS } from '@store/contract/constants';
import { type FieldError, firstError, profileRules } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { useId, useRef, useState } from 'react';
import { authApi, type StoredUser, userState } from '../auth/auth-store';
import { ApiError } from '../lib/api';
import { BusyButton } from '../ui/busy-button';
import { NameField, PhoneField } from '../ui/form-field';
import { inputClass, primaryButton, secondaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';

interface Personal {
  name: string;
  phone_number: string;
  gender: string;
}
/** A guest logs in with the phone number it verified by OTP, so the server keeps it fixed. */
const GUEST_PHONE_NOTE = 'Guest accounts keep the phone number they verified with OTP';

/** Profile > Account Settings: personal information, view and edit (docs/spec.md §2 Profile). */
export function AccountSettings({ user }: { user: StoredUser }) {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Personal>(() => fromUser(user));
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const genderId = useId();

  const startEdit = () => {
    setValues(fromUser(user));
    setError(null);
    setEditing(true);
    requestAnimationFrame(() => nameRef.current?.focus());
  };
  const stopEdit = () => {
    setEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  const set = (field: keyof Personal) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (error?.field === field) setError(null);
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const invalid = firstError({ name: values.name.trim(), phone_number: values.phone_number }, profileRules);
    if (invalid) {
      setError(invalid);
      (invalid.field === 'name' ? nameRef : phoneRef).current?.focus();
      return;
    }
    setBusy(true);
    const body = {
      name: values.name.trim(),
      phone_number: values.phone_number,
      gender: (values.gender || null) as User['gender'],
    };
    try {
      const { data } = await authApi('PUT /auth/update/user', { body });
      // Keep the stored user (docs/spec.md §3) in step with what the server saved.
      userState.set((prev) => (prev ? { ...prev, ...data } : prev));
      toast.success(MSG.profileUpdated);
      setBusy(false);
      stopEdit();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) return;
      toast.error(MSG.profileFailed);
      const field = err instanceof ApiError ? Object.entries(err.fields).find(([f]) => f in values) : null;
      if (field) setError({ field: field[0], message: field[1] });
    }
  }

  if (!editing) {
    return (
      <section aria-labelledby="personal-heading">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="personal-heading" className="text-lg font-semibold">
            Personal Information
          </h2>
          <button ref={editRef} type="button" className={secondaryButton} onClick={startEdit}>
            Edit
          </button>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Name" value={user.name} />
          <Item label="Email" value={user.email} />
          <Item label="Phone number" value={user.phone_number} />
          <Item label="Gender" value={user.gender} />
        </dl>
      </section>
    );
  }
  const errorFor = (field: keyof Personal) => (error?.field === field ? error.message : null);
  return (
    <section aria-labelledby="personal-heading">
      <h2 id="personal-heading" className="mb-4 text-lg font-semibold">
        Personal Information
      </h2>
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <NameField ref={nameRef} value={values.name} onValue={set('name')} error={errorFor('name')} />
        <PhoneField
          ref={phoneRef}
          readOnly={user.guest}
          hint={user.guest ? GUEST_PHONE_NOTE : undefined}
          value={values.phone_number}
          onValue={set('phone_number')}
          error={errorFor('phone_number')}
        />
        <div>
          <label htmlFor={genderId} className="mb-1 block text-sm font-medium text-stone-800">
            Gender
          </label>
          <select
            id={genderId}
            name="gender"
            className={inputClass}
            value={values.gender}
            onChange={(e) => set('gender')(e.target.value)}
          >
            <option value="">Prefer not to say</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-3 sm:col-span-2">
          <BusyButton busy={busy} className={primaryButton}>
            Save
          </BusyButton>
          <button type="button" className={secondaryButton} onClick={stopEdit} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

function fromUser(user: StoredUser): Personal {
  return { name: user.name, phone_number: user.phone_number ?? '', gender: user.gender ?? '' };
}

function Item({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-lg bg-stone-50 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-1 break-words text-ink">{value || 'Not set'}</dd>
    </div>
  );
}
