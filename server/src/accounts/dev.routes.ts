import { normalizeIndianMobile, type OutboxMessage } from '@store/contract/accounts';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { mailOutbox, smsOutbox } from '../db/schema';
import { badRequest } from '../http/http-error';

/** Development-only routes; app.ts mounts them only outside production (docs/decisions/0003-operating-contract.md). */
export const devRoutes = new Hono<AppEnv>();

/** The development SMS provider's messages to one phone, newest first, so people and tests can read codes. */
devRoutes.get('/dev/outbox', async (c) => {
  const phone = normalizeIndianMobile(c.req.query('phone') ?? '');
  if (!phone) throw badRequest('Enter a valid Indian mobile number', { phone: 'Enter a valid Indian mobile number' });
  const rows = await c.var.deps.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phoneNumber, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(20);
  const data: OutboxMessage[] = rows.map((r) => ({
    id: r.id,
    phone_number: r.phoneNumber,
    message: r.body,
    created_at: r.createdAt.toISOString(),
  }));
  return c.json({ data });
});

/** The development mailer's e-mails to one address, newest first (notifications/mailer.ts). */
devRoutes.get('/dev/mail', async (c) => {
  const email = (c.req.query('email') ?? '').trim().toLowerCase();
  if (!/^[^\s@]{1,64}@[^\s@]{1,255}$/.test(email))
    throw badRequest('Enter a valid e-mail address', { email: 'Enter a valid e-mail address' });
  const rows = await c.var.deps.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, email))
    .orderBy(desc(mailOutbox.id))
    .limit(20);
  const data = rows.map((r) => ({
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments,
    created_at: r.createdAt.toISOString(),
  }));
  return c.json({ data });
});
