import { type Browser, expect, type Page, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import { expectNoSeriousA11yViolations } from './a11y';
import { ownerFirstLogin } from './console-fixtures';
import { addAddress, apiLogin, fromOwnAddress, newShopper, seedCart, storeLogin, toast } from './order-fixtures';
import { hydrated, pickProduct } from './product-fixtures';

// Issue 17's owner journeys: the owner starts a coupon and a shopper uses it at checkout (its
// uses and discount then show in the console); the owner edits the return policy and the
// announcement, and the shop shows both at once. Screenshots in /tmp/content-shots.

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/content-shots/${name}-${project}.png`, fullPage: true });

/** A new owner, logged in to the console with a password of their own. */
async function ownerLogin(page: Page, baseURL: string, tag: string) {
  const email = `owner.content.${tag}@vastra.in`;
  await ownerFirstLogin(page, baseURL, email, '/admin', 'chowk-owner-2026');
  // the glance page counts the day's orders: slow on a loaded machine
  await expect(page.getByRole('heading', { name: 'Today at a glance' })).toBeVisible({ timeout: 30_000 });
}

const consoleNav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name }).click();

async function shopperPage(browser: Browser) {
  const ctx = await browser.newContext();
  return { ctx, page: await ctx.newPage() };
}

test('the owner starts a coupon and a shopper uses it at checkout', async ({ page, browser, baseURL }, info) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  const code = `DIWALI${tag
    .slice(-6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}`;
  await ownerLogin(page, baseURL as string, tag);

  await consoleNav(page, 'Coupons');
  await page.getByRole('button', { name: 'New coupon' }).click();
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Percent off').fill('15');
  await page.getByLabel('Uses per shopper').fill('1');
  await page.getByRole('button', { name: 'Save coupon' }).click();
  // a table on wide screens, a card per coupon on a phone
  const phone = info.project.name === 'phone';
  const row = page.getByTestId(phone ? `coupon-card-${code}` : `coupon-${code}`);
  await expect(row).toContainText('Live');
  await expect(row).toContainText('15% off');
  await expectNoSeriousA11yViolations(page);

  // A shopper applies it at checkout and places a COD order.
  const pick = await pickProduct(page.request);
  const shopper = await shopperPage(browser);
  const s = newShopper(info);
  const login = await apiLogin(shopper.page.request, s);
  await addAddress(shopper.page.request, login.token, s);
  await storeLogin(shopper.page, login);
  await seedCart(shopper.page, pick);
  await shopper.page.goto('/checkout');
  await hydrated(shopper.page);
  await shopper.page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await shopper.page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(shopper.page, MSG.couponApplied)).toBeVisible();
  await expect(shopper.page.getByTestId('summary-coupon')).toContainText('15%');
  await shopper.page.getByRole('radio', { name: /Cash On Delivery/ }).check();
  await shopper.page.getByRole('button', { name: 'Place Order' }).click();
  await expect(toast(shopper.page, MSG.orderPlaced)).toBeVisible();
  await shopper.ctx.close();

  // The console counts the use and the discount given (15% of the price, to the paisa).
  await page.reload();
  const discount = Math.round(pick.product.discounted_price * 15) / 100;
  const inr = `₹${discount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  if (phone) await expect(row).toContainText('Used 1 ·');
  else await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row).toContainText(inr);
  await expect(row).toContainText('1 order');

  // Paused, the next shopper is refused with the store's words.
  await row.getByRole('button', { name: /^Pause/ }).click();
  await expect(row).toContainText('Paused');
  await shot(page, 'coupons', info.project.name);
  const next = await shopperPage(browser);
  const s2 = newShopper(info);
  const login2 = await apiLogin(next.page.request, s2);
  await addAddress(next.page.request, login2.token, s2);
  await storeLogin(next.page, login2);
  await seedCart(next.page, pick);
  await next.page.goto('/checkout');
  await hydrated(next.page);
  await next.page.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await next.page.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(next.page, MSG.couponInvalid)).toBeVisible();
  await expect(next.page.getByText('This coupon is no longer active')).toBeVisible(); // the reason, beside the box
  await next.ctx.close();
});

test('the owner edits the return policy and the announcement; the shop shows them at once @shop-wide', async ({
  page,
  browser,
  baseURL,
}, info) => {
  // The policy and the bar are one per shop: this runs in the `shop-wide` project, after the
  // journeys that read them (playwright.config.ts).
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  await ownerLogin(page, baseURL as string, tag);
  await consoleNav(page, 'Home and pages');
  await page.getByRole('link', { name: 'About and policies' }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('return-policy');
  const text = page.getByRole('textbox', { name: 'Text' });
  await expect(text).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);

  const words = `Returns within 21 days (${tag}).`;
  await text.fill(
    `<h2>Our promise</h2><p>${words}</p><script>document.title='owned'</script><img src=x onerror="alert(1)">`,
  );
  const preview = page.getByTestId('html-preview');
  await expect(preview).toContainText(words);
  await expect(preview.locator('script, img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'shows it now' })).toBeVisible();
  await expect(text).not.toHaveValue(/script|onerror/);
  await shot(page, 'policy-editor', info.project.name);

  const shopper = await shopperPage(browser);
  await shopper.page.goto('/return-policy');
  await expect(shopper.page.getByRole('heading', { name: 'Our promise' })).toBeVisible();
  await expect(shopper.page.getByText(words)).toBeVisible();
  expect(await shopper.page.title()).not.toBe('owned');

  // The announcement bar.
  await page.getByRole('link', { name: 'Announcement' }).click();
  const bar = page.getByLabel('Announcement bar');
  await expect(bar).not.toHaveValue('');
  const announcement = `Festive week: free gift wrap ${tag}`;
  await bar.fill(announcement);
  await page.getByRole('button', { name: 'Save announcement' }).click();
  await expect(page.getByText('Saved: every page shows it now.')).toBeVisible();
  await shopper.page.goto('/');
  await expect(shopper.page.locator('header').getByText(announcement)).toBeVisible();
  await shot(shopper.page, 'home-announcement', info.project.name);
  // put the spec's text back for the other journeys
  await bar.fill(MSG.announcement);
  await page.getByRole('button', { name: 'Save announcement' }).click();
  await expect(page.getByText('Saved: every page shows it now.')).toBeVisible();
  await shopper.ctx.close();
});

test('the owner renames the shop; the header and the login OTP SMS carry the new name @shop-wide', async ({
  page,
  browser,
  baseURL,
}, info) => {
  // One identity per shop: the `shop-wide` project runs this after the journeys that read the name.
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  await ownerLogin(page, baseURL as string, `name${tag}`);
  await consoleNav(page, 'Settings');
  const name = page.getByLabel('Shop name');
  await expect(name).not.toHaveValue('');
  const before = await name.inputValue();
  const renamed = `Vastra Lucknow ${Date.now().toString(36)}`; // this run's, not a name left by an earlier one
  const saveAs = async (value: string) => {
    await name.fill(value);
    await page.getByRole('button', { name: 'Save identity' }).click();
    await expect(page.getByText('Saved: pages show it now; new invoices and messages carry it.')).toBeVisible();
  };
  await saveAs(renamed);
  try {
    const shopper = await shopperPage(browser);
    await shopper.page.goto('/');
    await expect(shopper.page.getByRole('link', { name: `${renamed} home` })).toBeVisible();

    const s = newShopper(info);
    const sent = await shopper.page.request.post('/api/auth/otp/send', {
      data: { name: s.name, email: s.email, phone_number: s.phone },
      headers: fromOwnAddress(s.email),
    });
    expect(sent.status()).toBe(200);
    await expect(async () => {
      const { data } = await (await shopper.page.request.get(`/api/dev/outbox?phone=${s.phone}`)).json();
      expect(data[0]?.message).toMatch(new RegExp(`^\\d{6} is your ${renamed} login OTP`));
    }).toPass({ timeout: 10_000 });
    await shopper.ctx.close();
  } finally {
    await saveAs(before); // the other journeys read the shop's own name
  }
});

test('the owner stops delivering to a pincode: a wrong entry is named under its field, then product pages refuse it @shop-wide', async ({
  page,
  browser,
  baseURL,
  request,
}, info) => {
  // One delivery setting per shop: the `shop-wide` project runs this after the journeys that deliver.
  test.setTimeout(120_000);
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  await ownerLogin(page, baseURL as string, `pins${tag}`);
  await consoleNav(page, 'Settings');
  const pins = page.getByLabel('Pincodes not served');
  const before = await pins.inputValue();
  const save = () => page.getByRole('button', { name: 'Save delivery' }).click();

  await pins.fill(`${before}\n5600`);
  await save();
  await expect(pins).toHaveAttribute('aria-invalid', 'true');
  await expect(pins).toHaveAccessibleDescription('A pincode is 6 digits'); // the error, under the list

  await pins.fill(`${before}\n560001`);
  await save();
  await expect(page.getByText('Saved: the pincode check and checkout follow it now.')).toBeVisible();
  await expect(pins).not.toHaveAttribute('aria-invalid', 'true');
  try {
    const { product } = await pickProduct(request);
    const shopper = await shopperPage(browser);
    await shopper.page.goto(product.url);
    await hydrated(shopper.page);
    await shopper.page.getByRole('textbox', { name: 'Delivery pincode' }).fill('560001');
    await shopper.page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(shopper.page.getByTestId('pincode-result')).toContainText(MSG.deliveryNotAvailable);
    await shopper.ctx.close();
  } finally {
    await pins.fill(before); // the other journeys deliver everywhere the demo does
    await save();
    await expect(page.getByText('Saved: the pincode check and checkout follow it now.')).toBeVisible();
  }
});
