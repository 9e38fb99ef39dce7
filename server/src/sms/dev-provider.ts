import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema';
import type { SmsProvider } from './sms';

/**
 * Development only: nothing leaves the machine. The message is logged and kept in `sms_outbox`,
 * readable at GET /api/dev/outbox?phone= (mounted only outside production).
 */
export function devSmsProvider(db: Db, opts: { log: boolean }): SmsProvider {
  return {
    name: 'dev',
    async send(phone, message) {
      await db.insert(smsOutbox).values({ phoneNumber: phone, body: message });
      if (opts.log) console.info(`[sms:dev] to +91${phone}: ${message}`);
    },
  };
}
