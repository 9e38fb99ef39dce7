import { sanitizeContentHtml } from '../../content/sanitize';

const HAS_TAG = /<\/?[a-z!][^>]*>/i;

/**
 * A product's description from the console: rich text is kept as HTML through the content
 * pages' allow-list (content/sanitize.ts, decision 0020); text without any tag stays text as the
 * seed writes it (the product page shows its line breaks), so "Cotton & linen" is not turned
 * into "&amp;".
 */
export function cleanDescription(input: string): string {
  const text = input.replace(/\r\n?/g, '\n').trim();
  if (!HAS_TAG.test(text) && !text.includes('<')) return text;
  return sanitizeContentHtml(text);
}
