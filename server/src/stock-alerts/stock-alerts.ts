import { normalizeIndianMobile } from '@store/contract/accounts';
import { backInStockSms, STOCK_ALERT_MSG as MSG } from '@store/contract/stock-alert-messages';
import {
  STOCK_ALERT_PHONE_INVALID,
  STOCK_ALERT_PHONE_REQUIRED,
  type StockAlertRequest,
} from '@store/contract/stock-alerts';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Deps, SessionUser } from '../app-env';
import { categories, productColors, products, skus, stockAlerts, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { publicOrigin } from '../http/public-origin';
import { consume, LIMITS } from '../http/rate-limit';
import { describeError } from '../log';
import { sendShopSms } from '../sms/sms-provider';

/** Failed sends of one alert before the sender gives up on it. */
export const STOCK_ALERT_MAX_ATTEMPTS = 5;

/**
 * Records "Notify me" for a sold-out colour and size: for the logged-in shopper (their account's
 * phone), or else for the phone number given. One alert per shopper and SKU: asking again while
 * it waits changes nothing (false); asking after it was sent arms it again. A SKU in stock is
 * refused (409), since nothing would ever be sent.
 */
export async function requestStockAlert(
  deps: Deps,
  input: StockAlertRequest,
  user: SessionUser | undefined,
  ip: string,
): Promise<boolean> {
  let phone: string | null = null;
  if (!user) {
    const raw = input.phone_number?.trim() ?? '';
    if (!raw) throw fieldError(STOCK_ALERT_PHONE_REQUIRED);
    phone = normalizeIndianMobile(raw);
    if (!phone) throw fieldError(STOCK_ALERT_PHONE_INVALID);
  }
  const subject = user ? `u:${user.id}` : `p:${phone}`;
  await consume(deps, LIMITS.stockAlertIp, ip, MSG.tooMany);
  await consume(deps, LIMITS.stockAlertSubject, subject, MSG.tooMany);

  const [sku] = await deps.db
    .select({ id: skus.id, stock: skus.stock })
    .from(skus)
    .where(and(eq(skus.productId, input.product_id), eq(skus.colorId, input.color_id), eq(skus.size, input.size)))
    .limit(1);
  if (!sku) throw new HttpError('not_found', MSG.notFound, { size: MSG.notFound });
  if (sku.stock > 0) throw new HttpError('conflict', MSG.inStock, { size: MSG.inStock });

  const [row] = await deps.db
    .insert(stockAlerts)
    .values({ skuId: sku.id, userId: user?.id ?? null, phone, subject, createdAt: deps.now() })
    .onConflictDoUpdate({
      target: [stockAlerts.skuId, stockAlerts.subject],
      // Only a sent alert is armed again; one still waiting is left as it is.
      set: { notifiedAt: null, attempts: 0, createdAt: deps.now() },
      setWhere: sql`${stockAlerts.notifiedAt} is not null`,
    })
    .returning({ id: stockAlerts.id });
  return !!row;
}

const fieldError = (message: string) => new HttpError('validation_failed', message, { phone_number: message });

interface Claimed {
  id: number;
  phone: string | null;
  userPhone: string | null;
  product: string;
  productId: number;
  productSlug: string;
  categorySlug: string;
  color: string;
  colorId: number;
  size: string;
}

/**
 * The sender: claims alerts whose SKU has stock again, whatever gave it back (a cancelled line or
 * an expired order in orders/stock.ts, an operator), marks them sent in the same statement's
 * transaction (FOR UPDATE SKIP LOCKED, so two copies of the store never claim one alert) and
 * sends each one message. A failed send un-claims its alert for the next run, up to
 * STOCK_ALERT_MAX_ATTEMPTS. Returns how many were sent.
 */
export async function sendDueStockAlerts(deps: Deps, limit = 100): Promise<number> {
  const now = deps.now();
  const claimed: Claimed[] = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: stockAlerts.id,
        phone: stockAlerts.phone,
        userPhone: users.phoneNumber,
        product: products.name,
        productId: products.id,
        productSlug: products.slug,
        categorySlug: categories.slug,
        color: productColors.name,
        colorId: productColors.id,
        size: skus.size,
      })
      .from(stockAlerts)
      .innerJoin(skus, eq(skus.id, stockAlerts.skuId))
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .innerJoin(productColors, eq(productColors.id, skus.colorId))
      .leftJoin(users, eq(users.id, stockAlerts.userId))
      .where(and(isNull(stockAlerts.notifiedAt), gt(skus.stock, 0), lt(stockAlerts.attempts, STOCK_ALERT_MAX_ATTEMPTS)))
      .orderBy(stockAlerts.id)
      .limit(limit)
      .for('update', { of: stockAlerts, skipLocked: true });
    if (due.length > 0)
      await tx
        .update(stockAlerts)
        .set({ notifiedAt: now })
        .where(
          inArray(
            stockAlerts.id,
            due.map((d) => d.id),
          ),
        );
    return due;
  });
  let sent = 0;
  for (const alert of claimed) {
    try {
      await deliverBackInStock(deps, alert);
      sent++;
    } catch (err) {
      console.error(`[stock-alerts] alert ${alert.id} not sent: ${describeError(err)}`);
      await deps.db
        .update(stockAlerts)
        .set({ notifiedAt: null, attempts: sql`${stockAlerts.attempts} + 1` })
        .where(eq(stockAlerts.id, alert.id));
    }
  }
  return sent;
}

/**
 * The one place a back-in-stock message leaves the store. The order notification outbox
 * (notifications/) is keyed to an order, which an alert has none of, so this sends the SMS
 * through the provider directly; the alert row is its own record of having been sent.
 */
async function deliverBackInStock(deps: Deps, a: Claimed): Promise<void> {
  const phone = a.userPhone ?? a.phone;
  if (!phone) return; // an account without a phone has no channel: the claim stands, nothing to send
  const query = new URLSearchParams({ color: String(a.colorId), size: a.size });
  const url = `${publicOrigin(deps.env)}/${a.categorySlug}/${a.productId}/${a.productSlug}?${query}`;
  await sendShopSms(deps, phone, (shop) => backInStockSms(shop.name, a.product, a.color, a.size, url));
}

/** Runs the sender every `everyMs` (boot.ts); returns a stop function. */
export function startStockAlertJob(deps: Deps, everyMs = 30_000): () => void {
  const run = () =>
    sendDueStockAlerts(deps)
      .then((n) => n > 0 && console.log(`[stock-alerts] sent ${n} back-in-stock message(s)`))
      .catch((err) => console.error(`[stock-alerts] sending failed: ${describeError(err)}`));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
