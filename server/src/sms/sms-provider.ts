import type { ShopIdentity } from '@store/contract/shop';
import type { Deps } from '../app-env';
import { shopIdentity } from '../settings/shop-settings';
import { devSmsProvider } from './dev-provider';
import { httpSmsProvider } from './http-provider';
import { SmsError, type SmsProvider } from './sms';

/**
 * SMS_PROVIDER picks the provider (default dev; env.ts refuses dev in production). Messages go
 * out under the shop's sender id (its identity, set in the console) unless SMS_SENDER_ID fixes one.
 */
export function smsProviderFor(deps: Deps, shop: Pick<ShopIdentity, 'smsSenderId'>): SmsProvider {
  const { env } = deps;
  if ((env.SMS_PROVIDER ?? 'dev') === 'http') {
    if (!env.SMS_HTTP_URL) throw new SmsError('SMS_HTTP_URL is not set');
    const sender = env.SMS_SENDER_ID ?? shop.smsSenderId;
    return httpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender });
  }
  return devSmsProvider(deps.db, { log: env.NODE_ENV !== 'test' });
}

/** An SMS in the shop's name: written with the identity in force (the built-in shop until the owner sets one). */
export async function sendShopSms(deps: Deps, phone: string, write: (shop: ShopIdentity) => string): Promise<void> {
  const shop = await shopIdentity(deps.db);
  await smsProviderFor(deps, shop).send(phone, write(shop));
}
