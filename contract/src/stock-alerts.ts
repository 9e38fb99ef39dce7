import { SIZES } from './constants';
import { INVALID_MOBILE } from './forms';
import { ID_MAX } from './limits';
import { MSG } from './messages';
import { z } from './zod';

/**
 * POST /api/product/notify-me: a shopper asks to hear when a sold-out colour and size is back.
 * Logged in, the account's phone is used; otherwise `phone_number` is required.
 */
export const StockAlertRequest = z.object({
  product_id: z.number().int().min(1).max(ID_MAX),
  color_id: z.number().int().min(1).max(ID_MAX),
  size: z.enum(SIZES),
  phone_number: z.string().max(20).nullish(),
});
export type StockAlertRequest = z.infer<typeof StockAlertRequest>;

export const STOCK_ALERT_PHONE_REQUIRED = MSG.phoneRequired;
export const STOCK_ALERT_PHONE_INVALID = INVALID_MOBILE;

export interface StockAlertAnswer {
  product_id: number;
  color_id: number;
  size: string;
}
