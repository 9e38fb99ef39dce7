import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19's "one owner per table", read from the source: stock is written only by inventory/,
 * coupon uses only by coupons/, and orders/ and payments/ do not import each other in a loop.
 * Tests, factories and the seed (which fills an empty database) may write directly.
 */
const SRC = join(import.meta.dirname, '..');

function productionFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['test', 'seed', 'db'].includes(e.name) && dir === SRC ? [] : productionFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.|test-kit|test-/.test(e.name) ? [path] : [];
  });
}

const files = productionFiles().map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));
const folderOf = (path: string) => path.split('/')[0];

/** Folders a folder's files import from (relative imports that leave the folder). */
function importsOf(folder: string): Set<string> {
  const out = new Set<string>();
  for (const f of files.filter((x) => folderOf(x.path) === folder))
    for (const [, spec] of f.text.matchAll(/from '(\.\.\/[^']+)'/g)) out.add(spec.split('/')[1]);
  return out;
}

const writersOf = (table: string) =>
  files
    .filter((f) => new RegExp(`\\.(update|insert|delete)\\(${table}\\)`).test(f.text))
    .map((f) => folderOf(f.path))
    .sort();

describe('table owners and the orders/payments imports', () => {
  it('orders/ and payments/ do not import each other both ways; both take stock from inventory/', () => {
    const orders = importsOf('orders');
    const payments = importsOf('payments');
    expect(orders.has('payments') && payments.has('orders')).toBe(false);
    expect(orders.has('payments')).toBe(false);
    expect(orders.has('inventory') && payments.has('inventory')).toBe(true);
    expect(importsOf('inventory').has('orders') || importsOf('inventory').has('payments')).toBe(false);
  });

  it('only inventory/ writes skus.stock, only coupons/ writes coupon uses', () => {
    const stockWriters = files
      .filter((f) => /\.update\(skus\)\s*\.set\(\{[^}]*\bstock\b|update skus set stock/i.test(f.text))
      .map((f) => f.path);
    expect(stockWriters.length).toBeGreaterThan(0);
    expect(stockWriters.filter((p) => folderOf(p) !== 'inventory')).toEqual([]);
    expect(new Set(writersOf('couponRedemptions'))).toEqual(new Set(['coupons']));
    // the console edits a coupon's terms; its count of uses moves only with a redemption
    const useWriters = files.filter((f) => /\.update\(coupons\)\s*\.set\(\{[^}]*\buses\b/.test(f.text));
    expect(useWriters.map((f) => folderOf(f.path))).toEqual(['coupons']);
  });
});
