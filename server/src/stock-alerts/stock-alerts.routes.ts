import { StockAlertRequest } from '@store/contract/stock-alerts';
import { Hono } from 'hono';
import { optionalUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { clientIp } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { requestStockAlert } from './stock-alerts';

export const stockAlertsRoutes = new Hono<AppEnv>();

/** "Notify me": 201 for a new alert, 200 when this shopper's alert for the SKU already waits. */
stockAlertsRoutes.post('/product/notify-me', optionalUser, async (c) => {
  const body = await parseBody(c, StockAlertRequest);
  const created = await requestStockAlert(c.var.deps, body, c.get('user'), clientIp(c));
  return c.json(
    { data: { product_id: body.product_id, color_id: body.color_id, size: body.size } },
    created ? 201 : 200,
  );
});
