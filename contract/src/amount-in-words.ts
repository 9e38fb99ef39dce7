import type { Paise } from './money';

// Amounts in words the Indian way (thousand, lakh, crore), as a tax invoice states its total.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string[] {
  if (n < 20) return n ? [ONES[n]] : [];
  return [TENS[Math.floor(n / 10)], ...(n % 10 ? [ONES[n % 10]] : [])];
}

function belowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  return [...(hundreds ? [ONES[hundreds], 'Hundred'] : []), ...belowHundred(n % 100)];
}

/** Words of a whole number: 12,34,56,789 -> Twelve Crore Thirty Four Lakh Fifty Six Thousand ... */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error('A whole number of 0 or more');
  if (n === 0) return 'Zero';
  const words = (x: number): string[] => {
    if (x >= 10_000_000) return [...words(Math.floor(x / 10_000_000)), 'Crore', ...words(x % 10_000_000)];
    const lakh = Math.floor(x / 100_000);
    const thousand = Math.floor((x % 100_000) / 1000);
    return [
      ...(lakh ? [...belowHundred(lakh), 'Lakh'] : []),
      ...(thousand ? [...belowHundred(thousand), 'Thousand'] : []),
      ...belowThousand(x % 1000),
    ];
  };
  return words(n).join(' ');
}

/** "Rupees Two Thousand Four Hundred Eighty Seven and Seventy Five Paise Only" */
export function amountInWords(paise: Paise): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error('An amount in whole paise, 0 or more');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const tail = rest ? ` and ${belowHundred(rest).join(' ')} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${tail} Only`;
}
