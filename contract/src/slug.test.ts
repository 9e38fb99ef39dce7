import { describe, expect, it } from 'vitest';
import { formatInr } from './money';
import { searchPath, slugify, titleFromName, titleFromSegment } from './slug';

describe('slug rule (docs/spec.md §2)', () => {
  it('lowercases, strips punctuation and turns spaces into hyphens', () => {
    expect(slugify('Men')).toBe('men');
    expect(slugify("Men's Cotton Kurta")).toBe('mens-cotton-kurta');
    expect(slugify('T-Shirts & Polos')).toBe('t-shirts-polos');
    expect(slugify('  Nehru   Jacket! ')).toBe('nehru-jacket');
  });
  it('listing title is the name segment with dashes as spaces', () => {
    expect(titleFromSegment('nehru-jackets')).toBe('nehru jackets');
    expect(titleFromSegment('silk%20saree')).toBe('silk saree');
  });
  it('a stray or malformed % in the segment stays text (it threw: the page answered 500)', () => {
    expect(titleFromSegment('50%')).toBe('50%');
    expect(titleFromSegment('50%25-off')).toBe('50% off');
    expect(titleFromSegment('%E0%A4')).toBe('%E0%A4');
    expect(titleFromName('100% cotton-kurta')).toBe('100% cotton kurta');
  });
  it('search path keeps the fixed 0 placeholder', () => {
    expect(searchPath(' red kurta ')).toBe('/search/search/0/red%20kurta');
  });
});

describe('rupees', () => {
  it('groups the Indian way with the rupee sign', () => {
    expect(formatInr(124999)).toBe('₹1,24,999');
    expect(formatInr(399)).toBe('₹399');
  });
});
