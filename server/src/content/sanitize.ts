import sanitizeHtml from 'sanitize-html';

// The about, policy and FAQ pages are HTML that the web app renders as HTML
// (docs/decisions/0020-server-html-is-sanitised.md: sanitised before it is stored AND when it is
// served, so neither a bad row nor a bad editor can run script in a shopper's browser).
// A strict allow-list: text structure, links, tables.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  // http(s), mailto and relative links only: no javascript:, data:, vbscript:, or //host links.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The page's own h1 is the title; old markup's b/i become their meaningful tags.
  transformTags: {
    h1: 'h2',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener' } }),
  },
  // Content of these is dropped entirely (not shown as text).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  disallowedTagsMode: 'discard',
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
