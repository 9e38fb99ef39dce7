import { GOLD, isLight, mix, shade } from './colour';
import type { Garment } from './fabric';
import { along, border, type Drawing, fold, mirror, part } from './parts';

/** The headless dress form that sarees and lehengas are draped on. */
const form = (cover: string) =>
  `<path d="M190,36 L210,36 L212,72 L188,72 Z" fill="#d9c9ae" stroke="#b8a583"/><ellipse cx="200" cy="36" rx="14" ry="5" fill="#8b6a43"/><path d="M150,180 C170,190 230,190 250,180 L252,214 L148,214 Z" fill="${cover}"/>`;

/** A blouse colour that goes with the saree: gold for zari, a deeper tone otherwise. */
const blouseOf = (g: Garment) =>
  g.pattern === 'zari' ? mix(GOLD, g.hex, 0.25) : isLight(g.hex) ? shade(g.hex, -0.45) : shade(g.hex, -0.2);

const blouse = (g: Garment, fill: string) =>
  part(
    { ...g, line: shade(fill, -0.4) },
    'M188,70 C170,74 150,80 140,92 C132,104 130,120 132,138 L150,142 L150,186 C170,194 230,194 250,186 L250,142 L268,138 C270,120 268,104 260,92 C250,80 230,74 212,70 C208,82 192,82 188,70 Z',
    fill,
  );

/** Saree: skirt wrap with fanned pleats, pallu across the chest and over the shoulder. */
export function saree(g: Garment): Drawing {
  const fallBehind = 'M236,84 L270,92 C292,140 308,260 318,400 L262,406 C258,300 250,180 236,84 Z';
  const wrap = 'M150,206 L250,206 C262,280 282,380 298,482 L102,482 C118,380 138,280 150,206 Z';
  const pallu = 'M144,216 C168,196 208,150 234,82 L270,92 C262,122 240,172 206,236 C184,242 162,236 144,216 Z';
  const pleats = Array.from({ length: 7 }, (_, i) => {
    const x0 = 168 + i * 7;
    const x1 = 138 + i * 16;
    const d = `M${x0},244 L${x0 + 7},244 L${x1 + 16},482 L${x1},482 Z`;
    return `${part(g, d)}<path d="${d}" fill="#000" opacity="${i % 2 ? 0.1 : 0}"/>`;
  }).join('');
  return {
    svg: [
      part(g, fallBehind),
      border(g, 'M298,250 C306,300 312,350 318,400 L306,401 C300,350 294,300 286,250 Z'),
      border(g, 'M262,382 L316,378 L318,400 L262,406 Z', along(266, 392, 314, 389, 4)),
      ...along(266, 408, 314, 404, 7).map(
        ([x, y]) => `<path d="M${x},${y} L${x},${y + 9}" stroke="${GOLD}" stroke-width="2"/>`,
      ),
      form(shade(blouseOf(g), 0.1)),
      blouse(g, blouseOf(g)),
      part(g, wrap),
      pleats,
      border(g, 'M104,458 L296,458 L298,482 L102,482 Z', along(108, 470, 292, 470, 12)),
      part(g, pallu),
      `<path d="M144,216 C168,196 208,150 234,82" fill="none" stroke="${g.pattern === 'zari' || g.pattern === 'buti' ? 'url(#gold)' : g.accent}" stroke-width="8"/>`,
      fold('M170,210 C196,180 216,150 238,110'),
      fold('M120,420 C126,360 136,300 150,250'),
      fold('M280,420 C274,360 266,300 252,250'),
    ].join(''),
    focus: [196, 190],
    hang: 'form',
    folded: 'border',
  };
}

/** Lehenga: a fitted choli, a flared skirt in panels with a heavy hem border, a sheer dupatta. */
export function lehenga(g: Garment): Drawing {
  const skirt = 'M156,206 L244,206 C290,290 330,400 350,474 C260,492 140,492 50,474 C70,400 110,290 156,206 Z';
  const gores = [-3, -2, -1, 0, 1, 2, 3]
    .map((k) => fold(`M${200 + k * 12},212 C${200 + k * 26},320 ${200 + k * 40},420 ${200 + k * 46},482`))
    .join('');
  const dupatta = 'M214,72 L250,84 C272,180 302,300 322,444 L284,450 C268,320 240,200 214,72 Z';
  const dupattaFill =
    g.pattern === 'zari' ? mix(g.hex, '#fff0d0', 0.35) : isLight(g.hex) ? shade(g.hex, -0.2) : mix(g.hex, GOLD, 0.35);
  return {
    svg: [
      form(shade(g.hex, 0.2)),
      blouse(g, g.pattern === 'plain' ? shade(g.hex, -0.15) : g.fill),
      part(g, skirt),
      gores,
      border(g, 'M62,430 C140,448 260,448 338,430 L350,474 C260,492 140,492 50,474 Z', along(70, 462, 330, 462, 14)),
      border(g, 'M96,380 C160,394 240,394 304,380 L306,388 C240,402 160,402 94,388 Z'),
      border(g, 'M154,198 L246,198 L246,212 L154,212 Z'),
      `<g opacity=".82">${part({ ...g, line: shade(dupattaFill, -0.3) }, dupatta, dupattaFill)}</g>`,
      border(g, 'M214,72 L224,75 C246,180 276,300 296,448 L284,450 C268,320 240,200 214,72 Z'),
      ...along(300, 440, 318, 438, 3).map(([x, y]) => `<circle cx="${x}" cy="${y + 14}" r="3" fill="${GOLD}"/>`),
      ...along(250, 140, 296, 380, 7).map(
        ([x, y]) => `<circle cx="${x}" cy="${y}" r="2.2" fill="${GOLD}" opacity=".9"/>`,
      ),
    ].join(''),
    focus: [200, 420],
    hang: 'form',
    folded: 'border',
  };
}

/** Salwar suit: kameez with slits, gathered salwar, and a dupatta over both shoulders. */
export function suit(g: Garment): Drawing {
  const bottomColour = isLight(g.hex) ? shade(g.hex, -0.3) : mix(g.hex, '#f6efe0', 0.75);
  const dupattaColour = g.pattern === 'zari' ? mix(GOLD, '#fff', 0.2) : mix(g.accent, g.hex, 0.3);
  const leg = 'M134,364 L200,364 L196,440 C194,456 190,468 186,476 L154,476 C148,464 140,440 134,364 Z';
  const sleeve = 'M136,98 C116,106 106,120 102,140 L92,254 L120,260 L130,180 Z';
  const kameez =
    'M172,86 L136,98 C128,102 124,112 124,126 L126,392 L274,392 L276,126 C276,112 272,102 264,98 L228,86 C218,110 182,110 172,86 Z';
  const stole = 'M164,88 C152,160 142,260 134,340 L162,344 C168,260 178,160 186,96 Z';
  const s = { ...g, line: shade(dupattaColour, -0.35) };
  return {
    svg: [
      part({ ...g, line: shade(bottomColour, -0.3) }, leg, bottomColour),
      part({ ...g, line: shade(bottomColour, -0.3) }, mirror(leg), bottomColour),
      fold('M150,380 C156,420 160,450 166,470'),
      fold(mirror('M150,380 C156,420 160,450 166,470')),
      part(g, sleeve),
      part(g, mirror(sleeve)),
      part(g, kameez),
      `<path d="M127,350 L131,392 L123,392 Z" fill="${g.dark}"/><path d="${mirror('M127,350 L131,392 L123,392 Z')}" fill="${g.dark}"/>`,
      border(g, 'M126,376 L274,376 L274,392 L126,392 Z', along(130, 384, 270, 384, 9)),
      `<path d="M172,86 C182,110 218,110 228,86" fill="none" stroke="${g.accent}" stroke-width="4"/>`,
      part(s, stole, dupattaColour),
      part(s, mirror(stole), dupattaColour),
      border(s, 'M134,330 L162,334 L162,344 L134,340 Z'),
      border(s, mirror('M134,330 L162,334 L162,344 L134,340 Z')),
    ].join(''),
    focus: [200, 150],
    hang: 'shoulders',
    folded: 'neck',
  };
}
