import { COUNTRY_CODE } from '@store/contract/constants';
import { SmsError, type SmsProvider } from './sms';

export const SMS_TIMEOUT_MS = 5000;

/**
 * A generic HTTP SMS gateway: POST JSON {to: '+91XXXXXXXXXX', sender, message} with a bearer
 * token. Any non-2xx answer, network error or a wait above 5 s is a failure.
 */
export function httpSmsProvider(cfg: { url: string; token?: string; sender: string }): SmsProvider {
  return {
    name: 'http',
    async send(phone, message) {
      let res: Response;
      try {
        res = await fetch(cfg.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(cfg.token && { authorization: `Bearer ${cfg.token}` }),
          },
          body: JSON.stringify({ to: `${COUNTRY_CODE}${phone}`, sender: cfg.sender, message }),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (e) {
        throw new SmsError(`SMS gateway unreachable: ${(e as Error).message}`);
      }
      // Drain the body so the connection can be reused; its content is not needed.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new SmsError(`SMS gateway answered ${res.status}`);
    },
  };
}
