import { EXCHANGE_WINDOW_MS } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contentPages, faqs, testimonials } from '../db/schema';
import { LIMITS } from '../http/rate-limit';
import { createTestApp, type TestApp } from '../test/test-app';
import { saveContentPage } from './content.queries';
import { seedContent } from './content-seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContent(t.db);
});
afterAll(() => t.close());

const get = async (path: string, headers?: Record<string, string>) => {
  const res = await t.call('GET', path, undefined, headers);
  return { status: res.status, res, body: res.status === 304 ? null : await res.json() };
};

const PAGES = {
  'about-us': 'About Us',
  'terms-and-conditions': 'Terms and Conditions',
  'privacy-policy': 'Privacy Policy',
  'shipping-policy': 'Shipping Policy',
  'return-policy': 'Return Policy',
  'exchange-policy': 'Exchange Policy',
};

describe('about us and the five policies', () => {
  it.each(Object.entries(PAGES))('GET /api/general/%s answers {title, content}', async (slug, title) => {
    const { status, body, res } = await get(`/api/general/${slug}`);
    expect(status).toBe(200);
    expect(Object.keys(body.data).sort()).toEqual(['content', 'title']);
    expect(body.data.title).toBe(title);
    expect(body.data.content).toMatch(/^<(h2|h3|p)>/);
    expect(body.data.content.length).toBeGreaterThan(800);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 when the client holds the current version', async () => {
    const first = await get('/api/general/about-us');
    const again = await get('/api/general/about-us', { 'if-none-match': first.res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('states the exchange window the server enforces, the Lucknow company, GST and the grievance officer', async () => {
    const days = EXCHANGE_WINDOW_MS / 86_400_000;
    expect(days).toBe(3);
    const exchange = (await get('/api/general/exchange-policy')).body.data.content;
    expect(exchange).toContain('3 days');
    expect(exchange).toContain('72 hours');
    const about = (await get('/api/general/about-us')).body.data.content;
    expect(about).toContain('Lucknow, Uttar Pradesh');
    expect(about).toContain('includes GST');
    const terms = (await get('/api/general/terms-and-conditions')).body.data.content;
    expect(terms).toContain('<strong>Ordered</strong>');
    expect(terms).toContain('5-7 working days');
    expect((await get('/api/general/privacy-policy')).body.data.content).toContain('Grievance Officer');
  });

  it('seeding twice leaves one copy of each page, FAQ and testimonial', async () => {
    await seedContent(t.db);
    const count = async (table: typeof faqs | typeof testimonials | typeof contentPages) =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
    expect(await count(contentPages)).toBe(6);
    expect(await count(faqs)).toBeGreaterThanOrEqual(10);
    expect(await count(testimonials)).toBe(5);
  });
});

describe('sanitising stored HTML', () => {
  const hostile = `<h1>Offer</h1><p onclick="steal()">Hello <b>there</b></p>
    <script>alert(document.cookie)</script><style>body{display:none}</style>
    <img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>
    <a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(2)">bad2</a>
    <a href="https://example.in/x" target="_blank" onmouseover="x()">good</a> <a href="/faqs">faq</a>
    <a href="mailto:help@vastra.in">mail</a> <a href="data:text/html,hi">data</a> <a href="//evil.example">proto</a>
    <table><tr><td colspan="2" style="color:red">cell</td></tr></table>`;

  it('removes script, style, event handlers and javascript: links before storing and when serving', async () => {
    await saveContentPage(t.db, { slug: 'shipping-policy', title: 'Shipping Policy', html: hostile });
    const [stored] = await t.db.select().from(contentPages).where(eq(contentPages.slug, 'shipping-policy'));
    for (const html of [stored.html, (await get('/api/general/shipping-policy')).body.data.content]) {
      expect(html).not.toMatch(/<script|<style|<iframe|<img|onerror|onclick|onmouseover|javascript:|data:|style=/i);
      expect(html).not.toContain('alert');
      expect(html).toContain('<h2>Offer</h2>');
      expect(html).toContain('<p>Hello <strong>there</strong></p>');
      expect(html).toContain('<a href="https://example.in/x" rel="noopener">good</a>');
      expect(html).toContain('<a href="/faqs" rel="noopener">faq</a>');
      expect(html).toContain('<a href="mailto:help@vastra.in" rel="noopener">mail</a>');
      expect(html).not.toContain('//evil.example');
      expect(html).toContain('<td colspan="2">cell</td>');
    }
  });

  it('sanitises again when serving a row written around saveContentPage', async () => {
    await t.db
      .update(contentPages)
      .set({ html: '<p>ok</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' })
      .where(eq(contentPages.slug, 'return-policy'));
    const html = (await get('/api/general/return-policy')).body.data.content;
    expect(html).toBe('<p>ok</p><a rel="noopener">x</a>');
    await t.db.insert(faqs).values({ question: 'Hostile?', answer: '<p onclick="x()">No<script>y()</script></p>' });
    const faq = (await get('/api/general/faq')).body.data.find((f: { question: string }) => f.question === 'Hostile?');
    expect(faq.answer).toBe('<p>No</p>');
  });

  it('answers 404 for a page that was never written', async () => {
    await t.db.delete(contentPages).where(eq(contentPages.slug, 'privacy-policy'));
    const { status, body } = await get('/api/general/privacy-policy');
    expect(status).toBe(404);
    expect(body.error).toEqual({ code: 'not_found', message: 'Page not found' });
    await seedContent(t.db);
  });
});

describe('FAQ and testimonials', () => {
  it('GET /api/general/faq answers [{id, question, answer}]', async () => {
    const { status, body } = await get('/api/general/faq');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['answer', 'id', 'question']);
      expect(item.question).toMatch(/\?$/);
      expect(item.answer).toMatch(/^<p>/);
    }
    expect(body.data[0].question).toBe('Are your prices inclusive of GST?');
  });

  it('GET /api/general/testimonials answers five with ratings 4-5 and avatar images', async () => {
    const { status, body } = await get('/api/general/testimonials');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(5);
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['description', 'id', 'image', 'name', 'rating']);
      expect(item.rating).toBeGreaterThanOrEqual(4);
      expect(item.rating).toBeLessThanOrEqual(5);
      expect(item.image).toMatch(/^\/images\/a\/[A-Z]{1,3}-[0-9a-f]{6}$/);
    }
  });
});

describe('POST /api/general/contact-us', () => {
  const valid = {
    name: '  Meera Nair ',
    email: 'meera@example.in',
    phone_number: '9876543210',
    subject: 'Size query',
    message: 'Is the <b>kurta</b> available in XXL?',
  };
  const post = async (body: unknown) => {
    const res = await t.call('POST', '/api/general/contact-us', body);
    return { status: res.status, body: await res.json() };
  };

  it.each([
    ['name', { ...valid, name: '   ' }, MSG.nameRequired],
    ['email', { ...valid, name: '', email: '' }, MSG.nameRequired],
    ['email', { ...valid, email: '' }, MSG.emailRequired],
    ['email', { ...valid, email: 'not-an-email', phone_number: '' }, 'Enter a valid email address'],
    ['phone_number', { ...valid, phone_number: '' }, MSG.phoneRequired],
    ['phone_number', { ...valid, phone_number: '98765', subject: '' }, MSG.contactPhoneDigits],
    ['phone_number', { ...valid, phone_number: '98765abcde' }, MSG.contactPhoneDigits],
    ['subject', { ...valid, subject: '', message: '' }, MSG.subjectRequired],
    ['message', { ...valid, message: ' ' }, MSG.messageRequired],
  ])('reports the first failure in spec order (%s: %s)', async (_f, body, message) => {
    const field = Object.entries({
      [MSG.nameRequired]: 'name',
      [MSG.emailRequired]: 'email',
      'Enter a valid email address': 'email',
      [MSG.phoneRequired]: 'phone_number',
      [MSG.contactPhoneDigits]: 'phone_number',
      [MSG.subjectRequired]: 'subject',
      [MSG.messageRequired]: 'message',
    }).find(([m]) => m === message)![1];
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'validation_failed', message, fields: { [field]: message } });
  });

  it('answers the spec messages for an empty body, and 400 for non-text fields and over-long text', async () => {
    expect((await post({})).body.error.message).toBe('Name is required');
    expect((await post('not json')).status).toBe(400);
    const typed = await post({ ...valid, phone_number: 9876543210 });
    expect(typed.status).toBe(400);
    expect(typed.body.error.fields).toHaveProperty('phone_number');
    const long = await post({ ...valid, subject: 's'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('subject');
  });

  it('stores the message trimmed, HTML kept as plain text, and answers 201 {data: {id}}', async () => {
    const { status, body } = await post(valid);
    expect(status).toBe(201);
    expect(body.data.id).toEqual(expect.any(Number));
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, body.data.id));
    expect(row).toMatchObject({
      name: 'Meera Nair',
      email: 'meera@example.in',
      phoneNumber: '9876543210',
      subject: 'Size query',
      message: 'Is the <b>kurta</b> available in XXL?',
    });
  });
});

describe('POST /api/general/contact-us is rate-limited', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => p.close());
  const form = (email: string) => ({
    name: 'Meera',
    email,
    phone_number: '9876543210',
    subject: 'Size',
    message: 'Is XXL in stock?',
  });
  const post = (email: string, ip: string) =>
    p.call('POST', '/api/general/contact-us', form(email), { 'x-forwarded-for': ip });

  it('per address: past the limit 429 with Retry-After (invalid posts count too); another address is served', async () => {
    for (let i = 0; i < LIMITS.contactIp.max; i++) {
      const res = i % 2 ? await post(`m${i}@example.in`, '203.0.113.20') : await post('not-an-email', '203.0.113.20');
      expect(res.status).toBe(i % 2 ? 201 : 400);
    }
    const refused = await post('late@example.in', '203.0.113.20');
    expect(refused.status).toBe(429);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: 'rate_limited', message: 'Too many messages. Please try again later.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(55 * 60);
    expect((await post('late@example.in', '203.0.113.21')).status).toBe(201);
  });

  it('per email, whatever the address or case', async () => {
    for (let i = 0; i < LIMITS.contactEmail.max; i++)
      expect((await post('Same@Example.in', `198.51.100.${i}`)).status).toBe(201);
    expect((await post('same@example.in', '198.51.100.200')).status).toBe(429);
  });
});
