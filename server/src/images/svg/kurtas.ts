import { IVORY } from './colour';
import type { Garment } from './fabric';
import { along, border, button, type Drawing, fold, mirror, part } from './parts';

const festive = (g: Garment) => g.pattern === 'zari' || g.pattern === 'buti';

/** Men's kurta: knee length, mandarin collar, short placket, side slits. */
export function kurta(g: Garment): Drawing {
  const sleeve = 'M130,100 C110,106 102,120 98,142 L80,330 L108,336 L126,178 Z';
  const body =
    'M172,86 L130,100 C122,104 118,114 118,128 L114,474 L286,474 L282,128 C282,114 278,104 270,100 L228,86 C214,94 186,94 172,86 Z';
  const collar = 'M172,86 C186,94 214,94 228,86 L228,74 C214,82 186,82 172,74 Z';
  const slit = 'M117,420 L121,474 L112,474 Z';
  return {
    svg: [
      part(g, sleeve),
      part(g, mirror(sleeve)),
      part(g, body),
      `<path d="${slit}" fill="${g.dark}"/><path d="${mirror(slit)}" fill="${g.dark}"/>`,
      part(g, 'M195,90 L205,90 L205,214 L195,214 Z'),
      ...[112, 144, 176, 206].map((y) => button(200, y, festive(g) ? '#d9b45a' : IVORY, 3.2)),
      part(g, collar),
      festive(g) ? border(g, 'M114,452 L286,452 L286,474 L114,474 Z', along(114, 463, 286, 463, 9)) : '',
      festive(g)
        ? border(g, 'M84,316 L109,322 L108,336 L80,330 Z') + border(g, mirror('M84,316 L109,322 L108,336 L80,330 Z'))
        : '',
      fold('M152,240 C158,320 152,400 148,466'),
      fold('M250,250 C244,330 250,400 254,466'),
    ].join(''),
    focus: [200, 130],
    hang: 'shoulders',
    folded: 'mandarin',
  };
}

/** Women's kurti: A-line flare, three-quarter sleeves, embroidered neckline and hem border. */
export function kurti(g: Garment): Drawing {
  const sleeve = 'M138,100 C118,108 108,122 104,142 L92,252 L122,258 L132,180 Z';
  const body =
    'M174,88 L138,100 C130,104 126,112 126,124 L130,200 C126,260 102,380 94,456 C150,468 250,468 306,456 C298,380 274,260 270,200 L274,124 C274,112 270,104 262,100 L226,88 C216,114 184,114 174,88 Z';
  const hem = 'M98,424 C150,436 250,436 302,424 L306,456 C250,468 150,468 94,456 Z';
  return {
    svg: [
      part(g, sleeve),
      part(g, mirror(sleeve)),
      border(g, 'M94,236 L123,242 L122,258 L92,252 Z'),
      border(g, mirror('M94,236 L123,242 L122,258 L92,252 Z')),
      part(g, body),
      `<path d="M174,88 C184,114 216,114 226,88 C214,98 186,98 174,88 Z" fill="${g.dark}"/>`,
      `<path d="M172,88 C182,118 218,118 228,88" fill="none" stroke="${g.pattern === 'zari' ? 'url(#gold)' : g.accent}" stroke-width="5"/>`,
      ...along(180, 104, 220, 104, 5).map(([x, y]) => `<circle cx="${x}" cy="${y + 10}" r="1.8" fill="${g.accent}"/>`),
      border(g, hem, along(104, 444, 296, 444, 10)),
      fold('M160,200 C150,300 134,380 124,450'),
      fold('M200,220 C200,320 200,400 200,462'),
      fold('M240,200 C250,300 266,380 276,450'),
    ].join(''),
    focus: [200, 120],
    hang: 'shoulders',
    folded: 'neck',
  };
}
