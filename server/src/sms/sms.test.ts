import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@store/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes } from '../db/schema';
import { loadEnv } from '../env';
import { createTestApp, type TestApp } from '../test/test-app';

// A real HTTP SMS gateway on a local port: its answer is switched per test.
let gateway: Server;
let url: string;
let answer: 'ok' | 'fail' | 'hang' = 'ok';
const received: { auth?: string; body: { to: string; sender: string; message: string } }[] = [];

async function readBody(req: IncomingMessage): Promise<string> {
  let s = '';
  for await (const chunk of req) s += chunk;
  return s;
}

let t: TestApp;
beforeAll(async () => {
  gateway = createServer(async (req, res) => {
    received.push({ auth: req.headers.authorization, body: JSON.parse(await readBody(req)) });
    if (answer === 'hang') return; // never answers: the provider must give up after 5 s
    res.writeHead(answer === 'ok' ? 202 : 500, { 'content-type': 'application/json' });
    res.end(answer === 'ok' ? '{"status":"queued"}' : '{"error":"gateway down"}');
  });
  await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  t = await createTestApp({
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: url,
    SMS_HTTP_TOKEN: 'sms-secret',
    SMS_SENDER_ID: 'STRFNT',
  });
});
afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((r) => gateway.close(r));
  await t.close();
});

const send = (phone: string) =>
  t.call('POST', '/api/auth/otp/send', { name: 'Guest', email: `g${phone}@example.in`, phone_number: phone });
const codesFor = (phone: string) => t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone));

describe('HTTP SMS provider', () => {
  it('posts {to: +91..., sender, message} with the bearer token; the code it carries logs in', async () => {
    answer = 'ok';
    const res = await send('9811111111');
    expect(res.status).toBe(200);
    const last = received.at(-1)!;
    expect(last.auth).toBe('Bearer sms-secret');
    expect(last.body).toMatchObject({ to: '+919811111111', sender: 'STRFNT' });
    const code = last.body.message.match(/\b(\d{6})\b/)?.[1] as string;
    const ok = await t.call('POST', '/api/auth/otp/verify', { phone_number: '9811111111', otp: code });
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.user.guest).toBe(true);
  });

  it('a gateway answering 500 gives a clear 502 and leaves no usable code', async () => {
    answer = 'fail';
    const res = await send('9822222222');
    expect(res.status).toBe(502);
    expect((await res.json()).error).toEqual({ code: 'internal', message: MSG.otpSendFailed });
    expect(received.at(-1)!.body.to).toBe('+919822222222');
    expect(await codesFor('9822222222')).toEqual([]);
    const code = received.at(-1)!.body.message.match(/\b(\d{6})\b/)?.[1] as string;
    expect((await t.call('POST', '/api/auth/otp/verify', { phone_number: '9822222222', otp: code })).status).toBe(400);
  });

  it('an unreachable gateway is a failure too', async () => {
    const down = await createTestApp({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:1/send' });
    try {
      const res = await down.call('POST', '/api/auth/otp/send', {
        name: 'Guest',
        email: 'down@example.in',
        phone_number: '9833333333',
      });
      expect(res.status).toBe(502);
      expect((await res.json()).error.message).toBe(MSG.otpSendFailed);
    } finally {
      await down.close();
    }
  });

  it('gives up on a gateway that does not answer within 5 seconds', { timeout: 20_000 }, async () => {
    answer = 'hang';
    const started = Date.now();
    const res = await send('9844444444');
    expect(res.status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(9000);
    expect(await codesFor('9844444444')).toEqual([]);
  });

  it('has no dev outbox route with the HTTP provider in production, and refuses the dev provider there', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.vastra.in',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: url,
    });
    try {
      expect((await prod.call('GET', '/api/dev/outbox?phone=9811111111')).status).toBe(404);
    } finally {
      await prod.close();
    }
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMS_PROVIDER/);
  });

  it('the dev outbox (outside production) is empty with the HTTP provider and checks its phone', async () => {
    expect((await (await t.call('GET', '/api/dev/outbox?phone=9811111111')).json()).data).toEqual([]);
    expect((await t.call('GET', '/api/dev/outbox?phone=12345')).status).toBe(400);
  });
});
