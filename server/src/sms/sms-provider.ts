import type { Deps } from '../app-env';
import { devSmsProvider } from './dev-provider';
import { httpSmsProvider } from './http-provider';
import { SmsError, type SmsProvider } from './sms';

/** SMS_PROVIDER picks the provider (default dev; env.ts refuses dev in production). */
export function smsProviderFor(deps: Deps): SmsProvider {
  const { env } = deps;
  if ((env.SMS_PROVIDER ?? 'dev') === 'http') {
    if (!env.SMS_HTTP_URL) throw new SmsError('SMS_HTTP_URL is not set');
    return httpSmsProvider({ url: env.SMS_HTTP_URL, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER_ID });
  }
  return devSmsProvider(deps.db, { log: env.NODE_ENV !== 'test' });
}
