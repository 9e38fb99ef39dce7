import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import { fromOwnAddress } from './order-fixtures';
import { ANY_SIZE } from './viewports';

// Issue 4, screens 6-7: register (every message in the spec's order), login, guest OTP login
// through the modal with the code read from the development SMS outbox, and the guards.

let seq = 0;
/** A shopper no other test (or the other viewport's run) uses. */
function shopper(info: TestInfo) {
  const n = `${Date.now().toString(36)}${(seq++).toString(36)}${info.project.name}${info.workerIndex}`;
  const phone = `9${String(Date.now() + seq * 7919 + info.workerIndex * 104729).slice(-9)}`;
  return { name: `Asha ${n}`, email: `asha.${n}@example.in`, phone, password: 'chikan-kurta-7' };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** An input by its whole label (the required marker '*' aside), so 'Password' is not 'Confirm password'. */
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label}\\W*$`));

async function fieldError(page: Page, label: string, message: string) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
  await expect(input).toBeFocused();
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

async function registerByApi(page: Page, s: ReturnType<typeof shopper>) {
  const res = await page.request.post('/api/auth/register', {
    data: { name: s.name, email: s.email, password: s.password, phone_number: s.phone },
    headers: fromOwnAddress(s.email),
  });
  expect(res.status()).toBe(201);
}

test(
  'register shows the spec messages in order, then login with a wrong and a right password',
  ANY_SIZE,
  async ({ page }, info) => {
    const s = shopper(info);
    await page.goto('/register');
    const register = page.getByRole('button', { name: 'Register' });
    await expect(register).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    const steps: [string, string | null, string, string][] = [
      ['Name', null, s.name, MSG.nameRequired],
      ['Email', null, s.email, MSG.emailRequired],
      ['Password', null, 'abc', MSG.passwordRequired],
      ['Confirm password', null, 'abd', MSG.confirmPasswordRequired],
      ['Phone number', null, '98765', MSG.phoneRequired],
      ['Phone number', '98765', s.phone, MSG.phoneLength],
      ['Password', 'abc', s.password, MSG.passwordMin],
      ['Confirm password', 'abd', s.password, MSG.passwordMismatch],
    ];
    for (const [label, , value, message] of steps) {
      await register.click();
      await fieldError(page, label, message);
      await field(page, label).fill(value);
    }
    // The phone field takes 10 characters at most.
    await page.getByRole('main').getByLabel('Phone number').fill(`${s.phone}99`);
    await expect(page.getByRole('main').getByLabel('Phone number')).toHaveValue(s.phone);

    await register.click();
    await expect(toast(page, MSG.registerSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The same email again: the toast and the server's field error beside Email.
    await page.goto('/register');
    for (const [label, value] of [
      ['Name', s.name],
      ['Email', s.email.toUpperCase()],
      ['Phone number', s.phone],
      ['Password', s.password],
      ['Confirm password', s.password],
    ])
      await field(page, label).fill(value);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, MSG.registerFailed)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await fieldError(page, 'Email', MSG.emailRequired);
    await page.getByRole('main').getByLabel('Email').fill(s.email);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await fieldError(page, 'Password', MSG.passwordRequired);
    await page.getByRole('main').getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, MSG.loginFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await page.getByRole('main').getByLabel('Password').fill(s.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, MSG.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]);
    expect(stored[0]).toBeTruthy();
    expect(JSON.parse(stored[1] ?? '{}')).toMatchObject({ email: s.email, name: s.name, guest: false });

    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText(s.name);
    await expect(page.getByTestId('profile-email')).toHaveText(s.email);
  },
);

test(
  'guards: /profile needs a login and comes back after it; logged-in visitors skip /login and /register',
  ANY_SIZE,
  async ({ page }, info) => {
    const s = shopper(info);
    await registerByApi(page, s);

    await page.goto('/profile?tab=addresses');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile%3Ftab%3Daddresses$/);
    await page.getByRole('main').getByLabel('Email').fill(s.email);
    await page.getByRole('main').getByLabel('Password').fill(s.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/profile\?tab=addresses$/);
    await expect(page.getByRole('tab', { name: 'Manage Addresses' })).toHaveAttribute('aria-selected', 'true');

    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }

    // A token the server no longer accepts: the stored login is dropped and the visitor logs in again.
    await page.evaluate(() => localStorage.setItem('token', JSON.stringify('x'.repeat(43))));
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  },
);

test('?next= only ever leads to a page of this site', ANY_SIZE, async ({ page }, info) => {
  const s = shopper(info);
  await registerByApi(page, s);
  await page.goto('/login?next=//evil.example/steal');
  await page.getByRole('main').getByLabel('Email').fill(s.email);
  await page.getByRole('main').getByLabel('Password').fill(s.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, MSG.loginSuccess)).toBeVisible();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('guest OTP login through the modal, with the code from the dev outbox', async ({ page }, info) => {
  const s = shopper(info);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login via OTP' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login with OTP' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(MSG.guestAllRequired);
  await dialog.getByLabel('Name').fill(s.name);
  await dialog.getByLabel('Email').fill(s.email);
  await dialog.getByLabel('Phone number').fill(`${s.phone}12`);
  await expect(dialog.getByLabel('Phone number')).toHaveValue(s.phone);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();

  const otp = dialog.getByLabel('OTP');
  await expect(otp).toBeFocused();
  await expect(otp).toHaveAttribute('inputmode', 'numeric');
  await expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(otp).toHaveAttribute('maxlength', '6');
  const outbox = await page.request.get(`/api/dev/outbox?phone=${s.phone}`);
  const code = ((await outbox.json()).data[0].message as string).match(/\b(\d{6})\b/)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);

  const wrong = code === '000000' ? '111111' : '000000';
  await otp.fill(wrong);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, MSG.otpInvalid)).toBeVisible();

  await otp.fill(code);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(dialog).toBeHidden();
  const user = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
  expect(user).toMatchObject({ email: s.email, phone_number: s.phone, guest: true });
});

test(
  'guest OTP for an email of a registered account says so and resets the modal',
  ANY_SIZE,
  async ({ page }, info) => {
    const s = shopper(info);
    await registerByApi(page, s);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login via OTP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login with OTP' });
    await dialog.getByLabel('Name').fill(s.name);
    await dialog.getByLabel('Email').fill(s.email);
    await dialog.getByLabel('Phone number').fill(`8${s.phone.slice(1)}`);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(toast(page, MSG.emailExists)).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByLabel('Name')).toBeFocused();
  },
);

test('login and register have no serious accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login via OTP' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Login via OTP' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('main').getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});
