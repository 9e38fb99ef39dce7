import { useEffect, useState } from 'react';
import type { Address } from '../account/account-types';
import { AddressText } from '../account/address-text';
import { Modal } from '../ui/modal';
import { RadioCard } from '../ui/radio-card';
import { primaryButton, secondaryButton } from '../ui/styles';

/** Spec: select address modal. Saved addresses as radio cards, and Add New Address. */
export function SelectAddressModal({
  open,
  onClose,
  addresses,
  selectedId,
  onSelect,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAdd: () => void;
}) {
  const [choice, setChoice] = useState(selectedId);
  useEffect(() => {
    if (open) setChoice(selectedId);
  }, [open, selectedId]);

  function confirm(e: React.FormEvent) {
    e.preventDefault();
    if (choice !== null) onSelect(choice);
    onClose();
  }

  return (
    <Modal open={open} onClose={onClose} title="Select Address" size="lg">
      <form onSubmit={confirm}>
        <fieldset>
          <legend className="sr-only">Saved addresses</legend>
          <div className="grid gap-3">
            {addresses.map((a) => (
              <RadioCard
                key={a.id}
                testId="address-option"
                shape="roomy"
                name="address"
                value={a.id}
                checked={choice === a.id}
                onChange={() => setChoice(a.id)}
              >
                <span className="min-w-0">
                  <AddressText address={a} />
                </span>
              </RadioCard>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <button type="button" className={secondaryButton} onClick={onAdd}>
            <span aria-hidden="true">+</span> Add New Address
          </button>
          <button type="submit" className={primaryButton} disabled={choice === null}>
            Deliver Here
          </button>
        </div>
      </form>
    </Modal>
  );
}
