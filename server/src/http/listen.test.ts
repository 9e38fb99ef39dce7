import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { type ClientHttp2Session, connect } from 'node:http2';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { loadEnv } from '../env';
import { selfSignedCertificate } from '../test/certificate';
import { createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { listen } from './listen';
import { clientIp } from './rate-limit';

describe('the store on HTTPS', () => {
  let t: TestApp;
  let dir: string;
  let server: ReturnType<typeof listen>;
  let origin: string;
  let ca: Buffer;
  let tls: { PORT: number; HOST: string; TLS_CERT: string; TLS_KEY: string };

  /** The fetch handler on HTTPS at a free port; resolves to its origin. */
  async function serveTls(fetch: Parameters<typeof listen>[1]) {
    const started = listen(tls, fetch);
    await new Promise((r) => started.once('listening', r));
    return { server: started, origin: `https://127.0.0.1:${(started.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await createProduct(t.db, { name: 'Linen Kurta' });
    // answers under 1 KB go out uncompressed (http/compress.ts): six more make the search's larger
    for (let i = 2; i <= 7; i++) await createProduct(t.db, { name: `Linen Kurta ${i}` });
    dir = mkdtempSync(join(tmpdir(), 'store-tls-'));
    const { cert, key } = selfSignedCertificate(dir);
    ca = readFileSync(cert);
    tls = { PORT: 0, HOST: '127.0.0.1', TLS_CERT: cert, TLS_KEY: key };
    ({ server, origin } = await serveTls(t.app.fetch));
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** One request on an HTTP/2 session, as a browser sends it. */
  const h2 = (session: ClientHttp2Session, path: string, json?: unknown) =>
    new Promise<{ head: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const req = session.request({
        ':path': path,
        ':method': json ? 'POST' : 'GET',
        'accept-encoding': 'gzip, deflate, br, zstd',
        ...(json ? { 'content-type': 'application/json' } : {}),
      });
      req.end(json ? JSON.stringify(json) : undefined);
      const chunks: Buffer[] = [];
      let head: Record<string, unknown> = {};
      req.on('response', (h) => {
        head = h;
      });
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve({ head, body: Buffer.concat(chunks) }));
      req.on('error', reject);
    });

  it('answers a browser over HTTP/2, compressed, on one connection', async () => {
    const session = connect(origin, { ca });
    try {
      const [list, search] = await Promise.all([
        h2(session, '/api/product/category/list'),
        h2(session, '/api/product/product/search?search=linen'),
      ]);
      expect(list.head).toMatchObject({ ':status': 200, 'strict-transport-security': 'max-age=31536000' });
      expect(search.head).toMatchObject({ ':status': 200, 'content-encoding': 'br' });
      const found = JSON.parse(brotliDecompressSync(search.body).toString()).data;
      expect(found.map((p: { name: string }) => p.name)).toContain('Linen Kurta');
    } finally {
      session.close();
    }
  });

  it('takes a JSON body over HTTP/2: a shopper registers', async () => {
    const session = connect(origin, { ca });
    try {
      const shopper = {
        name: 'Asha Verma',
        email: 'asha.h2@example.in',
        password: 'chikan-kurta-7',
        phone_number: '9876543210',
      };
      const res = await h2(session, '/api/auth/register', shopper);
      expect(res.head[':status']).toBe(201);
      const decoded = res.head['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
      expect(JSON.parse(decoded.toString()).data.user.email).toBe(shopper.email);
    } finally {
      session.close();
    }
  });

  it('rate limits key on the address of an HTTP/2 client', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('deps', { env: loadEnv({}) } as AppEnv['Variables']['deps']);
      await next();
    });
    app.get('/ip', (c) => c.text(clientIp(c)));
    const echo = await serveTls(app.fetch);
    const session = connect(echo.origin, { ca });
    try {
      const { body } = await h2(session, '/ip');
      expect(body.toString()).toBe('127.0.0.1'); // not the shared 'local' key of in-process calls
    } finally {
      session.close();
      echo.server.close();
    }
  });

  it('still answers a client that only speaks HTTP/1.1', async () => {
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      httpsGet(`${origin}/api/product/category/list`, { ca }, (res) => {
        let text = '';
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      }).on('error', reject);
    });
    expect(status).toBe(200);
    expect(JSON.parse(body).data.length).toBeGreaterThan(0);
  });
});

describe('TLS settings', () => {
  it('need both the certificate and its key', () => {
    expect(() => loadEnv({ TLS_CERT: '/etc/store/cert.pem' })).toThrow(/TLS_KEY: TLS needs both/);
    expect(() => loadEnv({ TLS_KEY: '/etc/store/key.pem' })).toThrow(/TLS_CERT: TLS needs both/);
    expect(loadEnv({}).TLS_CERT).toBeUndefined();
  });
});
