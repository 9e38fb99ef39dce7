import type { Garment } from './fabric';

/**
 * Drawing helpers shared by the garment modules. Every garment is drawn on a 400 x 500
 * canvas, centred on x = 200, with absolute "x,y" coordinates so `mirror` can flip a left
 * sleeve into a right one.
 */
export const mirror = (d: string) =>
  d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${400 - Number(x)},${y}`);

/** Soft cylindrical shading laid over each piece of fabric (one gradient for every picture). */
export const SHARED_DEFS = `
<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#000" stop-opacity=".22"/><stop offset=".22" stop-color="#000" stop-opacity="0"/>
  <stop offset=".42" stop-color="#fff" stop-opacity=".14"/><stop offset=".62" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity=".24"/>
</linearGradient>
<linearGradient id="drop" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#000" stop-opacity=".12"/><stop offset=".3" stop-color="#000" stop-opacity="0"/>
</linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#f1d98a"/><stop offset=".5" stop-color="#c9a24a"/><stop offset="1" stop-color="#9c7a2e"/>
</linearGradient>
<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;

/** A piece of fabric: filled, shaded like a cylinder, outlined. */
export const part = (g: Garment, d: string, fill = g.fill) =>
  `<path d="${d}" fill="${fill}"/><path d="${d}" fill="url(#sheen)"/><path d="${d}" fill="none" stroke="${g.line}" stroke-width="1.3" stroke-linejoin="round"/>`;

/** A fold: a soft dark crease with a lighter edge beside it. */
export const fold = (d: string) =>
  `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="5" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="1.5" stroke-linecap="round" transform="translate(2,0)"/>`;

export const stitch = (d: string, colour: string, width = 1) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="3 2.5" stroke-linecap="round"/>`;

export const button = (x: number, y: number, colour: string, r = 3.8) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}" stroke="#00000055" stroke-width=".8"/><circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#fff" opacity=".5"/>`;

/** A border band (zari for festive wear): gold gradient with a row of small motifs. */
export function border(g: Garment, d: string, motifs: [number, number][] = []) {
  const fill = g.pattern === 'zari' || g.pattern === 'buti' ? 'url(#gold)' : g.accent;
  const dots = motifs
    .map(
      ([x, y]) =>
        `<path d="M${x},${y - 3} L${x + 3},${y} L${x},${y + 3} L${x - 3},${y} Z" fill="${g.dark}" opacity=".55"/>`,
    )
    .join('');
  return `<path d="${d}" fill="${fill}" stroke="${g.line}" stroke-width=".8"/>${dots}`;
}

/** Evenly spaced points along a straight line, for motifs on a border. */
export const along = (x1: number, y1: number, x2: number, y2: number, n: number): [number, number][] =>
  Array.from({ length: n }, (_, i) => [x1 + ((x2 - x1) * (i + 0.5)) / n, y1 + ((y2 - y1) * (i + 0.5)) / n]);

/** What a garment module hands back: its drawing and where a close-up should look. */
export interface Drawing {
  svg: string;
  /** the point a detail view zooms into */
  focus: [number, number];
  /** how it hangs in the third view */
  hang: 'shoulders' | 'waist' | 'form';
  /** what the folded view shows on top */
  folded: 'collar' | 'mandarin' | 'neck' | 'waistband' | 'border';
}
