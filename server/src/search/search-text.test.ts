import { describe, expect, it } from 'vitest';
import { alternativesOf } from './search-query';
import { searchTextFor, singularsOf, wordsOf } from './search-text';
import { editDistance, pickCandidate } from './search-words';

describe('wordsOf', () => {
  it('keeps letters and digits of any script and drops query syntax', () => {
    expect(wordsOf(`Kurta's & !saree | (lehenga):* "x" \\ 3XL`)).toEqual([
      'kurta',
      's',
      'saree',
      'lehenga',
      'x',
      '3xl',
    ]);
    expect(wordsOf('कुर्ता सूती')).toEqual(['कुर्ता', 'सूती']);
  });

  it('reads T-Shirt, t shirt and T-SHIRTS as one word', () => {
    expect(wordsOf('Printed T-Shirt')).toEqual(['printed', 'tshirt']);
    expect(wordsOf('t shirts for men')).toEqual(['tshirts', 'for', 'men']);
  });
});

describe('searchTextFor', () => {
  it('writes category, sub-category, kind, colours, their singulars and synonyms', () => {
    const text = searchTextFor(
      { category: 'Ethnic Wear', subCategory: 'Sarees', kind: 'saree', colors: ['Sky Blue'] },
      'Banarasi Silk Saree',
    ).split(' ');
    expect(text).toEqual(expect.arrayContaining(['ethnic', 'wear', 'sarees', 'saree', 'sari', 'sky', 'blue']));
    expect(text).not.toContain('banarasi'); // the name is indexed on its own, at weight A
  });

  it('adds the synonyms of words of the name', () => {
    const text = searchTextFor({ category: 'Men', subCategory: 'Bottoms' }, 'Formal Pleated Trousers').split(' ');
    expect(text).toEqual(expect.arrayContaining(['pants', 'trouser']));
    expect(searchTextFor({ category: 'Men', subCategory: 'Nehru Jackets' })).toContain('modi');
  });
});

describe('query words', () => {
  it('expand to singulars and synonyms', () => {
    expect(alternativesOf('sarees')).toEqual(expect.arrayContaining(['sarees', 'saree', 'sari']));
    expect(alternativesOf('kurtha')).toEqual(expect.arrayContaining(['kurta', 'kurti']));
    expect(singularsOf('dresses')).toContain('dress');
    expect(singularsOf('dress')).toEqual([]);
  });

  it('choose the nearest dictionary word by edits, then by how common it is', () => {
    expect(editDistance('shrt', 'shirt')).toBe(1);
    expect(editDistance('kurat', 'kurta')).toBe(1); // a swap is one edit
    const c = (word: string, weight: number, sim = 0.4) => ({ word, weight, sim });
    expect(pickCandidate('shrt', [c('short', 3), c('shirt', 40), c('shirts', 90)])).toBe('shirt');
    expect(pickCandidate('jeens', [c('jeans', 10), c('green', 50)])).toBe('jeans');
    expect(pickCandidate('xqzvw', [c('xl', 5, 0.1)])).toBeUndefined();
  });
});
