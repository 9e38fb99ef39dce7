import { hashString } from '../../prng';
import type { GarmentKind, Pattern } from '../keys';
import { luminance, mix, shade } from './colour';
import { garment } from './fabric';
import { folded } from './folded';
import { DRAW } from './garments';
import { SHARED_DEFS } from './parts';

/** Soft studio backdrops; the colour of the garment picks one, the view turns the wheel. */
const TINTS = ['#f3ede4', '#f6e6e2', '#e4eee8', '#e3ebf3', '#ece7f3', '#f3ecd6', '#ebebea', '#f5e9dc'];

export function backdrop(hex: string, view: number, w = 400, h = 500): string {
  let tint = TINTS[(hashString(hex) + view * 3) % TINTS.length];
  // Pale garments need a deeper backdrop to stand out; dark ones a paler one.
  const lum = luminance(hex);
  if (lum > 0.7) tint = shade(mix(tint, '#8d8272', 0.18), -0.04);
  const top = shade(tint, 0.35);
  const bottom = shade(tint, -0.06);
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset=".78" stop-color="${tint}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>`;
}

/** A wooden hanger above a garment hung by the shoulders, or a clip hanger for bottoms. */
function hanger(hang: 'shoulders' | 'waist' | 'form'): string {
  if (hang === 'shoulders')
    return '<path d="M200,60 L200,38 C200,26 214,24 215,34" fill="none" stroke="#9a9a9a" stroke-width="3.5" stroke-linecap="round"/><path d="M118,104 C150,80 178,64 200,60 C222,64 250,80 282,104" fill="none" stroke="#8b5a2b" stroke-width="9" stroke-linecap="round"/>';
  if (hang === 'waist')
    return '<path d="M200,40 L200,20 C200,8 214,6 215,16" fill="none" stroke="#9a9a9a" stroke-width="3.5" stroke-linecap="round"/><rect x="110" y="38" width="180" height="10" rx="4" fill="#2f2f2f"/><rect x="126" y="46" width="14" height="24" rx="2" fill="#3a3a3a"/><rect x="260" y="46" width="14" height="24" rx="2" fill="#3a3a3a"/>';
  return '';
}

/**
 * A product photograph: view 1 front, 2 close-up, 3 on a hanger (drapes: turned round),
 * 4 folded. `id` keeps pattern ids unique when several scenes share one picture.
 */
export function productScene(
  kind: GarmentKind,
  hex: string,
  view: number,
  pattern: Pattern,
  opts: { id?: string; studio?: boolean } = {},
): string {
  const id = opts.id ?? 'g';
  const g = garment(id, `#${hex}`, pattern);
  const drawing = DRAW[kind](g);
  const floor = '<ellipse cx="200" cy="486" rx="150" ry="12" fill="url(#floor)"/>';
  let body: string;
  if (view === 2) {
    const [fx, fy] = drawing.focus;
    body = `<g transform="translate(200,250) scale(2.4) translate(${-fx},${-fy})">${drawing.svg}</g>`;
  } else if (view === 3) {
    body =
      drawing.hang === 'form'
        ? `${floor}<g transform="translate(400,0) scale(-1,1)">${drawing.svg}</g>`
        : `<g transform="translate(200,${drawing.hang === 'waist' ? 40 : 30}) scale(.9) translate(-200,0)">${hanger(drawing.hang)}${drawing.svg}</g>`;
  } else if (view === 4) {
    body = folded(g, drawing.folded);
  } else {
    body = `${floor}${drawing.svg}`;
  }
  const studio = opts.studio === false ? '' : backdrop(`#${hex}`, view);
  return `<defs>${SHARED_DEFS}${g.defs}</defs>${studio}${body}`;
}

export const wrapSvg = (inner: string, w: number, h: number, vw = 400, vh = 500) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
