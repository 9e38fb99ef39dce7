import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

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
