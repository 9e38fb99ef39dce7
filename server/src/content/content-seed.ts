import type { Db } from '../db/client';

/** About us, the five policies, FAQ (idempotent). Filled in by the content work. */
export async function seedContent(_db: Db): Promise<void> {}
