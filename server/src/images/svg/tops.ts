import type { Garment } from './fabric';
import { button, type Drawing, fold, mirror, part, stitch } from './parts';

/** Men's shirt: pointed collar, button placket, chest pocket, long sleeves with cuffs. */
export function shirt(g: Garment): Drawing {
  const sleeve = 'M128,98 C108,104 98,118 94,140 L70,322 L102,330 L124,176 Z';
  const cuff = 'M73,298 L105,305 L102,330 L70,322 Z';
  const body =
    'M170,84 L128,98 C120,102 116,112 116,126 L118,440 C150,452 250,452 282,440 L284,126 C284,112 280,102 272,98 L230,84 C218,96 182,96 170,84 Z';
  const collarL = 'M200,106 L170,82 L157,93 L181,130 Z';
  const buttons = [130, 180, 230, 280, 330, 380].map((y) => button(200, y, '#f4f1ea', 3.6)).join('');
  return {
    svg: [
      part(g, sleeve),
      part(g, mirror(sleeve)),
      part(g, cuff),
      part(g, mirror(cuff)),
      button(88, 318, '#f4f1ea', 2.6),
      button(312, 318, '#f4f1ea', 2.6),
      part(g, body),
      `<path d="M170,84 C185,74 215,74 230,84 L224,92 C210,86 190,86 176,92 Z" fill="${g.dark}"/>`,
      part(g, 'M194,104 L206,104 L206,446 L194,446 Z'),
      part(g, 'M140,158 L178,158 L178,198 L159,205 L140,198 Z'),
      stitch('M142,164 L176,164', g.line),
      part(g, collarL),
      part(g, mirror(collarL)),
      buttons,
      fold('M150,230 C156,300 150,370 146,430'),
      fold('M252,240 C246,310 252,380 256,432'),
      fold('M96,200 C100,240 96,270 92,296'),
      fold('M304,200 C300,240 304,270 308,296'),
    ].join(''),
    focus: [188, 150],
    hang: 'shoulders',
    folded: 'collar',
  };
}

/** T-shirt: crew neck rib, short sleeves with stitched hems. */
export function tee(g: Garment): Drawing {
  const sleeve = 'M126,100 C104,108 92,124 84,150 L74,196 L116,208 L122,160 Z';
  const body =
    'M168,86 L126,100 C120,104 118,112 118,124 L122,424 C160,434 240,434 278,424 L282,124 C282,112 280,104 274,100 L232,86 C220,102 180,102 168,86 Z';
  return {
    svg: [
      `<g transform="translate(0,20)">`,
      part(g, sleeve),
      part(g, mirror(sleeve)),
      stitch('M77,184 L117,196', g.line),
      stitch(mirror('M77,184 L117,196'), g.line),
      part(g, body),
      `<path d="M174,84 C190,76 210,76 226,84 C214,94 186,94 174,84 Z" fill="${g.dark}"/>`,
      `<path d="M168,86 C180,104 220,104 232,86 L225,83 C214,96 186,96 175,83 Z" fill="${g.dark}" stroke="${g.line}" stroke-width="1"/>`,
      stitch('M124,412 C160,421 240,421 276,412', g.line),
      fold('M156,180 C160,260 154,340 150,410'),
      fold('M246,200 C242,280 248,350 252,412'),
      '</g>',
    ].join(''),
    focus: [200, 130],
    hang: 'shoulders',
    folded: 'neck',
  };
}
