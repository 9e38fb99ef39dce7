import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { AnnouncementForm } from './announcement-form';
import { CategoryTiles } from './category-tiles';
import { PagesEditor } from './pages-editor';
import { type Field, RowEditor } from './row-editor';

export const meta = () => [{ title: 'Home and pages · Console' }, { name: 'robots', content: 'noindex' }];

const order: Field = { name: 'position', label: 'Order', kind: 'number', hint: 'Lower comes first' };

const BANNER_FIELDS: Field[] = [
  { name: 'title', label: 'Title', kind: 'text' },
  { name: 'subtitle', label: 'Subtitle', kind: 'text', optional: true },
  { name: 'link', label: 'Link', kind: 'text', hint: 'A page of this shop, such as /search/category/1/men' },
  { name: 'image', label: 'Desktop picture (wide, 12:5)', kind: 'image' },
  { name: 'phone_image', label: 'Phone picture (square; optional)', kind: 'image', optional: true },
  order,
  { name: 'starts_at', label: 'Show from', kind: 'datetime', optional: true, hint: 'Empty: from now' },
  { name: 'ends_at', label: 'Show until', kind: 'datetime', optional: true, hint: 'Empty: until removed' },
];
const LAUNCH_FIELDS: Field[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'description', label: 'Description', kind: 'textarea', optional: true },
  { name: 'images', label: 'Pictures', kind: 'images' },
  order,
];
const TESTIMONIAL_FIELDS: Field[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'description', label: 'What they said', kind: 'textarea' },
  { name: 'rating', label: 'Stars (1 to 5)', kind: 'number' },
  { name: 'image', label: 'Photo', kind: 'image' },
  order,
];
const FAQ_FIELDS: Field[] = [
  { name: 'question', label: 'Question', kind: 'text' },
  { name: 'answer', label: 'Answer', kind: 'html' },
  order,
];

const when = (v: unknown) =>
  typeof v === 'string' ? new Date(v).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '';

const TABS = [
  { key: 'announcement', label: 'Announcement' },
  { key: 'pages', label: 'About and policies' },
  { key: 'banners', label: 'Banners' },
  { key: 'launches', label: 'New launches' },
  { key: 'tiles', label: 'Category tiles' },
  { key: 'testimonials', label: 'Testimonials' },
  { key: 'faq', label: 'FAQ' },
] as const;

/** The shop window: what the home page, the announcement bar and the content pages show. */
export default function ContentPage() {
  const [params] = useSearchParams();
  const tab = TABS.find((t) => t.key === params.get('tab'))?.key ?? 'announcement';
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Home and pages</h1>
      <nav aria-label="Content" className="flex flex-wrap gap-1">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`?tab=${t.key}`}
            aria-current={t.key === tab ? 'page' : undefined}
            className={`rounded-md px-3 py-2 text-sm font-medium ${t.key === tab ? 'bg-indigo-700 text-white' : 'bg-white text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50'}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {tab === 'announcement' && <AnnouncementForm />}
      {tab === 'pages' && <PagesEditor />}
      {tab === 'banners' && (
        <RowEditor
          key="banners"
          path="/content/banners"
          fields={BANNER_FIELDS}
          noun="Banner"
          summary={(b) =>
            `${b.position}. ${b.title} → ${b.link}${b.starts_at ? ` · from ${when(b.starts_at)}` : ''}${b.ends_at ? ` · until ${when(b.ends_at)}` : ''}`
          }
        />
      )}
      {tab === 'launches' && (
        <RowEditor
          key="launches"
          path="/content/launches"
          fields={LAUNCH_FIELDS}
          noun="Launch"
          summary={(l) => `${l.position}. ${l.name}`}
        />
      )}
      {tab === 'tiles' && <CategoryTiles />}
      {tab === 'testimonials' && (
        <RowEditor
          key="testimonials"
          path="/content/testimonials"
          fields={TESTIMONIAL_FIELDS}
          noun="Testimonial"
          summary={(t) => `${t.position}. ${t.name} (${t.rating}★)`}
        />
      )}
      {tab === 'faq' && (
        <RowEditor
          key="faq"
          path="/content/faqs"
          fields={FAQ_FIELDS}
          noun="Question"
          summary={(f) => `${f.position}. ${f.question}`}
        />
      )}
    </div>
  );
}
