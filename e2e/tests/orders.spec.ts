import { expect, test } from '@playwright/test';
import { EXCHANGE_REASONS } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { expectNoSeriousA11yViolations } from './a11y';
import { addAddress, apiLogin, markDelivered, newShopper, placeCodOrder, storeLogin, toast } from './order-fixtures';
import { hydrated, type ProductPick, pickProduct } from './product-fixtures';
import { ANY_SIZE } from './viewports';

// Issue 5 item 9: the profile's Orders tab. Exchange once the operator marks a line Delivered,
// a review that shows on the product page, the empty state, accessibility.

let pick: ProductPick;
test.beforeAll(async ({ request }) => {
  pick = await pickProduct(request, 3, 2); // a product of its own among the ordering journeys (product-fixtures.ts)
});

test('no orders yet: the empty state', ANY_SIZE, async ({ page }, info) => {
  await storeLogin(page, await apiLogin(page.request, newShopper(info)));
  await page.goto('/profile?tab=orders');
  await expect(page.getByText(MSG.noOrders)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test(
  'exchange after the operator marks the line Delivered, and a review seen on the product page',
  ANY_SIZE,
  async ({ page }, info) => {
    const s = newShopper(info);
    const login = await apiLogin(page.request, s);
    const address = await addAddress(page.request, login.token, s);
    const [line] = await placeCodOrder(page.request, login.token, pick, address.id);
    await storeLogin(page, login);
    await page.goto('/profile?tab=orders');
    await hydrated(page);

    const card = page.getByTestId('order-line').filter({ hasText: pick.product.name });
    await expect(card.getByTestId('order-line-status')).toHaveText('Ordered');
    await expect(card.getByRole('button', { name: /^Exchange/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: /^Cancel/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/cko-shots/orders-${info.project.name}.png`, fullPage: true });

    await markDelivered(page.request, line.id);
    await page.reload();
    await hydrated(page);
    await expect(card.getByTestId('order-line-status')).toHaveText('Delivered');
    await expect(card.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
    await card.getByRole('button', { name: /^Exchange/ }).click();
    const exchange = page.getByRole('dialog', { name: 'Exchange' });
    for (const reason of EXCHANGE_REASONS) await expect(exchange.getByRole('radio', { name: reason })).toBeVisible();
    await exchange.getByRole('button', { name: 'Request Exchange' }).click();
    await expect(exchange.getByText('Please choose a reason')).toBeVisible();
    await exchange.getByRole('radio', { name: 'Defective' }).check();
    await exchange.getByLabel('Description').fill('The zip came off on the first wear.');
    await exchange.getByRole('button', { name: 'Request Exchange' }).click();
    await expect(toast(page, MSG.exchangeSuccess)).toBeVisible();
    await expect(card.getByTestId('order-line-status')).toHaveText('Exchange Requested');
    await expect(card.getByRole('button', { name: /^Exchange/ })).toHaveCount(0);

    // A review: rating as a radio group of stars, title and text.
    await card.getByRole('button', { name: /^Write a Review/ }).click();
    const review = page.getByRole('dialog', { name: 'Write a Review' });
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await expect(review.getByText('Please give a rating')).toBeVisible();
    // The radios are visually hidden behind their stars: choose by keyboard, as a keyboard user would.
    await review.getByRole('radio', { name: '1 star', exact: true }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(review.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const title = `Fits well ${info.project.name} ${Date.now()}`;
    await review.getByLabel('Title').fill(title);
    await review.getByLabel('Review').fill('Soft fabric, true to size, colour as shown.');
    await expectNoSeriousA11yViolations(page);
    await review.getByRole('button', { name: 'Submit Review' }).click();
    await expect(toast(page, MSG.reviewSuccess)).toBeVisible();
    await expect(review).toBeHidden();

    await card.getByRole('link', { name: pick.product.name }).click();
    await expect(page).toHaveURL(new RegExp(`/${pick.product.id}/`));
    await page.getByRole('tab', { name: /Reviews/ }).click();
    const mine = page.getByTestId('review').filter({ hasText: title });
    await expect(mine).toContainText('Soft fabric, true to size, colour as shown.');
    await expect(mine).toContainText('Verified buyer');
  },
);
