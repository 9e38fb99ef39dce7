import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { chooseEncoding, compressBytes, compressResponses } from './compress';

const CHROME = 'gzip, deflate, br, zstd';

describe('chooseEncoding', () => {
  it('prefers br, then gzip, each only with a non-zero weight', () => {
    expect(chooseEncoding(CHROME)).toBe('br');
    expect(chooseEncoding('gzip, br;q=0.5')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, deflate')).toBeNull();
    expect(chooseEncoding('brotli, xbr')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('compressBytes', () => {
  // 2.8 KB is compressed on the event loop, 80 KB on the thread pool: both ways answer the same.
  it.each([400, 12_000])(
    "answers bytes holding only their own memory, which a cache can keep without zlib's buffers (%i words)",
    async (words) => {
      const body = new TextEncoder().encode(JSON.stringify({ name: 'Kurta', about: 'cotton '.repeat(words) }));
      const br = await compressBytes('br', body);
      const gz = await compressBytes('gzip', body);
      expect(br.length).toBeLessThan(body.length / 10);
      expect(br.buffer.byteLength).toBe(br.length);
      expect(gz.buffer.byteLength).toBe(gz.length);
      expect(brotliDecompressSync(br)).toEqual(Buffer.from(body));
      expect(gunzipSync(gz)).toEqual(Buffer.from(body));
    },
  );
});

describe('a JSON answer', () => {
  const app = new Hono();
  app.use('*', compressResponses());
  const payload = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Kurta ${i}`, price: 999 + i }));
  app.get('/list', (c) => c.json({ data: payload }));
  app.get('/small', (c) => c.json({ status: 'alive' }));
  app.get('/tiny', (c) => c.body('ok', 200, { 'content-type': 'text/plain', 'content-length': '2' }));
  const get = (path: string, encoding?: string) =>
    app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('is Brotli to a browser, gzip to a client without it, the same JSON either way', async () => {
    const plain = await (await get('/list')).text();
    expect(JSON.parse(plain).data).toHaveLength(200);

    const br = await get('/list', CHROME);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).toString()).toBe(plain);

    const gz = await get('/list', 'gzip, br;q=0');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBytes = Buffer.from(await gz.arrayBuffer());
    expect(gunzipSync(gzBytes).toString()).toBe(plain);
    expect(brBytes.length).toBeLessThan(gzBytes.length);
  });

  it('is left alone when shorter than 1 KB', async () => {
    expect((await get('/tiny', CHROME)).headers.get('content-encoding')).toBeNull();
  });

  it('is measured whole: a short one goes as it is, a long one compressed with its length', async () => {
    const small = await get('/small', CHROME);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String(Buffer.byteLength('{"status":"alive"}')));
    expect(await small.json()).toEqual({ status: 'alive' });

    const big = await get('/list', CHROME);
    const bytes = Buffer.from(await big.arrayBuffer());
    expect(big.headers.get('content-length')).toBe(String(bytes.length));
    expect(JSON.parse(brotliDecompressSync(bytes).toString()).data).toHaveLength(200);
  });
});

describe('the app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('compresses API answers and leaves images (stored compressed) alone', async () => {
    // over compress.ts's 1 KB minimum: smaller answers go as they are
    await t.db
      .insert(banners)
      .values(
        Array.from({ length: 20 }, (_, i) => ({ image: `/images/b/${i + 1}`, title: `Festive ${i}`, link: '/' })),
      );
    const api = await t.app.request('/api/global/floating', { headers: { 'accept-encoding': CHROME } });
    expect(api.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await api.arrayBuffer())).toString()).data).toHaveLength(20);
    // images are drawn only for the catalogue's own
    const image = await t.app.request('/images/b/1/640.avif', { headers: { 'accept-encoding': CHROME } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-encoding')).toBeNull();
  });
});

it.each([
  ['br', createBrotliDecompress],
  ['gzip', createGunzip],
] as const)('%s: sends each streamed piece as it comes, not when the page ends', async (encoding, decoder) => {
  let finish = () => {};
  const rest = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const first = `<!DOCTYPE html><p>${'shell '.repeat(400)}</p>`;
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/', () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(first));
        await rest; // the rest of the page is still being rendered
        controller.enqueue(new TextEncoder().encode('<p>the rest</p>'));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });

  const res = await app.request('/', { headers: { 'accept-encoding': encoding } });
  expect(res.headers.get('content-encoding')).toBe(encoding);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const inflate = decoder();
  const text: string[] = [];
  inflate.on('data', (d: Buffer) => text.push(d.toString()));
  // Everything before the pause arrives while the rest is still pending (without a flush this
  // read would wait for finish() and time out).
  while (text.join('').length < first.length) {
    const { value } = await reader.read();
    await new Promise<void>((resolve) => inflate.write(value, () => resolve()));
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(text.join('')).toBe(first);
  finish();
  for (let r = await reader.read(); !r.done; r = await reader.read()) inflate.write(r.value);
  await new Promise((resolve) => inflate.end(resolve));
  expect(text.join('')).toBe(`${first}<p>the rest</p>`);
});

it('survives a browser that leaves in the middle of a page', async () => {
  const app = new Hono();
  app.use('*', compressResponses());
  const page = 'x'.repeat(400_000);
  app.get('/', () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i++)
          controller.enqueue(new TextEncoder().encode(page.slice(i * 10_000, (i + 1) * 10_000)));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html' } });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  const leave = () =>
    new Promise<void>((resolve) => {
      const req = httpGet({ port, host: '127.0.0.1', headers: { 'accept-encoding': CHROME } }, (res) => {
        res.once('data', () => {
          req.destroy(); // the tab closes after the first bytes
          resolve();
        });
      });
      req.on('error', () => resolve());
    });
  try {
    for (let i = 0; i < 5; i++) await leave();
    await new Promise((r) => setTimeout(r, 100)); // the encoder's late output must not throw
    const whole = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': CHROME } });
    expect(await whole.text()).toBe(page); // fetch decodes Brotli
  } finally {
    server.close();
  }
});
