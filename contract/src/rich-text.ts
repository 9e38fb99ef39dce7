// A product's description is plain text (the seed's, shown with its line breaks) or, written in the
// console, HTML sanitised by the server's allow-list (server/src/content/sanitize.ts, decision 0020).

/** True when the text holds an HTML tag: then it is the server's sanitised HTML. */
export const isRichText = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The words of a description without its tags, for meta descriptions and structured data. */
export function plainTextOf(text: string): string {
  if (!isRichText(text)) return text;
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
}
