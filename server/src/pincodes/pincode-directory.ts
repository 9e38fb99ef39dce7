import type { Db } from '../db/client';

/** Loads the India pincode directory into `pincodes` (idempotent). Filled in by the pincode work. */
export async function loadPincodeDirectory(_db: Db): Promise<void> {}
