import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/factories';
import {
  createShoppers,
  hasBuild,
  http,
  kind,
  makeStoreDb,
  NO_BUILD,
  type ProcessShopper,
  type ServerProcess,
  type StoreDb,
  startServer,
} from '../test/server-process';
import { type SmtpSink, startSmtpSink } from './smtp-sink';

// The built server as `npm start` runs it sends order e-mails from its own worker: one process
// on PGlite, two copies on one PostgreSQL database, each e-mail received once.

let db: StoreDb;
let sink: SmtpSink;
const servers: ServerProcess[] = [];
let product = 0;
const shoppers: ProcessShopper[] = [];
const copies = kind === 'postgres' ? 2 : 1;
const ORDERS = 6;

describe.skipIf(!hasBuild)(
  `order e-mails from ${copies} built server process(es)${hasBuild ? '' : ` (${NO_BUILD})`}`,
  () => {
    beforeAll(async () => {
      sink = await startSmtpSink();
      db = await makeStoreDb();
      const d = await db.open();
      product = (await createProduct(d.db, { price: 650, stock: 100, sizes: ['M'] })).product.id;
      shoppers.push(...(await createShoppers(d.db, ORDERS)));
      await d.close();
      const env = { SMTP_URL: sink.url, PUBLIC_URL: 'http://shop.example.in', NOTIFY_POLL_MS: '200' };
      for (let i = 0; i < copies; i++) servers.push(await startServer(db, env));
    }, 120_000);
    afterAll(async () => {
      await Promise.all(servers.map((s) => s.kill('SIGKILL')));
      await db?.drop();
      await sink?.close();
    });

    it('each placed order is e-mailed once, with its link and invoice', { timeout: 60_000 }, async () => {
      for (const [i, s] of shoppers.entries()) {
        const res = await http(
          servers[i % copies].url,
          'POST',
          '/api/payment/billing',
          {
            total_amount: 650,
            payment_mode: 'Cash On Delivery',
            address: s.addressId,
            products: [{ id: product, quantity: 1, color: 'Navy', size: 'M' }],
          },
          { authorization: `Token ${s.token}` },
        );
        expect(res.status).toBe(201);
      }
      for (let i = 0; i < 150 && sink.messages.length < ORDERS; i++) await new Promise((r) => setTimeout(r, 100));
      await new Promise((r) => setTimeout(r, 1000)); // a copy sent twice would show by now
      expect(sink.messages).toHaveLength(ORDERS);
      expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(ORDERS);
      for (const m of sink.messages) {
        expect(m.subject).toMatch(/^Vastra: Your order SF\d{6} is placed$/);
        expect(m.text).toMatch(/See your order: http:\/\/shop\.example\.in\/profile\/orders\/SF\d{6}/);
        expect(m.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      }
      const received = sink.messages.map((m) => (m.to && 'text' in m.to ? m.to.text : '')).sort();
      expect(received).toEqual(shoppers.map((s) => s.email).sort());
      // the logs name no shopper
      for (const s of servers) for (const shopper of shoppers) expect(s.output()).not.toContain(shopper.email);
    });

    it('stops cleanly on SIGTERM', { timeout: 30_000 }, async () => {
      for (const s of servers) await s.kill('SIGTERM');
      expect(servers.every((s) => !s.alive())).toBe(true);
    });
  },
);
