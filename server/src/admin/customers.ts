import { toRupees } from '@store/contract/money';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { addresses, contactMessages, customerBlocks, orders, products, reviews, sessions, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { presentOrders } from './orders-board';
import { runStaffAction } from './staff-action';
import type { Actor } from './staff-auth';

export const CUSTOMERS_PAGE_SIZE = 25;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Shoppers newest first, found by name, e-mail or mobile; with their order count and spend. */
// Drizzle writes the columns of a one-table select list unqualified ("id"), which inside a
// subquery would name the subquery's own column: the correlated subqueries below spell names out.
export async function listCustomers(deps: Deps, q: { q?: string; page: number }) {
  const term = q.q?.trim();
  const digits = term?.replace(/[\s+-]/g, '').replace(/^(?:91|0)(?=\d{10}$)/, '');
  const where = !term
    ? undefined
    : digits && /^\d{10}$/.test(digits)
      ? eq(users.phoneNumber, digits)
      : sql`(${users.name} ilike ${like(term)} or ${users.email} ilike ${like(term)})`;
  const { db } = deps;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phoneNumber,
      guest: users.guest,
      created_at: users.createdAt,
      blocked: sql<boolean>`exists (select 1 from customer_blocks b where b.user_id = "users"."id")`,
      orders: sql<number>`(select count(*)::int from orders o where o.user_id = "users"."id" and o.status = 'placed')`,
      spent: sql<number>`(select coalesce(sum(o.total_paise), 0)::bigint from orders o where o.user_id = "users"."id" and o.status = 'placed')`,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .limit(CUSTOMERS_PAGE_SIZE)
    .offset((q.page - 1) * CUSTOMERS_PAGE_SIZE);
  return {
    customers: rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      orders: Number(r.orders),
      spent: toRupees(Number(r.spent)),
    })),
    page: q.page,
    page_size: CUSTOMERS_PAGE_SIZE,
    total: Number(total),
  };
}

/** One shopper: orders, saved addresses, reviews, contact messages (by their e-mail), the block. */
export async function customerDetail(deps: Deps, id: number) {
  const { db } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new HttpError('not_found', 'Customer not found');
  const who = { name: user.name, email: user.email, phone: user.phoneNumber };
  const [os, addr, revs, msgs, [block]] = await Promise.all([
    db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.id)).limit(50),
    db.select().from(addresses).where(eq(addresses.userId, id)),
    db
      .select({
        id: reviews.id,
        product: products.name,
        rating: reviews.rating,
        title: reviews.title,
        comment: reviews.comment,
        at: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(eq(reviews.userId, id))
      .orderBy(desc(reviews.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = lower(${user.email})`)
      .orderBy(desc(contactMessages.createdAt))
      .limit(50),
    db.select().from(customerBlocks).where(eq(customerBlocks.userId, id)),
  ]);
  return {
    id: user.id,
    ...who,
    guest: user.guest,
    created_at: user.createdAt.toISOString(),
    blocked: block ? { reason: block.reason, at: block.at.toISOString() } : null,
    orders: await presentOrders(
      db,
      os.map((order) => ({ order, user: who })),
      deps.now(),
    ),
    addresses: addr.map((a) => ({
      id: a.id,
      name: a.name,
      phone_number: a.phoneNumber,
      line: [a.addressLine1, a.addressLine2, a.city, a.state, a.pinCode].filter(Boolean).join(', '),
    })),
    reviews: revs.map((r) => ({ ...r, at: r.at.toISOString() })),
    messages: msgs.map((m) => ({ id: m.id, subject: m.subject, message: m.message, at: m.createdAt.toISOString() })),
  };
}

const blockState = async (tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], id: number) => {
  const [u] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, id)).for('update');
  if (!u) return null;
  const [b] = await tx.select().from(customerBlocks).where(eq(customerBlocks.userId, id));
  const [{ live }] = await tx
    .select({ live: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
  return { email: u.email, blocked: b ? { reason: b.reason } : null, live_sessions: Number(live) };
};

/** Blocked: their sessions end now and no new one is made (accounts/sessions.ts), with the reason. */
export const blockCustomer = (deps: Deps, actor: Actor, id: number, reason: string) =>
  runStaffAction(deps, actor, {
    action: 'customer.block',
    permission: 'customers',
    entity: { type: 'customer', id },
    load: (tx) => blockState(tx, id),
    refuse: (s) => (s.blocked ? 'This customer is already blocked' : null),
    apply: async (tx, _s, at) => {
      await tx.insert(customerBlocks).values({ userId: id, reason, staffId: actor.staffId, at });
      await tx
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    },
    missing: 'Customer not found',
  });

export const unblockCustomer = (deps: Deps, actor: Actor, id: number) =>
  runStaffAction(deps, actor, {
    action: 'customer.unblock',
    permission: 'customers',
    entity: { type: 'customer', id },
    load: (tx) => blockState(tx, id),
    refuse: (s) => (s.blocked ? null : 'This customer is not blocked'),
    apply: async (tx) => {
      await tx.delete(customerBlocks).where(eq(customerBlocks.userId, id));
    },
    missing: 'Customer not found',
  });
