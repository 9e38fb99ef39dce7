/**
 * Words shoppers in India use for the same garment, spelt the ways they type them. The first
 * word of a group is the one the store's names use. A query word from any group searches for
 * every word of its group, and `searchTextFor` writes the whole group into a product's
 * `search_text`, so either side can carry the shopper's spelling.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['kurta', 'kurtas', 'kurti', 'kurtis', 'kurtha', 'kurthas', 'kurthi'],
  ['saree', 'sarees', 'sari', 'saris', 'sadi'],
  ['lehenga', 'lehengas', 'lehnga', 'lengha', 'lehanga', 'ghagra', 'chaniya'],
  ['salwar', 'salwars', 'salwaar', 'shalwar', 'salvar'],
  ['dupatta', 'dupattas', 'chunni', 'chunari', 'odhni'],
  ['sherwani', 'sherwanis', 'sherwany'],
  ['nehru', 'modi', 'bandhgala'],
  ['tshirt', 'tshirts', 'tee', 'tees'],
  ['jeans', 'jean', 'denim', 'denims'],
  ['trousers', 'trouser', 'pants', 'pant'],
];

const GROUP_OF = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) for (const word of group) GROUP_OF.set(word, group);

/** The synonym group of a normalised word, or undefined. */
export const synonymsOf = (word: string): readonly string[] | undefined => GROUP_OF.get(word);

/**
 * Other spellings of one word (not a different garment, as kurti is to kurta): the search
 * ranks products named with the standard spelling first.
 */
const SPELLINGS: Record<string, string> = {
  kurtha: 'kurta',
  kurthas: 'kurtas',
  kurthi: 'kurti',
  sari: 'saree',
  saris: 'sarees',
  sadi: 'saree',
  lehnga: 'lehenga',
  lengha: 'lehenga',
  lehanga: 'lehenga',
  salwaar: 'salwar',
  shalwar: 'salwar',
  salvar: 'salwar',
  sherwany: 'sherwani',
  chunari: 'chunni',
};

/** The standard spelling of a word (kurtha -> kurta), or the word itself. */
export const standardSpelling = (word: string): string => SPELLINGS[word] ?? word;

/** Every word of every group: they belong in the typo-correction dictionary. */
export const ALL_SYNONYMS: readonly string[] = SYNONYM_GROUPS.flat();

/** Words that say nothing about the garment; dropped from queries. */
export const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'with', 'in', 'on', 'to', 'by', 'from']);
