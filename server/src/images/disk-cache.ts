import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** After eviction the cache holds at most this share of its cap, so eviction runs in batches. */
const EVICT_TO = 0.9;
/** A file's modification time is bumped on use at most this often (it orders eviction after a restart). */
const TOUCH_EVERY_MS = 60 * 60_000;

interface Entry {
  size: number;
  usedAt: number;
}

/**
 * Rendered images on disk, at most `maxBytes` in all: when a write takes it over, the least
 * recently used files are deleted. Recency is kept in memory (a Map's order is its insertion
 * order: a use re-inserts) and seeded at first use from the files' modification times, which a
 * use bumps now and then, so the order survives a restart. The cap is per process: copies of
 * the store sharing one directory each count only the files they wrote or read.
 */
export class DiskCache {
  private entries: Map<string, Entry> | null = null;
  private loading: Promise<Map<string, Entry>> | null = null;
  private total = 0;
  private evicting = false;
  private warnedUnwritable = false;

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
  ) {}

  /** Bytes the cache accounts for (its files, as this process knows them). */
  async size(): Promise<number> {
    await this.index();
    return this.total;
  }

  async read(name: string): Promise<Buffer | null> {
    let body: Buffer;
    try {
      body = await readFile(join(this.dir, name));
    } catch {
      return null;
    }
    const entries = await this.index();
    const entry = entries.get(name);
    const now = Date.now();
    if (entry) entries.delete(name);
    else this.total += body.length; // written by another process, or before the index was read
    entries.set(name, { size: body.length, usedAt: now });
    if (entry && now - entry.usedAt > TOUCH_EVERY_MS)
      utimes(join(this.dir, name), now / 1000, now / 1000).catch(() => {});
    if (!entry) await this.evict();
    return body;
  }

  /**
   * Stores a file under a unique temporary name and renames it, so a reader never sees half a
   * file even when two processes render at once. `name` comes from a parsed key only.
   */
  async write(name: string, body: Buffer): Promise<void> {
    const path = join(this.dir, name);
    const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true });
      await writeFile(tmp, body);
      await rename(tmp, path);
    } catch (err) {
      // A read-only disk costs speed, never the image: the caller serves what was rendered.
      await unlink(tmp).catch(() => {});
      if (!this.warnedUnwritable) {
        this.warnedUnwritable = true;
        console.warn(`[images] cannot write the image cache in ${this.dir}: ${(err as Error).message}`);
      }
      return;
    }
    const entries = await this.index();
    const old = entries.get(name);
    if (old) entries.delete(name);
    this.total += body.length - (old?.size ?? 0);
    entries.set(name, { size: body.length, usedAt: Date.now() });
    await this.evict();
  }

  private index(): Promise<Map<string, Entry>> {
    if (this.entries) return Promise.resolve(this.entries);
    this.loading ??= this.scan().then((entries) => {
      this.entries = entries;
      return entries;
    });
    return this.loading;
  }

  /** The files already there (from earlier runs), oldest first. */
  private async scan(): Promise<Map<string, Entry>> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const found: [string, Entry][] = [];
    for (const name of names) {
      const s = await stat(join(this.dir, name)).catch(() => null);
      if (s?.isFile()) found.push([name, { size: s.size, usedAt: s.mtimeMs }]);
    }
    found.sort((a, b) => a[1].usedAt - b[1].usedAt);
    this.total = found.reduce((n, [, e]) => n + e.size, 0);
    return new Map(found);
  }

  private async evict(): Promise<void> {
    if (this.total <= this.maxBytes || this.evicting || !this.entries) return;
    this.evicting = true;
    try {
      const target = this.maxBytes * EVICT_TO;
      for (const [name, entry] of this.entries) {
        if (this.total <= target) break;
        this.entries.delete(name);
        this.total -= entry.size;
        await unlink(join(this.dir, name)).catch(() => {});
      }
    } finally {
      this.evicting = false;
    }
  }
}
