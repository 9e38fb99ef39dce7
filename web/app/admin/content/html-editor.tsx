import { useEffect, useId, useRef, useState } from 'react';
import { adminApi } from '../admin-api';
import { btnQuiet, label } from '../format';

// A small editor of limited HTML: a textarea, a toolbar that wraps the selection in the tags the
// store keeps (server/src/content/sanitize.ts), and a preview of what the page will show, as the
// server sanitises it (the same function as the save and the storefront). No editor library:
// this is console code, and shoppers' pages never load it.

const TOOLS: { name: string; open: string; close: string; block?: boolean }[] = [
  { name: 'Heading', open: '<h2>', close: '</h2>', block: true },
  { name: 'Subheading', open: '<h3>', close: '</h3>', block: true },
  { name: 'Paragraph', open: '<p>', close: '</p>', block: true },
  { name: 'Bold', open: '<strong>', close: '</strong>' },
  { name: 'Italic', open: '<em>', close: '</em>' },
  { name: 'List', open: '<ul>\n  <li>', close: '</li>\n</ul>', block: true },
  { name: 'Link', open: '<a href="/contact-us">', close: '</a>' },
];

export function HtmlEditor({
  value,
  onChange,
  name,
  error,
}: {
  value: string;
  onChange(html: string): void;
  name: string;
  error?: string;
}) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [preview, setPreview] = useState('');
  const [previewError, setPreviewError] = useState('');

  // the server's sanitised copy, a moment after typing stops
  useEffect(() => {
    const t = setTimeout(() => {
      adminApi<{ html: string }>('/content/preview', { body: { html: value } }).then(
        (r) => {
          setPreview(r.html);
          setPreviewError('');
        },
        (e: Error) => setPreviewError(e.message),
      );
    }, 300);
    return () => clearTimeout(t);
  }, [value]);

  const wrap = (tool: (typeof TOOLS)[number]) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: a, selectionEnd: b } = el;
    const picked = value.slice(a, b) || tool.name.toLowerCase();
    const before = tool.block && a > 0 && value[a - 1] !== '\n' ? '\n' : '';
    const next = `${value.slice(0, a)}${before}${tool.open}${picked}${tool.close}${value.slice(b)}`;
    onChange(next);
    requestAnimationFrame(() => {
      el.focus();
      const start = a + before.length + tool.open.length;
      el.setSelectionRange(start, start + picked.length);
    });
  };

  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <div>
        <label htmlFor={`${id}-html`} className={label}>
          {name}
        </label>
        <div role="toolbar" aria-label={`Format ${name}`} className="my-1 flex flex-wrap gap-1">
          {TOOLS.map((t) => (
            <button key={t.name} type="button" className={`${btnQuiet} min-h-8 px-2 text-xs`} onClick={() => wrap(t)}>
              {t.name}
            </button>
          ))}
        </div>
        <textarea
          id={`${id}-html`}
          ref={area}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={16}
          spellCheck
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : `${id}-hint`}
          className="block w-full rounded-md border border-stone-400 bg-white p-2 font-mono text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          Headings, paragraphs, bold, italic, lists, links and tables are kept; anything else is removed when saved.
        </p>
        {error && (
          <p id={`${id}-err`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <section aria-labelledby={`${id}-preview`} className="rounded-md border border-stone-200 bg-white p-3">
        <h3 id={`${id}-preview`} className="mb-2 text-sm font-semibold text-stone-600">
          Preview (as the page will show it)
        </h3>
        {previewError ? (
          <p className="text-sm text-red-700">{previewError}</p>
        ) : (
          <div
            className="text-sm leading-relaxed [&_a]:text-indigo-700 [&_a]:underline [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-2 [&_td]:border [&_td]:p-1 [&_th]:border [&_th]:p-1 [&_ul]:list-disc [&_ul]:pl-5"
            data-testid="html-preview"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (docs/decisions/0020)
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        )}
      </section>
    </div>
  );
}
