import { describe, expect, it } from 'vitest';
import { isRichText, plainTextOf } from './rich-text';

describe('product descriptions: text or the console’s HTML', () => {
  it('tells HTML from text that merely has a < in it', () => {
    expect(isRichText('<p>Soft <strong>linen</strong></p>')).toBe(true);
    expect(isRichText('Chest < 40 in & cotton')).toBe(false);
  });

  it('gives the words of HTML for meta descriptions, entities decoded', () => {
    expect(plainTextOf('<p>Cotton &amp; linen</p><ul><li>Made in Lucknow</li></ul>')).toBe(
      'Cotton & linen Made in Lucknow',
    );
    expect(plainTextOf('Plain\ntext')).toBe('Plain\ntext');
  });
});
