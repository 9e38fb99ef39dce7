import type { Garment } from './fabric';
import { button, type Drawing, fold, mirror, part, stitch } from './parts';

/** Jeans (contrast stitching, coin pocket, rivets) and trousers (creases, slant pockets). */
export function jeans(g: Garment): Drawing {
  return bottoms(g, true);
}
export function trousers(g: Garment): Drawing {
  return bottoms(g, false);
}

function bottoms(g: Garment, denim: boolean): Drawing {
  const thread = denim ? '#d9a441' : g.line;
  const legs =
    'M130,84 L270,84 C276,120 282,150 284,190 L272,482 L210,482 L202,214 C201,208 199,208 198,214 L190,482 L128,482 L116,190 C118,150 124,120 130,84 Z';
  const waistband = 'M131,62 L269,62 L270,86 L130,86 Z';
  const pocket = denim ? 'M150,86 C152,108 142,124 120,130' : 'M152,86 L124,146';
  const loops = [142, 178, 222, 258]
    .map((x) => `<rect x="${x - 3}" y="58" width="6" height="30" rx="2" fill="${g.fill}" stroke="${g.line}"/>`)
    .join('');
  const knees = denim
    ? '<ellipse cx="158" cy="300" rx="22" ry="48" fill="#fff" opacity=".12"/><ellipse cx="242" cy="300" rx="22" ry="48" fill="#fff" opacity=".12"/><ellipse cx="200" cy="150" rx="40" ry="30" fill="#fff" opacity=".08"/>'
    : '';
  return {
    svg: [
      part(g, legs),
      knees,
      part(g, waistband),
      loops,
      button(200, 74, denim ? '#b87333' : '#3a3a3a', 5),
      stitch('M213,88 L213,176 C213,190 206,198 200,202', thread, 1.2),
      stitch(pocket, thread, 1.2),
      stitch(mirror(pocket), thread, 1.2),
      denim ? stitch('M236,96 L258,96 L256,116 L238,116', thread, 1) : '',
      denim ? '<circle cx="146" cy="92" r="2" fill="#b87333"/><circle cx="254" cy="92" r="2" fill="#b87333"/>' : '',
      stitch('M129,470 L190,470', thread),
      stitch('M210,470 L271,470', thread),
      denim
        ? ''
        : '<path d="M156,118 L159,482 M244,118 L241,482" stroke="#fff" stroke-opacity=".22" stroke-width="1.4"/>',
      fold('M176,226 C184,250 188,270 186,300'),
      fold('M226,226 C218,250 214,270 216,300'),
      fold('M140,400 C150,412 170,416 186,410'),
      fold('M214,404 C230,414 250,414 262,402'),
    ].join(''),
    focus: [210, 120],
    hang: 'waist',
    folded: 'waistband',
  };
}
