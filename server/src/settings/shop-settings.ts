import type { ShopIdentity } from '@store/contract/shop';
import {
  DEFAULT_ANNOUNCEMENT,
  DEFAULT_DELIVERY,
  DEFAULT_IDENTITY,
  type DeliverySettings,
  type SettingKey,
  type ShopFace,
  shopPages,
} from '@store/contract/shop-settings';
import { eq, sql } from 'drizzle-orm';
import { dbKey } from '../catalog/catalog-cache';
import type { Db, Tx } from '../db/client';
import { shopSettings } from '../db/schema';

/**
 * The owner's settings (`shop_settings`, docs/decisions/0027-catalogue-from-the-console.md),
 * read often (every page's layout, every delivery check), written rarely. Each copy of the store
 * keeps them in memory for SETTINGS_TTL_MS: its own writes drop them at once, another copy's
 * writes show within that time. A document or message issued in a transaction reads the row
 * itself (`fresh`), so it carries the identity in force when it was issued; a transaction always
 * reads fresh (its key would never be hit again).
 */
export const SETTINGS_TTL_MS = 5_000;

const cache = new Map<string, { value: unknown; until: number }>();
let generation = 0;

async function readRaw(db: Db | Tx, key: SettingKey, fresh = false): Promise<unknown> {
  const k = `${dbKey(db)}|${key}`;
  const hit = fresh ? undefined : cache.get(k);
  if (hit && hit.until > Date.now()) return hit.value;
  const started = generation;
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, key));
  const value = row?.value ?? null;
  // a read that raced a write must not keep the old value
  if (!fresh && started === generation) cache.set(k, { value, until: Date.now() + SETTINGS_TTL_MS });
  return value;
}

/** After a write commits: every setting is read again. */
export function forgetSettings(): void {
  generation++;
  cache.clear();
}

/** Writes a setting in the caller's transaction (the staff action's). */
export async function writeSetting(tx: Tx, key: SettingKey, value: unknown, staffId: number | null, at: Date) {
  await tx
    .insert(shopSettings)
    .values({ key, value, updatedAt: at, updatedBy: staffId })
    .onConflictDoUpdate({
      target: shopSettings.key,
      set: { value: sql`excluded.value`, updatedAt: at, updatedBy: staffId },
    });
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The identity in force: the owner's row over the built-in shop (a field it lacks keeps the default). */
export async function shopIdentity(db: Db | Tx, opts: { fresh?: boolean } = {}): Promise<ShopIdentity> {
  const raw = await readRaw(db, 'identity', opts.fresh);
  if (!isObject(raw)) return DEFAULT_IDENTITY;
  const address = isObject(raw.address) ? raw.address : {};
  return { ...DEFAULT_IDENTITY, ...raw, address: { ...DEFAULT_IDENTITY.address, ...address } } as ShopIdentity;
}

export async function announcement(db: Db | Tx, opts: { fresh?: boolean } = {}): Promise<string> {
  const raw = await readRaw(db, 'announcement', opts.fresh);
  return isObject(raw) && typeof raw.text === 'string' && raw.text.trim() ? raw.text : DEFAULT_ANNOUNCEMENT;
}

export async function deliverySettings(db: Db | Tx, opts: { fresh?: boolean } = {}): Promise<DeliverySettings> {
  const raw = await readRaw(db, 'delivery', opts.fresh);
  return isObject(raw) ? { ...DEFAULT_DELIVERY, ...(raw as Partial<DeliverySettings>) } : DEFAULT_DELIVERY;
}

/** What every page's layout shows: the announcement and the shop's details. */
export async function shopFace(db: Db): Promise<ShopFace> {
  const [text, shop] = await Promise.all([announcement(db), shopIdentity(db)]);
  return { announcement: text, shop: shopPages(shop) };
}
