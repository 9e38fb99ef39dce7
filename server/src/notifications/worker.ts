import { orderNumber } from '@store/contract/orders';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { notifications } from '../db/schema';
import { publicOrigin } from '../http/public-origin';
import { describeError, maskEmail, maskPersonal, maskPhone } from '../log';
import { shopIdentity } from '../settings/shop-settings';
import { smsProviderFor } from '../sms/sms-provider';
import type { NotificationEvent } from './events';
import { invoiceAttachment } from './invoice-attachment';
import { type Mailer, mailerFor } from './mailer';
import { renderMessage } from './templates';

type Row = typeof notifications.$inferSelect;

/** Waits before the 2nd, 3rd, ... attempt; after the last one fails the message is given up (failed). */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
export const MAX_ATTEMPTS = BACKOFF_MS.length + 1;
/** One send may take this long, then it counts as failed (and the worker moves on). */
export const SEND_TIMEOUT_MS = 20_000;
/**
 * A claimed row belongs to its worker this long: well past a send's timeout, so a live worker
 * never loses it, while a row whose worker died is claimed again afterwards.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH = 10;

export interface WorkerOptions {
  batch?: number;
  sendTimeoutMs?: number;
  /** defaults: mailerFor(deps) and the configured SMS provider */
  mailer?: Mailer | null;
}

export interface RunResult {
  sent: number;
  retrying: number;
  failed: number;
  skipped: number;
}

export interface NotificationWorker {
  /** claims and sends every due message (batch by batch); what tests and each tick call */
  runOnce(): Promise<RunResult>;
  /** runs every NOTIFY_POLL_MS until stopped */
  start(): void;
  /** waits for the messages in flight, then closes the mail connection */
  stop(): Promise<void>;
}

const masked = (r: Pick<Row, 'channel' | 'recipient'>) =>
  r.channel === 'email' ? maskEmail(r.recipient) : maskPhone(r.recipient);

/** A short, masked account of a provider's refusal, for the row and the log. */
const errorWords = (err: unknown) =>
  maskPersonal(err instanceof Error ? `${err.name}: ${err.message}` : String(err))
    .replace(/\s+/g, ' ')
    .slice(0, 300);

async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new Error(`no answer within ${ms} ms`);
      err.name = 'TimeoutError';
      controller.abort(err);
      reject(err);
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends the outbox (enqueue.ts). Each step is its own short transaction: claim due rows with
 * FOR UPDATE SKIP LOCKED (another copy of the store skips them) and lease them, send outside
 * any transaction with a timeout, then record the outcome if the lease is still ours. Requests
 * only ever insert rows, so no provider can fail or slow an order.
 */
export function createNotificationWorker(deps: Deps, opts: WorkerOptions = {}): NotificationWorker {
  const mailer = opts.mailer === undefined ? mailerFor(deps) : opts.mailer;
  const batch = opts.batch ?? BATCH;
  const sendTimeoutMs = opts.sendTimeoutMs ?? SEND_TIMEOUT_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;

  const claim = () =>
    deps.db.transaction(async (tx) => {
      const now = deps.now();
      const due = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(inArray(notifications.state, ['pending', 'sending']), lte(notifications.nextAttemptAt, now)))
        .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(notifications)
        .set({
          state: 'sending',
          attempts: sql`${notifications.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
        })
        .where(
          inArray(
            notifications.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });

  /** Records the outcome only while the row is still this claim's (same attempt, still sending). */
  const settle = (row: Row, set: Partial<typeof notifications.$inferInsert>) =>
    deps.db
      .update(notifications)
      .set(set)
      .where(
        and(eq(notifications.id, row.id), eq(notifications.state, 'sending'), eq(notifications.attempts, row.attempts)),
      );

  async function send(row: Row): Promise<'sent' | 'skipped'> {
    const origin = publicOrigin(deps.env);
    const shop = await shopIdentity(deps.db);
    const message = renderMessage(row.event as NotificationEvent, row.payload, { orderId: row.orderId, origin, shop });
    if (row.channel === 'sms') {
      await withTimeout(sendTimeoutMs, () => smsProviderFor(deps, shop).send(row.recipient, message.sms));
      return 'sent';
    }
    if (!mailer) return 'skipped'; // production without SMTP_URL: texts only
    const attachments =
      row.event === 'order_placed' || row.event === 'order_paid' ? await invoiceAttachment(deps.db, row.orderId) : [];
    await withTimeout(sendTimeoutMs, (signal) =>
      mailer.send(
        {
          to: row.recipient,
          messageId: `<${orderNumber(row.orderId)}.${row.event}.${row.id}@${new URL(origin).hostname}>`,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments,
        },
        signal,
      ),
    );
    return 'sent';
  }

  async function deliver(row: Row): Promise<keyof RunResult> {
    const what = `${row.channel} #${row.id} (${row.event}, order ${orderNumber(row.orderId)}) to ${masked(row)}`;
    try {
      const outcome = await send(row);
      await settle(row, { state: outcome, sentAt: outcome === 'sent' ? deps.now() : null, lastError: null });
      return outcome;
    } catch (err) {
      const words = errorWords(err);
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      const wait = BACKOFF_MS[Math.min(row.attempts, BACKOFF_MS.length) - 1];
      await settle(row, {
        state: giveUp ? 'failed' : 'pending',
        nextAttemptAt: giveUp ? row.nextAttemptAt : new Date(deps.now().getTime() + wait),
        lastError: words,
      }).catch((e) => console.error(`[notify] recording ${what} failed: ${describeError(e)}`));
      console.warn(
        `[notify] ${what}: attempt ${row.attempts}/${MAX_ATTEMPTS} failed, ${giveUp ? 'given up' : `retry in ${Math.round(wait / 60_000)} min`}: ${words}`,
      );
      return giveUp ? 'failed' : 'retrying';
    }
  }

  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
    for (let round = 0; round < 100 && !stopped; round++) {
      const rows = await claim();
      if (rows.length === 0) break;
      for (const outcome of await Promise.all(rows.map(deliver))) result[outcome]++;
    }
    return result;
  }

  const tick = () => {
    running = runOnce()
      .catch((err) => console.error(`[notify] sending stopped: ${describeError(err)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.env.NOTIFY_POLL_MS).unref();
      });
  };

  return {
    runOnce,
    start: () => {
      if (!stopped && !timer) timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      mailer?.close();
    },
  };
}
