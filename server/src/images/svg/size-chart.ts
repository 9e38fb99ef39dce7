import type { GarmentKind } from '../keys';

/**
 * Size charts as a clean table (inches). Columns depend on the garment family; each size
 * steps up by a fixed amount from XS, as Indian brands' charts do.
 */
interface Chart {
  title: string;
  columns: string[];
  base: number[];
  step: number[];
}
const TOPS: Chart = {
  title: 'Tops',
  columns: ['Chest', 'Length', 'Shoulder'],
  base: [36, 27, 16.5],
  step: [2, 0.5, 0.5],
};
const CHARTS: Partial<Record<GarmentKind, Chart>> = {
  shirt: { ...TOPS, title: 'Shirts' },
  tee: { ...TOPS, title: 'T-Shirts', base: [36, 26, 16.5] },
  kurta: { title: 'Kurtas', columns: ['Chest', 'Length', 'Shoulder'], base: [38, 40, 16.5], step: [2, 0.5, 0.5] },
  sherwani: { title: 'Sherwanis', columns: ['Chest', 'Length', 'Sleeve'], base: [38, 42, 24], step: [2, 0.5, 0.5] },
  jacket: {
    title: 'Nehru Jackets',
    columns: ['Chest', 'Length', 'Shoulder'],
    base: [38, 28, 16.5],
    step: [2, 0.5, 0.5],
  },
  jeans: { title: 'Jeans', columns: ['Waist', 'Hip', 'Inseam'], base: [28, 36, 30], step: [2, 2, 0.5] },
  trousers: { title: 'Trousers', columns: ['Waist', 'Hip', 'Inseam'], base: [28, 37, 30], step: [2, 2, 0.5] },
  top: { title: 'Tops', columns: ['Bust', 'Waist', 'Length'], base: [32, 26, 22], step: [2, 2, 0.5] },
  dress: { title: 'Dresses', columns: ['Bust', 'Waist', 'Length'], base: [32, 26, 40], step: [2, 2, 0.5] },
  kurti: { title: 'Kurtis', columns: ['Bust', 'Waist', 'Length'], base: [32, 28, 44], step: [2, 2, 0.5] },
  lehenga: { title: 'Lehengas', columns: ['Bust', 'Waist', 'Length'], base: [32, 26, 40], step: [2, 2, 0.5] },
  suit: { title: 'Salwar Suits', columns: ['Bust', 'Waist', 'Hip'], base: [32, 28, 36], step: [2, 2, 2] },
  saree: { title: 'Saree Blouse', columns: ['Bust', 'Waist', 'Shoulder'], base: [32, 26, 13.5], step: [2, 2, 0.5] },
};
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

export function sizeChartScene(kind: GarmentKind): string {
  const chart = CHARTS[kind] ?? TOPS;
  const x0 = 30;
  const w = 340;
  const colW = w / (chart.columns.length + 1);
  const rowH = 38;
  const top = 118;
  const cell = (text: string, col: number, y: number, bold = false, fill = '#2b2b2b') =>
    `<text x="${x0 + colW * col + colW / 2}" y="${y + rowH / 2}" dy=".35em" text-anchor="middle" ${FONT} font-size="15" ${bold ? 'font-weight="bold"' : ''} fill="${fill}">${text}</text>`;
  const rows = SIZES.map((size, i) => {
    const y = top + rowH * (i + 1);
    const values = chart.base.map((b, c) => String(b + chart.step[c] * i));
    return `<rect x="${x0}" y="${y}" width="${w}" height="${rowH}" fill="${i % 2 ? '#f6f3ee' : '#ffffff'}"/>${cell(size, 0, y, true)}${values.map((v, c) => cell(v, c + 1, y)).join('')}`;
  }).join('');
  const header = `<rect x="${x0}" y="${top}" width="${w}" height="${rowH}" fill="#1f2a44"/>${['Size', ...chart.columns].map((h, c) => cell(h, c, top, true, '#ffffff')).join('')}`;
  const grid = Array.from({ length: chart.columns.length }, (_, c) => {
    const x = x0 + colW * (c + 1);
    return `<path d="M${x},${top} L${x},${top + rowH * 9}" stroke="#e2ddd3"/>`;
  }).join('');
  return `<rect width="400" height="500" fill="#fbfaf7"/>
<text x="200" y="58" text-anchor="middle" ${FONT} font-size="24" font-weight="bold" fill="#1f2a44">Size Chart</text>
<text x="200" y="88" text-anchor="middle" ${FONT} font-size="15" fill="#6b6b6b">${chart.title} · all measurements in inches</text>
${header}${rows}${grid}<rect x="${x0}" y="${top}" width="${w}" height="${rowH * 9}" fill="none" stroke="#cfc8bb"/>
<text x="200" y="${top + rowH * 9 + 30}" text-anchor="middle" ${FONT} font-size="12" fill="#8a8a8a">Measure over the fullest part; between sizes, pick the larger.</text>`;
}
