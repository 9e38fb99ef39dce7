/** Colour arithmetic for the illustrations: mixing, shading and how light a colour reads. */
const parse = (hex: string) => {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16));
};
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((v, i) => v + (y[i] - v) * t));
}

/** t < 0 darkens towards black, t > 0 lightens towards white. */
export const shade = (hex: string, t: number) => (t < 0 ? mix(hex, '#000000', -t) : mix(hex, '#ffffff', t));

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const isLight = (hex: string) => luminance(hex) > 0.45;

export const GOLD = '#c9a24a';
export const GOLD_LIGHT = '#f1d98a';
export const IVORY = '#f3ecdc';
