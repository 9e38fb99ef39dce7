import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { sendCachedJson } from '../http/http-cache';
import { clientIp, consume, LIMITS } from '../http/rate-limit';
import { readJson } from '../http/validate';
import { shopFace } from '../settings/shop-settings';
import {
  CONTENT_SLUGS,
  getContentPage,
  listFaqs,
  listTestimonials,
  saveContactMessage,
  validateContact,
} from './content.queries';

export const contentRoutes = new Hono<AppEnv>();

// GET /api/general/{about-us|terms-and-conditions|privacy-policy|...} -> {data: {title, content}}
for (const slug of CONTENT_SLUGS) {
  contentRoutes.get(`/general/${slug}`, async (c) =>
    sendCachedJson(c, { data: await getContentPage(c.var.deps.db, slug) }),
  );
}

// The announcement bar and the shop's details every page's layout shows (the owner's settings).
// Browsers revalidate every time (a cheap 304): an edit shows on the next page.
contentRoutes.get('/general/shop', async (c) =>
  sendCachedJson(c, { data: await shopFace(c.var.deps.db) }, { cacheControl: 'public, no-cache' }),
);

contentRoutes.get('/general/faq', async (c) => sendCachedJson(c, { data: await listFaqs(c.var.deps.db) }));

contentRoutes.get('/general/testimonials', async (c) =>
  sendCachedJson(c, { data: await listTestimonials(c.var.deps.db) }),
);

const TOO_MANY_MESSAGES = 'Too many messages. Please try again later.';

// Every message lands in the shop's inbox: counted per address before anything is read (junk
// included), and per sender's email once the form is valid.
contentRoutes.post('/general/contact-us', async (c) => {
  await consume(c.var.deps, LIMITS.contactIp, clientIp(c), TOO_MANY_MESSAGES);
  const form = validateContact(await readJson(c));
  await consume(c.var.deps, LIMITS.contactEmail, form.email, TOO_MANY_MESSAGES);
  const id = await saveContactMessage(c.var.deps.db, form);
  return c.json({ data: { id } }, 201);
});
