/** Keys read in one statement unless a reader says otherwise. */
export const BATCH_KEYS = 50;

/** The reads waiting for one key's value. */
type Waiting<V> = { resolve: (value: V | null) => void; reject: (err: unknown) => void }[];

/**
 * Reads of single keys that are asked while earlier reads are running, read together in one
 * statement. A product page cost PGlite ~0.53 ms alone and ~0.27 in a statement of 20 at 100,000
 * products (bench/README.md, "product pages read together while the cache fills"): while the
 * cache fills, pages are missed hundreds of times a second and each waited behind the others'
 * statements on the database's one thread. A read asked while the database is idle goes at once, alone: batching
 * adds no wait, it only gathers what would have queued anyway.
 */
export class BatchedReads<K, V> {
  private asked = new Map<K, Waiting<V>>();
  private running = 0;

  /**
   * @param readMany reads the keys given (at most `maxBatch`), answering the values found; a key
   *   left out is answered null
   * @param maxRunning statements at once (PostgreSQL's backends run them side by side)
   */
  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = BATCH_KEYS,
    private readonly maxRunning = 2,
  ) {}

  read(key: K): Promise<V | null> {
    return new Promise((resolve, reject) => {
      const waiting = this.asked.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.asked.set(key, [{ resolve, reject }]);
      // After the current task's other reads are asked (a check of a cart names up to 50).
      if (this.running < this.maxRunning) queueMicrotask(() => this.next());
    });
  }

  private async next() {
    if (this.running >= this.maxRunning || this.asked.size === 0) return;
    const batch = new Map<K, Waiting<V>>();
    for (const [key, waiting] of this.asked) {
      if (batch.size === this.maxBatch) break;
      batch.set(key, waiting);
      this.asked.delete(key);
    }
    this.running++;
    try {
      const found = await this.readMany([...batch.keys()]);
      for (const [key, waiting] of batch) for (const w of waiting) w.resolve(found.get(key) ?? null);
    } catch (err) {
      for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
    } finally {
      this.running--;
      this.next();
    }
  }
}
