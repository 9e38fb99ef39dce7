import type { Garment } from './fabric';
import { type Drawing, fold, mirror, part } from './parts';

/** Women's top: puff sleeves, fitted bodice and a peplum, shown a little larger. */
export function top(g: Garment): Drawing {
  const sleeve = 'M142,104 C112,102 96,126 98,156 C104,172 124,174 136,164 Z';
  const body =
    'M172,96 L142,104 C134,108 130,118 130,130 L136,240 C130,262 120,292 112,322 C160,334 240,334 288,322 C280,292 270,262 264,240 L270,130 C270,118 266,108 258,104 L228,96 C220,120 180,120 172,96 Z';
  return {
    svg: [
      '<g transform="translate(200,262) scale(1.28) translate(-200,-215)">',
      part(g, sleeve),
      part(g, mirror(sleeve)),
      fold('M112,130 C118,144 126,152 134,156'),
      fold(mirror('M112,130 C118,144 126,152 134,156')),
      part(g, body),
      `<path d="M172,96 C180,120 220,120 228,96 C216,106 184,106 172,96 Z" fill="${g.dark}"/>`,
      `<path d="M136,240 C170,248 230,248 264,240" fill="none" stroke="${g.line}" stroke-width="1.4"/>`,
      fold('M160,252 C150,280 140,300 132,320'),
      fold('M200,252 L200,328'),
      fold('M240,252 C250,280 260,300 268,320'),
      '</g>',
    ].join(''),
    focus: [200, 150],
    hang: 'shoulders',
    folded: 'neck',
  };
}

/** Fit-and-flare dress: fitted bodice, tie belt, a full skirt with soft pleats. */
export function dress(g: Garment): Drawing {
  const sleeve = 'M148,100 C124,102 110,120 108,140 C122,152 136,150 142,146 Z';
  const bodice =
    'M174,90 L148,100 C140,104 136,114 136,126 L142,222 L152,236 L248,236 L258,222 L264,126 C264,114 260,104 252,100 L226,90 C218,114 182,114 174,90 Z';
  const skirt = 'M152,232 L248,232 C268,300 296,390 318,466 C250,482 150,482 82,466 C104,390 132,300 152,232 Z';
  return {
    svg: [
      part(g, sleeve),
      part(g, mirror(sleeve)),
      part(g, skirt),
      ...[
        'M172,246 C160,320 140,400 126,470',
        'M192,246 C190,330 182,410 176,476',
        'M208,246 C210,330 218,410 224,476',
        'M228,246 C240,320 260,400 274,470',
      ].map(fold),
      part(g, bodice),
      `<path d="M174,90 C182,114 218,114 226,90 C214,100 186,100 174,90 Z" fill="${g.dark}"/>`,
      `<path d="M146,226 L254,226 L254,240 L146,240 Z" fill="${g.dark}" stroke="${g.line}"/>`,
      `<path d="M232,233 C246,222 256,226 252,236 C256,246 246,250 232,238 M232,236 L226,268 M234,236 L244,266" fill="${g.dark}" stroke="${g.line}" stroke-width="2"/>`,
    ].join(''),
    focus: [200, 200],
    hang: 'shoulders',
    folded: 'neck',
  };
}
