import { SHOP, type ShopIdentity } from '@store/contract/shop';
import type { Deps } from '../app-env';
import { shopIdentity } from '../settings/shop-settings';
import { devSmsProvider } from './dev-provider';
import { httpSmsProvider } from './http-provider';
import { SmsError, type SmsProvider } from './sms';

/** The sender id an SMS goes out under: SMS_SENDER_ID when the deployment fixes one, else the shop's. */
export const smsSenderOf = (deps: Deps, shop: Pick<ShopIdentity, 'smsSenderId'> = SHOP) =>
  deps.env.SMS_SENDER_ID ?? shop.smsSenderId;

/** SMS_PROVIDER picks the provider (default dev; env.ts refuses dev in production). */
export function smsProviderFor(deps: Deps, sender = smsSenderOf(deps)): SmsProvider {
  const { env } = deps;
  if ((env.SMS_PROVIDER ?? 'dev') === 'http') {
    if (!env.SMS_HTTP_URL) throw new SmsError('SMS_HTTP_URL is not set');
    return httpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender });
  }
  return devSmsProvider(deps.db, { log: env.NODE_ENV !== 'test' });
}

/**
 * An SMS in the shop's name: written with the identity the owner has set in the console (the
 * built-in shop until then) and sent under its sender id.
 */
export async function sendShopSms(deps: Deps, phone: string, write: (shop: ShopIdentity) => string): Promise<void> {
  const shop = await shopIdentity(deps.db);
  await smsProviderFor(deps, smsSenderOf(deps, shop)).send(phone, write(shop));
}
