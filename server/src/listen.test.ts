import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:http2';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { listen } from './listen';
import { createProduct } from './test/factories';
import { createTestApp, type TestApp } from './test/test-app';

// A certificate of our own for 127.0.0.1, made with the openssl every machine here has.
function selfSignedCertificate(dir: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

describe('the store on HTTPS', () => {
  let t: TestApp;
  let dir: string;
  let server: ReturnType<typeof listen>;
  let origin: string;
  let ca: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    await createProduct(t.db, { name: 'Linen Kurta' });
    dir = mkdtempSync(join(tmpdir(), 'store-tls-'));
    const { cert, key } = selfSignedCertificate(dir);
    ca = readFileSync(cert);
    const env = { PORT: 0, HOST: '127.0.0.1', TLS_CERT: cert, TLS_KEY: key };
    server = listen(env, t.app.fetch);
    await new Promise((r) => server.once('listening', r));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a browser over HTTP/2, compressed, on one connection', async () => {
    const session = connect(origin, { ca });
    const get = (path: string) =>
      new Promise<{ head: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = session.request({ ':path': path, 'accept-encoding': 'gzip, deflate, br, zstd' });
        const chunks: Buffer[] = [];
        let head: Record<string, unknown> = {};
        req.on('response', (h) => {
          head = h;
        });
        req.on('data', (c) => chunks.push(c));
        req.on('end', () => resolve({ head, body: Buffer.concat(chunks) }));
        req.on('error', reject);
      });
    try {
      const [list, search] = await Promise.all([
        get('/api/product/category/list'),
        get('/api/product/product/search?search=linen'),
      ]);
      expect(list.head).toMatchObject({
        ':status': 200,
        'content-encoding': 'br',
        'strict-transport-security': 'max-age=31536000',
      });
      expect(JSON.parse(brotliDecompressSync(list.body).toString()).data.length).toBeGreaterThan(0);
      expect(search.head[':status']).toBe(200);
      const found = JSON.parse(brotliDecompressSync(search.body).toString()).data;
      expect(found.map((p: { name: string }) => p.name)).toContain('Linen Kurta');
    } finally {
      session.close();
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
