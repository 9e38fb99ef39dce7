import { synonymsOf } from './synonyms';

/** Longest query the search reads, in words; the rest is ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * Lowercase words of letters, marks and digits only. Every other character (quotes,
 * `& | ! : * ( ) \`, control characters) separates words, so what reaches a tsquery can
 * never carry query syntax. "T-Shirt" and "t shirt" both read as "tshirt".
 */
export function wordsOf(text: string): string[] {
  const joined = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\bt[\s-]+shirts?\b/gu, (m) => (m.endsWith('s') ? 'tshirts' : 'tshirt'));
  return joined.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/** Singular readings of a plural word: sarees -> saree, dresses -> dress. */
export function singularsOf(word: string): string[] {
  const out: string[] = [];
  if (word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) out.push(word.slice(0, -1));
  if (word.length >= 5 && /(ss|x|ch|sh)es$/.test(word)) out.push(word.slice(0, -2));
  return out;
}

export interface SearchTextFields {
  /** the product's category name, e.g. "Ethnic Wear" */
  category: string;
  /** the product's sub-category name, e.g. "Kurtas" */
  subCategory: string;
  /** garment kind (shirt, kurta, saree...), optional */
  kind?: string;
  /** colour names, so "red kurta" finds red kurtas */
  colors?: string[];
  /** any extra words worth finding the product by (fabric, occasion...) */
  extra?: string[];
}

/**
 * What to store in `products.search_text` (weight B of the `search` tsvector, between the
 * name and the description): the category and sub-category names, the garment kind, colours,
 * and every synonym of any of those words and of the product name's words, with singular
 * forms, so that "sari", "kurti", "tee" or "pants" find the product although its name does
 * not say so. The seed and the factories call this when they write a product:
 *
 *   searchText: searchTextFor({ category: 'Ethnic Wear', subCategory: 'Kurtas', kind: 'kurta',
 *                               colors: ['Maroon'] }, 'Maroon Cotton Kurta')
 */
export function searchTextFor(fields: SearchTextFields, productName = ''): string {
  const base = [
    fields.category,
    fields.subCategory,
    fields.kind ?? '',
    ...(fields.colors ?? []),
    ...(fields.extra ?? []),
  ];
  const words = new Set<string>();
  const addSynonyms = (word: string) => {
    for (const form of [word, ...singularsOf(word)]) for (const syn of synonymsOf(form) ?? []) words.add(syn);
  };
  for (const word of wordsOf(base.join(' '))) {
    words.add(word);
    for (const s of singularsOf(word)) words.add(s);
    addSynonyms(word);
  }
  // The name is already weight A; only its synonyms belong here.
  for (const word of wordsOf(productName)) addSynonyms(word);
  return [...words].join(' ');
}
