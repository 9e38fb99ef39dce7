import type { AdminProduct, AdminProductList, CatalogueCategories } from '@store/contract/admin-catalogue';
import { useEffect, useMemo, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { type AdminError, adminApi } from '../admin-api';
import { BackLink } from '../back-link';
import { btnPrimary, btnQuiet, input, inr, label } from '../format';
import { PhotoPicker } from '../photos/photo-picker';
import { useAdminData } from '../use-admin';
import { ColorEditor } from './color-editor';
import {
  colorErrors,
  emptyForm,
  formOf,
  inputOf,
  newColor,
  type ProductForm,
  pricePreview,
  publishBlocker,
  withName,
} from './product-form';

export const meta = () => [{ title: 'Product · Console' }, { name: 'robots', content: 'noindex' }];

const fieldClass = (err?: string) => `${input} mt-1 ${err ? 'border-rose-700 ring-1 ring-rose-700' : ''}`;

/** Creates (/admin/products/new) or edits a product; the server's field errors are shown where they belong. */
export default function ProductEditorPage() {
  const { id } = useParams();
  const isNew = !id || id === 'new';
  const navigate = useNavigate();
  const loaded = useAdminData<AdminProduct>(isNew ? null : `/products/${id}`);
  const cats = useAdminData<CatalogueCategories>('/products/categories').data?.categories ?? [];
  const [form, setForm] = useState<ProductForm>(emptyForm);
  const [saved, setSaved] = useState<string>(JSON.stringify(emptyForm()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // a new product's page is another route: its "saved" message comes along in the location's state
  const arrived = (useLocation().state as { saved?: string } | null)?.saved;
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(
    arrived ? { tone: 'ok', text: arrived } : null,
  );
  const [busy, setBusy] = useState(false);
  const [product, setProduct] = useState<AdminProduct | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    const f = formOf(loaded.data);
    setForm(f);
    setSaved(JSON.stringify(f));
    setProduct(loaded.data);
  }, [loaded.data]);

  const dirty = JSON.stringify(form) !== saved;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !busy && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('This product has changes that are not saved. Leave without saving?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (patch: Partial<ProductForm>) => setForm((f) => ({ ...f, ...patch }));
  const category = cats.find((c) => String(c.id) === form.category_id);
  const preview = pricePreview(form.price, form.discount);
  const blocker2 = publishBlocker(form);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      const body = inputOf(form);
      const result = isNew
        ? await adminApi<AdminProduct>('/products', { body })
        : await adminApi<AdminProduct>(`/products/${id}`, { method: 'PUT', body });
      const f = formOf(result);
      setForm(f);
      setSaved(JSON.stringify(f));
      setProduct(result);
      setErrors({});
      const text = result.active ? 'Saved. It is in the shop now.' : 'Saved as a draft.';
      setMessage({ tone: 'ok', text });
      if (isNew) navigate(`/admin/products/${result.id}`, { replace: true, state: { saved: text } });
    } catch (err) {
      const e2 = err as AdminError;
      setErrors(e2.fields ?? {});
      setMessage({ tone: 'error', text: e2.message });
    } finally {
      setBusy(false);
    }
  }

  if (loaded.error) return <p role="alert">{loaded.error.message}</p>;
  if (!isNew && !product) return <p>Loading…</p>;

  const fieldErr = (name: string) =>
    errors[name] ? (
      <p id={`${name}-err`} className="mt-1 text-sm text-rose-800">
        {errors[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors[name] ? `${name}-err` : undefined);

  return (
    <form onSubmit={save} className="mx-auto max-w-4xl space-y-4 pb-24" noValidate>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <BackLink to="/admin/products">Products</BackLink>
          <h1 className="text-xl font-bold">{isNew ? 'Add a product' : form.name || 'Product'}</h1>
        </div>
        {product && (
          <a href={product.url} target="_blank" rel="noreferrer" className="text-sm text-indigo-800 underline">
            {product.active ? 'See it in the shop' : 'Its shop page (shown once active)'}
          </a>
        )}
      </div>

      <section className="grid grid-cols-1 gap-3 rounded-lg border border-stone-200 bg-white p-3 md:grid-cols-2">
        <div className="md:col-span-2">
          <label htmlFor="name" className={label}>
            Name
          </label>
          <input
            id="name"
            value={form.name}
            onChange={(e) => {
              const name = e.currentTarget.value; // read now: the event is gone when the update runs
              setForm((f) => withName(f, name));
            }}
            className={fieldClass(errors.name)}
            aria-invalid={!!errors.name}
            aria-describedby={describedBy('name')}
            maxLength={120}
          />
          {fieldErr('name')}
        </div>
        <div className="md:col-span-2">
          <label htmlFor="slug" className={label}>
            Slug (the page address; made from the name)
          </label>
          <input
            id="slug"
            value={form.slug}
            onChange={(e) => set({ slug: e.currentTarget.value, slugEdited: true })}
            className={`${fieldClass(errors.slug)} font-mono`}
            aria-invalid={!!errors.slug}
            aria-describedby={describedBy('slug')}
          />
          {fieldErr('slug')}
        </div>
        <div>
          <label htmlFor="category_id" className={label}>
            Category
          </label>
          <select
            id="category_id"
            value={form.category_id}
            onChange={(e) => set({ category_id: e.currentTarget.value, sub_category_id: '' })}
            className={fieldClass(errors.category_id)}
            aria-describedby={describedBy('category_id')}
          >
            <option value="">Choose…</option>
            {cats.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {fieldErr('category_id')}
        </div>
        <div>
          <label htmlFor="sub_category_id" className={label}>
            Sub-category
          </label>
          <select
            id="sub_category_id"
            value={form.sub_category_id}
            onChange={(e) => set({ sub_category_id: e.currentTarget.value })}
            className={fieldClass(errors.sub_category_id)}
            aria-describedby={describedBy('sub_category_id')}
          >
            <option value="">{category ? 'Choose…' : 'Choose a category first'}</option>
            {category?.sub_categories.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {fieldErr('sub_category_id')}
        </div>
        <div>
          <label htmlFor="price" className={label}>
            Price (₹, before discount)
          </label>
          <input
            id="price"
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set({ price: e.currentTarget.value })}
            className={fieldClass(errors.price_paise)}
            aria-describedby={describedBy('price_paise')}
            placeholder="1499"
          />
          {fieldErr('price_paise')}
        </div>
        <div>
          <label htmlFor="discount" className={label}>
            Discount (% from 0 to 90)
          </label>
          <input
            id="discount"
            inputMode="numeric"
            value={form.discount}
            onChange={(e) => set({ discount: e.currentTarget.value })}
            className={fieldClass(errors.discount_percent)}
            aria-describedby={describedBy('discount_percent')}
          />
          {fieldErr('discount_percent')}
        </div>
        <p aria-live="polite" className="rounded-md bg-stone-50 p-2 text-sm md:col-span-2" data-testid="price-preview">
          {preview
            ? preview.saved > 0
              ? `Shoppers pay ${inr(preview.pay)} (${inr(preview.mrp)} less ${form.discount}%, rounded down to whole rupees as the shop shows it; they save ${inr(preview.saved)}).`
              : `Shoppers pay ${inr(preview.pay)}.`
            : 'Enter a price in rupees and a discount from 0 to 90 to see what shoppers pay.'}
        </p>
      </section>

      <section className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
        <label htmlFor="description" className={label}>
          Description
        </label>
        <p id="description-hint" className="text-xs text-stone-600">
          Plain text, or simple HTML: &lt;p&gt;, &lt;strong&gt;, &lt;em&gt;, lists, links and tables. Anything else
          (scripts, images, styles) is removed when saved.
        </p>
        <DescriptionTools value={form.description} onChange={(description) => set({ description })} />
        <textarea
          id="description"
          value={form.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          rows={6}
          className={`${fieldClass(errors.description)} py-2`}
          aria-describedby="description-hint"
        />
        {fieldErr('description')}
      </section>

      <section className="space-y-2 rounded-lg border border-stone-200 bg-white p-3">
        <h2 className="font-semibold">Specifications</h2>
        {form.specifications.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; editing keeps their order
          <div key={i} className="flex flex-wrap gap-2">
            <input
              aria-label={`Specification ${i + 1} name`}
              value={s.name}
              placeholder="Fabric"
              onChange={(e) =>
                set({
                  specifications: form.specifications.map((x, j) =>
                    j === i ? { ...x, name: e.currentTarget.value } : x,
                  ),
                })
              }
              className={`${input} w-40 flex-1`}
            />
            <input
              aria-label={`Specification ${i + 1} value`}
              value={s.value}
              placeholder="Linen"
              onChange={(e) =>
                set({
                  specifications: form.specifications.map((x, j) =>
                    j === i ? { ...x, value: e.currentTarget.value } : x,
                  ),
                })
              }
              className={`${input} w-40 flex-1`}
            />
            <button
              type="button"
              className={btnQuiet}
              onClick={() => set({ specifications: form.specifications.filter((_, j) => j !== i) })}
            >
              Remove
            </button>
          </div>
        ))}
        {Object.entries(errors)
          .filter(([k]) => k.startsWith('specifications'))
          .map(([k, v]) => (
            <p key={k} className="text-sm text-rose-800">
              {v}
            </p>
          ))}
        <button
          type="button"
          className={btnQuiet}
          onClick={() => set({ specifications: [...form.specifications, { name: '', value: '' }] })}
        >
          Add a specification
        </button>
      </section>

      <section className="space-y-3">
        <h2 className="font-semibold">Colours, photos and sizes</h2>
        {errors.colors && <p className="text-sm text-rose-800">{errors.colors}</p>}
        {form.colors.map((c, i) => (
          <ColorEditor
            key={c.key}
            color={c}
            index={i}
            count={form.colors.length}
            errors={colorErrors(errors, i)}
            onChange={(next) => set({ colors: form.colors.map((x) => (x.key === c.key ? next : x)) })}
            onMove={(to) => {
              const list = form.colors.filter((x) => x.key !== c.key);
              list.splice(to, 0, c);
              set({ colors: list });
            }}
            onRemove={() => set({ colors: form.colors.filter((x) => x.key !== c.key) })}
          />
        ))}
        <button type="button" className={btnQuiet} onClick={() => set({ colors: [...form.colors, newColor()] })}>
          Add a colour
        </button>
      </section>

      <section className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
        <PhotoPicker
          label="Size chart"
          max={1}
          value={form.size_chart}
          onChange={(size_chart) => set({ size_chart })}
        />
        {fieldErr('size_chart')}
        <SimilarPicker
          value={form.similar}
          selfId={product?.id ?? null}
          onChange={(similar) => set({ similar })}
          error={errors.similar_ids}
        />
      </section>

      <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-3 border-t border-stone-200 bg-white p-3 md:mx-0 md:rounded-lg md:border">
        <label className="flex min-h-10 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={form.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
            aria-describedby="active-hint"
          />
          Active (shown in the shop)
        </label>
        <span id="active-hint" className={`text-xs ${form.active && blocker2 ? 'text-rose-800' : 'text-stone-600'}`}>
          {/* live, so a refusal the owner has since fixed does not linger */}
          {form.active && blocker2 ? blocker2 : dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
        <button type="submit" className={`${btnPrimary} ml-auto`} disabled={busy}>
          {busy ? 'Saving…' : isNew ? 'Create product' : 'Save'}
        </button>
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={`w-full text-sm ${message.tone === 'error' ? 'text-rose-800' : 'text-emerald-800'}`}
          >
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}

/** Wraps the whole text in a paragraph or adds a list: small helpers for owners who do not write HTML. */
function DescriptionTools({ value, onChange }: { value: string; onChange(v: string): void }) {
  const add = (snippet: string) => onChange(`${value}${value && !value.endsWith('\n') ? '\n' : ''}${snippet}`);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={btnQuiet} onClick={() => add('<p></p>')}>
        + Paragraph
      </button>
      <button type="button" className={btnQuiet} onClick={() => add('<strong></strong>')}>
        + Bold
      </button>
      <button type="button" className={btnQuiet} onClick={() => add('<ul>\n  <li></li>\n</ul>')}>
        + List
      </button>
    </div>
  );
}

function SimilarPicker({
  value,
  selfId,
  onChange,
  error,
}: {
  value: { id: number; name: string }[];
  selfId: number | null;
  onChange(v: { id: number; name: string }[]): void;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const [term, setTerm] = useState('');
  const found = useAdminData<AdminProductList>(term ? `/products?q=${encodeURIComponent(term)}` : null);
  const options = useMemo(
    () =>
      term
        ? (found.data?.products ?? []).filter((p) => p.id !== selfId && !value.some((v) => v.id === p.id)).slice(0, 8)
        : [],
    [found.data, term, selfId, value],
  );
  return (
    <div className="space-y-2">
      <h2 className="font-semibold">Similar products</h2>
      <ul className="flex flex-wrap gap-2">
        {value.map((s) => (
          <li key={s.id} className="flex items-center gap-1 rounded-full bg-stone-100 py-1 pl-3 pr-1 text-sm">
            {s.name}
            <button
              type="button"
              aria-label={`Remove ${s.name} from similar products`}
              className="rounded-full px-2 text-stone-700 hover:bg-stone-200"
              onClick={() => onChange(value.filter((x) => x.id !== s.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <label htmlFor="similar-q" className="sr-only">
          Find a similar product
        </label>
        <input
          id="similar-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              setTerm(q.trim());
            }
          }}
          placeholder="Find by name, slug or id"
          className={input}
        />
        <button type="button" className={btnQuiet} onClick={() => setTerm(q.trim())}>
          Find
        </button>
      </div>
      {options.length > 0 && (
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200">
          {options.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="w-full px-3 py-2 text-left text-sm hover:bg-stone-50"
                onClick={() => onChange([...value, { id: p.id, name: p.name }])}
              >
                Add #{p.id} {p.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="text-sm text-rose-800">{error}</p>}
    </div>
  );
}
