import { request as httpRequest } from 'node:http';
import { productPath } from '@store/contract/slug';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT } from '../app';
import { categories } from '../db/schema';
import { createProduct, createUser } from '../test/factories';
import {
  hasBuild,
  http,
  makeStoreDb,
  NO_BUILD,
  type ServerProcess,
  type StoreDb,
  startServer,
} from '../test/server-process';

// Item 7 of issue 20 against the built server as `npm start` runs it (PGlite on its worker
// thread, or PostgreSQL in the server-pg project): a forged Host header changes no absolute
// URL, and a body over the limit gets a 413 that Node's own HTTP client can read.

let db: StoreDb;
let server: ServerProcess;
let productUrl = '';
let token = '';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request with node:http, which sends the Host header it is given. */
function send(
  path: string,
  o: {
    method?: string;
    headers?: Record<string, string | number>;
    body?: Buffer;
    agent?: false;
    chunked?: boolean;
  } = {},
): Promise<Answer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method: o.method ?? 'GET', headers: o.headers, agent: o.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!o.body) return req.end();
    if (!o.chunked) return req.end(o.body);
    // chunked: no Content-Length, the body in 64 KB writes
    let at = 0;
    const write = () => {
      while (at < o.body!.length) {
        const ok = req.write(o.body!.subarray(at, at + 65536));
        at += 65536;
        if (!ok) return req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const forged = { host: 'evil.example' };

describe.skipIf(!hasBuild)(`the built server's headers and origins${hasBuild ? '' : ` (skipped: ${NO_BUILD})`}`, () => {
  beforeAll(async () => {
    db = await makeStoreDb();
    const d = await db.open();
    const made = await createProduct(d.db, { name: 'Zari Silk Lehenga' });
    const [category] = await d.db.select().from(categories).where(eq(categories.id, made.categoryId));
    productUrl = productPath({ ...made.product, category });
    token = (await createUser(d.db)).token;
    await d.close();
    server = await startServer(db);
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await db?.drop();
  });

  describe('with Host: evil.example and PUBLIC_URL unset, absolute URLs are the origin the store started on', () => {
    it('robots.txt, cached publicly, points at its own sitemap', async () => {
      const res = await send('/robots.txt', { headers: forged });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toMatch(/^public/);
      expect(res.body).toContain(`Sitemap: ${server.url}/sitemap.xml`);
      expect(res.body).not.toContain('evil');
    });

    it('sitemap.xml lists its own URLs', async () => {
      const res = await send('/sitemap.xml', { headers: forged });
      expect(res.status).toBe(200);
      expect(res.body).toContain(`<loc>${server.url}/</loc>`);
      expect(res.body).toContain(`<loc>${server.url}${encodeURI(productUrl)}</loc>`);
      expect(res.body).not.toContain('evil');
    });

    it("a product page's canonical link, og:url and structured data", async () => {
      const res = await send(productUrl, { headers: forged });
      expect(res.status).toBe(200);
      expect(res.body).toContain(`<link rel="canonical" href="${server.url}${productUrl}"/>`);
      expect(res.body).toContain(`<meta property="og:url" content="${server.url}${productUrl}"/>`);
      expect(res.body).not.toContain('evil.example');
    });
  });

  it('answers an authenticated request and the logged-in pages with no-store', async () => {
    const me = await http(server.url, 'GET', '/api/auth/me', undefined, { authorization: `Token ${token}` });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    for (const page of ['/profile', '/checkout']) {
      const res = await send(page);
      expect(res.status, page).toBe(200);
      expect(res.headers['cache-control'], page).toBe('private, no-store');
    }
  });

  describe('a 2 MB body gets a 413 the client reads', () => {
    const big = Buffer.alloc(2 * 1024 * 1024, 'a');
    const post = { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': big.length } };
    const expect413 = (res: Answer) => {
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({
        error: { code: 'validation_failed', message: 'Request body is too large' },
      });
    };

    it('with node:http on kept-alive connections, again and again', async () => {
      expect(big.length).toBeGreaterThan(API_BODY_LIMIT);
      for (let i = 0; i < 8; i++) expect413(await send('/api/general/contact-us', { ...post, body: big }));
      // the connection is still good for the next request
      const next = await send('/api/general/contact-us', {
        ...post,
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{}'),
      });
      expect(next.status).toBe(400);
    });

    it('with node:http on a new connection each time, and with a chunked body', async () => {
      for (let i = 0; i < 4; i++) expect413(await send('/api/auth/register', { ...post, body: big, agent: false }));
      const chunked = { method: 'POST', headers: { 'content-type': 'application/json' }, body: big, chunked: true };
      for (let i = 0; i < 4; i++) expect413(await send('/api/auth/register', chunked));
    });

    it('with fetch (undici)', async () => {
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`${server.url}/api/general/contact-us`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: big,
        });
        expect(res.status).toBe(413);
        expect((await res.json()).error.message).toBe('Request body is too large');
      }
      expect(server.alive()).toBe(true);
    });

    it('past the 8 MB it reads and drops, answers and closes the connection, and serves on', async () => {
      const huge = Buffer.alloc(12 * 1024 * 1024, 'a');
      const res = await send('/api/general/contact-us', {
        ...post,
        headers: { ...post.headers, 'content-length': huge.length },
        body: huge,
        agent: false,
      }).catch((e: NodeJS.ErrnoException) => String(e.code));
      // the client may still be writing when the connection ends: a reset is allowed here
      if (typeof res === 'string') expect(res).toMatch(/^(EPIPE|ECONNRESET)$/);
      else expect([res.status, res.headers.connection]).toEqual([413, 'close']);
      expect((await send('/robots.txt')).status).toBe(200);
    });
  });
});
