import { eq, sql } from 'drizzle-orm';
import { onCatalogueChange } from '../catalog/catalog-cache';
import type { Db } from '../db/client';
import { photos } from '../db/schema';

/** A known image is served from memory; this often its list is topped up in the background. */
const REFRESH_MS = 30_000;
/** An unknown image re-reads the new rows at most this often, so a flood of made-up ones costs nothing. */
const MISS_REFRESH_MS = 2_000;
/**
 * Rows below the highest id already read that are read again: ids are taken when a row is
 * inserted, not when its transaction commits, so a batch committed late (the seed writes 1000
 * products at a time) may hold ids under one seen earlier.
 */
const ID_LOOKBACK = { colours: 2_500, products: 1_000 };

const PHOTO_PREFIX = '/images/u/';

let generation = 0;
onCatalogueChange(() => {
  generation++;
});

/**
 * The image base paths the catalogue hands out: colours' photos, size charts, banners,
 * categories, new launches and testimonials. Images are drawn only for these, so a made-up
 * colour is a 404 before any rendering. The list lives in memory, one per database: the
 * 100k-product catalogue has ~5,000 distinct paths, whose first read took 0.75 s on the
 * embedded database (boot.ts starts it). Later reads take only rows added since (the big
 * tables by id, the small ones whole; ~30 ms there): at once after a write in this process
 * (`invalidateCatalogue`), otherwise every 30 s and, at most every 2 s, on an unknown path.
 * Removed colours keep their images until a restart (nothing in the store removes them).
 *
 * Uploaded photos (`/images/u/<id>`) are served from upload on, before any product names them
 * (the console shows them). They are known by their row in `photos`: an id this copy has not
 * seen is looked up by primary key, once, and remembered when found, so a photo uploaded
 * through another copy of the store is served at once, and a made-up id (22 random characters,
 * keys.ts) costs one index probe, never a read of bytes or a drawing.
 */
export class CatalogueImages {
  private readonly paths = new Set<string>();
  private readonly photoIds = new Set<string>();
  private marks = { colours: 0, products: 0 };
  private readAt = 0;
  private readGeneration = -1;
  private reading: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async has(path: string): Promise<boolean> {
    if (path.startsWith(PHOTO_PREFIX)) return this.hasPhoto(path.slice(PHOTO_PREFIX.length));
    if (this.readAt === 0) await this.read();
    const stale = this.readGeneration !== generation;
    if (this.paths.has(path)) {
      if (stale || Date.now() - this.readAt > REFRESH_MS) this.read().catch(() => {});
      return true;
    }
    if (!stale && Date.now() - this.readAt < MISS_REFRESH_MS) return false;
    await this.read();
    // A read already under way when the catalogue changed may have missed the change.
    if (this.readGeneration !== generation) await this.read();
    return this.paths.has(path);
  }

  /** An uploaded photo: this copy wrote it, or its row is there. */
  private async hasPhoto(id: string): Promise<boolean> {
    if (this.photoIds.has(id)) return true;
    const [row] = await this.db.select({ id: photos.id }).from(photos).where(eq(photos.id, id));
    if (row) this.photoIds.add(id);
    return row !== undefined;
  }

  /** Called once this copy has written a photo's row. */
  knowPhoto(id: string) {
    this.photoIds.add(id);
  }

  /** Reads what is new; concurrent callers share one read. */
  read(): Promise<void> {
    this.reading ??= this.readNew().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readNew() {
    const startedGeneration = generation;
    const from = {
      colours: Math.max(0, this.marks.colours - ID_LOOKBACK.colours),
      products: Math.max(0, this.marks.products - ID_LOOKBACK.products),
    };
    const result = (await this.db.execute(sql`
      with marks as (
        select (select coalesce(max(id), 0) from product_colors) as colours,
               (select coalesce(max(id), 0) from products) as products
      )
      select null as path, colours, products from marks
      union all
      select path, null, null from (
        select jsonb_array_elements_text(images) as path from product_colors where id > ${from.colours}
        union select size_chart from products where id > ${from.products} and size_chart is not null
        union select jsonb_array_elements_text(images) from new_launches
        union select image from banners
        union select phone_image from banners where phone_image is not null
        union select image from categories where image is not null
        union select image from testimonials
      ) as catalogue`)) as unknown as {
      rows: { path: string | null; colours: number | string | null; products: number | string | null }[];
    };
    for (const row of result.rows) {
      if (row.path !== null) this.paths.add(row.path);
      else this.marks = { colours: Number(row.colours), products: Number(row.products) };
    }
    this.readAt = Date.now();
    this.readGeneration = startedGeneration;
  }
}

const byDb = new WeakMap<Db, CatalogueImages>();

/** The list of one database (tests open many). */
export function catalogueImages(db: Db): CatalogueImages {
  let list = byDb.get(db);
  if (!list) {
    list = new CatalogueImages(db);
    byDb.set(db, list);
  }
  return list;
}
