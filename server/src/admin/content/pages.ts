import { asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import { CONTENT_SLUGS, type ContentSlug } from '../../content/content.queries';
import { sanitizeContentHtml } from '../../content/sanitize';
import { contentPages } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { announcement, forgetSettings, writeSetting } from '../../settings/shop-settings';
import { runStaffAction } from '../staff-action';
import type { Actor } from '../staff-auth';

// About us and the five policies, and the announcement bar. The HTML is sanitised before it is
// stored and again when served (docs/decisions/0020-server-html-is-sanitised.md); the pages read
// the table on every request, so an edit shows at once.

export const slugParam = (slug: string): ContentSlug => {
  if (!(CONTENT_SLUGS as readonly string[]).includes(slug)) throw new HttpError('not_found', 'Page not found');
  return slug as ContentSlug;
};

export async function listPages(deps: Deps) {
  const rows = await deps.db
    .select({ slug: contentPages.slug, title: contentPages.title, updated_at: contentPages.updatedAt })
    .from(contentPages)
    .orderBy(asc(contentPages.slug));
  return CONTENT_SLUGS.map((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return { slug, title: row?.title ?? '', updated_at: row?.updated_at.toISOString() ?? null };
  });
}

export async function pageForEditing(deps: Deps, slug: ContentSlug) {
  const [row] = await deps.db.select().from(contentPages).where(eq(contentPages.slug, slug));
  return { slug, title: row?.title ?? '', html: row ? sanitizeContentHtml(row.html) : '' };
}

/** Saves a page as the server will serve it; answers the kept (sanitised) HTML so the editor shows it. */
export async function savePage(deps: Deps, actor: Actor, slug: ContentSlug, input: { title: string; html: string }) {
  const html = sanitizeContentHtml(input.html);
  if (!html) throw new HttpError('validation_failed', 'Text is required', { html: 'Text is required' });
  await runStaffAction(deps, actor, {
    action: 'page.save',
    permission: 'content',
    entity: { type: 'page', id: CONTENT_SLUGS.indexOf(slug) + 1 },
    load: async (tx) => {
      const [row] = await tx
        .select({ title: contentPages.title, html: contentPages.html })
        .from(contentPages)
        .where(eq(contentPages.slug, slug))
        .for('update');
      return { slug, title: row?.title ?? null, html: row?.html ?? null };
    },
    refuse: () => null,
    apply: async (tx, _s, at) => {
      await tx
        .insert(contentPages)
        .values({ slug, title: input.title, html, updatedAt: at })
        .onConflictDoUpdate({
          target: contentPages.slug,
          set: { title: input.title, html, updatedAt: sql`excluded.updated_at` },
        });
    },
  });
  return { slug, title: input.title, html };
}

export async function setAnnouncement(deps: Deps, actor: Actor, text: string) {
  await runStaffAction(deps, actor, {
    action: 'setting.announcement',
    permission: 'content',
    entity: { type: 'setting', id: 2 }, // SETTING_KEYS.indexOf('announcement') + 1
    load: async (tx) => ({ text: await announcement(tx, { fresh: true }) }),
    refuse: () => null,
    apply: (tx, _s, at) => writeSetting(tx, 'announcement', { text }, actor.staffId, at),
  });
  forgetSettings();
  return { text };
}
