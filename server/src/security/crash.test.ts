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

// Areas 7 and 8 of SECURITY.md with the built server as a real process, on PGlite (its data
// directory) and on PostgreSQL: SIGKILL in the middle of orders, then the restarted server's
// counts; its headers on pages; the session token never in its output.

const STOCK = 30;
let db: StoreDb;
let productId = 0;
let shoppers: ProcessShopper[] = [];
let server: ServerProcess | undefined;

describe.skipIf(!hasBuild)(`the built server on ${kind}${hasBuild ? '' : ` (${NO_BUILD})`}`, () => {
  beforeAll(async () => {
    db = await makeStoreDb();
    const d = await db.open();
    const p = await createProduct(d.db, { price: 500, stock: STOCK, sizes: ['M'] });
    productId = p.product.id;
    shoppers = await createShoppers(d.db, 12);
    await d.close();
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await db?.drop();
  });

  const order = (s: (typeof shoppers)[number], key: string) =>
    http(
      server!.url,
      'POST',
      '/api/payment/billing',
      {
        total_amount: 500,
        payment_mode: 'Cash On Delivery',
        address: s.addressId,
        products: [{ id: productId, quantity: 1, color: 'Navy', size: 'M' }],
      },
      { authorization: `Token ${s.token}`, 'idempotency-key': key },
    );

  it('SIGKILL while orders are being placed: no committed order lost, no stock taken without an order', async () => {
    server = await startServer(db);
    const acked: number[] = [];
    let stop = false;
    const killer = (async () => {
      while (acked.length < 8) await new Promise((r) => setTimeout(r, 2));
      stop = true;
      await server!.kill('SIGKILL');
    })();
    await Promise.all(
      shoppers.map(async (s, i) => {
        for (let n = 0; !stop && n < 5; n++) {
          try {
            const res = await order(s, `crash-${i}-${n}`);
            if (res.status === 201) acked.push(res.body.data.id);
          } catch {
            return; // the connection died with the server
          }
        }
      }),
    );
    await killer;
    expect(server.alive()).toBe(false);

    // The restarted server (PGlite recovers its WAL; the stale data-dir lock is taken over).
    server = await startServer(db);
    const detail = await http(server.url, 'GET', `/api/product/product/${productId}`);
    expect(detail.status).toBe(200);
    const stockLeft = detail.body.data.colors[0].stock_by_size.M as number;
    const ordered: number[] = [];
    for (const s of shoppers) {
      const lines = await http(server.url, 'GET', '/api/payment/billing', undefined, {
        authorization: `Token ${s.token}`,
      });
      expect(lines.status).toBe(200);
      for (const l of lines.body.data) {
        expect(l.tracking_status).toBe('Ordered');
        for (let q = 0; q < l.quantity; q++) ordered.push(l.o_id);
      }
    }
    for (const id of acked) expect(ordered).toContain(id); // every 201 the client saw survived
    expect(stockLeft + ordered.length).toBe(STOCK); // every piece taken belongs to an order
    expect(stockLeft).toBeGreaterThanOrEqual(0);
  });

  it('pages carry a nonce CSP without unsafe-inline scripts, nosniff, a referrer policy and frame protection', async () => {
    for (const path of ['/', `/product/${productId}`, '/login', '/api/product/category/list', '/no-such-page']) {
      const res = await fetch(server!.url + path);
      const h = res.headers;
      expect(h.get('x-content-type-options'), path).toBe('nosniff');
      expect(h.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options'), path).toBe('DENY');
      if (!h.get('content-type')?.startsWith('text/html')) continue;
      const csp = h.get('content-security-policy') ?? '';
      const script = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(script, path).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(script, path).not.toContain('unsafe-inline');
      expect(script, path).not.toContain('unsafe-eval');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      // every inline script React Router wrote carries this response's nonce
      const html = await res.text();
      const nonce = script.match(/'nonce-([^']+)'/)?.[1];
      for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
        if (/\bsrc=/.test(tag)) continue;
        expect(tag, path).toContain(`nonce="${nonce}"`);
      }
    }
  });

  it('the session token never appears in the server output, in redirects or in URLs it writes', async () => {
    const s = shoppers[0];
    const login = await http(server!.url, 'POST', '/api/auth/login', { email: s.email, password: s.password });
    expect(login.status).toBe(200);
    const token: string = login.body.data.token;
    const auth = { authorization: `Token ${token}` };
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/auth/me'],
      ['GET', '/api/payment/billing'],
      ['GET', '/api/auth/address'],
      ['PUT', '/api/auth/update/user', { name: 'Asha Verma', phone_number: '9876543210' }],
      ['POST', '/api/payment/billing', { total_amount: 1 }], // an error path that logs
      ['GET', '/api/auth/address/99999999'],
      ['POST', '/api/product/review', { id: productId, review: 'Fits well' }],
    ];
    for (const [m, p, b] of calls) {
      const res = await http(server!.url, m, p, b, auth);
      expect(res.status, `${m} ${p}`).toBeLessThan(500);
      expect(res.headers.get('location') ?? '').not.toContain(token);
    }
    const page = await fetch(`${server!.url}/profile`, { headers: auth, redirect: 'manual' });
    expect(page.headers.get('location') ?? '').not.toContain(token);
    expect(await page.text()).not.toContain(token);
    expect((await http(server!.url, 'POST', '/api/auth/logout', undefined, auth)).status).toBe(200);
    expect(server!.output().length).toBeGreaterThan(0);
    for (const t of [token, ...shoppers.map((x) => x.token)]) expect(server!.output()).not.toContain(t);
  });
});
