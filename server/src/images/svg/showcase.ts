import type { CATEGORY_ART, GarmentKind, Pattern } from '../keys';
import { GOLD, mix, shade } from './colour';
import { garment } from './fabric';
import { DRAW } from './garments';
import { SHARED_DEFS } from './parts';
import { backdrop, productScene } from './scene';

type Piece = [GarmentKind, string, Pattern];

/** Garments arranged in one picture: each gets its own pattern ids. */
function lineup(pieces: Piece[], places: [number, number, number][]): { defs: string; svg: string } {
  let defs = '';
  let svg = '';
  pieces.forEach(([kind, hex, pattern], i) => {
    const g = garment(`p${i}`, hex, pattern);
    const [x, y, s] = places[i];
    defs += g.defs;
    svg += `<ellipse cx="${x + 200 * s}" cy="${y + 488 * s}" rx="${140 * s}" ry="${12 * s}" fill="url(#floor)"/><g transform="translate(${x},${y}) scale(${s})">${DRAW[kind](g).svg}</g>`;
  });
  return { defs, svg };
}

const BANNERS: { colours: [string, string]; pieces: Piece[]; garland?: boolean }[] = [
  {
    colours: ['#5e1224', '#b7410e'],
    garland: true,
    pieces: [
      ['saree', '#d4a017', 'zari'],
      ['lehenga', '#e0115f', 'zari'],
      ['sherwani', '#f3ecd8', 'zari'],
    ],
  },
  {
    colours: ['#1f2a44', '#3d5a80'],
    pieces: [
      ['shirt', '#8fbce6', 'checks'],
      ['jacket', '#7b1e2b', 'buti'],
      ['jeans', '#4f6f95', 'denim'],
    ],
  },
  {
    colours: ['#c4663f', '#f4b89a'],
    pieces: [
      ['kurti', '#d4a017', 'block'],
      ['dress', '#9fd8bd', 'floral'],
      ['top', '#f3ecd8', 'chikan'],
    ],
  },
  {
    colours: ['#0b5d44', '#1a7f7a'],
    pieces: [
      ['tee', '#f08a24', 'plain'],
      ['tee', '#f4f4f1', 'stripes'],
      ['trousers', '#b9a27a', 'plain'],
    ],
  },
  {
    colours: ['#2e1a47', '#7b1e2b'],
    garland: true,
    pieces: [
      ['lehenga', '#f3ecd8', 'zari'],
      ['saree', '#005f6a', 'zari'],
      ['sherwani', '#7b1e2b', 'zari'],
    ],
  },
  {
    colours: ['#2e3a87', '#1a7f7a'],
    pieces: [
      ['kurta', '#d4a017', 'block'],
      ['suit', '#e8a5a0', 'chikan'],
      ['kurti', '#005f6a', 'stripes'],
    ],
  },
];

/** A wide home banner (1200 x 500): gradient, ornament and garments on the right, the left kept calm for the page's text. */
export function bannerScene(n: number): string {
  const b = BANNERS[(n - 1) % BANNERS.length];
  const { defs, svg } = lineup(b.pieces, [
    [610, 60, 0.86],
    [960, 60, 0.86],
    [770, 40, 0.94],
  ]);
  const rings = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="900" cy="250" r="${170 + i * 60}" fill="none" stroke="#fff" stroke-opacity="${0.18 - i * 0.04}" stroke-width="${3 - i * 0.6}" stroke-dasharray="${2 + i} ${9 + i * 3}"/>`,
    )
    .join('');
  const garland = b.garland
    ? Array.from({ length: 26 }, (_, i) => {
        const x = 20 + i * 46;
        const y = 18 + Math.sin((i / 25) * Math.PI * 4) ** 2 * 26;
        return `<circle cx="${x}" cy="${y}" r="9" fill="${i % 3 === 0 ? '#f6c342' : '#f08a24'}"/><circle cx="${x}" cy="${y}" r="3" fill="${shade('#f08a24', -0.3)}"/>`;
      }).join('')
    : '';
  return `<defs>${SHARED_DEFS}${defs}<linearGradient id="bb" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colours[0]}"/><stop offset="1" stop-color="${b.colours[1]}"/></linearGradient>
<radialGradient id="spot" cx=".72" cy=".5" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="calm" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".28"/><stop offset=".5" stop-color="#000" stop-opacity="0"/></linearGradient></defs>
<rect width="1200" height="500" fill="url(#bb)"/><rect width="1200" height="500" fill="url(#spot)"/>${rings}
<path d="M0,430 C300,400 700,470 1200,420 L1200,500 L0,500 Z" fill="#000" opacity=".12"/>${svg}${garland}<rect width="1200" height="500" fill="url(#calm)"/>`;
}

const CATEGORY_PIECES: Record<(typeof CATEGORY_ART)[number], Piece[]> = {
  men: [
    ['jeans', '#4f6f95', 'denim'],
    ['shirt', '#8fbce6', 'checks'],
  ],
  women: [
    ['top', '#f3ecd8', 'chikan'],
    ['dress', '#f26b5b', 'floral'],
  ],
  'ethnic-wear': [
    ['kurta', '#d4a017', 'block'],
    ['saree', '#7b1e2b', 'zari'],
  ],
};

/** Shop-by-category card: two garments from the category on a studio backdrop. */
export function categoryScene(slug: (typeof CATEGORY_ART)[number]): string {
  const { defs, svg } = lineup(CATEGORY_PIECES[slug], [
    [130, 70, 0.7],
    [-10, 40, 0.78],
  ]);
  return `<defs>${SHARED_DEFS}${defs}</defs>${backdrop(slug === 'men' ? '#1f2a44' : slug === 'women' ? '#f26b5b' : '#7b1e2b', 1)}${svg}`;
}

/** New-launch photo: the product view on a deep spotlit backdrop with a little sparkle. */
export function launchScene(kind: GarmentKind, hex: string, view: number, pattern: Pattern): string {
  const deep = mix(shade(`#${hex}`, -0.7), '#1d1430', 0.5);
  const sparkles = Array.from({ length: 14 }, (_, i) => {
    const x = ((i * 97 + view * 31) % 380) + 10;
    const y = ((i * 53 + view * 17) % 300) + 10;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="${GOLD}" opacity=".7"/>`;
  }).join('');
  const product = productScene(kind, hex, view === 4 ? 1 : view, pattern, { id: 'n', studio: false });
  return `<defs><radialGradient id="ls" cx=".5" cy=".38" r=".7"><stop offset="0" stop-color="${mix(deep, '#ffffff', 0.35)}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs><rect width="400" height="500" fill="url(#ls)"/>${sparkles}${product}`;
}

/** Initials on the colour, centred so any crop (circle, square) shows them whole. */
export function avatarScene(initials: string, hex: string): string {
  const size = initials.length > 2 ? 120 : 150;
  return `<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(`#${hex}`, 0.2)}"/><stop offset="1" stop-color="${shade(`#${hex}`, -0.2)}"/></linearGradient></defs><rect width="400" height="500" fill="url(#av)"/><text x="200" y="250" dy=".35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="${size}" fill="#fff" fill-opacity=".95" letter-spacing="4">${initials}</text>`;
}
