import { inArray, sql } from 'drizzle-orm';
import { invalidateCatalogue } from '../catalog/catalog-cache';
import type { Db, Tx } from '../db/client';
import { searchWords } from '../db/schema';
import { ALL_SYNONYMS } from './synonyms';

/** Synonyms outweigh any word of a name: when a typo is as close to both, pick the garment. */
const SYNONYM_WEIGHT = 100_000;

/**
 * Rebuilds the typo-correction dictionary (`search_words`) from the words of active product
 * names and search texts, category and sub-category names, and the clothing synonyms, each
 * with how often it occurs. Call it after the catalogue changes in bulk: the seed calls it
 * once at the end (a second or two at 100k products); a stale dictionary only means a new
 * word is not yet offered as a correction, never a wrong result.
 */
export async function refreshSearchWords(db: Db | Tx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(searchWords);
    await tx.execute(sql`
      insert into search_words (word, weight)
      select w, count(*)::int from (
        select regexp_split_to_table(lower(name || ' ' || search_text), '[^[:alnum:]]+') as w
          from products where active
        union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from sub_categories
        union all select regexp_split_to_table(lower(name), '[^[:alnum:]]+') from categories
      ) words
      where length(w) between 2 and 40 and w !~ '[0-9]'
      group by w`);
    const values = sql.join(
      ALL_SYNONYMS.map((w) => sql`(${w}, ${SYNONYM_WEIGHT})`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into search_words (word, weight) values ${values}
      on conflict (word) do update set weight = search_words.weight + excluded.weight`);
  });
  // Corrections, and so searches, may read differently now.
  invalidateCatalogue();
}

interface Candidate {
  word: string;
  weight: number;
  sim: number;
}

/**
 * For each word the dictionary does not know (neither exactly nor as the start of a word),
 * the closest dictionary word, if one is close enough. One query: the trigram index finds a
 * few nearest words per query word; edit distance and frequency choose among them.
 */
export async function correctWords(db: Db, words: string[]): Promise<Map<string, string>> {
  const fixes = new Map<string, string>();
  const asked = [...new Set(words.filter((w) => w.length >= 3 && !/\d/.test(w)))];
  if (asked.length === 0) return fixes;
  const list = sql.join(
    asked.map((w) => sql`${w}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select q.w,
      exists (select 1 from search_words s where s.word = q.w or (length(q.w) >= 4 and s.word like q.w || '%')) as known,
      (select json_agg(json_build_object('word', c.word, 'weight', c.weight, 'sim', similarity(c.word, q.w)))
         from (select word, weight from search_words order by word <-> q.w limit 8) c) as candidates
    from unnest(array[${list}]::text[]) as q(w)`)) as unknown as {
    rows: { w: string; known: boolean; candidates: Candidate[] | null }[];
  };
  for (const row of result.rows) {
    if (row.known) continue;
    const best = pickCandidate(row.w, row.candidates ?? []);
    if (best) fixes.set(row.w, best);
  }
  return fixes;
}

/** Close enough: few edits for the word's length, or many shared trigrams. */
export function pickCandidate(word: string, candidates: Candidate[]): string | undefined {
  const allowed = word.length <= 4 ? 1 : word.length <= 8 ? 2 : 3;
  const scored = candidates
    .map((c) => ({ ...c, dist: editDistance(word, c.word) }))
    .filter((c) => c.dist <= allowed || c.sim >= 0.5)
    .sort((a, b) => a.dist - b.dist || b.weight - a.weight || b.sim - a.sim);
  return scored[0]?.word;
}

/** Optimal string alignment distance: insertions, deletions, substitutions, swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Which of these words the dictionary holds (words of names, search texts and synonyms). */
export async function knownWords(db: Db | Tx, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db
    .select({ word: searchWords.word })
    .from(searchWords)
    .where(inArray(searchWords.word, [...new Set(words)]));
  return new Set(rows.map((r) => r.word));
}

/**
 * After a bulk load (the seed): VACUUM ANALYZE the catalogue tables. PostgreSQL's
 * autovacuum does this by itself, PGlite has none; without it listings cannot count from
 * the covering indexes alone (3x slower at 100k products). Not inside a transaction.
 */
export async function vacuumCatalogue(db: Db): Promise<void> {
  for (const table of ['products', 'product_colors', 'skus', 'reviews', 'search_words']) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
}
