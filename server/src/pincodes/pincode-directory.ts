import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pincodes } from '../db/schema';
import { readPincodeRows } from './pincode-source';

// Rows go in as one JSON parameter per batch (json_to_recordset): one round trip per few
// thousand rows and no 65,535-parameter ceiling, the same SQL on PGlite and PostgreSQL.
const BATCH = 5000;

/**
 * Loads the India pincode directory into `pincodes` (sources: see pincode-source.ts).
 * Idempotent: does nothing once loaded. All rows go in one transaction, so a crash half-way
 * leaves an empty table that the next start fills again.
 */
export async function loadPincodeDirectory(db: Db): Promise<void> {
  if (await isLoaded(db)) return;
  const rows = readPincodeRows();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) {
      const json = JSON.stringify(rows.slice(i, i + BATCH));
      await tx.execute(sql`
        insert into ${pincodes} (pincode, location, district, state, latitude, longitude)
        select pincode, location, district, state, latitude, longitude
        from json_to_recordset(${json}::json)
          as r(pincode text, location text, district text, state text, latitude numeric, longitude numeric)
        on conflict (pincode) do nothing`);
    }
  });
}

async function isLoaded(db: Db): Promise<boolean> {
  const found = await db.select({ pincode: pincodes.pincode }).from(pincodes).limit(1);
  return found.length > 0;
}
