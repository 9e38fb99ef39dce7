import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orderNumber } from '@store/contract/orders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, orderLines, smsOutbox, taxDocuments } from '../db/schema';
import { pdfText } from '../invoices/pdf-text';
import { codOrder, messagesOf, move, OPERATOR_TOKEN } from '../test/notification-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { type SmtpSink, startSmtpSink } from './smtp-sink';
import { BACKOFF_MS, createNotificationWorker, MAX_ATTEMPTS } from './worker';

// The worker against a real SMTP server on a local port (smtp-server) and the SMS provider.

const ORIGIN = 'https://shop.example.in';
let t: TestApp;
let sink: SmtpSink;
let offset = 0; // the store's clock runs `offset` ms ahead: retries become due without waiting
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ OPERATOR_TOKEN, SMTP_URL: sink.url, PUBLIC_URL: ORIGIN });
  t.deps.now = () => new Date(Date.now() + offset);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const mailsTo = (email: string) => sink.messages.filter((m) => m.to && 'text' in m.to && m.to.text === email);
const smsTo = (phone: string) => t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone));

describe('notification worker', () => {
  it('e-mails the placed COD order over SMTP with its link and GST invoice, and texts it', async () => {
    const { s, orderId } = await codOrder(t, { name: 'Kurta <b>"Rose" & Gold</b>', price: 1800 });
    const worker = createNotificationWorker(t.deps);
    expect(await worker.runOnce()).toMatchObject({ sent: 2, retrying: 0 });
    await worker.stop();

    const number = orderNumber(orderId);
    const link = `${ORIGIN}/profile/orders/${number}`;
    const [mail] = mailsTo(s.user.email);
    expect(mail.subject).toBe(`Vastra: Your order ${number} is placed`);
    expect(mail.from?.text).toBe('"Vastra" <support@vastra.in>');
    expect(mail.text).toContain(`Order ${number}`);
    expect(mail.text).toContain(`See your order: ${link}`);
    expect(mail.text).toContain('Kurta <b>"Rose" & Gold</b> (');
    expect(mail.text).toContain('Order total: ₹1,800.00 (Cash On Delivery)');
    expect(mail.html).toContain(`<a href="${link}">`);
    expect(mail.html).toContain('Kurta &lt;b&gt;&quot;Rose&quot; &amp; Gold&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>"Rose"');
    expect(mail.messageId).toMatch(new RegExp(`^<${number}\\.order_placed\\.\\d+@shop\\.example\\.in>$`));

    const [invoice] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toBe(`${invoice.number.replace(/\//g, '-')}.pdf`);
    const { text } = await pdfText(pdf.content);
    expect(text).toContain(invoice.number);
    expect(text).toContain(number);

    const [sms] = await smsTo(s.user.phoneNumber);
    expect(sms.body).toBe(`Vastra: your order ${number} is placed (Cash On Delivery). ${link}`);
    const rows = await messagesOf(t, orderId);
    expect(rows.map((r) => [r.channel, r.state, r.attempts, r.lastError])).toEqual([
      ['email', 'sent', 1, null],
      ['sms', 'sent', 1, null],
    ]);
    expect(rows.every((r) => r.sentAt)).toBe(true);
  });

  it('the shipped message names the courier and tracking number', async () => {
    const { s, orderId, lineIds } = await codOrder(t);
    await t.db
      .update(orderLines)
      .set({ courier: 'Blue Dart', trackingNumber: 'BD-77123456' })
      .where(eq(orderLines.id, lineIds[0]));
    expect((await move(t, lineIds[0], 'Shipped')).status).toBe(200);
    await createNotificationWorker(t.deps).runOnce();
    const shipped = mailsTo(s.user.email).find((m) => m.subject?.includes('has shipped'));
    expect(shipped?.text).toContain('Courier: Blue Dart, tracking number BD-77123456');
    expect(shipped?.attachments).toEqual([]);
    const texts = (await smsTo(s.user.phoneNumber)).map((r) => r.body);
    expect(texts).toContain(
      `Vastra: items of your order ${orderNumber(orderId)} have shipped. Blue Dart tracking BD-77123456. ${ORIGIN}/profile/orders/${orderNumber(orderId)}`,
    );
  });

  it('a refusing mail server: the order is placed at once, the e-mail is retried with backoff, then given up', async () => {
    sink.mode = 'reject';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const started = Date.now();
      const { s, orderId } = await codOrder(t);
      expect(Date.now() - started).toBeLessThan(3000); // createProduct and the user included
      const worker = createNotificationWorker(t.deps);
      expect(await worker.runOnce()).toMatchObject({ sent: 1, retrying: 1 });
      const email = async () => (await messagesOf(t, orderId)).find((m) => m.channel === 'email')!;
      let row = await email();
      expect(row).toMatchObject({ state: 'pending', attempts: 1 });
      expect(row.lastError).toContain('451');
      expect(row.nextAttemptAt.getTime() - t.deps.now().getTime()).toBeGreaterThan(BACKOFF_MS[0] - 5000);
      expect(await worker.runOnce()).toMatchObject({ sent: 0, retrying: 0 }); // not due yet
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        offset += BACKOFF_MS[attempt - 2] + 1000;
        await worker.runOnce();
        row = await email();
        expect(row.attempts).toBe(attempt);
      }
      expect(row.state).toBe('failed');
      offset += 24 * 3600_000;
      expect(await worker.runOnce()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });
      // the log said what failed, never to whom
      const logged = warn.mock.calls.map((c) => String(c[0])).join('\n');
      expect(logged).toContain(orderNumber(orderId));
      expect(logged).not.toContain(s.user.email);
      expect(logged).not.toContain(s.user.phoneNumber);
    } finally {
      warn.mockRestore();
      sink.mode = 'accept';
    }
  });

  it('a mail server that never answers: the send times out and the worker moves on', async () => {
    sink.mode = 'hang';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { orderId } = await codOrder(t);
      const worker = createNotificationWorker(t.deps, { sendTimeoutMs: 700 });
      const started = Date.now();
      expect(await worker.runOnce()).toMatchObject({ sent: 1, retrying: 1 });
      expect(Date.now() - started).toBeLessThan(5000);
      const email = (await messagesOf(t, orderId)).find((m) => m.channel === 'email')!;
      expect(email).toMatchObject({ state: 'pending', attempts: 1 });
      expect(email.lastError).toMatch(/TimeoutError|abort/i);
      sink.mode = 'accept';
      offset += BACKOFF_MS[0] + 1000;
      expect(await worker.runOnce()).toMatchObject({ sent: 1 });
      await worker.stop();
    } finally {
      warn.mockRestore();
      sink.mode = 'accept';
    }
  });

  it('two workers racing over the same outbox send each message once', { timeout: 60_000 }, async () => {
    offset += 24 * 3600_000; // past every earlier test's retries, so only this test's rows count
    await t.db.update(notifications).set({ state: 'failed' }).where(eq(notifications.state, 'pending'));
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push(await codOrder(t));
    const before = sink.messages.length;
    sink.delayMs = 25; // each accepted e-mail takes a moment: the workers overlap
    try {
      const a = createNotificationWorker(t.deps, { batch: 3 });
      const b = createNotificationWorker(t.deps, { batch: 3 });
      const results = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      const sent = results.reduce((n, r) => n + r.sent, 0);
      expect(sent).toBe(24);
      if (t.database.kind === 'postgres') expect(results[0].sent + results[2].sent).toBeGreaterThan(0);
      if (t.database.kind === 'postgres') expect(results[1].sent + results[3].sent).toBeGreaterThan(0);
    } finally {
      sink.delayMs = 0;
    }
    const mails = sink.messages.slice(before);
    expect(mails).toHaveLength(12);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(12);
    for (const o of orders) {
      const rows = await messagesOf(t, o.orderId);
      expect(rows.map((r) => [r.state, r.attempts])).toEqual([
        ['sent', 1],
        ['sent', 1],
      ]);
      expect(await smsTo(o.s.user.phoneNumber)).toHaveLength(1);
    }
  });

  it('without a mailer (production without SMTP_URL) e-mails are skipped and texts still go', async () => {
    const { orderId } = await codOrder(t);
    expect(await createNotificationWorker(t.deps, { mailer: null }).runOnce()).toMatchObject({ sent: 1, skipped: 1 });
    const rows = await messagesOf(t, orderId);
    expect(rows.map((r) => [r.channel, r.state])).toEqual([
      ['email', 'skipped'],
      ['sms', 'sent'],
    ]);
  });
});

describe('without SMTP_URL, with an SMS gateway that hangs', () => {
  let dev: TestApp;
  let gateway: Server;
  beforeAll(async () => {
    gateway = createServer(() => {}); // takes the request, never answers
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    dev = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, NOTIFY_POLL_MS: '100' });
  });
  afterAll(async () => {
    gateway.closeAllConnections();
    await new Promise((r) => gateway.close(r));
    await dev.close();
  });

  it('the order answers at once; the started worker keeps the e-mail at /api/dev/mail and retries the text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const started = Date.now();
      const { s, orderId } = await codOrder(dev);
      expect(Date.now() - started).toBeLessThan(3000);
      const worker = createNotificationWorker(dev.deps, { sendTimeoutMs: 500 });
      worker.start();
      const settled = async () =>
        (await messagesOf(dev, orderId)).every((r) => r.state === 'sent' || r.lastError !== null);
      for (let i = 0; i < 100 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 100));
      await worker.stop();
      const rows = await messagesOf(dev, orderId);
      expect(rows.map((r) => [r.channel, r.state])).toEqual([
        ['email', 'sent'],
        ['sms', 'pending'],
      ]);
      expect(rows[1].lastError).toMatch(/TimeoutError|abort/i);

      const res = await dev.call('GET', `/api/dev/mail?email=${encodeURIComponent(s.user.email)}`);
      expect(res.status).toBe(200);
      const [mail] = (await res.json()).data;
      expect(mail.subject).toBe(`Vastra: Your order ${orderNumber(orderId)} is placed`);
      expect(mail.text).toContain(`/profile/orders/${orderNumber(orderId)}`);
      expect(mail.attachments).toEqual([expect.stringMatching(/^VAS-\d\d-\d\d-\d{6}\.pdf$/)]);
      expect((await dev.call('GET', '/api/dev/mail?email=nobody')).status).toBe(400);
    } finally {
      warn.mockRestore();
    }
  });
});
