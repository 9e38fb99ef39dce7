import fc from 'fast-check';
import type { z } from 'zod';

// Generators of hostile input for the fuzzer (fuzz.test.ts): text, numbers at and past every
// bound a zod schema declares, path segments and query strings in every percent-encoding, and
// JSON bodies shaped like a schema with wrong types mixed in.

/** Written into a JSON body as is: numbers JSON.stringify cannot write (1e400, -0, 40 digits). */
export class RawNumber {
  constructor(readonly text: string) {}
  toJSON() {
    return `\u0000raw:${this.text}\u0000`;
  }
}
/** JSON with RawNumber literals in place. */
export const toJson = (v: unknown) => JSON.stringify(v).replace(/"\\u0000raw:([^"\\]*)\\u0000"/g, '$1');

const NUMBER_TEXTS = [
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e308',
  '-1e308',
  '1e400',
  '1e-400',
  'NaN',
  'Infinity',
  '-Infinity',
  '2147483647',
  '2147483648',
  '-2147483649',
  '4294967296',
  '9007199254740993',
  '99999999999999999999999999999999999999',
  '0x7fffffff',
  '0b1',
  '1_000',
  ' 12 ',
  '12abc',
  '+1',
  '١٢٣', // Arabic-Indic digits
  '१२३', // Devanagari digits
  '１２３', // fullwidth digits
];

const WORDS = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '%',
  '%%',
  '%25',
  '50% off',
  '100% cotton kurta',
  '_',
  '%_%',
  '\\',
  "'",
  '"',
  "'; drop table users;--",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '..',
  '.',
  '\u0000',
  '\r\n',
  '\t',
  '\u202eRTL override', // right-to-left override
  'مرحبا', // Arabic (RTL)
  'שלום', // Hebrew (RTL)
  'a\u200bb', // zero-width space
  '\u200d\u200c\ufeff', // zero-width joiner, non-joiner, BOM
  '😀👍🏽🇮🇳',
  'कुर्ता साड़ी', // Devanagari
  'kurta:* & !saree | (',
  'Ａ',
  'ß',
  'İ',
  '\ud800', // lone surrogate
];

const MALFORMED = ['%', '%E0%A4', '%G1', '%2', '%C0%AF', '%FF%FE', '%ED%A0%80', '%0', '%%41'];

/** Text that breaks parsers: numbers past every limit, control and invisible characters, scripts. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS, ...NUMBER_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.maxSafeInteger()).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', '%', 'क', '😀', '9'), fc.integer({ min: 200, max: 1500 }))
      .map(([c, n]) => c.repeat(n)),
  },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...WORDS, ...NUMBER_TEXTS, ...MALFORMED), { minLength: 2, maxLength: 4 })
      .map((a) => a.join('')),
  },
);

export const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\ufffd')); // a lone surrogate throws
  }
};

export type Encoding = 'valid' | 'raw' | 'double' | 'malformed';
/** A text as it may travel in a URL: encoded, left raw (stray %), encoded twice, or broken. */
export function encodeAs(s: string, how: Encoding, broken = '%'): string {
  if (how === 'valid') return encode(s);
  if (how === 'double') return encode(encode(s));
  if (how === 'malformed') return encode(s) + broken;
  return s.replace(/[/?#&=\s]/g, encode); // raw, but keeping the URL's own structure
}
const encoding = fc.constantFrom<Encoding>('valid', 'raw', 'double', 'malformed');
const broken = fc.constantFrom(...MALFORMED);

/** One path segment from a text, in any of the encodings. */
export const segmentOf = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, encoding, broken).map(([s, how, b]) => encodeAs(s, how, b) || '%20');

// ---------------------------------------------------------------------------------------------
// From zod schemas: the keys a route reads, and values at the edges of what each one accepts.

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definition is read loosely on purpose
type Def = any;
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'];

/** The schema under optional/default/pipe wrappers: what a client's value is checked against. */
function core(s: z.ZodType): Def {
  let d = defOf(s);
  while (WRAPPERS.includes(d.type) || d.type === 'pipe') d = defOf(d.type === 'pipe' ? d.in : d.innerType);
  return d;
}

/** The object keys of a schema (through wrappers, pipes and refinements). */
export function keysOf(s: z.ZodType): string[] {
  const d = core(s);
  return d.type === 'object' ? Object.keys(d.shape) : [];
}

/** The bounds a number check declares, each with its neighbours just outside. */
function numberEdges(d: Def): number[] {
  const edges: number[] = [];
  for (const c of d.checks ?? []) {
    const v = c._zod?.def?.value;
    if (typeof v === 'number') edges.push(v - 1, v, v + 1, v + 0.5);
  }
  return edges;
}
const HUGE = [0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e21, 1e308, -1e308, Number.MIN_VALUE];
const RAW_NUMBERS = ['1e400', '-1e400', '-0', '1e-400', '123456789012345678901234567890', '0.0000000000000000001'];

/** Numbers as JSON values: the schema's edges, huge ones, and literals JSON.stringify cannot write. */
const numberValue = (d: Def) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...numberEdges(d), ...HUGE) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_NUMBERS).map((t) => new RawNumber(t)) },
  );

const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  hostileText,
  fc.integer(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A JSON value shaped like the schema, with wrong types and edge values mixed in. */
export function jsonFor(s: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const d = core(s);
  const typed = (() => {
    switch (d.type) {
      case 'object': {
        const shape: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>)) shape[k] = jsonFor(v, depth + 1);
        return fc.record(shape, { requiredKeys: [] });
      }
      case 'array':
        return fc.array(jsonFor(d.element, depth + 1), { maxLength: depth > 1 ? 3 : 35 });
      case 'union':
        return fc.oneof(...(d.options as z.ZodType[]).map((o) => jsonFor(o, depth + 1)));
      case 'number':
        return numberValue(d);
      case 'enum':
        return fc.constantFrom(...Object.values(d.entries as Record<string, string>));
      case 'literal':
        return fc.constantFrom(...(d.values as unknown[]));
      case 'boolean':
        return fc.boolean();
      case 'string':
        return hostileText;
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: wrongType });
}

/** A query value for one key of the schema, as text: edges for numbers, names for enums. */
function queryValueFor(s: z.ZodType): fc.Arbitrary<string> {
  const d = core(s);
  const typed =
    d.type === 'number'
      ? fc.oneof(fc.constantFrom(...numberEdges(d), ...HUGE).map(String), fc.constantFrom(...NUMBER_TEXTS))
      : d.type === 'enum'
        ? fc.constantFrom(...Object.values(d.entries as Record<string, string>))
        : hostileText;
  return fc.oneof({ weight: 3, arbitrary: typed }, { weight: 2, arbitrary: hostileText });
}

/**
 * A query string for the schema's keys (and stray ones), each value in any encoding, keys
 * sometimes repeated. `extra` adds keys that are known to matter (e.g. a real category id).
 */
export function queryFor(s: z.ZodType | undefined, extra: Record<string, fc.Arbitrary<string>> = {}) {
  const keys: Record<string, fc.Arbitrary<string>> = {};
  if (s) {
    const d = core(s);
    if (d.type === 'object')
      for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>)) keys[k] = queryValueFor(v);
  }
  for (const [k, v] of Object.entries(extra)) keys[k] = fc.oneof(v, keys[k] ?? hostileText);
  const pair = (k: string, v: fc.Arbitrary<string>) =>
    fc.tuple(v, encoding, broken).map(([value, how, b]) => `${encodeAs(k, 'valid')}=${encodeAs(value, how, b)}`);
  const known = Object.entries(keys).map(([k, v]) => fc.option(pair(k, v), { nil: undefined, freq: 2 }));
  const stray = fc.array(
    fc.tuple(segmentOf(hostileText), segmentOf(hostileText)).map(([k, v]) => `${k}=${v}`),
    {
      maxLength: 2,
    },
  );
  return fc.tuple(fc.tuple(...known), stray, fc.boolean()).map(([parts, more, repeat]) => {
    const list = [...parts.filter((p): p is string => p !== undefined), ...more];
    if (repeat && list.length > 0) list.push(list[0]);
    return list.join('&');
  });
}
