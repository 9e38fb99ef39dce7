// Money is integer paise everywhere inside the store; the API speaks rupees (at most 2 decimals).

export type Paise = number;

export const toRupees = (paise: Paise): number => Math.round(paise) / 100;

export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

/** ₹1,24,999 — the Indian grouping shoppers expect. Takes rupees. */
export const formatInr = (rupees: number): string => inr.format(rupees);

/** Always two decimals, as the checkout summary shows totals (₹1,234.50). */
export const formatInr2 = (rupees: number): string =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(rupees);
