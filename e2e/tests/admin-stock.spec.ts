import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { ownerFirstLogin } from './console-fixtures';

// Issue 17's stock pages: the owner edits counts in the quick-edit table (errors beside their
// cells, only changed cells saved) and imports a stock CSV (preview with errors by line, then
// apply). Each test names its own SKUs with codes, so the phone and desktop runs never meet.
// Screenshots in /tmp/h3-shots.

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/h3-shots/${name}-${project}.png`, fullPage: true });

interface Row {
  sku_id: number;
  sku: string;
  on_hand: number;
  reserved: number;
  product: { id: number; name: string };
}

async function ownerLogsIn(page: Page, baseURL: string, email: string, path: string) {
  await ownerFirstLogin(page, baseURL, email, path, 'aminabad-stock-2026');
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Stock' })).toBeVisible();
}

/** Two SKUs of the demo catalogue (a page of its own per test and project), named `<tag>-A` and `<tag>-B`. */
async function twoSkus(page: Page, pageNo: number, tag: string): Promise<Row[]> {
  const csrf = (await (await page.request.get('/api/admin/session')).json()).data.csrf_token as string;
  const rows = (await (await page.request.get(`/api/admin/stock?page=${pageNo}`)).json()).data.rows as Row[];
  const picked = rows.filter((r) => r.reserved === 0).slice(0, 2);
  for (const [i, r] of picked.entries()) {
    const code = `${tag}-${'AB'[i]}`;
    const res = await page.request.post(`/api/admin/stock/skus/${r.sku_id}/code`, {
      data: { code },
      headers: { 'x-csrf-token': csrf },
    });
    expect(res.status(), await res.text()).toBe(200);
    r.sku = code;
  }
  return picked;
}

const onHand = async (page: Page, q: string) =>
  ((await (await page.request.get(`/api/admin/stock?q=${q}`)).json()).data.rows as Row[]).map((r) => r.on_hand);

test('the quick-edit table: errors beside their cells, then the changed cells saved and shown to shoppers', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const tag = `QE${Date.now().toString(36).toUpperCase()}${project === 'phone' ? 'P' : 'D'}`;
  await ownerLogsIn(page, baseURL as string, `stock.${tag.toLowerCase()}@vastra.in`, '/admin/stock');
  const [a, b] = await twoSkus(page, project === 'phone' ? 2 : 1, tag);

  await page.goto(`/admin/stock?q=${tag}`);
  const cells = page.getByRole('textbox', { name: /·/ });
  await expect(cells).toHaveCount(2);
  await expect(page.getByText(`${tag}-A`, { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(cells.first()).toHaveValue(String(a.on_hand));

  // Keyboard: type, Enter moves to the next size's count.
  await cells.first().click();
  await page.keyboard.type('1.5');
  await page.keyboard.press('Enter');
  await expect(cells.nth(1)).toBeFocused();
  await page.keyboard.type(String(b.on_hand + 4));
  await expect(page.getByRole('button', { name: 'Save 2 changes' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('A whole number')).toBeVisible();
  await expect(cells.first()).toHaveAttribute('aria-invalid', 'true');
  expect(await onHand(page, tag)).toEqual([a.on_hand, b.on_hand]); // nothing sent

  // Someone else changes B meanwhile: the save is refused under B's cell, nothing is saved.
  const csrf = (await (await page.request.get('/api/admin/session')).json()).data.csrf_token as string;
  await page.request.post('/api/admin/stock', {
    data: { changes: [{ sku_id: b.sku_id, on_hand: b.on_hand + 1 }] },
    headers: { 'x-csrf-token': csrf },
  });
  await cells.first().fill(String(a.on_hand + 3));
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(
    page.getByText(`on hand changed to ${b.on_hand + 1} since you loaded it`, { exact: true }),
  ).toBeVisible();
  await expect(cells.nth(1)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'table-errors', project);
  expect(await onHand(page, tag)).toEqual([a.on_hand, b.on_hand + 1]);

  // Reloaded, the owner saves both; the storefront's product shows the new stock at once.
  const before = (await (await page.request.get(`/api/product/product/${a.product.id}`)).json()).data.inventory;
  await page.reload();
  await cells.first().fill(String(a.on_hand + 3));
  await cells.nth(1).fill('0');
  await page.getByRole('button', { name: 'Save 2 changes' }).click();
  await expect(page.getByText('Saved 2 sizes.')).toBeVisible();
  await expect(cells.first()).toHaveValue(String(a.on_hand + 3));
  expect(await onHand(page, tag)).toEqual([a.on_hand + 3, 0]);
  const after = (await (await page.request.get(`/api/product/product/${a.product.id}`)).json()).data.inventory;
  expect(after - before).toBe(a.product.id === b.product.id ? 3 - (b.on_hand + 1) : 3);
  await shot(page, 'table-saved', project);

  // The product's grid shows the same counts.
  await page.getByRole('link', { name: a.product.name }).first().click();
  await expect(page.getByRole('heading', { name: a.product.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /on hand$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'product-grid', project);
});

test('the stock CSV: a file with errors is shown by line and not applied; a good one is previewed, then applied', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const project = info.project.name;
  const tag = `CSV${Date.now().toString(36).toUpperCase()}${project === 'phone' ? 'P' : 'D'}`;
  await ownerLogsIn(page, baseURL as string, `stock.${tag.toLowerCase()}@vastra.in`, '/admin/stock/import');
  const [a, b] = await twoSkus(page, project === 'phone' ? 4 : 3, tag);
  await page.goto('/admin/stock/import');
  const file = (text: string) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });

  await page.getByLabel('CSV file').setInputFiles(file(`sku,quantity\n${tag}-A,7\nNO-SUCH-SKU,1\n${tag}-B,-4\n`));
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect(page.getByText('2 of 3 rows have errors: fix the file')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row').nth(1)).toContainText('3NO-SUCH-SKUUnknown SKU');
  await expect(errors.getByRole('row').nth(2)).toContainText('The quantity cannot be negative');
  await expect(page.getByRole('button', { name: /^Apply/ })).toBeDisabled();
  await shot(page, 'import-errors', project);
  expect(await onHand(page, tag)).toEqual([a.on_hand, b.on_hand]);

  await page
    .getByLabel('CSV file')
    .setInputFiles(file(`sku,quantity,product\n${tag}-A,${a.on_hand + 7},x\n${tag}-B,${b.on_hand + 2},y\n`));
  await page.getByRole('button', { name: 'Preview changes' }).click();
  await expect(page.getByText('2 rows read: 2 to change, 0 already right.')).toBeVisible();
  const changes = page.getByRole('table', { name: 'Changes (on hand)' });
  await expect(changes.getByRole('row')).toHaveCount(3);
  await expect(changes.getByRole('row').nth(1)).toContainText(`${tag}-A`);
  await expect(changes.getByRole('row').nth(1)).toContainText(`${a.on_hand}${a.on_hand + 7}`);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'import-preview', project);
  expect(await onHand(page, tag)).toEqual([a.on_hand, b.on_hand]); // a preview changes nothing
  await page.getByRole('button', { name: 'Apply 2 changes' }).click();
  await expect(page.getByText('Applied: 2 sizes changed.')).toBeVisible();
  expect(await onHand(page, tag)).toEqual([a.on_hand + 7, b.on_hand + 2]);
  await shot(page, 'import-applied', project);
});
