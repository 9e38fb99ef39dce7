import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DiskCache } from './disk-cache';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'disk-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bytes = (n: number) => Buffer.alloc(n, 1);

describe('DiskCache', () => {
  it('deletes the least recently used files once a write takes it over its cap, down to 90%', async () => {
    const cache = new DiskCache(dir, 1000);
    await cache.write('a.webp', bytes(300));
    await cache.write('b.webp', bytes(300));
    await cache.write('c.webp', bytes(300));
    expect(await cache.read('a.webp')).toEqual(bytes(300)); // a is now the most recently used
    await cache.write('d.webp', bytes(300)); // 1200 > 1000: b, the least recently used, goes
    expect(readdirSync(dir).sort()).toEqual(['a.webp', 'c.webp', 'd.webp']);
    expect(await cache.size()).toBe(900);
    expect(await cache.read('b.webp')).toBeNull();
    await cache.write('e.webp', bytes(400)); // 1300: c, then a go (900 at most is kept)
    expect(readdirSync(dir).sort()).toEqual(['d.webp', 'e.webp']);
    expect(await cache.size()).toBe(700);
  });

  it('counts the files of earlier runs, oldest by modification time first', async () => {
    writeFileSync(join(dir, 'old.webp'), bytes(500));
    utimesSync(join(dir, 'old.webp'), new Date('2026-01-01'), new Date('2026-01-01'));
    writeFileSync(join(dir, 'newer.webp'), bytes(400));
    const cache = new DiskCache(dir, 1000);
    expect(await cache.size()).toBe(900);
    await cache.write('new.webp', bytes(200));
    expect(readdirSync(dir).sort()).toEqual(['new.webp', 'newer.webp']);
    expect(await cache.size()).toBe(600);
  });

  it('a rewrite of one name counts once, and a file too big for the cap is not kept', async () => {
    const cache = new DiskCache(dir, 1000);
    await cache.write('a.webp', bytes(400));
    await cache.write('a.webp', bytes(500));
    expect(await cache.size()).toBe(500);
    await cache.write('huge.webp', bytes(2000));
    expect(await cache.size()).toBeLessThanOrEqual(1000);
  });

  it('an unwritable directory costs the cache, never the caller', async () => {
    writeFileSync(join(dir, 'file'), 'x');
    const cache = new DiskCache(join(dir, 'file', 'images'), 1000);
    await expect(cache.write('a.webp', bytes(10))).resolves.toBeUndefined();
    expect(await cache.read('a.webp')).toBeNull();
  });
});
