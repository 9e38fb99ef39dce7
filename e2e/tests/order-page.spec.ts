import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import {
  addAddress,
  apiLogin,
  auth,
  failOnlinePayment,
  loggedInWithAddress,
  newShopper,
  placeCodOrder,
  seedCart,
  storeLogin,
} from './order-fixtures';
import { expectAccessible, hydrated, type ProductPick, pickProduct } from './product-fixtures';
import { ANY_SIZE } from './viewports';

// Issue 15 items 1 and 5: the order page (/profile/orders/{number}) from the orders tab, and the
// payment return landing on it: failed with the reason and Retry (cart kept), then paid (cart
// emptied). Screenshots of each state go to /tmp/order-shots for a look.

let pick: ProductPick;
test.beforeAll(async ({ request }) => {
  pick = await pickProduct(request, 3, 3); // a product of its own among the ordering journeys (product-fixtures.ts)
});

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/order-shots/${name}-${project}.png`, fullPage: true });
const cartLength = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length);

test(
  'online order: Fail lands on its page with the reason and Retry, the same order is then paid',
  ANY_SIZE,
  async ({ page }, info) => {
    await loggedInWithAddress(page, info);
    await seedCart(page, pick);
    await failOnlinePayment(page);

    const number = page.url().split('/').at(-1) as string;
    const outcome = page.getByTestId('payment-outcome');
    await expect(outcome).toContainText(MSG.paymentFailed);
    await expect(page.getByTestId('payment-reason')).toContainText('Payment failed'); // the gateway's words
    await expect(page.getByTestId('payment-state')).toHaveText('Payment Failed');
    await expect(page.getByTestId('order-item')).toContainText(pick.product.name);
    expect(await cartLength(page)).toBe(1); // kept for another try
    await shot(page, 'order-failed', info.project.name);
    await expectAccessible(page);

    // Retry pays the same order: the gateway opens on it again.
    await outcome.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(page).toHaveURL(/\/api\/payment\/test-gateway\//);
    await expect(page.getByText(`Order ${number}`)).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(new RegExp(`/profile/orders/${number}$`));
    await expect(page.getByTestId('payment-outcome')).toContainText(MSG.paymentSuccess);
    await expect(page.getByTestId('payment-state')).toHaveText('Paid');
    await expect(page.getByRole('button', { name: 'Retry Payment' })).toHaveCount(0);
    await expect(page.getByTestId('timeline-step')).toHaveCount(1);
    await expect(page.getByTestId('timeline-step')).toContainText('Ordered');
    await expect(page.getByTestId('expected-delivery')).toBeVisible();
    await expect(page.getByTestId('order-address')).toContainText('12 Hazratganj');
    await expect(page.getByTestId('order-summary')).toContainText('Total charged');
    expect(await cartLength(page)).toBe(0);
    await shot(page, 'order-paid', info.project.name);

    // The orders tab links to it; opened from there it shows no payment message.
    await page.goto('/profile?tab=orders');
    await page.getByRole('link', { name: new RegExp(`Order ${number}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/orders/${number}$`));
    await expect(page.getByTestId('payment-state')).toHaveText('Paid');
    await expect(page.getByTestId('payment-outcome')).toHaveCount(0);
  },
);

test('COD order from the orders tab: pay on delivery, each step of its tracking with its time', async ({
  page,
}, info) => {
  const s = newShopper(info);
  const login = await apiLogin(page.request, s);
  const address = await addAddress(page.request, login.token, s);
  const [line] = await placeCodOrder(page.request, login.token, pick, address.id);
  const operator = readFileSync(new URL('../../.e2e-data/operator-token', import.meta.url), 'utf8').trim();
  const shipped = await page.request.post(`/api/admin/order-lines/${line.id}/status`, {
    headers: { authorization: `Bearer ${operator}` },
    data: { status: 'Shipped' },
  });
  expect(shipped.ok()).toBe(true);
  await storeLogin(page, login);
  await page.goto('/profile?tab=orders');
  await hydrated(page);
  await page.getByTestId('order-link').first().click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${line.order_number}$`));

  await expect(page.getByTestId('payment-state')).toHaveText('Pay on delivery');
  const steps = page.getByTestId('timeline-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Ordered');
  await expect(steps.nth(1)).toContainText('Shipped');
  await expect(page.getByTestId('timeline')).toContainText('Out For Delivery'); // still ahead
  await expect(page.getByTestId('expected-delivery')).toBeVisible();
  await shot(page, 'order-cod', info.project.name);

  // Someone else's login cannot open it.
  const other = await apiLogin(page.request, newShopper(info));
  const res = await page.request.get(`/api/payment/order/${line.order_number}`, { headers: auth(other.token) });
  expect(res.status()).toBe(404);
  await storeLogin(page, other);
  await page.goto(`/profile/orders/${line.order_number}`);
  await expect(page.getByText('We could not find this order in your account.')).toBeVisible();
});

test(
  'a payment return to /profile without tab=orders still opens the orders tab, says so once and empties the cart',
  ANY_SIZE,
  async ({ page }, info) => {
    const login = await apiLogin(page.request, newShopper(info));
    await storeLogin(page, login);
    await seedCart(page, pick);
    await page.goto('/profile?payment=success');
    await hydrated(page);
    await expect(page.getByText(MSG.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/profile(\?tab=orders)?$/);
    await expect.poll(() => cartLength(page)).toBe(0);
  },
);
