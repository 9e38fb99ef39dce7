import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Env, isProduction } from '../env';

export const OPERATOR_TOKEN_FILE = 'operator-token';
export const operatorTokenPath = (dataDir: string) => join(resolve(dataDir), OPERATOR_TOKEN_FILE);

/**
 * The operator's secret: OPERATOR_TOKEN when set. Outside production, when unset, one is made
 * at start-up and kept in DATA_DIR/operator-token (mode 0600; reused on later starts) for the
 * `npm run store` command to read. In production without it the operator API stays closed.
 */
export function ensureOperatorToken(env: Env): string | undefined {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  if (isProduction(env)) {
    console.warn('[admin] OPERATOR_TOKEN is not set: the operator API is disabled');
    return undefined;
  }
  const file = operatorTokenPath(env.DATA_DIR);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 24) {
      chmodSync(file, 0o600);
      return existing;
    }
  } catch {}
  mkdirSync(resolve(env.DATA_DIR), { recursive: true });
  const token = randomBytes(32).toString('base64url');
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above is filtered by umask and ignored for an existing file
  console.log(`[admin] operator token written to ${file}`);
  return token;
}
