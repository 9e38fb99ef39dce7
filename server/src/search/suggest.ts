import { ListingQuery, type Suggestions } from '@store/contract/catalog';
import { subCategoryPath } from '@store/contract/slug';
import { asc, eq, sql } from 'drizzle-orm';
import { AnswerCache, dbKey } from '../catalog/catalog-cache';
import type { Db } from '../db/client';
import { categories, subCategories } from '../db/schema';
import { listProducts } from './listing.queries';
import { searchableWords } from './search-query';
import { singularsOf, wordsOf } from './search-text';
import { correctWords } from './search-words';
import { standardSpelling, synonymsOf } from './synonyms';

const MAX_WORDS = 5;
const MAX_SUBS = 4;
const MAX_PRODUCTS = 5;

/** Whole answers by text, tagged with the products they show (their names and prices). */
const answers = new AnswerCache();
/** Sub-categories with the words that find them: a few dozen rows, read once a minute at most. */
const subLists = new AnswerCache({ ttlMs: 60_000 });

/**
 * GET /api/product/suggest?q=: what to offer while the shopper types. Words that complete
 * the last word (from the search dictionary, most frequent first) or correct a typo,
 * sub-categories whose names (or a synonym: kurti -> Kurtas) start with a word typed, and the
 * first products the search itself would show for the text. Each part is cheap: the
 * dictionary's trigram index answers the prefix, the sub-categories live in memory, and the
 * products are the search's own first page, cached beside the search page it leads to.
 */
export function suggest(db: Db, text: string): Promise<Suggestions> {
  const query = text.trim().replace(/\s+/g, ' ');
  const key = `${dbKey(db)}|${query.toLowerCase()}`;
  return answers.get(
    key,
    () => computeSuggestions(db, query),
    (s) => s.products.map((p) => p.id),
  );
}

async function computeSuggestions(db: Db, query: string): Promise<Suggestions> {
  const empty: Suggestions = { query, words: [], sub_categories: [], products: [] };
  const words = searchableWords(query);
  if (words.length === 0 || query.length < 2) return empty;

  const last = words[words.length - 1];
  const typingLast = last.length >= 2 && !/\d/.test(last);
  const [fixes, completions] = await Promise.all([
    correctWords(
      db,
      words.filter((w) => !synonymsOf(w)),
    ),
    typingLast ? completionsOf(db, last) : Promise.resolve([]),
  ]);
  const fixed = words.map((w) => standardSpelling(fixes.get(w) ?? w));
  const corrected = fixed.some((w, i) => w !== words[i]) ? fixed.join(' ') : undefined;

  const head = fixed.slice(0, -1);
  // The correction first: it is what the search will show for this text.
  const offered = new Set<string>(corrected ? [corrected] : []);
  for (const c of completions) offered.add([...head, c].join(' '));
  offered.delete(words.join(' '));

  // The search reads a word of 3 letters or more as a prefix (kur -> kurtas, kurtis); a shorter
  // last word is searched as its most frequent completion ("cotton ku" -> "cotton kurta").
  const productQuery = last.length < 3 && completions[0] ? [...words.slice(0, -1), completions[0]].join(' ') : query;
  const [subs, found] = await Promise.all([
    matchingSubCategories(db, [...new Set([...fixed, ...words])]),
    listProducts(db, ListingQuery.parse({ search: productQuery, page_size: MAX_PRODUCTS }), false).catch(() => null),
  ]);
  return {
    query,
    ...(corrected && { corrected }),
    words: [...offered].slice(0, MAX_WORDS),
    sub_categories: subs,
    products: (found?.data ?? []).map((p) => ({
      id: p.id,
      name: p.name,
      url: p.url,
      image_1: p.image_1,
      discounted_price: p.discounted_price,
    })),
  };
}

/**
 * Dictionary words starting with `prefix`, most frequent first, one per singular (kurta, not
 * also kurtas). `like 'kur%'` is answered by the dictionary's trigram index; the prefix is
 * letters and digits only (wordsOf), so it carries no pattern characters.
 */
async function completionsOf(db: Db, prefix: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select word from search_words
     where word like ${`${prefix}%`} and length(word) > ${prefix.length}
     order by weight desc, word limit 12`)) as unknown as { rows: { word: string }[] };
  // Other spellings as the store writes them: kurtha and kurthi are offered as kurta and kurti.
  const words = result.rows.map((r) => standardSpelling(r.word));
  const found = new Set(words);
  const out = new Set<string>();
  for (const word of words) out.add(singularsOf(word).find((s) => found.has(s)) ?? word);
  return [...out].slice(0, MAX_WORDS);
}

type SubRow = Suggestions['sub_categories'][number] & { words: string[] };

async function matchingSubCategories(db: Db, typed: string[]): Promise<Suggestions['sub_categories']> {
  const asked = typed.filter((w) => w.length >= 2);
  if (asked.length === 0) return [];
  const all = await subLists.get(
    `${dbKey(db)}`,
    () => readSubCategories(db),
    () => [],
  );
  return all
    .filter((s) => asked.some((a) => s.words.some((w) => w.startsWith(a))))
    .slice(0, MAX_SUBS)
    .map(({ words: _, ...s }) => s);
}

async function readSubCategories(db: Db): Promise<SubRow[]> {
  const rows = await db
    .select({ id: subCategories.id, name: subCategories.name, slug: subCategories.slug, category: categories.name })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .orderBy(asc(categories.position), asc(subCategories.position), asc(subCategories.id));
  return rows.map((r) => {
    const words = new Set<string>();
    for (const w of wordsOf(r.name))
      for (const form of [w, ...singularsOf(w)]) {
        words.add(form);
        for (const syn of synonymsOf(form) ?? []) words.add(syn);
      }
    return { ...r, url: subCategoryPath(r), words: [...words] };
  });
}
