import { describe, expect, it } from 'vitest';
import { formatInr, formatInr2 } from './money';

// The formatter stands in for Intl's en-IN rupees (money.ts says why): the same text for every
// amount a shop shows, whole rupees, paise, lakhs and crores, refunds below zero.
const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const intl2 = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

const amounts = [
  0, -0, 1, 9, 10, 99, 100, 999, 1000, 1079, 1079.5, 1079.05, 12345, 99999, 100000, 124999, 1234567.89, 12345678,
  123456789.12, 0.1, 0.01, 0.005, 0.125, 2.675, 1.005, 19.99, 199.999, -1, -500, -1234.5, -0.001,
];

describe('rupees', () => {
  it.each(amounts)('%s as Intl writes it', (n) => {
    expect(formatInr(n)).toBe(intl.format(n));
    expect(formatInr2(n)).toBe(intl2.format(n));
  });

  it('agrees with Intl on amounts up to 2 lakh (every Rs 79.19) and on random ones far beyond', () => {
    for (let paise = 0; paise <= 20_000_000; paise += 7919) {
      expect(formatInr(paise / 100)).toBe(intl.format(paise / 100));
      expect(formatInr2(paise / 100)).toBe(intl2.format(paise / 100));
    }
    let seed = 42;
    for (let i = 0; i < 2000; i++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const n = Math.round(seed) / 100;
      expect(formatInr(n)).toBe(intl.format(n));
    }
  });

  it('groups as India does', () => {
    expect(formatInr(124999)).toBe('₹1,24,999');
    expect(formatInr(12345678)).toBe('₹1,23,45,678');
    expect(formatInr2(1234.5)).toBe('₹1,234.50');
  });
});
