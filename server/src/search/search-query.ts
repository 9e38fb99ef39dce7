import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { MAX_QUERY_WORDS, singularsOf, wordsOf } from './search-text';
import { correctWords, knownWords } from './search-words';
import { STOP_WORDS, standardSpelling, synonymsOf } from './synonyms';

export interface ParsedSearch {
  /** every word (or a synonym or singular of it) must match */
  all: SQL;
  /** any word may match: the fallback when no product has them all */
  any: SQL;
  /** the shopper's own (corrected) words, no synonyms: ranks exact names above synonyms */
  own: SQL;
  /** the words searched for, when a typo was corrected */
  corrected?: string;
}

/**
 * Turns what a shopper typed into tsqueries. Words are letters and digits only (wordsOf),
 * each becomes its own bound parameter of `to_tsquery('simple', $n)` as `word:*`, and the
 * parts are combined with the tsquery operators `&&` and `||` in SQL, so no input can add
 * query syntax. Returns null when nothing searchable is left.
 */
export async function parseSearch(db: Db, text: string, exact = false): Promise<ParsedSearch | null> {
  const words = searchableWords(text);
  if (words.length === 0) return null;

  // exact: the shopper asked for the words as typed ("Search instead for ...").
  const unknown = exact ? [] : words.filter((w) => !groupOf(w));
  const fixes = await correctWords(db, unknown);
  const final = words.map((w) => fixes.get(w) ?? w);
  // What the notice names: typos fixed, and other spellings as the store writes them (kurtha -> kurta).
  const shown = exact ? words : final.map(standardSpelling);

  // Exact lexemes for words the dictionary knows (PostgreSQL estimates those well and picks
  // the GIN index); a prefix only for a word it does not know (half-typed: "kurt").
  const alternatives = final.map((w) => [...alternativesOf(w), `${w}s`, `${w}es`]);
  const known = await knownWords(db, alternatives.flat());
  const groups = final.map((w, i) => {
    if (known.size === 0) return or(withoutCoveredPrefixes(alternativesOf(w)).map(lexeme));
    const exact = alternatives[i].filter((a) => known.has(a)).map((a) => sql`to_tsquery('simple', ${a})`);
    return or(known.has(w) ? exact : [lexeme(w), ...exact]);
  });
  const own = shown.map(lexeme);
  return {
    all: and(groups),
    any: or(groups),
    own: or(own),
    corrected: shown.some((w, i) => w !== words[i]) ? shown.join(' ') : undefined,
  };
}

/** The words of a query that search: no stop words, at most MAX_QUERY_WORDS. */
export const searchableWords = (text: string): string[] =>
  wordsOf(text)
    .filter((w) => !STOP_WORDS.has(w) && w.length <= 40 && /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_QUERY_WORDS);

/** The word, its singulars, and their synonym group. */
export function alternativesOf(word: string): string[] {
  const alts = new Set([word, ...singularsOf(word)]);
  for (const w of [...alts]) for (const syn of synonymsOf(w) ?? []) alts.add(syn);
  return [...alts];
}

/** kurta:* already finds kurtas: fewer prefix terms make a cheaper index scan. */
export function withoutCoveredPrefixes(words: string[]): string[] {
  return words.filter((w) => !words.some((o) => o !== w && o.length >= 3 && w.startsWith(o)));
}

const groupOf = (w: string) => synonymsOf(w) ?? singularsOf(w).map(synonymsOf).find(Boolean);

// Prefix matching (kurta:* finds kurtas) for words long enough to mean something.
const lexeme = (w: string): SQL => sql`to_tsquery('simple', ${w.length >= 3 ? `${w}:*` : w})`;
const or = (parts: SQL[]): SQL => sql`(${sql.join(parts, sql` || `)})`;
const and = (parts: SQL[]): SQL => sql`(${sql.join(parts, sql` && `)})`;
