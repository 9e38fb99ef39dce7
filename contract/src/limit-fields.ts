import { ID_MAX, RUPEES_MAX } from './limits';
import { z } from './zod';

// Zod fields for the numbers of limits.ts: every schema that takes an id or an amount uses these.

const idMessage = `Must be a whole number from 1 to ${ID_MAX}`;
const rupeesMessage = `Must be an amount from 0 to ${RUPEES_MAX}`;

/**
 * An id from a query or body: a whole number from 1 to ID_MAX, digits in a string accepted.
 * `message` replaces the default for every failure (e.g. "Please select an address").
 */
export const idNumber = (message = idMessage) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message);

/** Rupees from a query or body: 0 to RUPEES_MAX, finite (NaN and Infinity refused). */
export const rupees = (message = rupeesMessage) =>
  z.coerce.number({ error: message }).min(0, message).max(RUPEES_MAX, message);
