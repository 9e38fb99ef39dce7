import { ADDRESS_TYPES, DEFAULT_COUNTRY, PHONE_LENGTH, PINCODE_LENGTH } from '@store/contract/constants';
import { addressRules, type FieldError, firstError } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authApi } from '../auth/auth-store';
import { ApiError, api } from '../lib/api';
import { BusyButton } from '../ui/busy-button';
import { TextField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { primaryButton, secondaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';
import type { Address, AddressFields } from './account-types';

type Field = keyof AddressFields;
const LABELS: Record<Field, string> = {
  address_type: 'Address type',
  name: 'Name',
  phone_number: 'Phone number',
  address_line_1: 'Address line 1',
  address_line_2: 'Address line 2',
  pin_code: 'Pincode',
  city: 'City',
  state: 'State',
  country: 'Country',
};
// docs/spec.md §5: these carry the required marker; the checks themselves are the server's (contract).
const REQUIRED: Field[] = ['name', 'phone_number', 'address_line_1', 'pin_code', 'city', 'state', 'country'];
const trimmed = (v: AddressFields) =>
  Object.fromEntries(Object.entries(v).map(([k, s]) => [k, s.trim()])) as unknown as AddressFields;

const blank = (): AddressFields => ({
  address_type: 'Home',
  name: '',
  phone_number: '',
  address_line_1: '',
  address_line_2: '',
  pin_code: '',
  city: '',
  state: '',
  country: DEFAULT_COUNTRY,
});
const fromAddress = ({ id: _id, ...a }: Address): AddressFields => ({ ...a, address_line_2: a.address_line_2 ?? '' });

/**
 * Add or edit an address (docs/spec.md §2 Checkout, add/edit address modal), shared by the profile and checkout.
 * Typing a 6-digit pincode fills city and state from the pincode directory.
 */
export function AddressFormModal({
  open,
  onClose,
  address,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  address?: Address | null;
  onSaved: (saved: Address) => void;
}) {
  const toast = useToast();
  const [values, setValues] = useState<AddressFields>(blank);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const {
    note: pinNote,
    fill: fillFromPincode,
    clear: clearPinNote,
  } = usePincodeFill(
    ({ city, state }) => setValues((v) => ({ ...v, city: city || v.city, state: state || v.state })),
    () => setError({ field: 'pin_code', message: MSG.pincodeNotFound }),
  );

  useEffect(() => {
    if (!open) return;
    setValues(address ? fromAddress(address) : blank());
    setError(null);
    clearPinNote();
    setBusy(false);
  }, [open, address, clearPinNote]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (error?.field === field) setError(null);
    if (field === 'pin_code') fillFromPincode(value);
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = trimmed(values);
    const invalid = firstError(body, addressRules);
    if (invalid) {
      setError(invalid);
      refs.current[invalid.field as Field]?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = address
        ? await authApi('PUT /auth/address/:id', { params: { id: address.id }, body })
        : await authApi('POST /auth/address', { body });
      toast.success(address ? MSG.addressUpdated : MSG.addressAdded);
      onSaved(data);
      onClose();
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) return;
      toast.error(MSG.addressInvalid);
      const field = err instanceof ApiError ? Object.entries(err.fields).find(([f]) => f in LABELS) : null;
      if (field) {
        setError({ field: field[0], message: field[1] });
        refs.current[field[0] as Field]?.focus();
      }
    }
  }

  const input = (field: Field, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      ref={(el) => {
        refs.current[field] = el;
      }}
      label={LABELS[field]}
      name={field}
      required={REQUIRED.includes(field)}
      value={values[field]}
      onValue={set(field)}
      error={error?.field === field ? error.message : null}
      {...extra}
    />
  );
  return (
    <Modal open={open} onClose={onClose} title={address ? 'Edit Address' : 'Add New Address'} size="lg">
      <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <AddressTypeChoice value={values.address_type} onValue={set('address_type')} />
        {input('name', { autoComplete: 'name' })}
        {input('phone_number', { type: 'tel', autoComplete: 'tel-national', digits: true, maxLength: PHONE_LENGTH })}
        {input('address_line_1', { autoComplete: 'address-line1', className: 'sm:col-span-2' })}
        {input('address_line_2', { autoComplete: 'address-line2', className: 'sm:col-span-2', hint: 'Optional' })}
        {input('pin_code', {
          autoComplete: 'postal-code',
          digits: true,
          maxLength: PINCODE_LENGTH,
          hint: pinNote ?? 'City and state fill in from the pincode',
        })}
        {input('city', { autoComplete: 'address-level2' })}
        {input('state', { autoComplete: 'address-level1' })}
        {input('country', { autoComplete: 'country-name' })}
        <div className="flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" className={secondaryButton} onClick={onClose}>
            Cancel
          </button>
          <BusyButton busy={busy} className={primaryButton}>
            Save
          </BusyButton>
        </div>
      </form>
    </Modal>
  );
}

/** Home, Office, Other as pill-shaped radio buttons. */
function AddressTypeChoice({ value, onValue }: { value: string; onValue: (t: string) => void }) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-medium text-stone-800">{LABELS.address_type}</legend>
      <div className="flex flex-wrap gap-2">
        {ADDRESS_TYPES.map((t) => (
          <label
            key={t}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="address_type"
              value={t}
              checked={value === t}
              onChange={() => onValue(t)}
              className="accent-brand-600"
            />
            {t}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Typing a 6-digit pincode looks it up in the pincode directory: `found` gets its city (the
 * district where the directory has no city) and state, `note` says them under the field, and a
 * pincode the directory does not know calls `unknown`. A new keystroke drops the lookup running.
 */
function usePincodeFill(found: (place: { city: string; state: string }) => void, unknown: () => void) {
  const [note, setNote] = useState<string | null>(null);
  const lookup = useRef<AbortController>(undefined);
  async function fill(pin: string) {
    lookup.current?.abort();
    setNote(null);
    if (pin.length !== PINCODE_LENGTH) return;
    const ctrl = new AbortController();
    lookup.current = ctrl;
    try {
      const { data } = await api('GET /pincode/:pincode', { params: { pincode: pin }, signal: ctrl.signal });
      const city = data.city ?? data.district ?? '';
      found({ city, state: data.state });
      setNote(`${city}, ${data.state}`);
    } catch (err) {
      if (ctrl.signal.aborted) return;
      if (err instanceof ApiError && err.status === 404) unknown();
    }
  }
  const clear = useCallback(() => setNote(null), []);
  return { note, fill, clear };
}
