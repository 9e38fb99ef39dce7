import { describe, expect, it } from 'vitest';
import { filtersToSearch, hasFilters, readFilters } from './listing-query';

const read = (q: string) => readFilters(new URLSearchParams(q));

describe('listing query', () => {
  it('reads the comma form of our links and the repeated form of a plain form GET alike', () => {
    expect(read('size=M,L').size).toEqual(['M', 'L']);
    expect(read('size=M&size=L').size).toEqual(['M', 'L']);
  });

  it('drops unknown sorts, sizes and malformed numbers instead of failing', () => {
    const f = read('sort=cheapest&size=M,HUGE&price_min=-5&price_max=abc&page=0');
    expect(f).toEqual({
      sort: 'newest',
      size: ['M'],
      color: [],
      price_min: null,
      price_max: null,
      discount_min: null,
      rating_min: null,
      page: 1,
      exact: false,
    });
    expect(hasFilters(f)).toBe(true);
  });

  it('drops prices and pages past the API bounds (the listing then asks for them without)', () => {
    const f = read('price_min=1e308&price_max=99999999&page=10001');
    expect([f.price_min, f.price_max, f.page]).toEqual([null, null, 1]);
    expect(read('price_max=10000000&page=10000')).toMatchObject({ price_max: 10_000_000, page: 10_000 });
  });

  it('writes defaults out of the URL and lists with readable commas', () => {
    expect(filtersToSearch(read(''))).toBe('');
    const f = read('sort=price_asc&size=M&size=L&color=Navy Blue&price_max=800&page=2');
    expect(filtersToSearch(f)).toBe('sort=price_asc&size=M,L&color=navy%20blue&price_max=800&page=2');
  });

  it('reads the discount and rating filters the listing offers, and the exact-search flag', () => {
    const f = read('sort=popularity&discount_min=30&rating_min=4&exact=1&page=2');
    expect(f).toMatchObject({ sort: 'popularity', discount_min: 30, rating_min: 4, exact: true, page: 2 });
    expect(hasFilters(f)).toBe(true);
    expect(filtersToSearch(f)).toBe('sort=popularity&discount_min=30&rating_min=4&page=2&exact=1');
    expect(read('discount_min=25&rating_min=3&exact=yes')).toMatchObject({
      discount_min: null,
      rating_min: null,
      exact: false,
    });
    expect(hasFilters(read('exact=1'))).toBe(false);
  });

  it('round-trips what it writes', () => {
    const f = read('sort=price_desc&size=XL&color=navy,red&price_min=100&price_max=900&page=3');
    expect(read(filtersToSearch(f))).toEqual(f);
  });
});
