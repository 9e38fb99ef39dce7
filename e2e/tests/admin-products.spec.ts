import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import { expectNoSeriousA11yViolations } from './a11y';
import { ownerFirstLogin } from './console-fixtures';
import { addAddress, apiLogin, newShopper, storeLogin, toast } from './order-fixtures';
import { hydrated, SERVICEABLE_PINCODE } from './product-fixtures';

// Issue 17's first journey: the owner adds a product with two colours from photos uploaded in the
// console, publishes it; a shopper finds it by search, sees those photos and buys it (COD).
// Screenshots in /tmp/catalogue-shots.

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/catalogue-shots/${name}-${project}.png`, fullPage: true });

/** A small JPEG drawn on a canvas in the page: a coloured garment-ish shape and a label. */
async function jpeg(page: Page, name: string, hex: string, text: string) {
  const data = await page.evaluate(
    ([fill, label]) => {
      const c = document.createElement('canvas');
      c.width = 400;
      c.height = 500;
      const g = c.getContext('2d') as CanvasRenderingContext2D;
      g.fillStyle = '#f5f0e8';
      g.fillRect(0, 0, 400, 500);
      g.fillStyle = fill;
      g.fillRect(100, 80, 200, 340);
      g.fillRect(40, 80, 60, 160);
      g.fillRect(300, 80, 60, 160);
      g.fillStyle = '#222';
      g.font = '28px sans-serif';
      g.fillText(label, 110, 470);
      return c.toDataURL('image/jpeg', 0.85).split(',')[1];
    },
    [hex, text] as const,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(data, 'base64') };
}

/** A word of letters only, new to the shop's search dictionary: the product's name carries it. */
const wordOf = (tag: string) =>
  `Zari${[...tag].map((ch) => String.fromCharCode(97 + (ch.charCodeAt(0) % 26))).join('')}`;

test('the owner adds a two-colour product from uploaded photos; a shopper finds it, sees the photos and buys it', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  test.setTimeout(240_000);
  const project = info.project.name;
  const tag = `${Date.now().toString(36)}${project}`;
  const ownerEmail = `catalogue.${tag}@vastra.in`;
  const word = wordOf(tag);
  const name = `${word} Chikan Kurta`;

  // The owner (from the CLI) logs in and changes the one-time password.
  await ownerFirstLogin(page, baseURL as string, ownerEmail, '/admin/products', 'aminabad-owner-2026');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ products/)).toBeVisible();
  await shot(page, 'products-list', project);
  await page.getByRole('link', { name: 'Add a product' }).click();

  // The editor: the slug follows the name, the price preview rounds as the shop does.
  await page.getByLabel('Name', { exact: true }).fill(name);
  await expect(page.getByLabel(/^Slug/)).toHaveValue(`${word.toLowerCase()}-chikan-kurta`);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Ethnic Wear' });
  await page.getByLabel('Sub-category').selectOption({ index: 1 });
  await page.getByLabel(/^Price/).fill('1299');
  await page.getByLabel(/^Discount/).fill('20');
  await expect(page.getByTestId('price-preview')).toContainText('Shoppers pay ₹1,039.00');
  await page.getByLabel('Description').fill('Hand-embroidered chikankari on soft cotton.\nMade in Lucknow.');

  // Publishing with nothing to sell is refused, beside the checkbox.
  await page.getByLabel('Active (shown in the shop)').check();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'at least one colour with a photo and a size' }),
  ).toBeVisible();

  // Two colours, photos uploaded from the device, sizes with stock.
  const colours = [
    { name: 'Rani Pink', hex: '#c2185b', photos: 2, sizes: ['M', 'L'] },
    { name: 'Teal', hex: '#00796b', photos: 1, sizes: ['M'] },
  ];
  for (const [i, c] of colours.entries()) {
    await page.getByRole('button', { name: 'Add a colour' }).click();
    const box = page
      .locator('fieldset')
      .filter({ hasText: `Colour ${i + 1}` })
      .last();
    await box.getByLabel('Colour name').fill(c.name);
    const colour = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: c.name }) });
    await colour.getByLabel('Swatch', { exact: true }).fill(c.hex);
    const files = [];
    for (let n = 1; n <= c.photos; n++)
      files.push(await jpeg(page, `${c.name.toLowerCase().replace(' ', '-')}-${n}.jpg`, c.hex, `${c.name} ${n}`));
    await colour.getByLabel(`Photos of ${c.name}`, { exact: true }).setInputFiles(files);
    await expect(colour.getByRole('list', { name: `Photos of ${c.name}: in order` }).getByRole('img')).toHaveCount(
      c.photos,
      {
        timeout: 30_000,
      },
    );
    for (const size of c.sizes) {
      await colour.getByRole('checkbox', { name: size, exact: true }).check();
      await colour.getByLabel(`Stock of ${c.name} ${size}`).fill('5');
    }
  }
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'It is in the shop now' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'product-editor', project);

  // A shopper, logged in with a saved address, searches for it.
  const s = newShopper(info);
  const login = await apiLogin(request, s);
  await addAddress(request, login.token, s);
  const ctx = await browser.newContext();
  const shop = await ctx.newPage();
  await storeLogin(shop, login);
  await shop.goto('/');
  await hydrated(shop);
  const box = shop.getByRole('combobox', { name: 'Search products' });
  await box.fill(word.toLowerCase());
  await box.press('Enter');
  const card = shop.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.locator('img').first()).toHaveAttribute('src', /\/images\/u\//);
  await card.getByRole('link').first().click();
  await expect(shop.getByRole('heading', { level: 1, name })).toBeVisible();
  await hydrated(shop);

  // The uploaded photos are the gallery, and they load.
  const main = shop.getByRole('img', { name, exact: true });
  await expect(main).toHaveAttribute('src', /\/images\/u\//);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await shop.getByRole('radio', { name: 'Teal', exact: true }).check();
  await expect(shop.getByRole('img', { name, exact: true })).toHaveAttribute('src', /\/images\/u\//);
  await shop.getByRole('radio', { name: 'Rani Pink', exact: true }).check();
  await shop.getByRole('radio', { name: 'L', exact: true }).check();
  await shot(shop, 'shop-product', project);

  // ... and buys it, cash on delivery.
  await shop.getByRole('textbox', { name: 'Delivery pincode' }).fill(SERVICEABLE_PINCODE);
  await shop.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(shop.getByTestId('pincode-result')).toContainText(MSG.deliveryAvailable);
  // the first: a sticky bar repeats the button once the page has scrolled
  await shop.getByRole('button', { name: MSG.addToCart }).first().click();
  // the cart is written when the click has been handled; leaving earlier would lose it
  await expect(shop.getByTestId('cart-button')).toHaveAccessibleName(/Cart, 1 item/);
  await shop.goto('/checkout');
  await expect(shop.getByTestId('checkout-line')).toContainText(name);
  await expect(shop.getByTestId('summary-subtotal')).toHaveText('₹1,039.00');
  await shop.getByRole('radio', { name: /Cash On Delivery/ }).check();
  await shop.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(shop, MSG.orderPlaced)).toBeVisible();
  await expect(shop.getByTestId('order-line').filter({ hasText: name })).toContainText('Ordered');
  await ctx.close();

  // The owner sees the piece held by the open order beside the shelf count, which stays 5.
  await page.reload();
  const pink = page.locator('fieldset').filter({ has: page.locator('legend', { hasText: 'Rani Pink' }) });
  await expect(pink.getByLabel('Stock of Rani Pink L')).toHaveValue('5');
  await expect(pink.getByText('1 held by open orders')).toBeVisible();

  // Bulk CSV: a wrong file is reported by line and column and changes nothing; a right one,
  // naming a photo uploaded above by its file name, is checked and then applied.
  await page.goto('/admin/products/csv');
  const header =
    'product_id,name,slug,category,sub_category,price_rupees,discount_percent,active,description,specifications,size_chart,similar_ids,color,swatch,images,size,stock,sku_code';
  const sub = await page.evaluate(async () => {
    const res = await fetch('/api/product/category/list');
    const cats = (await res.json()).data as { name: string; sub_categories: { name: string }[] }[];
    return cats.find((c) => c.name === 'Ethnic Wear')?.sub_categories[0]?.name ?? '';
  });
  const csv = (rows: string[]) => ({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\n')),
  });
  await page
    .getByLabel('CSV file')
    .setInputFiles(csv([`,${word} Dupatta,,Ethnic Wear,${sub},12.345,0,no,,,,,Teal,#00796b,nowhere.jpg,M,2,`]));
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'in 1 row. Nothing was applied' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'price_rupees' })).toContainText('2');
  await expect(page.getByRole('row').filter({ hasText: 'No uploaded photo named nowhere.jpg' })).toBeVisible();
  await shot(page, 'csv-errors', project);
  await page
    .getByLabel('CSV file')
    .setInputFiles(
      csv([
        `,${word} Dupatta,,Ethnic Wear,${sub},899,10,no,Soft mulmul.,Fabric: Mulmul,,,Teal,#00796b,teal-1.jpg,M,2,`,
      ]),
    );
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The row is fine' })).toBeVisible();
  await expect(page.getByText('1 colour, 1 size')).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Applied: 1 product saved.' })).toBeVisible();
  await shot(page, 'csv-applied', project);
});
