import { STOCK_FILTERS, STOCK_ON_HAND_MAX, STOCK_SAVE_MAX } from './admin-stock';
import { idNumber } from './limit-fields';
import { z } from './zod';

// Requests of the console's stock pages, validated by the server (server/src/inventory/).

export const StockQuery = z.object({
  q: z.string().trim().max(100, 'Search is too long').optional(),
  filter: z.enum(STOCK_FILTERS, { error: 'Filter: low or out' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const onHand = z
  .number({ error: 'On hand must be a whole number' })
  .int('On hand must be a whole number')
  .min(0, 'On hand cannot be negative')
  .max(STOCK_ON_HAND_MAX, `On hand is at most ${STOCK_ON_HAND_MAX}`);

export const StockSaveInput = z.object({
  changes: z
    .array(
      z.object({
        sku_id: idNumber(),
        on_hand: onHand,
        /** the on hand the page showed: refused if it moved since */
        was: onHand.optional(),
      }),
    )
    .min(1, 'Change at least one size')
    .max(STOCK_SAVE_MAX, `At most ${STOCK_SAVE_MAX} changes at once`),
});
export type StockSaveInput = z.input<typeof StockSaveInput>;

export const SkuCodeInput = z.object({
  code: z
    .string()
    .trim()
    .max(40, 'A SKU code is at most 40 characters')
    .regex(/^$|^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Letters, digits and . _ / - only, starting with a letter or digit')
    .nullable()
    .transform((c) => c || null),
});
