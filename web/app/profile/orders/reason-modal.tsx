import type { OrderLine } from '@store/contract/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { TextArea } from '../../ui/form-field';
import { Modal } from '../../ui/modal';
import { Spinner } from '../../ui/spinner';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/styles';

export interface ReasonAnswer {
  reason: string;
  desc: string;
}

/** Cancel (reason) and Exchange (reason and description) of one order line. */
export function ReasonModal({
  line,
  title,
  reasons,
  withDescription = false,
  submitLabel,
  danger = false,
  onClose,
  onSubmit,
}: {
  line: OrderLine | null;
  title: string;
  reasons: readonly string[];
  withDescription?: boolean;
  submitLabel: string;
  danger?: boolean;
  onClose: () => void;
  onSubmit: (line: OrderLine, answer: ReasonAnswer) => Promise<void>;
}) {
  const [reason, setReason] = useState('');
  const [desc, setDesc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    if (!line) return;
    setReason('');
    setDesc('');
    setError(null);
    setBusy(false);
  }, [line]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!line) return;
    if (!reason) {
      setError('Please choose a reason');
      first.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSubmit(line, { reason, desc: desc.trim() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={!!line} onClose={onClose} title={title}>
      {line && (
        <form noValidate onSubmit={submit} className="space-y-4">
          <p className="text-sm text-stone-700">
            {line.product} · {line.size && `Size ${line.size} · `}
            {line.color} · Qty {line.quantity}
          </p>
          <fieldset aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-stone-800">
              Reason
              <span aria-hidden="true" className="ml-0.5 text-brand-600">
                *
              </span>
            </legend>
            <div className="grid gap-2">
              {reasons.map((r, i) => (
                <label
                  key={r}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                >
                  <input
                    ref={i === 0 ? first : undefined}
                    type="radio"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => {
                      setReason(r);
                      setError(null);
                    }}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {r}
                </label>
              ))}
            </div>
            {error && (
              <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </fieldset>
          {withDescription && (
            <TextArea
              label="Description"
              value={desc}
              onValue={setDesc}
              maxLength={1000}
              hint="What is wrong with it? This helps us sort it out quickly."
            />
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={onClose}>
              Close
            </button>
            <button
              type="submit"
              className={danger ? dangerButton : primaryButton}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && <Spinner />}
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
