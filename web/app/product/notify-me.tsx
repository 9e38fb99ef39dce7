import type { ProductColor } from '@store/contract/catalog';
import { PHONE_LENGTH } from '@store/contract/constants';
import { STOCK_ALERT_MSG as MSG } from '@store/contract/stock-alert-messages';
import type { StockAlertRequest } from '@store/contract/stock-alerts';
import { useState } from 'react';
import { useAuth } from '../auth/auth-store';
import { ApiError, api } from '../lib/api';
import { TextField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { primaryButton } from '../ui/styles';

/** One of the product's sizes (the server checks it is one of its sizes). */
type Size = StockAlertRequest['size'];

/**
 * "Notify me" for a sold-out size of the chosen colour: a logged-in shopper is told on their
 * account's phone, anyone else gives a phone number. Loaded when first opened (product-view.tsx).
 */
export function NotifyMe({
  open,
  onClose,
  productId,
  color,
  sizes,
  size: wanted,
}: {
  open: boolean;
  onClose: () => void;
  productId: number;
  color: ProductColor;
  /** the colour's sold-out sizes */
  sizes: string[];
  /** the size the shopper had before this colour, if it is one of them */
  size: string | null;
}) {
  const { loggedIn } = useAuth();
  const [size, setSize] = useState(() =>
    wanted && sizes.includes(wanted) ? wanted : sizes.length === 1 ? sizes[0] : '',
  );
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!size) return setError({ field: 'size', message: MSG.chooseSize });
    setBusy(true);
    setError(null);
    try {
      await api('POST /product/notify-me', {
        body: {
          product_id: productId,
          color_id: color.id,
          size: size as Size,
          ...(!loggedIn && { phone_number: phone }),
        },
      });
      setDone(true);
    } catch (err) {
      const fields = err instanceof ApiError ? err.fields : {};
      const field = Object.keys(fields)[0] ?? 'form';
      setError({ field, message: fields[field] ?? (err instanceof Error ? err.message : String(err)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={MSG.title}>
      {done ? (
        <p role="status" className="font-medium text-emerald-700" data-testid="notify-done">
          {MSG.saved}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-stone-700">
            {color.name}. {MSG.intro}
          </p>
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-stone-800">{MSG.chooseSize}</legend>
            <div className="flex flex-wrap gap-2">
              {sizes.map((s) => (
                <label
                  key={s}
                  className={`grid h-11 min-w-12 cursor-pointer place-items-center rounded-md border px-3 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600 ${
                    size === s ? 'border-ink bg-ink text-white' : 'border-stone-300 text-ink'
                  }`}
                >
                  <input
                    type="radio"
                    name="notify-size"
                    value={s}
                    checked={size === s}
                    onChange={() => setSize(s)}
                    className="sr-only"
                  />
                  {s}
                </label>
              ))}
            </div>
          </fieldset>
          {!loggedIn && (
            <TextField
              label="Phone number"
              required
              digits
              maxLength={PHONE_LENGTH}
              autoComplete="tel-national"
              value={phone}
              onValue={setPhone}
              error={error?.field === 'phone_number' ? error.message : null}
            />
          )}
          {error && error.field !== 'phone_number' && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error.message}
            </p>
          )}
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {MSG.title}
          </button>
        </form>
      )}
    </Modal>
  );
}
