import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { contactMessages, contactReads } from '../db/schema';
import { runStaffAction } from './staff-action';
import type { Actor } from './staff-auth';

export const INBOX_PAGE_SIZE = 25;

/** The contact-us inbox, newest first; unread only on request; the sender's account when one matches. */
export async function inbox(deps: Deps, q: { unread?: boolean; page: number }) {
  // spelled out: drizzle leaves a one-table select list's columns unqualified (customers.ts)
  const read = sql`exists (select 1 from contact_reads r where r.message_id = "contact_messages"."id")`;
  const where = q.unread ? sql`not ${read}` : undefined;
  const { db } = deps;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(contactMessages).where(where);
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(sql`not ${read}`);
  const rows = await db
    .select({
      m: contactMessages,
      read: read.mapWith(Boolean),
      customerId: sql<
        number | null
      >`(select u.id from users u where lower(u.email) = lower("contact_messages"."email") order by u.id limit 1)`,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((q.page - 1) * INBOX_PAGE_SIZE);
  return {
    messages: rows.map(({ m, read: r, customerId }) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phoneNumber,
      subject: m.subject,
      message: m.message,
      at: m.createdAt.toISOString(),
      read: Boolean(r),
      customer_id: customerId,
    })),
    unread: Number(unread),
    total: Number(total),
    page: q.page,
    page_size: INBOX_PAGE_SIZE,
  };
}

/** Marks a message read or unread again (audited like every staff action). */
export const markMessage = (deps: Deps, actor: Actor, id: number, read: boolean) =>
  runStaffAction(deps, actor, {
    action: read ? 'message.read' : 'message.unread',
    permission: 'customers',
    entity: { type: 'message', id },
    load: async (tx) => {
      const [m] = await tx.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
      if (!m) return null;
      const [r] = await tx.select().from(contactReads).where(eq(contactReads.messageId, id));
      return { read: !!r };
    },
    refuse: (s) => (s.read === read ? `This message is already ${read ? 'read' : 'unread'}` : null),
    apply: async (tx, _s, at) => {
      if (read) await tx.insert(contactReads).values({ messageId: id, staffId: actor.staffId, at });
      else await tx.delete(contactReads).where(and(eq(contactReads.messageId, id)));
    },
    missing: 'Message not found',
  });
