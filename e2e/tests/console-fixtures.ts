import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// the store of playwright.config.ts (E2E_DATA_DIR: a private config's own, to run one spec beside the suite)
const DATA_DIR = process.env.E2E_DATA_DIR ?? `${ROOT}.e2e-data`;

/** `npm run store -- staff:create <email> --owner`, against this run's store; the printed password. */
export function cliCreateOwner(baseURL: string, email: string): string {
  const out = execFileSync(
    `${ROOT}node_modules/.bin/tsx`,
    [`${ROOT}server/src/operator-cli.ts`, 'staff:create', email, '--owner'],
    { env: { ...process.env, STORE_URL: baseURL, DATA_DIR }, encoding: 'utf8' },
  );
  const password = out.match(/One-time password: (\S+)/)?.[1];
  expect(password, out).toBeTruthy();
  return password as string;
}

/**
 * A new owner (from the CLI) opens `path`, logs in with the one-time password and sets
 * `password` of their own, as the console asks at the first login.
 */
export async function ownerFirstLogin(page: Page, baseURL: string, email: string, path: string, password: string) {
  const once = cliCreateOwner(baseURL, email);
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(once);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Current password').fill(once);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
}
