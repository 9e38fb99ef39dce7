import { useEffect, useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, input, label, when } from '../format';
import { useAdminData } from '../use-admin';
import { HtmlEditor } from './html-editor';

interface PageRow {
  slug: string;
  title: string;
  updated_at: string | null;
}

/** About us and the five policies: pick one, edit its title and text, see it as the page will. */
export function PagesEditor() {
  const { data: pages, reload } = useAdminData<PageRow[]>('/content/pages');
  const [slug, setSlug] = useState('return-policy');
  const { data: page } = useAdminData<{ title: string; html: string }>(`/content/pages/${slug}`);
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (page) {
      setTitle(page.title);
      setHtml(page.html);
    }
  }, [page]);

  return (
    <div className="space-y-3">
      <div className="max-w-md">
        <label htmlFor="page-slug" className={label}>
          Page
        </label>
        <select id="page-slug" value={slug} onChange={(e) => setSlug(e.target.value)} className={input}>
          {pages?.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title || p.slug}
              {p.updated_at ? ` (edited ${when(p.updated_at)})` : ''}
            </option>
          ))}
        </select>
      </div>
      <form
        className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
        onSubmit={async (e) => {
          e.preventDefault();
          try {
            const saved = await adminApi<{ html: string }>(`/content/pages/${slug}`, {
              method: 'PUT',
              body: { title, html },
            });
            setHtml(saved.html);
            setErrors({});
            setStatus(`Saved: /${slug} shows it now.`);
            reload();
          } catch (err) {
            setErrors((err as AdminError).fields);
            setStatus((err as AdminError).message);
          }
        }}
      >
        <div className="max-w-md">
          <label htmlFor="page-title" className={label}>
            Title
          </label>
          <input id="page-title" value={title} onChange={(e) => setTitle(e.target.value)} className={input} />
          {errors.title && <p className="text-sm text-red-700">{errors.title}</p>}
        </div>
        <HtmlEditor name="Text" value={html} onChange={setHtml} error={errors.html} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={btnPrimary}>
            Save page
          </button>
          <a href={`/${slug}`} target="_blank" rel="noreferrer" className="text-sm text-indigo-700 underline">
            Open the page
          </a>
          <p role="status" className="text-sm text-stone-700">
            {status}
          </p>
        </div>
      </form>
    </div>
  );
}
