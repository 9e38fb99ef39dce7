/** ₹1,23,456.00: rupees the Indian way. */
export const inr = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** "1 product", "3 products": a count with its noun in the number it needs. */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 25 Nov 2026, 14:05 in India, whatever the device's zone. */
export const when = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-IN', {
        timeZone: 'Asia/Kolkata',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      })
    : '';

export const PAYMENT_STATE_LABEL: Record<string, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment failed',
  cod: 'cash to collect',
  refund_due: 'Refund due',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

export const STATUS_TONE: Record<string, string> = {
  Ordered: 'bg-amber-100 text-amber-900',
  Shipped: 'bg-sky-100 text-sky-900',
  'Out For Delivery': 'bg-indigo-100 text-indigo-900',
  Delivered: 'bg-emerald-100 text-emerald-900',
  Cancelled: 'bg-stone-200 text-stone-700',
  'Exchange Requested': 'bg-rose-100 text-rose-900',
  Exchanged: 'bg-violet-100 text-violet-900',
};

export const btn =
  'inline-flex min-h-10 items-center justify-center rounded-md px-3 text-sm font-semibold disabled:opacity-50';
export const btnPrimary = `${btn} bg-indigo-700 text-white hover:bg-indigo-800`;
export const btnQuiet = `${btn} border border-stone-300 bg-white text-stone-800 hover:bg-stone-50`;
export const input =
  'block w-full min-h-10 rounded-md border border-stone-400 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-500';
export const label = 'block text-sm font-medium text-stone-800';
