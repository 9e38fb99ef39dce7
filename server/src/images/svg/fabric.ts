import type { Pattern } from '../keys';
import { GOLD, isLight, mix, shade } from './colour';

/**
 * How a garment is coloured: `fill` is either the plain colour or a repeating pattern of
 * the fabric (stripes, checks, block print...). Ids carry a prefix so several garments can
 * share one picture (banners, category cards).
 */
export interface Garment {
  id: string;
  hex: string;
  pattern: Pattern;
  fill: string;
  /** seams and outlines */
  line: string;
  /** trims, borders, embroidery: gold for zari work, else a colour that stands out */
  accent: string;
  /** a darker tone of the fabric for insides, cuffs, shadows */
  dark: string;
  defs: string;
}

export function garment(id: string, hex: string, pattern: Pattern): Garment {
  const light = isLight(hex);
  const contrast = light ? shade(hex, -0.55) : mix(hex, '#fff8e8', 0.7);
  const accent =
    pattern === 'zari' || pattern === 'buti' ? GOLD : light ? shade(hex, -0.45) : mix(hex, '#fff3d6', 0.65);
  const tile = patternTile(pattern, hex, contrast, light);
  return {
    id,
    hex,
    pattern,
    fill: tile ? `url(#${id}-fab)` : hex,
    line: shade(hex, light ? -0.35 : -0.45),
    accent,
    dark: shade(hex, -0.25),
    defs: tile ? `<pattern id="${id}-fab" patternUnits="userSpaceOnUse" ${tile}</pattern>` : '',
  };
}

/** The inside of a <pattern> element (after its id), or null for a plain fabric. */
function patternTile(pattern: Pattern, base: string, c: string, light: boolean): string | null {
  const bg = (w: number, h: number) => `width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="${base}"/>`;
  const thread = light ? shade(base, -0.3) : '#fbf7ee';
  switch (pattern) {
    case 'plain':
      return null;
    case 'stripes':
      return `${bg(16, 16)}<rect width="3.5" height="16" fill="${c}" opacity=".6"/><rect x="9" width="1.2" height="16" fill="${c}" opacity=".4"/>`;
    case 'checks':
      return `${bg(30, 30)}<rect width="11" height="30" fill="${c}" opacity=".28"/><rect width="30" height="11" fill="${c}" opacity=".28"/><rect x="20" width="1.5" height="30" fill="${c}" opacity=".35"/><rect y="20" width="30" height="1.5" fill="${c}" opacity=".35"/>`;
    case 'block':
      return `${bg(44, 44)}${blockMotif(11, 11, c)}${blockMotif(33, 33, c)}<circle cx="33" cy="11" r="1.6" fill="${c}" opacity=".7"/><circle cx="11" cy="33" r="1.6" fill="${c}" opacity=".7"/>`;
    case 'buti':
      return `${bg(30, 30)}${buti(8, 8, GOLD)}${buti(23, 23, GOLD)}`;
    case 'chikan':
      return `${bg(38, 38)}${chikanFlower(10, 10, thread)}${chikanFlower(29, 29, thread)}<path d="M10,16 C14,22 22,24 29,23" stroke="${thread}" stroke-width=".7" fill="none" stroke-dasharray="1.5 1.5"/>`;
    case 'zari':
      return `${bg(26, 26)}<path d="M13,5 L18,13 L13,21 L8,13 Z" fill="${GOLD}" opacity=".85"/><circle cx="0" cy="0" r="1.8" fill="${GOLD}"/><circle cx="26" cy="0" r="1.8" fill="${GOLD}"/><circle cx="0" cy="26" r="1.8" fill="${GOLD}"/><circle cx="26" cy="26" r="1.8" fill="${GOLD}"/>`;
    case 'floral':
      return `${bg(64, 64)}${flower(18, 18, light ? shade(base, -0.4) : '#f7d6d9', light ? '#5f8f5a' : '#9fd0a0')}${flower(50, 48, light ? mix(base, '#c2185b', 0.5) : '#fbeec1', light ? '#5f8f5a' : '#9fd0a0')}`;
    case 'denim':
      return `${bg(6, 6)}<path d="M-1,1 L1,-1 M0,6 L6,0 M5,7 L7,5" stroke="${shade(base, 0.3)}" stroke-width="1" opacity=".35"/>`;
  }
}

const blockMotif = (x: number, y: number, c: string) =>
  `${[0, 60, 120, 180, 240, 300]
    .map((a) => {
      const r = (a * Math.PI) / 180;
      return `<circle cx="${(x + Math.cos(r) * 5).toFixed(1)}" cy="${(y + Math.sin(r) * 5).toFixed(1)}" r="2.6" fill="${c}"/>`;
    })
    .join('')}<circle cx="${x}" cy="${y}" r="2.4" fill="${c}" opacity=".5"/>`;

const buti = (x: number, y: number, c: string) =>
  `<g fill="${c}"><ellipse cx="${x}" cy="${y - 3}" rx="1.4" ry="2.6"/><ellipse cx="${x}" cy="${y + 3}" rx="1.4" ry="2.6"/><ellipse cx="${x - 3}" cy="${y}" rx="2.6" ry="1.4"/><ellipse cx="${x + 3}" cy="${y}" rx="2.6" ry="1.4"/></g>`;

const chikanFlower = (x: number, y: number, c: string) =>
  `<g fill="none" stroke="${c}" stroke-width=".9">${[0, 72, 144, 216, 288]
    .map((a) => `<ellipse cx="${x}" cy="${y - 3.6}" rx="1.7" ry="3.2" transform="rotate(${a} ${x} ${y})"/>`)
    .join('')}</g><circle cx="${x}" cy="${y}" r="1" fill="${c}"/>`;

const flower = (x: number, y: number, petal: string, leaf: string) =>
  `<ellipse cx="${x + 9}" cy="${y + 6}" rx="6" ry="2.6" fill="${leaf}" transform="rotate(30 ${x + 9} ${y + 6})"/>${[
    0, 72, 144, 216, 288,
  ]
    .map(
      (a) => `<ellipse cx="${x}" cy="${y - 5}" rx="3.6" ry="5.2" fill="${petal}" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('')}<circle cx="${x}" cy="${y}" r="2.6" fill="${GOLD}"/>`;
