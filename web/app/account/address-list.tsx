import { MSG } from '@store/contract/messages';
import { useRef, useState } from 'react';
import { authApi } from '../auth/auth-store';
import { useAuthData } from '../auth/use-auth-data';
import { ApiError } from '../lib/api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { lazyDialog } from '../ui/lazy-dialog';
import { primaryButton, smallButton } from '../ui/styles';
import { useToast } from '../ui/toast';
import { type Address, withAddress } from './account-types';
import { AddressText } from './address-text';

// Opens only on a click: its code loads on first opening.
const AddressFormModal = lazyDialog(() => import('./address-form-modal').then((m) => m.AddressFormModal));

/** Profile > Manage Addresses: list, add, edit, delete with a confirmation (docs/spec.md §2 Profile). */
export function AddressList() {
  const toast = useToast();
  const book = useAuthData('GET /auth/address');
  // A list that could not be read shows as empty: the shopper can still add an address.
  const addresses = book.data ?? (book.failed ? [] : null);
  const [editing, setEditing] = useState<Address | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);

  const open = (address: Address | null) => {
    setEditing(address);
    setFormOpen(true);
  };
  const saved = (a: Address) => book.update((list) => withAddress(list, a));

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await authApi('DELETE /auth/address/:id', { params: { id: deleting.id } });
      book.update((list) => (list ?? []).filter((x) => x.id !== deleting.id));
      toast.success('Address deleted');
      setDeleting(null);
      // The card (and its Delete button, where focus would return) is gone: land on Add instead.
      setTimeout(() => addRef.current?.focus(), 0);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast.error(MSG.profileFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="addresses-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-heading" className="text-lg font-semibold">
          Saved Addresses
        </h2>
        <button ref={addRef} type="button" className={primaryButton} onClick={() => open(null)}>
          Add New Address
        </button>
      </div>
      {addresses === null ? (
        <div role="status" aria-busy="true" className="h-28 animate-pulse rounded-xl bg-stone-100">
          <span className="sr-only">Loading addresses…</span>
        </div>
      ) : addresses.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {MSG.noAddress}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="flex flex-col rounded-xl border border-stone-200 p-4" data-testid="address-card">
              <address className="flex-1 not-italic">
                <AddressText address={a} />
              </address>
              <div className="mt-4 flex gap-2">
                <button
                  type="button"
                  className={`${smallButton} text-ink`}
                  onClick={() => open(a)}
                  aria-label={`Edit address of ${a.name}, ${a.address_line_1}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={`${smallButton} text-red-700`}
                  onClick={() => setDeleting(a)}
                  aria-label={`Delete address of ${a.name}, ${a.address_line_1}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AddressFormModal open={formOpen} onClose={() => setFormOpen(false)} address={editing} onSaved={saved} />
      <ConfirmDialog
        open={!!deleting}
        title="Delete address"
        message={
          deleting ? `Delete the ${deleting.address_type} address of ${deleting.name}, ${deleting.address_line_1}?` : ''
        }
        confirmLabel="Delete"
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
