import type { Garment } from './fabric';
import { border, button, type Drawing, part, stitch } from './parts';

/** The folded view: a neat pile as on a shop shelf, with what identifies the garment on top. */
export function folded(g: Garment, top: Drawing['folded']): string {
  const lower =
    'M96,300 L316,300 C322,300 326,304 326,310 L326,420 C326,426 322,430 316,430 L96,430 C90,430 86,426 86,420 L86,310 C86,304 90,300 96,300 Z';
  const upper =
    'M92,232 L308,232 C314,232 318,236 318,242 L318,392 C318,398 314,402 308,402 L92,402 C86,402 82,398 82,392 L82,242 C82,236 86,232 92,232 Z';
  const shadow = '<ellipse cx="205" cy="436" rx="150" ry="12" fill="url(#floor)"/>';
  const sides = `<path d="M82,260 L318,260" stroke="#000" stroke-opacity=".10" stroke-width="6"/><path d="M130,232 L130,402 M270,232 L270,402" stroke="#000" stroke-opacity=".07" stroke-width="3"/>`;
  return [
    shadow,
    part(g, lower),
    `<path d="${lower}" fill="#000" opacity=".12"/>`,
    part(g, upper),
    sides,
    topDetail(g, top),
    tag(),
  ].join('');
}

function topDetail(g: Garment, top: Drawing['folded']): string {
  switch (top) {
    case 'collar':
      return [
        `<path d="M160,232 C170,222 230,222 240,232 L236,246 C220,238 180,238 164,246 Z" fill="${g.dark}"/>`,
        part(g, 'M200,250 L162,232 L152,246 L180,280 Z'),
        part(g, 'M200,250 L238,232 L248,246 L220,280 Z'),
        part(g, 'M194,252 L206,252 L206,402 L194,402 Z'),
        button(200, 300, '#f4f1ea', 3.6),
        button(200, 350, '#f4f1ea', 3.6),
      ].join('');
    case 'mandarin':
      return [
        part(g, 'M164,232 C180,244 220,244 236,232 L236,248 C220,258 180,258 164,248 Z'),
        g.pattern === 'zari' ? border(g, 'M194,252 L206,252 L206,402 L194,402 Z') : '',
        ...[280, 320, 360].map((y) => button(200, y, g.pattern === 'zari' ? '#d9b45a' : g.dark, 3.4)),
      ].join('');
    case 'neck':
      return `<path d="M164,232 C176,262 224,262 236,232" fill="${g.dark}" stroke="${g.line}" stroke-width="1.2"/><path d="M160,232 C172,268 228,268 240,232" fill="none" stroke="${g.dark}" stroke-width="5"/>`;
    case 'waistband':
      return [
        part(g, 'M82,232 L318,232 L318,256 L82,256 Z'),
        button(200, 244, '#b87333', 5),
        stitch('M120,258 C126,282 114,296 96,300', g.pattern === 'denim' ? '#d9a441' : g.line, 1.2),
      ].join('');
    case 'border':
      return [
        border(g, 'M82,362 L318,362 L318,392 L82,392 Z', [
          [110, 377],
          [150, 377],
          [190, 377],
          [230, 377],
          [270, 377],
          [300, 377],
        ]),
        border(g, 'M82,348 L318,348 L318,354 L82,354 Z'),
      ].join('');
  }
}

/** A kraft-paper swing tag on a thread: the shop's touch, no text. */
const tag = () =>
  '<path d="M300,250 C322,244 336,236 344,222" fill="none" stroke="#6b5b4b" stroke-width="1.2"/><g transform="rotate(18 350 230)"><path d="M338,216 L362,216 L362,262 L338,262 Z" fill="#c8a878" stroke="#8d7350" stroke-width="1"/><circle cx="350" cy="223" r="2.4" fill="#6b5b4b"/><path d="M343,238 L357,238 M343,245 L355,245 M343,252 L353,252" stroke="#8d7350" stroke-width="1.4"/></g>';
