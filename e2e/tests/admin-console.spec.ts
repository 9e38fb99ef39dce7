import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { cliCreateOwner } from './console-fixtures';
import { addAddress, apiLogin, auth, newShopper, placeCodOrder, seedCart, storeLogin } from './order-fixtures';
import { hydrated, pickProduct } from './product-fixtures';

// The staff console: the owner made by the CLI logs in and changes the one-time password, adds a
// staff member; the staff finds a shopper's COD order, ships it with a tracking number (the
// shopper sees it), then marks it delivered and the cash collected. Screenshots in /tmp/console-shots.

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/console-shots/${name}-${project}.png`, fullPage: true });

async function firstLogin(page: Page, email: string, once: string, chosen: string) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(once);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/password$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Current password').fill(once);
  await page.getByLabel('New password', { exact: true }).fill(chosen);
  await page.getByLabel('Repeat the new password').fill(chosen);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Today at a glance' })).toBeVisible();
}

async function shopperSees(
  browser: Browser,
  login: Awaited<ReturnType<typeof apiLogin>>,
  number: string,
  text: string[],
) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await storeLogin(page, login);
  await page.goto(`/profile/orders/${number}`);
  for (const t of text) await expect(page.getByText(t).first()).toBeVisible();
  await ctx.close();
}

test('owner from the CLI adds staff; staff ships a COD order, delivers it and collects the cash', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  const ownerEmail = `owner.${tag}@vastra.in`;
  const staffEmail = `packer.${tag}@vastra.in`;
  page.on('dialog', (d) => d.accept());

  // The owner, made by the CLI, changes the one-time password at first login.
  await firstLogin(page, ownerEmail, cliCreateOwner(baseURL as string, ownerEmail), 'gomti-nagar-owner-2026');
  await expectNoSeriousA11yViolations(page);

  // ... and adds a staff member, whose one-time password is shown once. The console's links are
  // followed inside the app, as the shop's are (no document load).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page).toHaveURL(/\/admin\/staff$/);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.getByLabel('E-mail').fill(staffEmail);
  await page.getByRole('button', { name: 'Add staff' }).click();
  const made = page.getByRole('status').filter({ hasText: 'One-time password' });
  await expect(made).toBeVisible();
  const staffOnce = (await made.textContent())?.match(/in person\): (\S+)/)?.[1] as string;
  expect(staffOnce).toBeTruthy();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // A shopper places a COD order.
  const s = newShopper(info);
  const login = await apiLogin(page.request, s);
  const address = await addAddress(page.request, login.token, s);
  const [line] = await placeCodOrder(page.request, login.token, await pickProduct(page.request, 2, 4), address.id);
  const number = line.order_number;

  // The staff logs in, finds it by the shopper's phone and ships it with a tracking number.
  await firstLogin(page, staffEmail, staffOnce, 'aminabad-packer-2026');
  await expect(page.getByRole('link', { name: 'Staff' })).toHaveCount(0); // owners only
  await page.getByRole('link', { name: /Orders to ship/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders\?line=to_ship/);
  await page.getByLabel('Search by order number, phone, e-mail or name').fill(s.phone);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${s.phone}`));
  await expect(page.getByText('1 order', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'board', info.project.name);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: number })).toBeVisible();
  await page.getByLabel('Courier').fill('Delhivery');
  await page.getByLabel('Tracking number').fill('DLV7788990011');
  await page.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mark Shipped: done.' })).toBeVisible();
  await expect(page.getByText('Delhivery DLV7788990011')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'order', info.project.name);

  // The shopper sees Shipped and the tracking number on the order page.
  await shopperSees(browser, login, number, ['Shipped', 'DLV7788990011']);

  // An action that does not fit the state is refused in words.
  const refused = await page.request.post(`/api/admin/orders/${line.o_id}/deliver`, {
    headers: { 'x-csrf-token': 'wrong' },
  });
  expect(refused.status()).toBe(403);

  await page.getByRole('button', { name: 'Mark Out For Delivery' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mark Out For Delivery: done.' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mark Delivered: done.' })).toBeVisible();
  await page.getByRole('button', { name: 'Mark cash collected' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mark cash collected: done.' })).toBeVisible();
  await expect(page.getByText(/Cash on delivery: collected/)).toBeVisible();
  await expect(page.getByText('Nothing to do on this order now.')).toBeVisible();
  await shot(page, 'order-done', info.project.name);
  await shopperSees(browser, login, number, ['Delivered']);
});

test('a cancelled paid line is a refund due, marked refunded; a blocked shopper is told why at login', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.setTimeout(180_000);
  page.on('dialog', (d) =>
    d.type() !== 'prompt'
      ? d.accept()
      : d.accept(d.message().startsWith('Hide') ? 'Rude words about the tailor' : 'Too many refused parcels'),
  );
  // A shopper pays online (the test gateway), then cancels the line.
  const s = newShopper(info);
  const login = await apiLogin(page.request, s);
  await addAddress(page.request, login.token, s);
  const shopper = await browser.newContext();
  const sp = await shopper.newPage();
  await storeLogin(sp, login);
  const pick = await pickProduct(page.request, 2, 4); // a product of its own (product-fixtures.ts)
  await seedCart(sp, pick);
  await sp.goto('/checkout');
  await hydrated(sp);
  await sp.getByRole('button', { name: 'Place Order' }).click();
  await sp.getByRole('button', { name: 'Pay' }).click();
  await expect(sp).toHaveURL(/\/profile\/orders\/SF\d{6}$/);
  const number = sp.url().split('/').at(-1) as string;
  const lines = (await (await page.request.get('/api/payment/billing', { headers: auth(login.token) })).json()).data;
  const line = lines.find((l: { order_number: string }) => l.order_number === number);
  const cancel = await page.request.post('/api/payment/cancel-order', {
    headers: auth(login.token),
    data: { id: line.id, reason: 'Not Interested' },
  });
  expect(cancel.ok()).toBe(true);
  // ... and writes a review of it (before the block below), which staff will hide.
  const reviewTitle = `Hide me ${info.project.name} ${Date.now()}`;
  const written = await page.request.post('/api/product/review', {
    headers: auth(login.token),
    data: { id: pick.product.id, order_line: line.id, title: reviewTitle, review: 'Rude words', rating: 1 },
  });
  expect(written.ok(), await written.text()).toBe(true);
  const reviewId = (await written.json()).data.id as number;

  // The owner finds it among refunds due and records the refund with its reference.
  const ownerEmail = `owner.r${Date.now().toString(36)}${info.project.name}@vastra.in`;
  await firstLogin(page, ownerEmail, cliCreateOwner(baseURL as string, ownerEmail), 'charbagh-owner-2026');
  await page.getByRole('link', { name: /Refunds due/ }).click();
  await expect(page).toHaveURL(/pay=refund_due/);
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByText(/Refund due: ₹/)).toBeVisible();
  await page.getByLabel('Bank or UPI reference').fill('UTR4455667788');
  await page.getByRole('button', { name: 'Mark refund paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Refund: done.' })).toBeVisible();
  await expect(page.getByText(/Refunded ₹[\d,.]+, reference UTR4455667788/)).toBeVisible();
  await sp.goto(`/profile/orders/${number}`);
  await expect(sp.getByTestId('payment-state')).toHaveText('Refunded');

  // The owner blocks the shopper, who is told why at the next login; the audit log has both.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByLabel('Search by name, e-mail or mobile').fill(s.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: s.name }).click();
  await page.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('Blocked: their sessions have ended.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const refused = await page.request.post('/api/auth/login', { data: { email: s.email, password: s.password } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toContain('Too many refused parcels');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
  const entries = page.getByRole('listitem').filter({ hasText: ownerEmail });
  await expect(entries.filter({ hasText: 'customer.block' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'order.refund_paid' })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'audit', info.project.name);

  // A contact-us message reaches the inbox, unread, and is marked read.
  const subject = `Size question ${info.project.name} ${Date.now()}`;
  const sent = await page.request.post('/api/general/contact-us', {
    data: { name: s.name, email: s.email, phone_number: s.phone, subject, message: 'Is the kurta loose in M?' },
    headers: { 'x-forwarded-for': `10.9.${info.workerIndex}.${info.project.name.length}` },
  });
  expect(sent.status()).toBe(201);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Messages' }).click();
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item.getByText('New')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await item.getByRole('button', { name: 'Mark read' }).click();
  await expect(item.getByRole('button', { name: 'Mark unread' })).toBeVisible();

  // The shopper's review is hidden with a reason: it leaves the product page and its count.
  const detail = async () =>
    (await (await page.request.get(`/api/product/product/${pick.product.id}`)).json()).data as {
      rating: { count: number };
      reviews: { id: number }[];
    };
  const before = await detail();
  expect(before.reviews.map((r) => r.id)).toContain(reviewId);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reviews' }).click();
  await page.getByLabel('Product', { exact: true }).fill(pick.product.name);
  await page.getByLabel('Shown').selectOption('visible');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/state=visible/);
  const review = page.getByRole('listitem').filter({ hasText: reviewTitle });
  await review.getByRole('button', { name: 'Hide' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Hidden: it no longer counts.' })).toBeVisible();
  await expect(review).toHaveCount(0); // the list shows visible ones only
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'reviews', info.project.name);
  const after = await detail();
  expect(after.rating.count).toBe(before.rating.count - 1);
  expect(after.reviews.map((r) => r.id)).not.toContain(reviewId);
  await shopper.close();
});

test('shoppers are kept out of the console', async ({ page }) => {
  const res = await page.request.get('/api/admin/board');
  expect(res.status()).toBe(401);
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Forders/);
  await expectNoSeriousA11yViolations(page);
});
