import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommendation).
export const hashPassword = (password: string) => hash(password);

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown email, or a guest who never set
 * a password) it still verifies against a dummy hash, so every failure costs the same time and
 * response timing does not tell which emails have accounts.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummy ??= hash('dummy password that matches nothing');
  const ok = await verify(stored ?? (await dummy), password).catch(() => false);
  return ok && !!stored;
}
