import { useState } from 'react';
import type { Address } from '../account/account-types';
import { AddressText } from '../account/address-text';
import { lazyDialog } from '../ui/lazy-dialog';
import { smallButton } from '../ui/styles';
import type { useAddresses } from './use-addresses';

// The address dialogs open only on a click: their code loads on first opening.
const AddressFormModal = lazyDialog(() => import('../account/address-form-modal').then((m) => m.AddressFormModal));
const SelectAddressModal = lazyDialog(() => import('./select-address-modal').then((m) => m.SelectAddressModal));

type Modal = 'none' | 'select' | 'form';

/** Spec: shipping address with Change/Add and Edit, the select-address and add/edit modals. */
export function ShippingAddress({ book }: { book: ReturnType<typeof useAddresses> }) {
  const { addresses, selected } = book;
  const [modal, setModal] = useState<Modal>('none');
  const [editing, setEditing] = useState<Address | null>(null);
  const hasSaved = (addresses?.length ?? 0) > 0;

  const openForm = (address: Address | null) => {
    setEditing(address);
    setModal('form');
  };

  return (
    <section aria-labelledby="shipping-heading" className="rounded-xl border border-stone-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="shipping-heading" className="text-lg font-semibold">
          Shipping Address
        </h2>
        <div className="flex gap-2">
          {selected && (
            <button
              type="button"
              className={`${smallButton} text-ink`}
              onClick={() => openForm(selected)}
              aria-label={`Edit address of ${selected.name}`}
            >
              Edit
            </button>
          )}
          <button
            type="button"
            className={`${smallButton} text-brand-700`}
            onClick={() => (hasSaved ? setModal('select') : openForm(null))}
            disabled={addresses === null}
          >
            {hasSaved ? 'Change' : 'Add'}
          </button>
        </div>
      </div>
      <div className="mt-3" data-testid="shipping-address">
        {addresses === null ? (
          // As tall as a typical address (name, two lines on a phone or one wider, phone number),
          // so the cart below does not jump when the addresses arrive.
          <div role="status" aria-busy="true" className="h-25 animate-pulse rounded-lg bg-stone-100 sm:h-19">
            <span className="sr-only">Loading addresses…</span>
          </div>
        ) : selected ? (
          <p>
            <AddressText address={selected} />
          </p>
        ) : (
          <p className="text-sm text-stone-600">Add the address we should deliver to.</p>
        )}
      </div>
      <SelectAddressModal
        open={modal === 'select'}
        onClose={() => setModal('none')}
        addresses={addresses ?? []}
        selectedId={selected?.id ?? null}
        onSelect={book.select}
        onAdd={() => openForm(null)}
      />
      <AddressFormModal
        open={modal === 'form'}
        onClose={() => setModal('none')}
        address={editing}
        onSaved={book.saved}
      />
    </section>
  );
}
