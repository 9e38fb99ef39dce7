import type {
  BannerInput,
  CategoryTileInput,
  FaqInput,
  LaunchInput,
  TestimonialInput,
} from '@store/contract/admin-content';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Deps } from '../../app-env';
import { invalidateCatalogue } from '../../catalog/catalog-cache';
import { sanitizeContentHtml } from '../../content/sanitize';
import type { Tx } from '../../db/client';
import { banners, categories, faqs, newLaunches, testimonials } from '../../db/schema';
import { type EntityType, runStaffAction } from '../staff-action';
import type { Actor } from '../staff-auth';

// The home page's rows the owner edits: banners, New Launches, testimonials and FAQ items (add,
// edit, delete), and the Shop By Category tiles (picture and order of a category). Each change is
// a staff action (audited, one transaction); the catalogue cache is dropped after the commit, so
// the storefront shows it at once (docs/decisions/0027-catalogue-from-the-console.md).

type BannerValues = z.output<typeof BannerInput>;
type LaunchValues = z.output<typeof LaunchInput>;
type TestimonialValues = z.output<typeof TestimonialInput>;
type FaqValues = z.output<typeof FaqInput>;

export interface RowKind<V> {
  name: string;
  entity: EntityType;
  table: PgTable & { id: PgColumn; position: PgColumn };
  /** the row's columns from the checked input */
  columns(input: V): Record<string, unknown>;
  /** the row as the console shows it */
  present(row: Record<string, unknown>): Record<string, unknown>;
  /** whether a change shows through the catalogue cache (home lists) */
  cached: boolean;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : null);

export const BANNERS: RowKind<BannerValues> = {
  name: 'Banner',
  entity: 'banner',
  table: banners,
  columns: (b) => ({
    image: b.image,
    phoneImage: b.phone_image,
    title: b.title,
    subtitle: b.subtitle,
    link: b.link,
    position: b.position,
    startsAt: b.starts_at,
    endsAt: b.ends_at,
  }),
  present: (r) => ({
    id: r.id,
    image: r.image,
    phone_image: r.phoneImage,
    title: r.title,
    subtitle: r.subtitle,
    link: r.link,
    position: r.position,
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
  }),
  cached: true,
};

export const LAUNCHES: RowKind<LaunchValues> = {
  name: 'Launch',
  entity: 'launch',
  table: newLaunches,
  columns: (l) => ({ name: l.name, description: l.description, images: l.images, position: l.position }),
  present: (r) => ({ id: r.id, name: r.name, description: r.description, images: r.images, position: r.position }),
  cached: true,
};

export const TESTIMONIALS: RowKind<TestimonialValues> = {
  name: 'Testimonial',
  entity: 'testimonial',
  table: testimonials,
  columns: (t) => ({
    name: t.name,
    description: t.description,
    rating: t.rating,
    image: t.image,
    position: t.position,
  }),
  present: (r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    rating: r.rating,
    image: r.image,
    position: r.position,
  }),
  cached: false,
};

export const FAQS: RowKind<FaqValues> = {
  name: 'Question',
  entity: 'faq',
  table: faqs,
  // the answer is HTML: sanitised before it is stored (docs/decisions/0020-server-html-is-sanitised.md)
  columns: (f) => ({ question: f.question, answer: sanitizeContentHtml(f.answer), position: f.position }),
  present: (r) => ({ id: r.id, question: r.question, answer: r.answer, position: r.position }),
  cached: false,
};

export const ROW_KINDS = { banners: BANNERS, launches: LAUNCHES, testimonials: TESTIMONIALS, faqs: FAQS } as const;
export type RowKindName = keyof typeof ROW_KINDS;

export async function listRows<V>(deps: Deps, kind: RowKind<V>) {
  const t = kind.table as typeof banners; // any of the four: id and position are what is read here
  const rows = await deps.db.select().from(t).orderBy(asc(t.position), asc(t.id));
  return rows.map((r) => kind.present(r as Record<string, unknown>));
}

async function loadRow(tx: Tx, kind: RowKind<unknown>, id: number) {
  const t = kind.table as typeof banners;
  const [row] = await tx.select().from(t).where(eq(t.id, id)).for('update');
  return row ? kind.present(row as Record<string, unknown>) : null;
}

const afterCommit = (kind: RowKind<unknown>) => {
  if (kind.cached) invalidateCatalogue();
};

/** Adds a row (201 with its id). */
export async function createRow<V>(deps: Deps, actor: Actor, kind: RowKind<V>, input: V) {
  const k = kind as RowKind<unknown>;
  let id = 0;
  const created = await runStaffAction(deps, actor, {
    action: `${kind.entity}.create`,
    permission: 'content',
    entity: { type: kind.entity, id: (r: { id: number }) => r.id },
    load: async (tx) => (id ? loadRow(tx, k, id) : {}),
    refuse: () => null,
    apply: async (tx) => {
      const t = kind.table as typeof banners;
      const [row] = await tx
        .insert(t)
        .values(kind.columns(input) as never)
        .returning({ id: t.id });
      id = row.id;
      return { id: row.id };
    },
  });
  afterCommit(k);
  return created;
}

/** An audited change to one existing row of a kind; the cache is dropped after the commit. */
async function changeRow<V>(
  deps: Deps,
  actor: Actor,
  kind: RowKind<V>,
  id: number,
  verb: 'update' | 'delete',
  apply: (tx: Tx, t: typeof banners) => Promise<unknown>,
) {
  const k = kind as RowKind<unknown>;
  await runStaffAction(deps, actor, {
    action: `${kind.entity}.${verb}`,
    permission: 'content',
    entity: { type: kind.entity, id },
    load: (tx) => loadRow(tx, k, id),
    refuse: () => null,
    apply: (tx) => apply(tx, kind.table as typeof banners),
    missing: `${kind.name} not found`,
  });
  afterCommit(k);
}

export const updateRow = <V>(deps: Deps, actor: Actor, kind: RowKind<V>, id: number, input: V) =>
  changeRow(deps, actor, kind, id, 'update', (tx, t) =>
    tx
      .update(t)
      .set(kind.columns(input) as never)
      .where(eq(t.id, id)),
  );

export const deleteRow = <V>(deps: Deps, actor: Actor, kind: RowKind<V>, id: number) =>
  changeRow(deps, actor, kind, id, 'delete', (tx, t) => tx.delete(t).where(eq(t.id, id)));

/** The categories with their tile picture and order (the home page shows Men and Women). */
export async function listCategoryTiles(deps: Deps) {
  const rows = await deps.db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
  return rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, image: c.image, position: c.position }));
}

export async function updateCategoryTile(
  deps: Deps,
  actor: Actor,
  id: number,
  input: z.output<typeof CategoryTileInput>,
) {
  await runStaffAction(deps, actor, {
    action: 'category.tile',
    permission: 'content',
    entity: { type: 'category', id },
    load: async (tx) => {
      const [c] = await tx
        .select({ image: categories.image, position: categories.position })
        .from(categories)
        .where(eq(categories.id, id))
        .for('update');
      return c ?? null;
    },
    refuse: () => null,
    apply: async (tx) => {
      await tx.update(categories).set({ image: input.image, position: input.position }).where(eq(categories.id, id));
    },
    missing: 'Category not found',
  });
  invalidateCatalogue();
}
