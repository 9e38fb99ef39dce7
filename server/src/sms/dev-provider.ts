import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import { maskPhone } from '../log';
import type { SmsProvider } from './sms';

/**
 * Development only: nothing leaves the machine. The message is kept in `sms_outbox`, readable at
 * GET /api/dev/outbox?phone= (mounted only outside production); the log says only that one was
 * sent, since a log must never carry a code that logs into an account.
 */
export function devSmsProvider(db: Db, opts: { log: boolean }): SmsProvider {
  return {
    name: 'dev',
    async send(phone, message) {
      await db.insert(smsOutbox).values({ phoneNumber: phone, body: message });
      if (opts.log) console.info(`[sms:dev] message to ${maskPhone(phone)} kept in the outbox`);
    },
  };
}
