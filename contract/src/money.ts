// Money is integer paise everywhere inside the store; the API speaks rupees (at most 2 decimals).

export type Paise = number;

export const toRupees = (paise: Paise): number => Math.round(paise) / 100;

export const toPaise = (rupees: number): Paise => Math.round(rupees * 100);

/**
 * Indian digit grouping: the last three digits, then pairs (1,24,999). Written out rather than
 * `Intl.NumberFormat('en-IN', { currency: 'INR' })`, whose first use in a page loads ICU's
 * locale and currency data on the main thread while the page's scripts load (measured in
 * bench/README.md, "Rupees without Intl"). money.test.ts holds the output to Intl's.
 */
const groupIndian = (digits: string): string =>
  digits.length <= 3 ? digits : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;

/**
 * Rounded to paise as Intl rounds: half away from zero on the number's shortest decimal form, so
 * 2.675 is ₹2.68 (toFixed, working on the binary value 2.67499..., would say ₹2.67).
 */
const twoDecimals = (n: number): string => {
  const [whole, fraction = ''] = String(n).split('.');
  if (/e/.test(whole + fraction)) return n.toFixed(2); // below 1e-6 or above 1e21
  const paise = Number(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction[2] >= '5' ? 1 : 0);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
};

const rupeesText = (rupees: number, fractionDigits: 'trim' | 'two'): string => {
  const sign = rupees < 0 || Object.is(rupees, -0) ? '-' : '';
  const [whole, paise] = twoDecimals(Math.abs(rupees)).split('.');
  const fraction = fractionDigits === 'two' ? paise : paise.replace(/0+$/, '');
  return `${sign}₹${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
};

/** ₹1,24,999 — the Indian grouping shoppers expect. Takes rupees. */
export const formatInr = (rupees: number): string => rupeesText(rupees, 'trim');

/** Always two decimals, as the checkout summary shows totals (₹1,234.50). */
export const formatInr2 = (rupees: number): string => rupeesText(rupees, 'two');
