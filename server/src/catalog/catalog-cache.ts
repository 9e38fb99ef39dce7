import { isDeepStrictEqual } from 'node:util';

/**
 * In-process cache of catalogue answers (listings, searches, product pages). At 100k products a
 * listing's count and facets or a product page cost milliseconds of database time, and PGlite
 * runs every query on the one Node thread: without a cache a few hundred requests a second
 * queue behind each other. Cached answers cost no database time at all.
 *
 * Correctness:
 * - Every entry is tagged with the product ids whose data it shows, and found by them (`keysOf`).
 *   Stock moves (`refreshInventory`, inventory/stock-moves.ts) and reviews invalidate those
 *   products; bulk catalogue writes (`refreshProductSummary`, `refreshSearchWords`) invalidate
 *   everything.
 * - An answer computed while one of its products was invalidated is not stored, so a read
 *   that raced a write cannot keep the old data.
 * - An entry is fresh for its time to live (CACHE_TTL_MS by default, each entry's a random
 *   part shorter, so entries stored together do not all reload together). For as long again it
 *   is still served while one load refreshes it behind the answer, so nobody waits for the
 *   reload; a cache runs at most BACKGROUND_RELOADS such reloads at once. A reload that finds
 *   the answer unchanged keeps the object it replaces, and with it the bytes prepared for it
 *   (prepared-answer.ts): at 1,000 products the reloads of a listing every 20 s doubled the raw
 *   p99 of cached listings at 1,000 requests a second (bench/README.md, "Cache reloads were the
 *   API's tail"). Another server copy (PostgreSQL behind a load balancer) sees this copy's writes
 *   within twice the time to live; the public Cache-Control already allows catalogue answers a
 *   minute old, and placing an order re-checks stock in its transaction. Invalidated entries are
 *   deleted, never served stale.
 * - Keys are per database (tests open many), invalidation reaches every database: harmless.
 */

/** How long an answer may be served from memory. */
export const CACHE_TTL_MS = 20_000;
/** Up to this share of the time to live is taken off each entry's, at random. */
const TTL_SPREAD = 0.25;
/** Expired answers reloaded at once per cache, behind their stale answers. */
const BACKGROUND_RELOADS = 2;
/** Entries kept per cache unless it says otherwise; the least recently used go first. */
const MAX_ENTRIES = 5_000;
/** Of those, answers of nothing (null: an unknown product) kept unless it says otherwise. */
const MAX_ABSENT = 500;

interface Entry {
  value: unknown;
  expires: number;
  productIds: readonly number[];
}

let sequence = 0;
/** Sequence of the last invalidation of each product, and of the last "everything". */
const invalidatedAt = new Map<number, number>();
let allInvalidatedAt = 0;
const caches = new Set<AnswerCache>();

export class AnswerCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<unknown>>();
  /** reloads of expired answers running behind their stale answers */
  private reloads = 0;
  /**
   * The keys of the entries showing each product: an invalidation (every order's stock move)
   * finds its entries without scanning the cache, which at 12,000 product pages took ~3 ms of
   * the event loop.
   */
  private keysOf = new Map<number, Set<string>>();
  /**
   * The keys of null answers, least recently used first. Ids nobody sells cost a visitor
   * nothing to invent: kept among the others, a run of them would push every real page out of
   * memory. They have a share of their own and push out only each other.
   */
  private absent = new Set<string>();

  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxAbsent: number;

  constructor({ ttlMs = CACHE_TTL_MS, maxEntries = MAX_ENTRIES, maxAbsent = MAX_ABSENT } = {}) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
    this.maxAbsent = maxAbsent;
    caches.add(this);
  }

  /**
   * The cached answer for `key`, or `load()`'s, stored with the ids of the products whose
   * stock or rating it shows (none for counts and facets, which only bulk writes change).
   * Concurrent misses of one key share one load. An expired answer is served while it reloads.
   */
  async get<T>(key: string, load: () => Promise<T>, productIdsOf: (value: T) => readonly number[]): Promise<T> {
    const now = Date.now();
    const hit = this.served(key, now);
    if (hit) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (hit.value === null) {
        this.absent.delete(key);
        this.absent.add(key);
      }
      if (hit.expires <= now) this.refresh(key, load, productIdsOf);
      return hit.value as T;
    }
    return this.load(key, load, productIdsOf);
  }

  /** Whether `get(key)` would answer without loading (fresh, or stale and still served). */
  has(key: string): boolean {
    return this.served(key, Date.now()) !== undefined;
  }

  /** The entry `get` answers with: fresh, or expired for less than one more time to live. */
  private served(key: string, now: number): Entry | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires + this.ttlMs > now ? hit : undefined;
  }

  /**
   * Reloads an expired answer behind the stale one, unless this cache already has
   * BACKGROUND_RELOADS running: then the next request for it tries again. A reload is never
   * urgent (the stale answer is served for as long again), and a burst of them queued on the
   * database ahead of real misses made those wait (PGlite answers one statement at a time).
   */
  private refresh<T>(key: string, load: () => Promise<T>, productIdsOf: (value: T) => readonly number[]) {
    if (this.reloads >= BACKGROUND_RELOADS || this.pending.has(key)) return;
    this.reloads++;
    // A failed refresh keeps the stale answer; the next miss after it will report the error.
    this.load(key, load, productIdsOf)
      .catch(() => {})
      .finally(() => this.reloads--);
  }

  private load<T>(key: string, load: () => Promise<T>, productIdsOf: (value: T) => readonly number[]): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const startedAt = sequence;
    const loading = load()
      .then((value) => {
        const productIds = productIdsOf(value);
        return changedSince(startedAt, productIds) ? value : this.store(key, { value, productIds });
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  /** Stores the answer, or keeps the one it replaces when equal; returns the one kept. */
  private store<T>(key: string, entry: { value: T; productIds: readonly number[] }): T {
    const old = this.entries.get(key);
    const value = old && isDeepStrictEqual(old.value, entry.value) ? (old.value as T) : entry.value;
    this.remove(key);
    const ttl = this.ttlMs * (1 - TTL_SPREAD * Math.random());
    this.entries.set(key, { ...entry, value, expires: Date.now() + ttl });
    for (const id of entry.productIds) {
      const keys = this.keysOf.get(id);
      if (keys) keys.add(key);
      else this.keysOf.set(id, new Set([key]));
    }
    if (value === null) this.absent.add(key);
    if (this.absent.size > this.maxAbsent) this.remove(this.absent.values().next().value as string);
    if (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value as string);
    return value;
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.absent.delete(key);
    for (const id of entry.productIds) {
      const keys = this.keysOf.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.keysOf.delete(id);
    }
  }

  dropProducts(ids: ReadonlySet<number>) {
    for (const id of ids) for (const key of [...(this.keysOf.get(id) ?? [])]) this.remove(key);
  }

  clear() {
    this.entries.clear();
    this.keysOf.clear();
    this.absent.clear();
    this.pending.clear();
  }
}

function changedSince(startedAt: number, productIds: readonly number[]): boolean {
  if (allInvalidatedAt > startedAt) return true;
  return productIds.some((id) => (invalidatedAt.get(id) ?? 0) > startedAt);
}

/** These products' stock, rating or cards changed: drop every answer that shows them. */
export function invalidateProducts(productIds: readonly number[]): void {
  if (productIds.length === 0) return;
  sequence++;
  for (const id of productIds) invalidatedAt.set(id, sequence);
  const ids = new Set(productIds);
  for (const cache of caches) cache.dropProducts(ids);
}

const catalogueListeners = new Set<() => void>();

/** The catalogue changed in bulk (seed, new products): drop everything. */
export function invalidateCatalogue(): void {
  sequence++;
  allInvalidatedAt = sequence;
  invalidatedAt.clear();
  for (const cache of caches) cache.clear();
  for (const listener of catalogueListeners) listener();
}

/** Calls `listener` on every `invalidateCatalogue` (images/catalogue-images.ts re-reads its list). */
export function onCatalogueChange(listener: () => void): void {
  catalogueListeners.add(listener);
}

const dbIds = new WeakMap<object, number>();
let nextDbId = 1;
/** A short, stable key prefix per database object, so tests' databases never share answers. */
export function dbKey(db: object): number {
  let id = dbIds.get(db);
  if (id === undefined) {
    id = nextDbId++;
    dbIds.set(db, id);
  }
  return id;
}
