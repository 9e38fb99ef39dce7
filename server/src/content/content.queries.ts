import { ContactInput } from '@store/contract/contact';
import { type ContactForm, contactRules, firstError } from '@store/contract/forms';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, contentPages, faqs, testimonials } from '../db/schema';
import { HttpError } from '../http/http-error';
import { parseWith } from '../http/validate';
import { sanitizeContentHtml } from './sanitize';

/** The pages served under /api/general/{slug}; the web app has one route per slug. */
export const CONTENT_SLUGS = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'shipping-policy',
  'return-policy',
  'exchange-policy',
] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export interface ContentPage {
  title: string;
  content: string; // sanitised HTML
}

/** Stores (or replaces) a page; its HTML is sanitised before it reaches the database. */
export async function saveContentPage(db: Db, page: { slug: string; title: string; html: string }): Promise<void> {
  const values = { slug: page.slug, title: page.title.trim(), html: sanitizeContentHtml(page.html) };
  await db
    .insert(contentPages)
    .values(values)
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: { title: values.title, html: values.html, updatedAt: sql`now()` },
    });
}

/** A page as served: sanitised again, in case a row was written by anything but saveContentPage. */
export async function getContentPage(db: Db, slug: string): Promise<ContentPage> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
  if (!row) throw new HttpError('not_found', 'Page not found');
  return { title: row.title, content: sanitizeContentHtml(row.html) };
}

export async function listFaqs(db: Db) {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.position), asc(faqs.id));
  return rows.map((f) => ({ id: f.id, question: f.question, answer: sanitizeContentHtml(f.answer) }));
}

export async function listTestimonials(db: Db) {
  const rows = await db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));
  return rows.map((t) => ({ id: t.id, name: t.name, description: t.description, rating: t.rating, image: t.image }));
}

const FIELDS = ['name', 'email', 'phone_number', 'subject', 'message'] as const;

/**
 * Contact form: the spec's rules in the spec's order (first failure is the one answered),
 * then the length limits. Text is stored trimmed and as typed: HTML in it stays plain text,
 * which every page escapes when it shows it.
 */
export function validateContact(body: unknown): ContactForm {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values = {} as ContactForm;
  for (const field of FIELDS) {
    const v = input[field];
    if (v != null && typeof v !== 'string') {
      throw new HttpError('validation_failed', `${field} must be text`, { [field]: `${field} must be text` });
    }
    values[field] = (v ?? '').trim();
  }
  const error = firstError(values, contactRules);
  if (error) throw new HttpError('validation_failed', error.message, { [error.field]: error.message });
  return parseWith(ContactInput, values);
}

export async function saveContactMessage(db: Db, form: ContactForm): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: form.name,
      email: form.email,
      phoneNumber: form.phone_number,
      subject: form.subject,
      message: form.message,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}
