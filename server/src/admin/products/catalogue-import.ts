import type { CatalogueImportPreview } from '@store/contract/admin-catalogue';
import { ProductInput } from '@store/contract/admin-products';
import { desc, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import { invalidateCatalogue } from '../../catalog/catalog-cache';
import type { Tx } from '../../db/client';
import { auditLog, categories, photos, subCategories } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { runStaffAction } from '../staff-action';
import { type Actor, requirePermission } from '../staff-auth';
import {
  type CsvError,
  type CsvProduct,
  parseCatalogueCsv,
  parseSpecifications,
  splitList,
} from './catalogue-import-parse';
import { loadProduct, productSnapshot } from './product-load';
import { writeProduct } from './product-save';

/** Where an input field's error is shown in the file: its column. */
const COLUMN_OF: [RegExp, string][] = [
  [/^price_paise/, 'price_rupees'],
  [/^category_id/, 'category'],
  [/^sub_category_id/, 'sub_category'],
  [/^similar_ids/, 'similar_ids'],
  [/^colors\.\d+\.sizes\.\d+\.code/, 'sku_code'],
  [/^colors\.\d+\.sizes\.\d+\.stock/, 'stock'],
  [/^colors\.\d+\.sizes/, 'size'],
  [/^colors\.\d+\.images/, 'images'],
  [/^colors\.\d+\.hex/, 'swatch'],
  [/^colors/, 'color'],
];

class ImportRefused extends Error {
  constructor(readonly report: CatalogueImportPreview) {
    super('import refused');
  }
}

/**
 * The bulk import (issue 17 item 4): every row checked, then every product written with the
 * editor's own write (product-save.ts writeProduct) in one transaction. A preview runs the same
 * writes and rolls them back, so it reports exactly what applying would; applying with any error
 * in any row applies nothing (400 with the report).
 */
export async function importCatalogue(
  deps: Deps,
  actor: Actor,
  text: string,
  apply: boolean,
): Promise<CatalogueImportPreview> {
  requirePermission(actor, 'catalogue');
  const parsed = parseCatalogueCsv(text);
  const report: CatalogueImportPreview = {
    ok: false,
    applied: false,
    rows: parsed.rows,
    errors: parsed.errors,
    products: [],
  };
  if (parsed.errors.some((e) => e.field === 'file')) return finish(report, apply);
  try {
    if (!apply) {
      await deps.db.transaction(async (tx) => {
        await writeAll(tx, parsed.products, report, deps.now(), null);
        throw new ImportRefused(report); // a preview never commits
      });
    } else {
      await runStaffAction(deps, actor, {
        action: 'catalogue.import',
        permission: 'catalogue',
        entity: { type: 'product', id: () => report.products[0]?.id ?? 0 },
        load: async () => ({ rows: parsed.rows, products: parsed.products.length }),
        refuse: () => null,
        apply: async (tx, _s, at) => {
          await writeAll(tx, parsed.products, report, at, actor);
          if (report.errors.length) throw new ImportRefused(report);
        },
      });
      report.applied = true;
      invalidateCatalogue();
    }
  } catch (e) {
    if (!(e instanceof ImportRefused)) throw e;
  }
  return finish(report, apply);
}

function finish(report: CatalogueImportPreview, apply: boolean): CatalogueImportPreview {
  report.errors.sort((a, b) => a.line - b.line);
  report.ok = report.errors.length === 0;
  if (apply && !report.ok)
    throw new HttpError('validation_failed', `Nothing was applied: ${describe(report.errors[0])}`, undefined, {
      preview: report,
    });
  return report;
}

const describe = (e: CsvError) => `line ${e.line}, ${e.field}: ${e.message}`;

async function writeAll(tx: Tx, list: CsvProduct[], report: CatalogueImportPreview, at: Date, actor: Actor | null) {
  const names = await namesOf(tx);
  const photoCache = new Map<string, string | null>();
  for (const p of list) {
    const errorsBefore = report.errors.length;
    const err = (line: number, field: string, message: string) => report.errors.push({ line, field, message });
    const before = p.productId ? await loadProduct(tx, p.productId, true) : null;
    if (p.productId && !before) {
      err(p.line, 'product_id', `No product #${p.productId} (leave product_id blank to make a new one)`);
      continue;
    }
    const input = await toInput(tx, p, before, names, photoCache, err);
    if (report.errors.length > errorsBefore || !input) continue;
    try {
      // a savepoint per product: one product's refusal leaves the others' writes usable
      const id = await tx.transaction(async (sp) => writeProduct(sp, before, input, at));
      const after = await loadProduct(tx, id);
      report.products.push({
        line: p.line,
        name: input.name,
        slug: after?.slug ?? '',
        action: before ? 'update' : 'create',
        id: before || actor ? id : null,
        colors: input.colors.length,
        skus: input.colors.reduce((n, c) => n + c.sizes.length, 0),
      });
      if (actor)
        await tx.insert(auditLog).values({
          staffId: actor.staffId,
          actor: actor.label,
          action: before ? 'product.update' : 'product.create',
          entityType: 'product',
          entityId: id,
          before: before ? JSON.parse(JSON.stringify(productSnapshot(before))) : { exists: false, import: true },
          after: after ? JSON.parse(JSON.stringify(productSnapshot(after))) : null,
          at,
        });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const fields = Object.entries(e.fields ?? {});
      if (fields.length === 0) err(p.line, 'product', e.message);
      for (const [field, message] of fields) err(lineOf(p, field), columnOf(field), message);
    }
  }
}

interface Names {
  categories: Map<string, number>;
  subs: Map<string, { id: number; categoryId: number }[]>;
}

async function namesOf(tx: Tx): Promise<Names> {
  const cats = await tx.select({ id: categories.id, name: categories.name }).from(categories);
  const subs = await tx
    .select({ id: subCategories.id, name: subCategories.name, categoryId: subCategories.categoryId })
    .from(subCategories);
  const bySub = new Map<string, { id: number; categoryId: number }[]>();
  for (const s of subs) bySub.set(s.name.toLowerCase(), [...(bySub.get(s.name.toLowerCase()) ?? []), s]);
  return { categories: new Map(cats.map((c) => [c.name.toLowerCase(), c.id])), subs: bySub };
}

/** A row's product as the editor's input, or errors on its lines. */
async function toInput(
  tx: Tx,
  p: CsvProduct,
  before: Awaited<ReturnType<typeof loadProduct>>,
  names: Names,
  photoCache: Map<string, string | null>,
  reportError: (line: number, field: string, message: string) => void,
): Promise<ProductInput | null> {
  // A cell already found wrong here is not reported again by the schema (a price of "twelve" is
  // not also "Price is required").
  const reported = new Set<string>();
  const err = (line: number, field: string, message: string) => {
    reported.add(`${line}|${field}`);
    reportError(line, field, message);
  };
  const c = p.cells;
  const categoryId = names.categories.get(c.category.toLowerCase());
  if (!categoryId) err(p.line, 'category', c.category ? `No category named ${c.category}` : 'Category is required');
  const subId = names.subs.get(c.sub_category.toLowerCase())?.find((s) => s.categoryId === categoryId)?.id;
  if (categoryId && !subId)
    err(
      p.line,
      'sub_category',
      c.sub_category ? `${c.category} has no sub-category named ${c.sub_category}` : 'Sub-category is required',
    );
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(c.price_rupees)) err(p.line, 'price_rupees', 'Price: rupees like 1499 or 1499.50');
  if (c.discount_percent && !/^\d{1,2}$/.test(c.discount_percent))
    err(p.line, 'discount_percent', 'Discount: a whole percent from 0 to 90');
  const active = /^(yes|y|true|1)$/i.test(c.active) ? true : /^(no|n|false|0|)$/i.test(c.active) ? false : null;
  if (active === null) err(p.line, 'active', 'Active: yes or no');
  const { specs, bad } = parseSpecifications(c.specifications);
  if (bad) err(p.line, 'specifications', `"${bad}" is not Name: Value`);
  const similar = splitList(c.similar_ids);
  if (similar.some((s) => !/^\d{1,9}$/.test(s))) err(p.line, 'similar_ids', 'Similar products: ids separated by |');
  const image = async (ref: string, line: number, field: string) => {
    if (ref.startsWith('/images/')) return ref;
    if (/^[a-z]+:/i.test(ref)) {
      err(line, field, `${ref}: photos are not fetched from other sites; upload the file, then give its name`);
      return null;
    }
    const key = ref.toLowerCase();
    if (!photoCache.has(key)) {
      const [found] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(sql`lower(${photos.originalName}) = ${key}`)
        .orderBy(desc(photos.createdAt))
        .limit(1);
      photoCache.set(key, found ? `/images/u/${found.id}` : null);
    }
    const path = photoCache.get(key);
    if (!path) err(line, field, `No uploaded photo named ${ref}: upload it first`);
    return path ?? null;
  };
  const sizeChart = c.size_chart ? await image(c.size_chart, p.line, 'size_chart') : null;
  const colors = [];
  for (const color of p.colors) {
    const images = [];
    for (const ref of color.images) images.push(await image(ref, color.line, 'images'));
    const existing = before?.colors.find((x) => x.name.toLowerCase() === color.name.toLowerCase());
    colors.push({
      id: existing?.id,
      name: color.name,
      hex: color.swatch || existing?.hex || '',
      images: images.filter((x): x is string => x !== null),
      sizes: color.sizes.map((s) => ({ size: s.size, stock: s.stock, code: s.code })),
    });
  }
  const parsed = ProductInput.safeParse({
    name: c.name,
    slug: c.slug,
    category_id: categoryId ?? 0,
    sub_category_id: subId ?? 0,
    price_paise: Math.round(Number(c.price_rupees) * 100),
    discount_percent: Number(c.discount_percent || 0),
    description: c.description,
    specifications: specs,
    size_chart: sizeChart,
    similar_ids: similar.map(Number),
    active: active ?? false,
    colors,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      // without a category its sub-category cannot be found: the category's error says it
      if (!categoryId && field.startsWith('sub_category_id')) continue;
      const [line, column] = [lineOf(p, field), columnOf(field)];
      if (!reported.has(`${line}|${column}`)) err(line, column, issue.message);
    }
    return null;
  }
  return parsed.data;
}

const columnOf = (field: string) => COLUMN_OF.find(([re]) => re.test(field))?.[1] ?? field.split('.')[0];

/** The line a field's value came from: a size's, a colour's, or the product's first. */
function lineOf(p: CsvProduct, field: string): number {
  const m = /^colors\.(\d+)(?:\.sizes\.(\d+))?/.exec(field);
  if (!m) return p.line;
  const color = p.colors[Number(m[1])];
  if (!color) return p.line;
  return m[2] !== undefined ? (color.sizes[Number(m[2])]?.line ?? color.line) : color.line;
}
