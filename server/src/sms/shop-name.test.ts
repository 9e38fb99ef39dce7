import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOP } from '@store/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleResetDeliveries } from '../accounts/reset-delivery';
import { pdfText } from '../invoices/pdf-text';
import { type SmtpSink, startSmtpSink } from '../notifications/smtp-sink';
import { createNotificationWorker } from '../notifications/worker';
import { createUser } from '../test/factories';
import { codOrder, OPERATOR_TOKEN, op } from '../test/notification-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// The shop's messages speak in its name (contract/src/shop.ts), never the code's ("Storefront"),
// and once the owner sets the shop's identity in the console, in that one: every SMS under its
// sender id, every e-mail from its name and address (README, "Configuration").
let t: TestApp;
let gateway: Server;
let sink: SmtpSink;
const received: { sender: string; message: string; to: string }[] = [];
beforeAll(async () => {
  gateway = createServer(async (req: IncomingMessage, res) => {
    let s = '';
    for await (const chunk of req) s += chunk;
    received.push(JSON.parse(s));
    res.writeHead(202).end('{}');
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  sink = await startSmtpSink();
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  t = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, SMTP_URL: sink.url, OPERATOR_TOKEN });
});
afterAll(async () => {
  await settleResetDeliveries();
  await new Promise((r) => gateway.close(r));
  await t.close();
  await sink.close();
});

const lastSmsTo = (phone: string) => received.filter((m) => m.to.endsWith(phone)).at(-1)!;
const mailsTo = (email: string) => sink.messages.filter((m) => m.to && 'text' in m.to && m.to.text === email);

describe('messages in the shop name', () => {
  it('the OTP SMS says the shop name and goes out under its sender id', async () => {
    const res = await t.call('POST', '/api/auth/otp/send', {
      name: 'Guest',
      email: 'shopname@example.in',
      phone_number: '9845000001',
    });
    expect(res.status).toBe(200);
    const sms = lastSmsTo('9845000001');
    expect(sms.sender).toBe(SHOP.smsSenderId);
    expect(sms.message).toMatch(/^\d{6} is your Vastra login OTP\./);
    expect(sms.message).not.toContain('Storefront');
  });

  it('after the owner renames the shop, codes, resets, order messages and packing slips use the new name and sender', async () => {
    const identity = (await (await t.call('GET', '/api/admin/settings', undefined, op)).json()).data.identity;
    const saved = await t.call(
      'PUT',
      '/api/admin/settings/identity',
      { ...identity, name: 'Vastra Lucknow', sms_sender_id: 'vstrlk', support_email: 'care@vastra.in' },
      op,
    );
    expect(saved.status).toBe(200);

    expect(
      (
        await t.call('POST', '/api/auth/otp/send', {
          name: 'Guest',
          email: 'renamed-otp@example.in',
          phone_number: '9845000002',
        })
      ).status,
    ).toBe(200);
    expect(lastSmsTo('9845000002')).toMatchObject({
      sender: 'VSTRLK',
      message: expect.stringMatching(/^\d{6} is your Vastra Lucknow login OTP\./),
    });

    const { user } = await createUser(t.db, { email: 'renamed@example.in', phone: '9845000003' });
    const forgot = await t.call('POST', '/api/auth/password/forgot', { email: user.email });
    expect(forgot.status).toBe(200);
    await settleResetDeliveries();
    expect(lastSmsTo('9845000003')).toMatchObject({
      sender: 'VSTRLK',
      message: expect.stringMatching(/^\d{6} is your Vastra Lucknow password reset code\./),
    });
    const [resetMail] = mailsTo(user.email);
    expect(resetMail.subject).toBe('Reset your Vastra Lucknow password');
    expect(resetMail.from?.text).toBe('"Vastra Lucknow" <care@vastra.in>');

    const { s, orderId } = await codOrder(t);
    const worker = createNotificationWorker(t.deps);
    expect(await worker.runOnce()).toMatchObject({ sent: 2 });
    await worker.stop();
    const [orderMail] = mailsTo(s.user.email);
    expect(orderMail.from?.text).toBe('"Vastra Lucknow" <care@vastra.in>');
    expect(orderMail.subject).toMatch(/^Vastra Lucknow: Your order /);
    expect(lastSmsTo(s.user.phoneNumber)).toMatchObject({ sender: 'VSTRLK', message: /^Vastra Lucknow: your order / });

    const slips = await t.call('GET', `/api/admin/packing-slips.pdf?ids=${orderId}`, undefined, op);
    expect(slips.status).toBe(200);
    expect((await pdfText(new Uint8Array(await slips.arrayBuffer()))).text).toContain('Vastra Lucknow · ordered');
  });
});
