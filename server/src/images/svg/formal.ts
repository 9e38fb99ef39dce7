import { IVORY, isLight } from './colour';
import type { Garment } from './fabric';
import { along, border, button, type Drawing, fold, mirror, part } from './parts';

/** Sherwani: a long fitted coat, mandarin collar, a row of buttons, embroidered borders. */
export function sherwani(g: Garment): Drawing {
  const sleeve = 'M132,98 C112,104 104,118 100,140 L84,344 L112,350 L128,176 Z';
  const coat =
    'M172,84 L132,98 C124,102 120,112 120,126 L126,250 L116,462 L284,462 L274,250 L280,126 C280,112 276,102 268,98 L228,84 C214,92 186,92 172,84 Z';
  const leg = 'M148,460 L154,490 L190,490 L194,460 Z';
  const cuff = 'M86,326 L113,332 L112,350 L84,344 Z';
  const trouser = isLight(g.hex) ? '#e9dfca' : IVORY;
  return {
    svg: [
      `<path d="${leg}" fill="${trouser}" stroke="#b8ab90"/><path d="${mirror(leg)}" fill="${trouser}" stroke="#b8ab90"/>`,
      part(g, sleeve),
      part(g, mirror(sleeve)),
      border(g, cuff),
      border(g, mirror(cuff)),
      part(g, coat),
      border(g, 'M191,90 L209,90 L209,462 L191,462 Z', along(200, 100, 200, 452, 14)),
      border(g, 'M116,440 L284,440 L284,462 L116,462 Z', along(120, 451, 280, 451, 8)),
      ...along(200, 100, 200, 300, 8).map(([x, y]) => button(x, y, '#e2c06a', 3)),
      part(g, 'M172,84 C186,92 214,92 228,84 L228,70 C214,78 186,78 172,70 Z'),
      border(g, 'M172,70 C186,78 214,78 228,70 L228,74 C214,82 186,82 172,74 Z'),
      '<path d="M140,140 L170,140 L170,146 L140,146 Z" fill="#e2c06a" opacity=".9"/>',
      fold('M152,260 C156,330 150,400 146,440'),
      fold('M248,260 C244,330 250,400 254,440'),
    ].join(''),
    focus: [200, 120],
    hang: 'shoulders',
    folded: 'mandarin',
  };
}

/** Nehru jacket: sleeveless, mandarin collar, welt pockets, worn over an ivory kurta. */
export function jacket(g: Garment): Drawing {
  const kurtaColour = isLight(g.hex) ? '#dfe3ea' : IVORY;
  const k = { ...g, fill: kurtaColour, line: '#b9b2a2' };
  const sleeve = 'M132,98 C112,104 104,118 100,140 L84,340 L112,346 L128,176 Z';
  const kurtaBody =
    'M172,84 L132,98 C124,102 120,112 120,126 L116,468 L284,468 L280,126 C280,112 276,102 268,98 L228,84 Z';
  const vest =
    'M170,82 L142,92 C134,116 140,150 152,172 L146,374 C170,382 190,388 200,384 C210,388 230,382 254,374 L248,172 C260,150 266,116 258,92 L230,82 C216,90 184,90 170,82 Z';
  const pocket = 'M160,300 L190,298 L190,304 L160,306 Z';
  return {
    svg: [
      part(k, sleeve),
      part(k, mirror(sleeve)),
      part(k, kurtaBody),
      part(g, vest),
      part(g, 'M170,82 C184,90 216,90 230,82 L230,68 C216,76 184,76 170,68 Z'),
      '<path d="M200,88 L200,384" stroke="#000" stroke-opacity=".25" stroke-width="1.4"/>',
      ...[112, 160, 208, 256, 304, 350].map((y) => button(204, y, g.pattern === 'zari' ? '#e2c06a' : g.dark, 3.4)),
      `<path d="${pocket}" fill="${g.dark}"/><path d="${mirror(pocket)}" fill="${g.dark}"/><path d="M222,160 L246,158 L246,164 L222,166 Z" fill="${g.dark}"/>`,
      g.pattern === 'zari' ? border(g, 'M146,362 C170,370 190,376 200,372 L200,384 C190,388 170,382 146,374 Z') : '',
      fold('M166,200 C168,260 164,320 162,360'),
      fold('M236,200 C234,260 238,320 240,360'),
    ].join(''),
    focus: [200, 150],
    hang: 'shoulders',
    folded: 'mandarin',
  };
}
