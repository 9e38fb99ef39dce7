import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import { fromOwnAddress } from './order-fixtures';
import { ANY_SIZE } from './viewports';

// Issue 4, screen 8: /profile with Account Settings, Manage Addresses (pincode autofill) and
// Orders, and logout. Each test logs in a fresh shopper through the API and stores the login
// the way the login page does (localStorage token + user).

let seq = 0;
async function loggedIn(page: Page, info: TestInfo) {
  const n = `${Date.now().toString(36)}${(seq++).toString(36)}${info.project.name}${info.workerIndex}`;
  const s = {
    name: `Ravi ${n}`,
    email: `ravi.${n}@example.in`,
    password: 'chikan-kurta-7',
    phone_number: `7${String(Date.now() + seq * 7919 + info.workerIndex * 104729).slice(-9)}`,
  };
  expect((await page.request.post('/api/auth/register', { data: s, headers: fromOwnAddress(s.email) })).status()).toBe(
    201,
  );
  const res = await page.request.post('/api/auth/login', { data: { email: s.email, password: s.password } });
  const { token, user } = (await res.json()).data;
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', JSON.stringify(t));
      localStorage.setItem('user', JSON.stringify(u));
    },
    [token, user],
  );
  return s;
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const main = (page: Page) => page.getByRole('main');

test('profile shows the shopper, switches tabs through the URL and saves account settings', async ({ page }, info) => {
  const s = await loggedIn(page, info);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText(s.name);
  await expect(page.getByTestId('profile-email')).toHaveText(s.email);

  const tabs = page.getByRole('tablist', { name: 'Profile sections' });
  await expect(tabs.getByRole('tab')).toHaveText(['Account Settings', 'Manage Addresses', 'Orders']);
  await expect(tabs.getByRole('tab', { name: 'Account Settings' })).toHaveAttribute('aria-selected', 'true');

  // Keyboard: arrows move between tabs and the URL follows.
  await tabs.getByRole('tab', { name: 'Account Settings' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Manage Addresses' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=addresses$/);
  await tabs.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  await expect(page.getByRole('tabpanel', { name: 'Orders' })).toContainText(MSG.noOrders);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', { name: 'Account Settings' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Account Settings' });
  await panel.getByRole('button', { name: 'Edit' }).click();
  await expect(panel.getByLabel('Name')).toBeFocused();
  await panel.getByLabel('Name').fill('');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByLabel('Name')).toHaveAccessibleDescription(MSG.nameRequired);
  await panel.getByLabel('Name').fill('Ravi Kumar');
  await panel.getByLabel('Phone number').fill('9812345');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByLabel('Phone number')).toHaveAccessibleDescription(MSG.phoneLength);
  await panel.getByLabel('Phone number').fill('98123456789');
  await expect(panel.getByLabel('Phone number')).toHaveValue('9812345678');
  await panel.getByLabel('Gender').selectOption('Female');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.profileUpdated)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(panel).toContainText('Ravi Kumar');
  await expect(panel).toContainText('9812345678');
  await expect(panel).toContainText('Female');
  await expect(page.getByTestId('profile-name')).toHaveText('Ravi Kumar');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
  expect(stored).toMatchObject({ name: 'Ravi Kumar', phone_number: '9812345678', gender: 'Female' });

  // And the server kept it.
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Ravi Kumar');
});

test('manage addresses: add with pincode autofill, edit, delete with a confirmation', async ({ page }, info) => {
  await loggedIn(page, info);
  await page.goto('/profile?tab=addresses');
  const panel = page.getByRole('tabpanel', { name: 'Manage Addresses' });
  await expect(panel).toContainText(MSG.noAddress);

  await panel.getByRole('button', { name: 'Add New Address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  await expect(dialog.getByRole('radio', { name: 'Home' })).toBeChecked();
  await expect(dialog.getByLabel('Country')).toHaveValue('India');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await dialog.getByRole('radio', { name: 'Office' }).check();
  await dialog.getByLabel('Name').fill('Ravi Office');
  await dialog.getByLabel('Phone number').fill('9876543210');
  await dialog.getByLabel('Address line 1').fill('4th Floor, Hazratganj Complex');
  await dialog.getByLabel('Pincode').fill('226001');
  await expect(dialog.getByLabel('City')).toHaveValue(/Lucknow/i);
  await expect(dialog.getByLabel('State')).toHaveValue(/Uttar Pradesh/i);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.addressAdded)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = panel.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Office');
  await expect(card).toContainText('226001');

  await card.getByRole('button', { name: /^Edit address/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Address' });
  await expect(edit.getByLabel('Name')).toHaveValue('Ravi Office');
  await edit.getByLabel('Address line 2').fill('Near GPO');
  await edit.getByLabel('Pincode').fill('110001');
  await expect(edit.getByLabel('State')).toHaveValue(/Delhi/i);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.addressUpdated)).toBeVisible();
  await expect(card).toContainText('Near GPO');
  await expect(card).toContainText('110001');

  // The server refuses what the form cannot catch: a pincode that is not in the directory.
  await card.getByRole('button', { name: /^Edit address/ }).click();
  await edit.getByLabel('Pincode').fill('000000');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, MSG.addressInvalid)).toBeVisible();
  await expect(edit.getByLabel('Pincode')).toHaveAttribute('aria-invalid', 'true');
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await card.getByRole('button', { name: /^Delete address/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: /^Delete address/ }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel).toContainText(MSG.noAddress);
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Manage Addresses' })).toContainText(MSG.noAddress);
});

test('logout ends the session and goes to /login', async ({ page }, info) => {
  await loggedIn(page, info);
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('token'))) ?? '""');
  await page.goto('/profile');
  await main(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);
  const me = await page.request.get('/api/auth/me', { headers: { authorization: `Token ${token}` } });
  expect(me.status()).toBe(401);
});

test('profile has no serious accessibility violations; screenshots of /login and /profile', async ({ page }, info) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login via OTP' })).toBeVisible();
  await page.screenshot({ path: info.outputPath(`login-${info.project.name}.png`), fullPage: true });

  await loggedIn(page, info);
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await page.screenshot({ path: info.outputPath(`profile-${info.project.name}.png`), fullPage: true });
  await page.goto('/profile?tab=addresses');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const modal = await new AxeBuilder({ page }).analyze();
  expect(modal.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
  await page.screenshot({ path: info.outputPath(`address-form-${info.project.name}.png`) });
});

test('a tab whose code fails to load says so and loads on Try again', ANY_SIZE, async ({ page }, info) => {
  await loggedIn(page, info);
  await page.route(/\/assets\/orders-tab-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Orders' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Orders' });
  await expect(panel.getByRole('alert')).toHaveText(new RegExp(MSG.loadFailed));
  // The rest of the page still works.
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Account Settings' }).getByRole('button', { name: 'Edit' }),
  ).toBeVisible();

  await page.unroute(/\/assets\/orders-tab-[\w-]+\.js$/);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel).toContainText(MSG.noOrders);
});
