import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SHOP } from '@store/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The shop's messages speak in its name (contract/src/shop.ts), never the code's ("Storefront").
let t: TestApp;
let gateway: Server;
const received: { sender: string; message: string }[] = [];
beforeAll(async () => {
  gateway = createServer(async (req: IncomingMessage, res) => {
    let s = '';
    for await (const chunk of req) s += chunk;
    received.push(JSON.parse(s));
    res.writeHead(202).end('{}');
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  t = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url });
});
afterAll(async () => {
  await new Promise((r) => gateway.close(r));
  await t.close();
});

describe('OTP SMS in the shop name', () => {
  it('says the shop name and goes out under its sender id', async () => {
    const res = await t.call('POST', '/api/auth/otp/send', {
      name: 'Guest',
      email: 'shopname@example.in',
      phone_number: '9845000001',
    });
    expect(res.status).toBe(200);
    const sms = received.at(-1)!;
    expect(sms.sender).toBe(SHOP.smsSenderId);
    expect(sms.message).toMatch(/^\d{6} is your Vastra login OTP\./);
    expect(sms.message).not.toContain('Storefront');
  });
});
