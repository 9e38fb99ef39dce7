import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { faqs, testimonials } from '../db/schema';
import { saveContentPage } from './content.queries';
import { sanitizeContentHtml } from './sanitize';
import { SEED_FAQS, SEED_TESTIMONIALS } from './seed-faqs';
import { SEED_PAGES } from './seed-pages';

/**
 * About us, the five policies, the FAQ and the home page testimonials. Idempotent: pages are
 * upserted by slug, FAQ items by question and testimonials by name, so a second run (or a
 * run after the texts were edited here) leaves exactly one current copy of each.
 */
export async function seedContent(db: Db): Promise<void> {
  for (const page of SEED_PAGES) await saveContentPage(db, page);

  for (const [position, item] of SEED_FAQS.entries()) {
    const values = { question: item.question, answer: sanitizeContentHtml(item.answer), position };
    const updated = await db
      .update(faqs)
      .set(values)
      .where(eq(faqs.question, item.question))
      .returning({ id: faqs.id });
    if (updated.length === 0) await db.insert(faqs).values(values);
  }

  for (const [position, item] of SEED_TESTIMONIALS.entries()) {
    const values = { ...item, position };
    const updated = await db
      .update(testimonials)
      .set(values)
      .where(eq(testimonials.name, item.name))
      .returning({ id: testimonials.id });
    if (updated.length === 0) await db.insert(testimonials).values(values);
  }
}
