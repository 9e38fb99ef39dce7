import type { PincodeInfo } from '@store/contract/catalog';
import { PINCODE_LENGTH, STORAGE_KEYS } from '@store/contract/constants';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ApiError, api } from '../lib/api';
import { storedState } from '../lib/stored-state';
import type { DeliveryStatus } from './variant';

const PINCODE_RE = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

/** The last serviceable pincode, kept under `pincode` and re-checked on every product page. */
export const pincodeState = storedState<string | null>(STORAGE_KEYS.pincode, null, (raw) => {
  const s = typeof raw === 'number' ? String(raw) : raw;
  return typeof s === 'string' && PINCODE_RE.test(s) ? s : null;
});

// Made at first use, not when the page's scripts load: a page's first Intl formatter loads ICU's
// locale data (contract/src/money.ts), and most product views never check a pincode.
let dateFormat: Intl.DateTimeFormat | undefined;
/** The API's date (YYYY-MM-DD...) as a calendar day, the same in every time zone: "Tue, 25 Nov". */
export const formatDeliveryDate = (iso: string) => {
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
};

export interface PincodeCheck {
  pincode: string;
  setPincode: (p: string) => void;
  /** invalid: not a pincode of the India Post directory (999999) */
  status: DeliveryStatus | 'checking' | 'failed' | 'invalid';
  info: PincodeInfo | null;
  check: (p?: string) => Promise<void>;
}

export function usePincodeCheck(productId: number): PincodeCheck {
  const [pincode, setPincodeRaw] = useState('');
  const [status, setStatus] = useState<PincodeCheck['status']>('unchecked');
  const [info, setInfo] = useState<PincodeInfo | null>(null);
  const seq = useRef(0);

  const check = useCallback(
    async (p?: string) => {
      const pin = p ?? pincode;
      if (!PINCODE_RE.test(pin)) return;
      const mine = ++seq.current;
      setStatus('checking');
      try {
        const { data } = await api('GET /pincode/:pincode', {
          params: { pincode: pin },
          query: { product: String(productId) },
        });
        if (mine !== seq.current) return;
        setInfo(data);
        setStatus(data.serviceable === false ? 'unavailable' : 'available');
        if (data.serviceable !== false) pincodeState.set(pin);
      } catch (e) {
        if (mine !== seq.current) return;
        setInfo(null);
        // A pincode India Post does not know is no address at all, which the shopper should hear
        // (as the address form says it), not "Delivery not available"; a network fault is no answer.
        setStatus(e instanceof ApiError && (e.status === 404 || e.status === 400) ? 'invalid' : 'failed');
      }
    },
    [pincode, productId],
  );

  // A stored pincode is re-checked on page load (docs/spec.md §4).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per product
  useEffect(() => {
    const stored = pincodeState.get();
    if (stored) {
      setPincodeRaw(stored);
      void check(stored);
    }
  }, [productId]);

  const setPincode = (p: string) => {
    seq.current++; // a check still in flight answers for the old pincode
    setPincodeRaw(p.replace(/\D/g, '').slice(0, PINCODE_LENGTH));
    setStatus('unchecked');
    setInfo(null);
  };
  return { pincode, setPincode, status, info, check };
}

export function PincodeForm({ state }: { state: PincodeCheck }) {
  const inputId = useId();
  const { pincode, setPincode, status, info, check } = state;
  const valid = PINCODE_RE.test(pincode);
  return (
    <div>
      <form
        className="flex max-w-sm items-stretch rounded-md border border-stone-300 focus-within:border-ink"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Delivery pincode
        </label>
        <input
          id={inputId}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{6}"
          maxLength={PINCODE_LENGTH}
          placeholder="Enter pincode"
          value={pincode}
          onChange={(e) => setPincode(e.target.value)}
          className="min-w-0 flex-1 rounded-l-md bg-transparent px-3 py-2.5 text-base tracking-widest outline-none placeholder:tracking-normal placeholder:text-stone-500"
        />
        <button
          type="submit"
          disabled={!valid || status === 'checking'}
          className="rounded-r-md px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-500 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          {status === 'checking' ? 'Checking…' : 'Check'}
        </button>
      </form>
      <div aria-live="polite" className="mt-2 min-h-5 text-sm" data-testid="pincode-result">
        {status === 'available' && (
          <p className="font-medium text-emerald-700">
            <span>{MSG.deliveryAvailable}</span>
            {info?.estimated_delivery && (
              <span className="font-normal text-stone-700">
                {' '}
                · Get it by <strong>{formatDeliveryDate(info.estimated_delivery)}</strong>
                {info.city ? ` to ${info.city}` : ''}
              </span>
            )}
          </p>
        )}
        {status === 'unavailable' && <p className="font-medium text-red-700">{MSG.deliveryNotAvailable}</p>}
        {status === 'invalid' && <p className="font-medium text-red-700">{MSG.pincodeNotFound}</p>}
        {status === 'failed' && <p className="text-stone-600">Could not check this pincode. Please try again.</p>}
        {status === 'unchecked' && pincode.length > 0 && !valid && (
          <p className="text-stone-600">Enter a {PINCODE_LENGTH}-digit pincode.</p>
        )}
      </div>
    </div>
  );
}
