/** Page frame for the server's sanitised HTML (about, policies): heading, then the prose. */
export function ProsePage({ title, html, children }: { title: string; html?: string; children?: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {html ? (
        // Sanitised on the server before it is stored or served: no script can run
        // (docs/decisions/0020-server-html-is-sanitised.md).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
        <div className="prose mt-6" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        !children && <p className="mt-6 text-stone-600">This page is being updated. Please check back soon.</p>
      )}
      {children}
    </main>
  );
}

/** Content endpoints answer `{ data: { content } }` (docs/spec.md §7); anything else reads as empty. */
export const contentOf = (body: unknown): string => {
  const c = (body as { content?: unknown } | null)?.content;
  return typeof c === 'string' ? c : '';
};
