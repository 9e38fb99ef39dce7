import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { GUEST_VERIFY_PHONE } from '@store/contract/guest-register';
import { MSG } from '@store/contract/messages';
import { RESET_MSG } from '@store/contract/password-reset';
import { fromOwnAddress } from './order-fixtures';
import { ANY_SIZE } from './viewports';

// Issue 18, accounts that recover and never split: "Forgot password?" by the code sent to the
// account's phone (read from the development SMS outbox) or by the e-mailed link (the
// development mail outbox), the new password logs in and every older session has ended; a guest
// who registers with its email and phone proves the phone and keeps its account.

let seq = 0;
function shopper(info: TestInfo) {
  const n = `${Date.now().toString(36)}${(seq++).toString(36)}${info.project.name}${info.workerIndex}`;
  const phone = `8${String(Date.now() + seq * 7919 + info.workerIndex * 104729).slice(-9)}`;
  return { name: `Asha ${n}`, email: `reset.${n}@example.in`, phone, password: 'chikan-kurta-7' };
}
type Shopper = ReturnType<typeof shopper>;
const NEW_PASSWORD = 'angrakha-silk-42';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const mainField = (page: Page, label: string) => page.getByRole('main').getByLabel(new RegExp(`^${label}\\W*$`));

async function register(page: Page, s: Shopper) {
  const res = await page.request.post('/api/auth/register', {
    data: { name: s.name, email: s.email, password: s.password, phone_number: s.phone },
    headers: fromOwnAddress(s.email),
  });
  expect(res.status()).toBe(201);
}

async function loginThroughPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  await mainField(page, 'Email').fill(email);
  await mainField(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The newest SMS to the phone that contains `word`, polled: the store sends after answering. */
async function smsCode(page: Page, phone: string, word: string): Promise<string> {
  let code = '';
  await expect(async () => {
    const { data } = await (await page.request.get(`/api/dev/outbox?phone=${phone}`)).json();
    const message = (data as { message: string }[]).find((m) => m.message.includes(word))?.message ?? '';
    code = message.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass({ timeout: 10_000 });
  return code;
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test(
  'forgot password by the SMS code: the new password logs in, the old one and the old session do not',
  ANY_SIZE,
  async ({ page, browser }, info) => {
    const s = shopper(info);
    await register(page, s);

    // A session opened earlier, on another device.
    const other = await browser.newContext();
    const old = await other.newPage();
    await loginThroughPage(old, s.email, s.password);
    await expect(toast(old, MSG.loginSuccess)).toBeVisible();
    const oldToken = await old.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
    expect(oldToken).toBeTruthy();

    await page.goto('/login');
    await mainField(page, 'Email').fill(s.email);
    await page.getByRole('button', { name: RESET_MSG.forgotLink }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue(s.email);
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByRole('status')).toHaveText(RESET_MSG.sentByPhoneAndEmail);
    const code = dialog.getByLabel('Code');
    await expect(code).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    // The registration's rules, beside their fields.
    await code.fill(await smsCode(page, s.phone, 'password reset code'));
    await dialog.getByLabel(/^New password/).fill('abc');
    await dialog.getByLabel(/^Confirm new password/).fill('abc');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel(/^New password/)).toHaveAccessibleDescription(MSG.passwordMin);
    await dialog.getByLabel(/^New password/).fill('password1');
    await dialog.getByLabel(/^Confirm new password/).fill('password1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByLabel(/^New password/)).toHaveAccessibleDescription(/too common/);
    await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, RESET_MSG.done)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The old password no longer works; the new one does.
    await mainField(page, 'Password').fill(s.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, MSG.loginFailed)).toBeVisible();
    await mainField(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toast(page, MSG.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    // The session opened before the reset has ended.
    const me = await page.request.get('/api/auth/me', { headers: { authorization: `Token ${oldToken}` } });
    expect(me.status()).toBe(401);
    await other.close();
  },
);

test(
  'forgot password by the e-mailed link: only the new password is asked, and the link works once',
  ANY_SIZE,
  async ({ page }, info) => {
    const s = shopper(info);
    await register(page, s);
    const sent = await page.request.post('/api/auth/password/forgot', { data: { email: s.email } });
    expect(sent.status()).toBe(200);
    let link = '';
    await expect(async () => {
      const { data } = await (await page.request.get(`/api/dev/mail?email=${encodeURIComponent(s.email)}`)).json();
      link = (data[0]?.text as string | undefined)?.match(/https?:\/\/\S+\/login#reset=[\w-]{43}/)?.[0] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 10_000 });

    await page.goto(new URL(link).pathname + new URL(link).hash);
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Code')).toHaveCount(0);
    await expect(dialog.getByLabel(/^New password/)).toBeFocused();
    await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, RESET_MSG.done)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/); // the token has left the address bar

    await loginThroughPage(page, s.email, NEW_PASSWORD);
    await expect(toast(page, MSG.loginSuccess)).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    // Used once: the same link again says so.
    await page.evaluate(() => localStorage.clear());
    await page.goto(new URL(link).pathname + new URL(link).hash);
    await dialog.getByLabel(/^New password/).fill('another-kurta-11');
    await dialog.getByLabel(/^Confirm new password/).fill('another-kurta-11');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(RESET_MSG.linkInvalid);
  },
);

test(
  'a guest who registers with its email and phone proves the phone and keeps its account',
  ANY_SIZE,
  async ({ page }, info) => {
    const s = shopper(info);
    const headers = fromOwnAddress(s.email);
    await page.request.post('/api/auth/otp/send', {
      data: { name: 'Guest', email: s.email, phone_number: s.phone },
      headers,
    });
    const guest = await page.request.post('/api/auth/otp/verify', {
      data: { phone_number: s.phone, otp: await smsCode(page, s.phone, 'login OTP') },
      headers,
    });
    const guestId = (await guest.json()).data.user.id;

    await page.goto('/register');
    await mainField(page, 'Name').fill(s.name);
    await mainField(page, 'Email').fill(s.email);
    await mainField(page, 'Phone number').fill(s.phone);
    await mainField(page, 'Password').fill(s.password);
    await mainField(page, 'Confirm password').fill(s.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('status').filter({ hasText: GUEST_VERIFY_PHONE })).toBeVisible();
    const otp = mainField(page, 'OTP');
    await expect(otp).toBeFocused();
    await expect(async () => {
      const { data } = await (await page.request.get(`/api/dev/outbox?phone=${s.phone}`)).json();
      expect(data).toHaveLength(2); // the guest's login code, then this one
    }).toPass();
    await otp.fill(await smsCode(page, s.phone, 'login OTP'));
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, MSG.registerSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await loginThroughPage(page, s.email, s.password);
    await expect(toast(page, MSG.loginSuccess)).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ id: guestId, email: s.email, name: s.name, guest: false });
  },
);
